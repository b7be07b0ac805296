import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LobbyError } from '../lobby/api.js';
import { fakeLobby, renderPage } from '../test/pages.js';
import { GroupChannelForm } from './GroupChannelForm.js';

const host = { matchID: 'm1', playerID: '0', credentials: 'hostsecret' };
const discord = 'https://discord.example/api/webhooks/1/abc';

async function open() {
  await userEvent.click(screen.getByText('Group channel'));
}

describe("the host's group channel form", () => {
  it('is shown to the host seat only', () => {
    const lobby = fakeLobby({ setGroupChannel: vi.fn() });
    const { unmount } = renderPage(<GroupChannelForm seat={{ ...host, playerID: '1', credentials: 'guest' }} />, lobby);
    expect(screen.queryByText('Group channel')).toBeNull();
    unmount();
    renderPage(<GroupChannelForm seat={host} />, lobby);
    expect(screen.getByText('Group channel')).toBeTruthy();
    expect(screen.getByText(/never a seat link/)).toBeTruthy();
  });

  it("saves the format and address with the host's credentials and says where notices go", async () => {
    const setGroupChannel = vi.fn().mockResolvedValue('slack');
    renderPage(<GroupChannelForm seat={host} />, fakeLobby({ setGroupChannel }));
    await open();
    await userEvent.selectOptions(screen.getByLabelText('Format'), 'Slack');
    const field = screen.getByLabelText('Webhook address');
    expect(field.getAttribute('type')).toBe('url');
    await userEvent.type(field, ` ${discord} `);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe('Turn notices go to this Slack channel.');
    expect(setGroupChannel).toHaveBeenCalledWith(host, { format: 'slack', url: discord });
  });

  it('refuses an address that is not http(s) before asking the server', async () => {
    const setGroupChannel = vi.fn();
    renderPage(<GroupChannelForm seat={host} />, fakeLobby({ setGroupChannel }));
    await open();
    await userEvent.type(screen.getByLabelText('Webhook address'), 'discord channel');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toMatch(/not a webhook address/);
    expect(setGroupChannel).not.toHaveBeenCalled();
  });

  it("puts the server's refusals in words, falling back to the server's message", async () => {
    const setGroupChannel = vi
      .fn()
      .mockRejectedValueOnce(new LobbyError(400, 'request.invalid', 'body url cannot carry a user name or password'))
      .mockRejectedValueOnce(new LobbyError(403, 'auth.notHost', 'Only the host can do this.'))
      .mockRejectedValueOnce(new LobbyError(400, 'webhook.privateAddress', 'This server never calls that address (private address).'))
      .mockRejectedValueOnce(new LobbyError(409, 'webhook.somethingNew', 'The server says no.'));
    renderPage(<GroupChannelForm seat={host} />, fakeLobby({ setGroupChannel }));
    await open();
    await userEvent.type(screen.getByLabelText('Webhook address'), 'https://user:pw@hooks.example/x');
    const save = screen.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    expect((await screen.findByRole('alert')).textContent).toMatch(/^That is not a webhook address/);
    await userEvent.click(save);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Only the host can set the group channel.'));
    await userEvent.click(save);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/^This server never calls local or private addresses/));
    await userEvent.click(save);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The server says no.'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('removes the channel with url null', async () => {
    const setGroupChannel = vi.fn().mockResolvedValue(null);
    renderPage(<GroupChannelForm seat={host} />, fakeLobby({ setGroupChannel }));
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect((await screen.findByRole('status')).textContent).toBe('The group channel is removed.');
    expect(setGroupChannel).toHaveBeenCalledWith(host, null);
  });
});
