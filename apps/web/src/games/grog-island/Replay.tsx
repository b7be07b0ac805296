import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GameLog } from '../../shared/GameLog.js';
import { ReplayControls, replayWords, useReplayStepper } from '../../shared/ReplayControls.js';
import { useSeatNames } from '../../shared/table-hooks.js';
import type { ReplayProps } from '../../shared/shell/game-table.js';
import { AuctionArea } from './AuctionArea.js';
import { Board } from './Board.js';
import { GoalCardFace, ParrotCardFace, TreasureCardFace } from './Cards.js';
import { LOG_MARK_SIZE, Players, SeatMark } from './Players.js';
import { GrogScoring } from './Scoring.js';
import { logLines } from './log.js';
import { buildReplay } from './replay.js';
import { useOrientation } from './use-orientation.js';
import { UI_NS } from './words.js';

/** A finished match replayed move by move, every player's cards face up. */
export function GrogReplay({ replay }: ReplayProps) {
  const { t, i18n } = useTranslation();
  const { frames, complete } = useMemo(() => buildReplay(replay), [replay]);
  const { ref, orientation } = useOrientation<HTMLDivElement>();
  const last = frames.length - 1;
  const stepper = useReplayStepper(last);
  const index = stepper.index;
  const frame = frames[index];
  const { names, letters, marks } = useSeatNames(replay.players);

  if (!frame) return null;
  const G = frame.state;
  const lines = logLines(t, i18n.language, G.events, names);
  return (
    <div className={`grog-table replay orientation-${orientation}`} ref={ref} data-testid="grog-replay">
      <ReplayControls
        stepper={stepper}
        last={last}
        complete={complete}
        words={replayWords(t, UI_NS)}
      />
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
          <GameLog title={t(`${UI_NS}:log`)} lines={lines} currentId={lines.length - 1} seatMark={(s) => <SeatMark seat={s} letters={letters} size={LOG_MARK_SIZE} />} />
        </div>
      </div>
    </div>
  );
}
