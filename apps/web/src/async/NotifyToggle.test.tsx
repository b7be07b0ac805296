import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeLobby, renderPage } from '../test/pages.js';
import { NotifyToggle } from './NotifyToggle.js';
import { keyBytes, noticeFlags, type PushEnvironment } from './push.js';

const seat = { matchID: 'm1', playerID: '1', credentials: 'secret' };
const endpoint = 'https://push.example/abc';

function fakePush(permission: NotificationPermission = 'default', answer: NotificationPermission = 'granted') {
  let current: { endpoint: string } | null = null;
  const unsubscribe = vi.fn(async () => {
    current = null;
    return true;
  });
  const subscription = () => ({ toJSON: () => ({ endpoint, keys: { p256dh: 'p256', auth: 'auth' } }), unsubscribe });
  const manager = {
    getSubscription: vi.fn(async () => (current ? subscription() : null)),
    subscribe: vi.fn(async () => {
      current = { endpoint };
      return subscription();
    }),
  };
  const env: PushEnvironment = {
    permission: () => permission,
    requestPermission: vi.fn(async () => {
      permission = answer;
      return answer;
    }),
    pushManager: async () => manager as unknown as PushManager,
  };
  return { env, manager, unsubscribe };
}

describe('the notifications toggle', () => {
  beforeEach(() => localStorage.clear());

  it('turns push notices on with one click (permission, subscription with the server\'s key, the server told) and off again', async () => {
    const { env, manager, unsubscribe } = fakePush();
    const subscribeNotices = vi.fn().mockResolvedValue(undefined);
    const unsubscribeNotices = vi.fn().mockResolvedValue(undefined);
    const lobby = fakeLobby({ getNoticeSettings: async () => ({ vapidPublicKey: 'AQID', email: false }), subscribeNotices, unsubscribeNotices });
    renderPage(<NotifyToggle seat={seat} push={env} />, lobby);
    const toggle = screen.getByRole('switch', { name: 'Notify me when it is my turn' }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(true));
    expect(env.requestPermission).toHaveBeenCalled();
    expect(manager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: new Uint8Array([1, 2, 3]) });
    expect(subscribeNotices).toHaveBeenCalledWith(seat, { channel: 'push', subscription: { endpoint, keys: { p256dh: 'p256', auth: 'auth' } } });
    expect(noticeFlags('m1').push).toBe(endpoint);
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(false));
    expect(unsubscribeNotices).toHaveBeenCalledWith(seat, { channel: 'push', endpoint });
    expect(unsubscribe).toHaveBeenCalled();
    expect(noticeFlags('m1').push).toBeUndefined();
  });

  it('says so when the reader refuses the permission, and changes nothing', async () => {
    const { env } = fakePush('default', 'denied');
    const subscribeNotices = vi.fn();
    renderPage(<NotifyToggle seat={seat} push={env} />, fakeLobby({ getNoticeSettings: async () => ({ vapidPublicKey: 'AQID', email: false }), subscribeNotices }));
    await userEvent.click(screen.getByRole('switch'));
    expect((await screen.findByRole('alert')).textContent).toContain('blocked');
    expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(false);
    expect(subscribeNotices).not.toHaveBeenCalled();
  });

  it('never suggests e-mail where the server sends none, and shows its message floating, to be dismissed', async () => {
    const env: PushEnvironment = { permission: () => 'granted', requestPermission: vi.fn(async () => 'granted' as const), pushManager: async () => ({ getSubscription: async () => null, subscribe: async () => { throw new DOMException('push service not available', 'AbortError'); } }) as unknown as PushManager };
    const settings = vi.fn(async () => ({ vapidPublicKey: 'AQID', email: false }));
    renderPage(<NotifyToggle seat={seat} push={env} />, fakeLobby({ getNoticeSettings: settings, subscribeNotices: vi.fn() }));
    await waitFor(() => expect(settings).toHaveBeenCalled());
    await userEvent.click(screen.getByRole('switch'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This browser could not reach its push service: try another browser.');
    expect(alert.textContent).not.toMatch(/e-mail/i);
    expect(alert.className).toBe('notify-problem');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers e-mail notices when the server sends e-mail', async () => {
    const subscribeNotices = vi.fn().mockResolvedValue(undefined);
    renderPage(<NotifyToggle seat={seat} push={null} />, fakeLobby({ getNoticeSettings: async () => ({ vapidPublicKey: 'AQID', email: true }), subscribeNotices }));
    expect(screen.getByText('This browser cannot notify you when the tab is closed.')).toBeTruthy();
    const field = await screen.findByLabelText('Or by e-mail (never shown to anyone)');
    await userEvent.type(field, 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send me e-mails' }));
    expect(screen.getByRole('alert').textContent).toBe('That does not look like an e-mail address.OK');
    await userEvent.clear(field);
    await userEvent.type(field, 'anne@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send me e-mails' }));
    await screen.findByText('E-mail notices are on. A new address first gets one mail with a link to confirm it: notices follow once it is confirmed.');
    expect(subscribeNotices).toHaveBeenCalledWith(seat, { channel: 'email', email: 'anne@example.org' });
  });

  it('reads the VAPID key in base64url', () => {
    expect([...keyBytes('-_8')]).toEqual([251, 255]);
  });
});
