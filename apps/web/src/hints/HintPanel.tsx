import type { HintAnswer, HintMoveFrame } from '@harbour/protocol';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HintAsk } from '../connection/frames/hints.js';
import { HINTS_NS, useHintWords } from './words.js';
import './hints.css';

export interface HintPanelProps {
  /** The game's name: its namespace holds the hint sentences (`hint.<code>`). */
  gameName: string;
  /** The table allows hints. */
  allowed: boolean;
  /** This seat must decide now. */
  deciding: boolean;
  /** The state the table shows (an answer for another state is stale). */
  stateID: number;
  ask(): Promise<HintAsk>;
  /** The move named where its sentence does not (the game table's hintDetail). */
  detail?: ((move: unknown) => string | null) | undefined;
}

/**
 * "What would the strong computer do?" (a tab beside the log, so that neither the ask nor the answer
 * moves the board or the decision): at the reader's own decision, where the table allows hints,
 * a button that asks the server (the answer comes to this seat only) and shows the best 3 moves,
 * each in the game's words with its points against the best.
 */
export function HintPanel({ gameName, allowed, deciding, stateID, ask, detail }: HintPanelProps) {
  useHintWords();
  const { t, i18n } = useTranslation();
  const [answer, setAnswer] = useState<HintAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ code: string; stateID: number } | null>(null);
  if (!allowed) return null;
  const current = answer !== null && answer.stateID === stateID ? answer : null;
  const shownError = error !== null && error.stateID === stateID ? error.code : null;
  // (the panel lives in its own tab beside the log: between decisions it says when to ask)
  if (!deciding && current === null) {
    return (
      <section className="hint-panel" aria-label={t(`${HINTS_NS}:ask`)}>
        <p className="hint">{t(`${HINTS_NS}:error.hint.notYourDecision`)}</p>
      </section>
    );
  }

  const onAsk = async () => {
    setBusy(true);
    setError(null);
    const asked = stateID;
    try {
      const result = await ask();
      if (result.ok) setAnswer(result.answer);
      else setError({ code: result.error.code, stateID: asked });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="hint-panel" aria-label={t(`${HINTS_NS}:ask`)} data-testid="hint-panel">
      {current === null ? (
        <button type="button" className="hint-ask" onClick={() => void onAsk()} disabled={busy} aria-busy={busy}>
          {busy ? t(`${HINTS_NS}:asking`) : t(`${HINTS_NS}:ask`)}
        </button>
      ) : (
        <div className="hint-answer" role="status">
          <h2>{t(`${HINTS_NS}:title`)}</h2>
          <ol>
            {distinct(current.moves, (m) => `${hintSentence(t, gameName, m)}|${detail?.(m.move) ?? ''}`).map((m, i) => (
              <li key={i} data-testid="hint-move">
                <span className="hint-sentence">{hintSentence(t, gameName, m)}</span> <MoveDetail text={detail?.(m.move) ?? null} />
                <span className="hint-points">{m.points === 0 ? t(`${HINTS_NS}:best`) : t(`${HINTS_NS}:less`, { points: formatPoints(i18n.language, Math.abs(m.points)) })}</span>
              </li>
            ))}
          </ol>
          {current.leftOut ? <p className="hint-left-out">{reasonSentence(t, gameName, current.leftOut)}</p> : null}
          <p className="hint-note">
            {t(`${HINTS_NS}:weighed`, { count: current.weighed })} {t(`${HINTS_NS}:counted`)}
          </p>
          <button type="button" onClick={() => setAnswer(null)}>
            {t(`${HINTS_NS}:close`)}
          </button>
        </div>
      )}
      {shownError !== null ? (
        <p className="form-error" role="alert">
          {t(`${HINTS_NS}:error.${shownError}`, { defaultValue: t(`${HINTS_NS}:error.other`) })}
        </p>
      ) : null}
    </section>
  );
}

/** The move and why, in the game's words (its sentence `hint.<code>` nests the game's names); the move's name if the words lack it. */
export function hintSentence(t: TFunction, gameName: string, move: HintMoveFrame): string {
  const params: Record<string, string | number | boolean> = {};
  for (const [k, v] of Object.entries(move.reason.params ?? {})) params[k] = Array.isArray(v) ? v.join(', ') : (v as string | number | boolean);
  const text = t(`hint.${move.reason.code}`, { ns: gameName, ...params, defaultValue: '' });
  return text === '' ? move.action.name : text;
}

/** Why the other moves were not weighed, in the game's words (nothing if the words lack it). */
function reasonSentence(t: TFunction, gameName: string, reason: HintMoveFrame['reason']): string {
  const params: Record<string, string | number | boolean> = {};
  for (const [k, v] of Object.entries(reason.params ?? {})) params[k] = Array.isArray(v) ? v.join(', ') : (v as string | number | boolean);
  return t(`hint.${reason.code}`, { ns: gameName, ...params, defaultValue: '' });
}

/** Moves that read the same (two alike cards kept, one or the other) are shown once, the better first. */
function distinct(moves: readonly HintMoveFrame[], text: (m: HintMoveFrame) => string): HintMoveFrame[] {
  const seen = new Set<string>();
  return moves.filter((m) => {
    const key = text(m);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function MoveDetail({ text }: { text: string | null }) {
  return text ? <span className="hint-detail">({text}) </span> : null;
}

/** "1.5" / "1,5": one decimal at most, in the reader's language. */
function formatPoints(language: string, points: number): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(points);
}
