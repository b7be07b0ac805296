import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PACES, type Pace } from '../connection/frames/async-play.js';
import { NS, paceName } from './words.js';

interface PaceChooserProps {
  pace: Pace;
  onPace(pace: Pace): void;
  spectatorChat: boolean;
  onSpectatorChat(allowed: boolean): void;
}

/** On the create-match form: the match's pace (time per decision) and whether spectators may chat. */
export function PaceChooser({ pace, onPace, spectatorChat, onSpectatorChat }: PaceChooserProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <fieldset className="pace-chooser">
        <legend>{t(`${NS}:pace.legend`)}</legend>
        {PACES.map((p) => (
          <label key={p} className="choice">
            <input type="radio" name={`${id}-pace`} value={p} checked={pace === p} onChange={() => onPace(p)} />
            <span>
              <strong>{paceName(t, p)}</strong> <small>{t(`${NS}:pace.${p}Help`)}</small>
            </span>
          </label>
        ))}
      </fieldset>
      <label className="choice">
        <input type="checkbox" checked={spectatorChat} onChange={(e) => onSpectatorChat(e.target.checked)} />
        <span>
          {t(`${NS}:pace.spectatorChat`)} <small>{t(`${NS}:pace.spectatorChatHelp`)}</small>
        </span>
      </label>
    </>
  );
}

/** The pace in a sentence, for the invite page ("Pace: Daily – 24 hours per decision."). */
export function PaceNote({ pace }: { pace: Pace | undefined }) {
  const { t } = useTranslation();
  if (!pace) return null;
  return (
    <p className="pace-note" data-testid="pace-note">
      {t(`${NS}:pace.shown`, { pace: paceName(t, pace) })} <small>{t(`${NS}:pace.${pace}Help`)}</small>
    </p>
  );
}
