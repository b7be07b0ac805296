import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../platform/services.js';
import { LobbyError, type SeatCredentials } from '../lobby/api.js';
import { errorText } from '../platform/names.js';
import { PushRefused, browserPush, noticeFlags, turnOffEmail, turnOffPush, turnOnEmail, turnOnPush, type PushEnvironment } from './push.js';
import { NS } from './words.js';
import './notices.css';

interface NotifyToggleProps {
  seat: SeatCredentials;
  /** For tests: the browser's notification and push parts (default: the real ones). */
  push?: PushEnvironment | null;
  /** Short form for lists ("my games"): the e-mail field stays at the table. */
  compact?: boolean;
}

/**
 * "Notify me when it is my turn": one click turns Web Push on for this seat (permission, push
 * subscription, the server told) and off again. Where the server sends e-mail, an address may be
 * left instead (never shown to anyone).
 */
export function NotifyToggle({ seat, push = browserPush(), compact = false }: NotifyToggleProps) {
  const { t } = useTranslation();
  const { lobby } = useServices();
  const id = useId();
  const [on, setOn] = useState(() => noticeFlags(seat.matchID).push !== undefined);
  const [emailOn, setEmailOn] = useState(() => noticeFlags(seat.matchID).email === true);
  const [busy, setBusy] = useState(false);
  // Read once: Notification.permission is a synchronous round trip to the browser process (in Chromium
  // about a millisecond, far more on a busy machine), and this renders with every move of the table.
  const [problem, setProblem] = useState<string | null>(() => (push && push.permission() === 'denied' ? t(`${NS}:notices.denied`) : null));
  const [emailAllowed, setEmailAllowed] = useState(false);
  const [email, setEmail] = useState('');

  useEffect(() => {
    if (compact || !lobby.getNoticeSettings) return;
    let live = true;
    lobby.getNoticeSettings().then(
      (s) => live && setEmailAllowed(s.email),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [lobby, compact]);

  const failed = (err: unknown) =>
    setProblem(
      err instanceof PushRefused
        ? t(`${NS}:notices.${err.reason}`)
        : err instanceof LobbyError
          ? t(`${NS}:notices.failed`, { reason: errorText(t, err) })
          : // The browser's own refusal (no push service reachable, subscription aborted); e-mail is
            // suggested only where this server sends it.
            t(emailAllowed ? `${NS}:notices.noServiceEmail` : `${NS}:notices.noService`),
    );

  const toggle = async () => {
    if (!push || busy) return;
    setBusy(true);
    try {
      if (on) await turnOffPush(push, lobby, seat);
      else await turnOnPush(push, lobby, seat);
      setOn(!on);
      setProblem(null);
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };

  const saveEmail = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!emailOn && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) return setProblem(t(`${NS}:notices.emailInvalid`));
    setBusy(true);
    try {
      if (emailOn) await turnOffEmail(lobby, seat);
      else await turnOnEmail(lobby, seat, email.trim());
      setEmailOn(!emailOn);
      setEmail('');
      setProblem(null);
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={`notify-toggle${compact ? ' compact' : ''}`} data-testid="notify-toggle">
      {push ? (
        <label className="switch">
          <input type="checkbox" role="switch" checked={on} disabled={busy} onChange={() => void toggle()} />
          <span>{t(`${NS}:notices.toggle`)}</span>
        </label>
      ) : compact ? null : (
        <p className="hint">{t(`${NS}:notices.unsupported`)}</p>
      )}
      {emailAllowed && !compact ? (
        <form className="notify-email" onSubmit={(e) => void saveEmail(e)} noValidate>
          {emailOn ? (
            <p className="hint">{t(`${NS}:notices.emailOn`)}</p>
          ) : (
            <>
              <label htmlFor={`${id}-email`}>{t(`${NS}:notices.email`)}</label>
              <input id={`${id}-email`} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
            </>
          )}
          <button type="submit" className="small quiet" disabled={busy}>
            {emailOn ? t(`${NS}:notices.emailStop`) : t(`${NS}:notices.emailSave`)}
          </button>
        </form>
      ) : null}
      {problem ? (
        // Floats under the toggle: a message never pushes the page's header around.
        <div className="notify-problem" role="alert" data-testid="notify-problem">
          <p className="form-error">{problem}</p>
          <button type="button" className="small quiet" onClick={() => setProblem(null)}>
            {t(`${NS}:notices.dismiss`)}
          </button>
        </div>
      ) : null}
    </div>
  );
}
