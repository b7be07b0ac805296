import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameLog } from '../../shared/GameLog.js';
import { seatLetters } from '../../shared/seats.js';
import type { ReplayProps } from '../types.js';
import { AuctionArea } from './AuctionArea.js';
import { Board } from './Board.js';
import { GoalCardFace, ParrotCardFace, TreasureCardFace } from './Cards.js';
import { Players, SeatMark } from './Players.js';
import { GrogScoring } from './Scoring.js';
import { logLines } from './log.js';
import { buildReplay } from './replay.js';
import { useOrientation } from './use-orientation.js';
import { UI_NS } from './words.js';

/** A finished match replayed move by move, every player's cards face up. */
export function GrogReplay({ replay }: ReplayProps) {
  const { t, i18n } = useTranslation();
  const { frames, complete } = useMemo(() => buildReplay(replay), [replay]);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const { ref, orientation } = useOrientation<HTMLDivElement>();
  const last = frames.length - 1;
  const frame = frames[Math.min(index, last)];
  const names = useMemo(() => replay.players.map((p, i) => p.name ?? t('ui:seatN', { n: i + 1 })), [replay.players, t]);
  const letters = useMemo(() => seatLetters(names), [names]);
  const marks = useMemo(() => ({ names, letters }), [names, letters]);

  useEffect(() => {
    if (!playing) return;
    if (index >= last) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => setIndex((i) => Math.min(i + 1, last)), 900);
    return () => clearTimeout(timer);
  }, [playing, index, last]);

  if (!frame) return null;
  const G = frame.state;
  const lines = logLines(t, i18n.language, G.events, names);
  return (
    <div className={`grog-table replay orientation-${orientation}`} ref={ref} data-testid="grog-replay">
      <section className="replay-controls" aria-label={t(`${UI_NS}:replay.title`)}>
        <h2 className="decision-title">{t(`${UI_NS}:replay.title`)}</h2>
        <p role="status" data-testid="replay-step">
          {t(`${UI_NS}:replay.step`, { n: index, total: last })}
        </p>
        <div className="actions">
          <button type="button" onClick={() => setIndex(0)} disabled={index === 0} aria-label={t(`${UI_NS}:replay.first`)}>
            «
          </button>
          <button type="button" onClick={() => setIndex((i) => Math.max(0, i - 1))} disabled={index === 0} aria-label={t(`${UI_NS}:replay.previous`)}>
            ◀
          </button>
          <button type="button" className="primary" onClick={() => setPlaying((p) => !p)} aria-pressed={playing}>
            {playing ? t(`${UI_NS}:replay.pause`) : t(`${UI_NS}:replay.play`)}
          </button>
          <button type="button" onClick={() => setIndex((i) => Math.min(last, i + 1))} disabled={index === last} aria-label={t(`${UI_NS}:replay.next`)}>
            ▶
          </button>
          <button type="button" onClick={() => setIndex(last)} disabled={index === last} aria-label={t(`${UI_NS}:replay.last`)}>
            »
          </button>
        </div>
        <input
          type="range"
          min={0}
          max={last}
          value={index}
          onChange={(e) => setIndex(Number(e.target.value))}
          aria-label={t(`${UI_NS}:replay.slider`)}
          aria-valuetext={t(`${UI_NS}:replay.step`, { n: index, total: last })}
        />
        {!complete ? <p className="refusal">{t(`${UI_NS}:replay.mismatch`)}</p> : null}
      </section>
      {G.status === 'over' && G.result ? <GrogScoring G={G} result={G.result} names={names} letters={letters} /> : null}
      <div className="table-layout">
        <div className="table-board">
          <Board G={G} marks={marks} orientation={orientation} />
        </div>
        <div className="table-side">
          {G.auction.round > 0 ? <AuctionArea dice={G.auction.dice} row={G.auction.biddingRow} round={G.auction.round} /> : null}
          <Players G={G} names={names} letters={letters} seat={null} />
          <section className="hand all-hands" aria-label={t(`${UI_NS}:replay.allHands`)}>
            <h2 className="panel-title">{t(`${UI_NS}:replay.allHands`)}</h2>
            {G.players.map((p, seat) => (
              <div key={seat} className="revealed-hand">
                <h3>
                  <SeatMark seat={seat} letters={letters} /> {names[seat]}
                </h3>
                <ul className="card-row">
                  {(p.setup && p.goalCards.length === 0 ? p.setup.dealt : p.goalCards).map((c) => (
                    <li key={`g${c}`}>
                      <GoalCardFace card={c} />
                    </li>
                  ))}
                  {p.treasureCards.map((c) => (
                    <li key={`t${c}`}>
                      <TreasureCardFace card={c} />
                    </li>
                  ))}
                  {p.parrotCards.map((c) => (
                    <li key={`p${c}`}>
                      <ParrotCardFace card={c} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
          <GameLog title={t(`${UI_NS}:log`)} lines={lines} currentId={lines.length - 1} seatMark={(s) => <SeatMark seat={s} letters={letters} size={16} />} />
        </div>
      </div>
    </div>
  );
}
