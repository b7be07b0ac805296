import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../platform/services.js';
import { GROUP_FORMATS, LobbyError, type GroupFormat, type SeatCredentials } from '../lobby/api.js';
import { errorText } from '../platform/names.js';
import { NS } from './words.js';
import './group-channel.css';

/** The server's refusals of setGroupChannel in this form's words; other codes get the general error words. */
const REFUSALS: Record<string, string> = {
  'request.invalid': 'invalidUrl',
  'auth.notHost': 'notHost',
  'webhook.privateAddress': 'privateAddress',
};

/**
 * The host's group channel: one webhook (Discord, Slack, Matrix or plain JSON) told whose turn it
 * is, with the match's invite link only. Shown to the host's seat ("0") only; the server checks too.
 */
export function GroupChannelForm({ seat }: { seat: SeatCredentials }) {
  const { t } = useTranslation();
  const { lobby } = useServices();
  const id = useId();
  const [format, setFormat] = useState<GroupFormat>('discord');
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState(false);
  // The server never tells the address back, so this page says only what it set itself.
  const [status, setStatus] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (seat.playerID !== '0' || !lobby.setGroupChannel) return null;
  const setGroupChannel = lobby.setGroupChannel.bind(lobby);

  const send = async (channel: { format: GroupFormat; url: string } | null) => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const set = await setGroupChannel(seat, channel);
      setStatus(set === null ? t(`${NS}:group.removed`) : t(`${NS}:group.saved`, { channel: t(`${NS}:group.format.${set}`) }));
      if (set === null) setUrl('');
    } catch (err) {
      const words = err instanceof LobbyError ? REFUSALS[err.code] : undefined;
      setStatus(null);
      setProblem(words ? t(`${NS}:group.${words}`) : errorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  const save = (e: FormEvent) => {
    e.preventDefault();
    const address = url.trim();
    if (!/^https?:\/\/\S+$/i.test(address)) return setProblem(t(`${NS}:group.invalidUrl`));
    void send({ format, url: address });
  };

  return (
    <details className="group-channel">
      <summary>{t(`${NS}:group.title`)}</summary>
      <form onSubmit={save} noValidate aria-busy={busy} data-testid="group-channel">
        <p className="hint" id={`${id}-hint`}>
          {t(`${NS}:group.hint`)}
        </p>
        <label htmlFor={`${id}-format`}>{t(`${NS}:group.formatLabel`)}</label>
        <select id={`${id}-format`} value={format} disabled={busy} onChange={(e) => setFormat(GROUP_FORMATS.find((f) => f === e.target.value) ?? 'discord')}>
          {GROUP_FORMATS.map((f) => (
            <option key={f} value={f}>
              {t(`${NS}:group.format.${f}`)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-url`}>{t(`${NS}:group.url`)}</label>
        <input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          aria-describedby={`${id}-hint`}
          aria-invalid={problem !== null}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
        />
        <div className="actions">
          <button type="submit" className="small" disabled={busy}>
            {busy ? t('common.working') : t(`${NS}:group.save`)}
          </button>
          <button type="button" className="small quiet" disabled={busy} onClick={() => void send(null)}>
            {t(`${NS}:group.remove`)}
          </button>
        </div>
        {status ? (
          <p className="group-status" role="status">
            {status}
          </p>
        ) : null}
        {problem ? (
          <p className="form-error" role="alert">
            {problem}
          </p>
        ) : null}
      </form>
    </details>
  );
}
