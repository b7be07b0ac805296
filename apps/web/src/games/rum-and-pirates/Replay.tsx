import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GameLog } from '../../shared/GameLog.js';
import { LOG_MARK_SIZE, SeatMark } from '../../shared/SeatMark.js';
import { useReplayStepper } from '../../shared/ReplayControls.js';
import { useReplayNote } from '../../shared/shell/replay-nav.js';
import { useSeatNames } from '../../shared/table-hooks.js';
import type { ReplayProps } from '../../shared/shell/game-table.js';
import { Board } from './Board.js';
import { Displays } from './Displays.js';
import { InlineIcon } from './icons.js';
import { logLines } from './log.js';
import { Players } from './Players.js';
import { buildReplay } from './replay.js';
import { MastPanel } from './Scuffle.js';
import { RumScoring } from './Scoring.js';
import { TileRow } from './Tiles.js';
import { GAME_NS, UI_NS } from './words.js';
import './table.css';

/** A finished match replayed move by move, every secret tile and every coin shown. */
export function RumReplay({ replay }: ReplayProps) {
  const { t, i18n } = useTranslation();
  const { frames, complete } = useMemo(() => buildReplay(replay), [replay]);
  const last = frames.length - 1;
  const { index, setIndex, playing, setPlaying } = useReplayStepper(last);
  // The review of the move shown (when the match has one), under the step count as in the other games.
  const note = useReplayNote((n, total) => t(`${UI_NS}:replay.step`, { n, total }));
  const frame = frames[index];
  const { names, letters, marks } = useSeatNames(replay.players);

  if (!frame) return null;
  const G = frame.state;
  const lines = logLines(t, i18n.language, G.events, names);
  const step = t(`${UI_NS}:replay.step`, { n: index, total: last });
  return (
    <div className="rum-table replay" data-testid="rum-replay">
      <section className="replay-controls" aria-label={t(`${UI_NS}:replay.title`)}>
        <h2 className="decision-title">{t(`${UI_NS}:replay.title`)}</h2>
        <p role="status" data-testid="replay-step">
          {step}
        </p>
        {note}
        <div className="actions">
          <button type="button" onClick={() => setIndex(0)} disabled={index === 0} aria-label={t(`${UI_NS}:replay.first`)}>
            <InlineIcon name="stepFirst" size={18} />
          </button>
          <button type="button" onClick={() => setIndex((i) => Math.max(0, i - 1))} disabled={index === 0} aria-label={t(`${UI_NS}:replay.previous`)}>
            <InlineIcon name="stepBack" size={18} />
          </button>
          <button type="button" className="primary" onClick={() => setPlaying((p) => !p)} aria-pressed={playing}>
            {playing ? t(`${UI_NS}:pause`) : t(`${UI_NS}:play`)}
          </button>
          <button type="button" onClick={() => setIndex((i) => Math.min(last, i + 1))} disabled={index === last} aria-label={t(`${UI_NS}:replay.next`)}>
            <InlineIcon name="stepNext" size={18} />
          </button>
          <button type="button" onClick={() => setIndex(last)} disabled={index === last} aria-label={t(`${UI_NS}:replay.last`)}>
            <InlineIcon name="stepLast" size={18} />
          </button>
        </div>
        <input type="range" min={0} max={last} value={index} onChange={(e) => setIndex(Number(e.target.value))} aria-label={t(`${UI_NS}:replay.slider`)} aria-valuetext={step} />
        {!complete ? <p className="refusal">{t(`${UI_NS}:replay.mismatch`)}</p> : null}
      </section>
      {G.status === 'over' && G.result ? <RumScoring result={G.result} names={names} letters={letters} G={G} /> : null}
      <div className="table-layout">
        <div className="table-board">
          <Board G={G} marks={marks} />
          <Displays G={G} />
        </div>
        <div className="table-side">
          <MastPanel G={G} names={names} letters={letters} />
          <Players G={G} names={names} letters={letters} seat={null} />
          <section className="my-tiles all-secrets" aria-label={t(`${UI_NS}:replay.allSecrets`)}>
            <h2 className="panel-title">{t(`${UI_NS}:replay.allSecrets`)}</h2>
            {G.players.map((p, seat) => (
              <div key={seat}>
                <h3>
                  <SeatMark seat={seat} letters={letters} /> {names[seat]} · {t(`${UI_NS}:coinsCount`, { count: p.coins })}
                </h3>
                <TileRow tiles={[...p.supplies, ...p.rendezvous]} label={`${t(`${GAME_NS}:tile.supplies`)}, ${t(`${UI_NS}:openRendezvous`)}`} empty={G.status === 'over' ? t(`${UI_NS}:noneAtEnd`) : t(`${UI_NS}:noneYet`)} />
              </div>
            ))}
          </section>
          <GameLog title={t(`${UI_NS}:log`)} lines={lines} currentId={lines[lines.length - 1]?.id ?? 0} seatMark={(s) => <SeatMark seat={s} letters={letters} size={LOG_MARK_SIZE} />} />
        </div>
      </div>
    </div>
  );
}
