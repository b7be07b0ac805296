import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GameLog } from '../../shared/GameLog.js';
import { ReplayControls, replayWords, useReplayStepper } from '../../shared/ReplayControls.js';
import { LOG_MARK_SIZE, SeatMark } from '../../shared/SeatMark.js';
import { useSeatNames } from '../../shared/table-hooks.js';
import type { ReplayProps } from '../../shared/shell/game-table.js';
import { logLines } from './log.js';
import { Players } from './Players.js';
import { buildReplay } from './replay.js';
import { PortRoyalScoring } from './Scoring.js';
import { TableArea } from './TableArea.js';
import { UI_NS } from './words.js';

/** A finished match replayed step by step (each decision with what followed from it). */
export function PortRoyalReplay({ replay }: ReplayProps) {
  const { t, i18n } = useTranslation();
  const { frames, complete } = useMemo(() => buildReplay(replay), [replay]);
  const last = frames.length - 1;
  // A reviewed decision is shown at the first step that holds every event it led to.
  const stepOf = useCallback((d: { events: number | null }) => {
    const at = frames.findIndex((f) => f.events >= (d.events ?? 0));
    return at < 0 ? last : at;
  }, [frames, last]);
  const stepper = useReplayStepper(last, undefined, stepOf);
  const frame = frames[stepper.index];
  const { names, letters } = useSeatNames(replay.players);
  const all = frames[last]?.state.events;
  const lines = useMemo(() => (all ? logLines(t, i18n.language, all, names) : []), [all, t, i18n.language, names]);
  if (!frame) return null;
  const G = frame.state;
  const shown = lines.filter((l) => l.id < frame.events);
  const current = shown[shown.length - 1];
  // What this step was: its first sentence (the decision, or the start of a turn).
  const from = frames[stepper.index - 1]?.events ?? frame.events;
  const stepLine = shown.find((l) => l.id >= from);
  return (
    <div className="pr-table replay" data-testid="pr-replay">
      <ReplayControls
        stepper={stepper}
        last={last}
        complete={complete}
        words={replayWords(t, UI_NS)}
      >
        {stepLine ? <p className="hint">{stepLine.text}</p> : null}
      </ReplayControls>
      {G.status === 'over' && G.result ? <PortRoyalScoring G={G} result={G.result} names={names} letters={letters} /> : null}
      <div className="table-layout">
        <div className="table-board">
          <TableArea G={G} names={names} busy />
          <Players G={G} names={names} letters={letters} seat={null} />
        </div>
        <div className="table-side">
          <GameLog title={t(`${UI_NS}:logTitle`)} lines={shown} currentId={current?.id ?? -1} seatMark={(s) => <SeatMark seat={s} letters={letters} size={LOG_MARK_SIZE} />} />
        </div>
      </div>
    </div>
  );
}
