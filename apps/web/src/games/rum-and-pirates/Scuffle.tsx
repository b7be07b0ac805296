import { useMemo, useRef } from 'react';
import type { GameEvent, RumState } from '@harbour/rum-and-pirates/rules';
import { useTranslation } from 'react-i18next';
import { SeatMark } from '../../shared/SeatMark.js';
import { capitalise } from '../../shared/words.js';
import { InlineIcon } from './icons.js';
import { eventText } from './log.js';
import { Mast, stepDuration, useScufflePlayer } from './Mast.js';
import { boardingFrame, lastBoarding, lastScuffleStart, scuffleFrames, type MastFrame } from './scuffle-frames.js';
import { TileChip } from './Tiles.js';
import { UI_NS, term } from './words.js';

interface MastPanelProps {
  G: RumState;
  names: readonly string[];
  letters: readonly string[];
}

function roundOf(events: readonly GameEvent[], before: number): number {
  for (let i = before; i >= 0; i--) {
    const e = events[i];
    if (e?.type === 'roundStarted') return e.round;
  }
  return 1;
}

/**
 * The mast: during the action phase, who went on board with how many pirates; during and after a
 * scuffle (until somebody goes on board again), the scuffle played step by step with each roll.
 */
export function MastPanel({ G, names, letters }: MastPanelProps) {
  const { t } = useTranslation();
  const start = lastScuffleStart(G.events);
  // The scuffle already told when the table opened; any later one is played as it arrives.
  const known = useRef(start);
  const scuffle = start >= 0 && (G.status === 'scuffle' || start > lastBoarding(G.events));
  const frames = useMemo(() => (scuffle ? scuffleFrames(G.events, start) : []), [G.events, start, scuffle]);
  if (scuffle && frames.length > 0) {
    return <ScufflePlayer key={start} fresh={start !== known.current} frames={frames} round={roundOf(G.events, start)} live={G.status === 'scuffle'} names={names} letters={letters} />;
  }
  return (
    <section className="mast-panel" aria-labelledby="mast-title">
      <h2 id="mast-title" className="panel-title">
        {capitalise(term(t, 'mast'))}
      </h2>
      {/* Drawn when empty too: the mast explains itself (help in place) before anybody goes on board. */}
      {G.mast.length === 0 ? <p className="hint">{t(`${UI_NS}:mastEmpty`)}</p> : null}
      <Mast frame={boardingFrame(G.mast)} names={names} letters={letters} />
    </section>
  );
}

function ScufflePlayer({ fresh, frames, round, live, names, letters }: { fresh: boolean; frames: MastFrame[]; round: number; live: boolean; names: readonly string[]; letters: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const player = useScufflePlayer(fresh, frames.length, (i) => stepDuration(frames[i]));
  const frame = frames[player.index] as MastFrame;
  const last = frames.length - 1;
  const caption = frame.event ? eventText(t, i18n.language, frame.event, names) : '';
  return (
    <section className="mast-panel scuffle" aria-labelledby="scuffle-title" data-testid="scuffle" data-step={player.index} data-steps={frames.length}>
      <h2 id="scuffle-title" className="panel-title">
        {t(live ? `${UI_NS}:scuffleLive` : `${UI_NS}:scuffleOfRound`, { round })}
      </h2>
      {frame.rows.length === 0 ? <p className="hint">{t(`${UI_NS}:nobodyOnBoard`)}</p> : <Mast frame={frame} names={names} letters={letters} />}
      <p className="scuffle-caption" data-testid="scuffle-caption">
        {caption}
      </p>
      <div className="scuffle-controls" role="group" aria-label={t(`${UI_NS}:scuffleSteps`)}>
        <button type="button" className="small" onClick={() => player.setIndex(0)} disabled={player.index === 0} aria-label={t(`${UI_NS}:stepFirst`)}>
          <InlineIcon name="stepFirst" size={18} />
        </button>
        <button type="button" className="small" onClick={() => player.setIndex(player.index - 1)} disabled={player.index === 0} aria-label={t(`${UI_NS}:stepBack`)}>
          <InlineIcon name="stepBack" size={18} />
        </button>
        {player.playing ? (
          <button type="button" className="small scuffle-play" onClick={player.pause}>
            {t(`${UI_NS}:pause`)}
          </button>
        ) : (
          <button type="button" className="small scuffle-play" onClick={player.play}>
            {player.index >= last ? t(`${UI_NS}:replayScuffle`) : t(`${UI_NS}:play`)}
          </button>
        )}
        <button type="button" className="small" onClick={() => player.setIndex(player.index + 1)} disabled={player.index >= last} aria-label={t(`${UI_NS}:stepNext`)}>
          <InlineIcon name="stepNext" size={18} />
        </button>
        <button type="button" className="small" onClick={() => player.setIndex(last)} disabled={player.index >= last} aria-label={t(`${UI_NS}:stepLast`)}>
          <InlineIcon name="stepLast" size={18} />
        </button>
        <span className="step-count">{t(`${UI_NS}:stepOf`, { step: player.index + 1, steps: frames.length })}</span>
      </div>
      {frame.sleeping.length > 0 ? (
        <ul className="sleeping-results" aria-label={capitalise(term(t, 'sleepingPlaces'))}>
          {frame.sleeping.map((s) => (
            <li key={s.tile}>
              <SeatMark seat={s.seat} letters={letters} size={18} /> {names[s.seat]}: <TileChip tile={s.tile} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
