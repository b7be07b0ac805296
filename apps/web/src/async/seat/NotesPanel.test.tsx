import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/index.js';
import { NotesPanel, ReplayNotes, SAVE_AFTER_MS } from './NotesPanel.js';

const frame = (text: string) => ({ text, savedAt: text ? '2026-11-27T10:00:00.000Z' : null });

describe("a seat's notes panel", () => {
  afterEach(() => vi.useRealTimers());

  it('saves when typing pauses and on blur, says "Saved", and takes notes saved on another device', async () => {
    vi.useFakeTimers();
    const save = vi.fn(async (text: string) => ({ ok: true as const, notes: frame(text) }));
    const i18n = createI18n('en');
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <NotesPanel notes={frame('')} save={save} />
      </I18nextProvider>,
    );
    const box = screen.getByLabelText('Your private notes (only you see them)');
    expect(screen.getByRole('status').textContent).toBe('4000 characters left');
    fireEvent.change(box, { target: { value: 'Bonny hoards blue' } });
    expect(save).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(SAVE_AFTER_MS);
    });
    expect(save).toHaveBeenCalledWith('Bonny hoards blue');
    expect(screen.getByRole('status').textContent).toBe('Saved');
    // Blur with nothing new: nothing sent again.
    fireEvent.blur(box, { target: { value: 'Bonny hoards blue' } });
    expect(save).toHaveBeenCalledTimes(1);
    fireEvent.change(box, { target: { value: 'Bonny hoards blue!' } });
    await act(async () => {
      fireEvent.blur(box, { target: { value: 'Bonny hoards blue!' } });
    });
    expect(save).toHaveBeenCalledTimes(2);
    rerender(
      <I18nextProvider i18n={i18n}>
        <NotesPanel notes={frame('From the phone')} save={save} />
      </I18nextProvider>,
    );
    expect((box as HTMLTextAreaElement).value).toBe('From the phone');
  });

  it('counts characters as the server does: an emoji is one, and typing stops at 4,000 (issue 35, finding 2)', () => {
    const save = vi.fn(async (text: string) => ({ ok: true as const, notes: frame(text) }));
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <NotesPanel notes={frame('')} save={save} />
      </I18nextProvider>,
    );
    const box = screen.getByRole('textbox') as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: '🦜🦜' } });
    expect(screen.getByRole('status').textContent).toBe('3998 characters left');
    fireEvent.change(box, { target: { value: '🦜'.repeat(4001) } });
    expect(box.value).toBe('🦜'.repeat(4000));
    expect(screen.getByRole('status').textContent).toBe('0 characters left');
  });

  it('saves typing not saved yet when the panel goes away', () => {
    const save = vi.fn(async (text: string) => ({ ok: true as const, notes: frame(text) }));
    const { unmount } = render(
      <I18nextProvider i18n={createI18n('en')}>
        <NotesPanel notes={frame('')} save={save} />
      </I18nextProvider>,
    );
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'half a thought' } });
    unmount();
    expect(save).toHaveBeenCalledWith('half a thought');
  });

  it('tells a failed save, in German too', async () => {
    const save = vi.fn(async () => ({ ok: false as const, error: { code: 'connection.offline', message: '' } }));
    render(
      <I18nextProvider i18n={createI18n('de')}>
        <NotesPanel notes={frame('')} save={save} />
      </I18nextProvider>,
    );
    const box = screen.getByLabelText('Deine privaten Notizen (nur du siehst sie)');
    fireEvent.change(box, { target: { value: 'x' } });
    await act(async () => {
      fireEvent.blur(box, { target: { value: 'x' } });
    });
    expect(screen.getByRole('status').textContent).toBe('Nicht gespeichert: bitte noch einmal.');
  });

  it('shows the notes in the seat\'s replay, nothing when there are none', () => {
    const { container, rerender } = render(
      <I18nextProvider i18n={createI18n('en')}>
        <ReplayNotes notes={frame('')} />
      </I18nextProvider>,
    );
    expect(container.textContent).toBe('');
    rerender(
      <I18nextProvider i18n={createI18n('en')}>
        <ReplayNotes notes={frame('Bid 5 next round')} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('region', { name: 'Your notes' }).textContent).toContain('Bid 5 next round');
  });
});
