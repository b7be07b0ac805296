import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_MAX_CHARS as CHAT_MAX, chatLength, checkChatText } from '@harbour/protocol';
import type { ChatMessage, ChatResult } from '../connection/frames/async-play.js';
import { formattingLocale } from '../i18n/index.js';
import { NS, chatErrorText } from './words.js';
import './chat.css';

interface ChatPanelProps {
  messages: readonly ChatMessage[];
  /** Sends a message; absent where nobody writes (a spectator without permission, the replay). */
  send?: ((text: string) => Promise<ChatResult>) | undefined;
  /** Why the reader cannot write (shown instead of the form). */
  readOnlyNote?: string | undefined;
  /** The reader's seat, to mark their own messages. */
  viewer?: string | null | undefined;
  /** In a tab named "Chat" the heading is for screen readers only. */
  quietTitle?: boolean;
}

/** The error code the server would answer for a text (the same check, @harbour/protocol), checked before sending; null when it may go. */
export function checkChat(text: string): string | null {
  const check = checkChatText(text);
  return check.ok ? null : check.code;
}

/**
 * The match's chat beside the log: plain text only (React writes it as text, never as HTML),
 * newest last, a counter towards the 500-character limit, and the server's refusals in words.
 */
export function ChatPanel({ messages, send, readOnlyNote, viewer, quietTitle = false }: ChatPanelProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  const used = chatLength(text);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!send || busy) return;
    const problem = checkChat(text);
    if (problem) return setError(chatErrorText(t, problem));
    setBusy(true);
    const result = await send(text.trim());
    setBusy(false);
    if (result.ok) {
      setText('');
      setError(null);
    } else {
      setError(chatErrorText(t, result.error.code));
    }
  };

  // Made once per language, and only when there is a message to date: a date format's first use loads
  // the locale's data (over 100 ms on a busy machine), which a table's first paint does without.
  const dated = messages.length > 0;
  const timeFormat = useMemo(() => (dated ? new Intl.DateTimeFormat(formattingLocale(i18n.language), { dateStyle: 'short', timeStyle: 'short' }) : null), [dated, i18n.language]);
  return (
    <section className="chat-panel" aria-label={t(`${NS}:chat.title`)} data-testid="chat">
      <h2 className={quietTitle ? 'visually-hidden' : 'panel-title'}>{t(`${NS}:chat.title`)}</h2>
      <ol className="chat-lines" ref={listRef} tabIndex={0} aria-live="polite">
        {messages.length === 0 ? <li className="hint">{t(`${NS}:chat.none`)}</li> : null}
        {messages.map((m) => {
          const at = Date.parse(m.at);
          return (
            <li key={m.seq} className={m.playerID !== null && m.playerID === viewer ? 'mine' : undefined}>
              <span className="chat-name">{m.playerID === null ? t(`${NS}:chat.spectator`) : m.name}</span>
              {Number.isNaN(at) || timeFormat === null ? null : (
                <time className="chat-time" dateTime={m.at}>
                  {timeFormat.format(at)}
                </time>
              )}
              <span className="chat-text">{m.text}</span>
            </li>
          );
        })}
      </ol>
      {send ? (
        <form className="chat-form" onSubmit={(e) => void submit(e)} noValidate>
          <label htmlFor={`${id}-text`} className="visually-hidden">
            {t(`${NS}:chat.label`)}
          </label>
          <textarea
            id={`${id}-text`}
            value={text}
            rows={2}
            placeholder={t(`${NS}:chat.label`)}
            aria-describedby={`${id}-count`}
            aria-invalid={used > CHAT_MAX}
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                e.currentTarget.form?.requestSubmit();
              }
            }}
          />
          <div className="chat-actions">
            <span id={`${id}-count`} className={`chat-counter${used > CHAT_MAX ? ' over' : ''}`}>
              {t(`${NS}:chat.counter`, { used, max: CHAT_MAX })}
            </span>
            <button type="submit" className="small" disabled={busy}>
              {t(`${NS}:chat.send`)}
            </button>
          </div>
          {error ? (
            <p className="form-error" role="alert">
              {error}
            </p>
          ) : null}
        </form>
      ) : readOnlyNote ? (
        <p className="hint">{readOnlyNote}</p>
      ) : null}
    </section>
  );
}
