import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/index.js';
import { ChatPanel, checkChat } from './ChatPanel.js';
import type { ChatMessage } from '../connection/frames/async-play.js';

const messages: ChatMessage[] = [
  { seq: 1, playerID: '0', name: 'Anne', text: '<img src=x onerror=alert(1)> ahoy', at: '2026-11-24T09:00:00.000Z' },
  { seq: 2, playerID: null, name: 'Watcher', text: 'go Bonny', at: '2026-11-24T09:01:00.000Z' },
];

function renderChat(props: Parameters<typeof ChatPanel>[0], language: 'en' | 'de' = 'en') {
  return render(
    <I18nextProvider i18n={createI18n(language)}>
      <ChatPanel {...props} />
    </I18nextProvider>,
  );
}

describe('the chat panel', () => {
  it('shows messages as text, never as HTML, and marks spectators', () => {
    const { container } = renderChat({ messages });
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)> ahoy')).toBeTruthy();
    expect(screen.getByText('Spectator')).toBeTruthy();
    expect(screen.queryByText(/Watcher/)).toBeNull();
  });

  it('names a spectator by the role in the reader\'s language, whatever name the server sent', () => {
    renderChat({ messages: [{ ...messages[1]!, name: 'Spectator' }] }, 'de');
    expect(screen.getByText('Zuschauer')).toBeTruthy();
    expect(screen.queryByText(/Spectator/)).toBeNull();
  });

  it('writes the times as the browser\'s locale does (en-GB: day before month, 24 hours)', () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'en']);
    try {
      const { container } = renderChat({ messages: [{ ...messages[0]!, at: '2026-11-03T21:05:00.000Z' }] });
      const shown = container.querySelector('time')?.textContent ?? '';
      const expected = new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'short' }).format(Date.parse('2026-11-03T21:05:00.000Z'));
      expect(shown).toBe(expected);
      expect(shown).not.toMatch(/PM|AM/);
      expect(shown).toMatch(/^0?\d\/11\/2026/);
    } finally {
      languages.mockRestore();
    }
  });

  it('sends a message, clears the field, and counts towards 500 characters', async () => {
    const send = vi.fn().mockResolvedValue({ ok: true, message: messages[0] });
    renderChat({ messages: [], send, viewer: '0' });
    const field = screen.getByRole('textbox', { name: 'Your message' });
    await userEvent.type(field, 'Your turn, Bonny');
    expect(screen.getByText('16 / 500')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledWith('Your turn, Bonny');
    expect((field as HTMLTextAreaElement).value).toBe('');
  });

  it('refuses empty, too long and control-character messages in words without sending', async () => {
    const send = vi.fn();
    renderChat({ messages: [], send });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert').textContent).toBe('Write something first.');
    const field = screen.getByRole('textbox');
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(501));
    expect(screen.getByText('501 / 500').className).toContain('over');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert').textContent).toBe('A message has at most 500 characters.');
    expect(send).not.toHaveBeenCalled();
    expect(checkChat('bell\u0007')).toBe('chat.invalid');
    // The server's check (@harbour/protocol): one line of text.
    expect(checkChat('two\nlines')).toBe('chat.invalid');
    expect(checkChat('a\tb')).toBe('chat.invalid');
    expect(checkChat('\u200B')).toBe('chat.empty');
    expect(checkChat('😀'.repeat(500))).toBeNull();
  });

  it('tells the server\'s refusals in German too, keeping the text', async () => {
    const send = vi.fn().mockResolvedValue({ ok: false, error: { code: 'chat.rateLimited', message: 'slow down' } });
    renderChat({ messages: [], send }, 'de');
    const field = screen.getByRole('textbox', { name: 'Deine Nachricht' });
    await userEvent.type(field, 'Hallo{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Zu viele Nachrichten in kurzer Zeit – warte einen Moment.');
    expect((field as HTMLTextAreaElement).value).toBe('Hallo');
    send.mockResolvedValue({ ok: false, error: { code: 'auth.revoked', message: 'replaced' } });
    await userEvent.click(screen.getByRole('button', { name: 'Senden' }));
    expect(screen.getByRole('alert').textContent).toContain('Platz-Link wurde ersetzt');
  });

  it('is read-only where the reader may not write', () => {
    renderChat({ messages, readOnlyNote: 'Only the players write here.' });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Only the players write here.')).toBeTruthy();
  });
});
