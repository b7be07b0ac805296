import { MAX_REROLLS, SUPPLIES_RETURN_COINS, tileById } from '@harbour/rum-and-pirates/data';
import { checkMove, tavernPrize, type GameEvent, type RumMove, type RumState } from '@harbour/rum-and-pirates/rules';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../shared/Dialog.js';
import { helpProps } from '../../shared/explain/ExplainLayer.js';
import { actionHelp } from './help.js';
import { SeatMark } from '../../shared/SeatMark.js';
import { formatList } from '../../i18n/index.js';
import { InlineDie } from './icons.js';
import { TileChip } from './Tiles.js';
import { GAME_NS, UI_NS, colourWord, refusalText, tileName } from './words.js';

interface DecisionProps {
  G: RumState;
  seat: number;
  send(move: RumMove): void;
  busy: boolean;
  names: readonly string[];
}

/** The supplies tile just drawn (secret): keep it, or put it under the stack for 2 coins. */
export function SuppliesChoice({ G, seat, send, busy }: DecisionProps) {
  const { t } = useTranslation();
  const drawn = G.drawn;
  if (!drawn || drawn.tile < 0) return null;
  const tile = tileById(drawn.tile);
  const same = (G.players[seat]?.supplies ?? []).filter((id) => tileById(id).supply === tile.supply);
  const best = same.reduce((max, id) => Math.max(max, tileById(id).value), 0);
  return (
    <Dialog className="supplies-choice" title={t(`${GAME_NS}:stage.supplies`)} testId="supplies-choice">
      <p className="drawn-tile">
        <TileChip tile={drawn.tile} /> {tileName(t, drawn.tile)}
      </p>
      <p className="hint">{best > 0 ? t(`${UI_NS}:suppliesHave`, { value: best }) : t(`${UI_NS}:suppliesNew`)}</p>
      <div className="actions">
        <button type="button" className="primary" disabled={busy} onClick={() => send({ type: 'keepSupplies' })} data-move="keepSupplies" {...helpProps(actionHelp(t, 'keepSupplies'))}>
          {t(`${GAME_NS}:move.keepSupplies`)}
        </button>
        <button type="button" disabled={busy} onClick={() => send({ type: 'returnSupplies' })} data-move="returnSupplies" {...helpProps(actionHelp(t, 'returnSupplies'))}>
          {t(`${UI_NS}:returnSupplies`, { count: SUPPLIES_RETURN_COINS })}
        </button>
      </div>
    </Dialog>
  );
}

type Answer = 'joinTavern' | 'declineTavern' | 'reroll' | 'keepRoll';

/** A question's two answers: `yes` (the main button, offered only if the rules allow it, else why not) and `no`. */
function YesOrNo({ G, seat, yes, no, send, busy }: { G: RumState; seat: number; yes: Answer; no: Answer; send(move: RumMove): void; busy: boolean }) {
  const { t, i18n } = useTranslation();
  const refusal = checkMove(G, seat, { type: yes });
  return (
    <>
      <div className="actions">
        <button type="button" className="primary" disabled={busy || refusal !== null} onClick={() => send({ type: yes })} data-move={yes} {...helpProps(actionHelp(t, yes))}>
          {t(`${GAME_NS}:move.${yes}`)}
        </button>
        <button type="button" disabled={busy} onClick={() => send({ type: no })} data-move={no} {...helpProps(actionHelp(t, no))}>
          {t(`${GAME_NS}:move.${no}`)}
        </button>
      </div>
      {refusal ? <p className="refusal">{refusalText(t, i18n.language, refusal)}</p> : null}
    </>
  );
}

/** Asked to join a drinking contest: the tiles at stake, who else joined; join for 1 coin or stay out. */
export function TavernJoin({ G, seat, send, busy, names }: DecisionProps) {
  const { t, i18n } = useTranslation();
  const contest = G.contest;
  if (contest?.kind !== 'tavern') return null;
  return (
    <Dialog className="tavern-join" title={t(`${GAME_NS}:stage.joinTavern`)} testId="tavern-join">
      <p>{t(`${UI_NS}:tavernAsk`, { player: names[contest.mover] ?? '', colour: colourWord(t, contest.colour) })}</p>
      <ul className="tile-row" aria-label={t(`${UI_NS}:atStake`)}>
        {contest.stake.map((tile) => (
          <li key={tile}>
            <TileChip tile={tile} />
          </li>
        ))}
      </ul>
      <p className="hint">
        {contest.joiners.length > 0 ? t(`${UI_NS}:joinedSoFar`, { players: formatList(i18n.language, contest.joiners.map((s) => names[s] ?? '')) }) : t(`${UI_NS}:nobodyJoinedYet`)}{' '}
        {t(`${UI_NS}:tavernRollHint`)}
      </p>
      <YesOrNo G={G} seat={seat} yes="joinTavern" no="declineTavern" send={send} busy={busy} />
    </Dialog>
  );
}

/** What a roll would mean if it counts: the tavern tile it wins, the scorpion count it reaches, the fight it leads or loses. */
export function rollMeaning(t: ReturnType<typeof useTranslation>['t'], G: RumState, names: readonly string[]): string {
  const roll = G.roll;
  if (!roll) return '';
  if (roll.purpose === 'tavern' && G.contest?.kind === 'tavern') {
    const prize = tavernPrize(G.contest.stake, roll.value);
    return prize === null ? t(`${UI_NS}:rollWinsNothing`) : t(`${UI_NS}:rollWins`, { tile: tileName(t, prize) });
  }
  if (roll.purpose === 'chest' && G.contest?.kind === 'chest') {
    const sum = G.contest.sum + roll.value;
    return sum >= G.contest.threshold ? t(`${UI_NS}:rollTakesScorpion`, { sum, threshold: G.contest.threshold }) : t(`${UI_NS}:rollCount`, { sum, threshold: G.contest.threshold });
  }
  const fight = G.scuffle?.fight;
  if (roll.purpose === 'scuffle' && fight) {
    if (fight.leader < 0) return t(`${UI_NS}:rollFirstInColumn`);
    const leader = G.mast[fight.leader]?.seat ?? 0;
    const key = roll.value > fight.best ? 'rollBeats' : roll.value === fight.best ? 'rollEquals' : 'rollLoses';
    return t(`${UI_NS}:${key}`, { best: fight.best, player: names[leader] ?? '' });
  }
  return '';
}

/** A roll of yours awaits: keep it, or spend a rum barrel to roll again (the last roll counts). */
export function RerollChoice({ G, seat, send, busy, names }: DecisionProps) {
  const { t } = useTranslation();
  const roll = G.roll;
  const player = G.players[seat];
  if (!roll || !player) return null;
  return (
    <Dialog className="reroll-choice" title={t(`${GAME_NS}:stage.reroll`)} testId="reroll-choice">
      <p className="roll-line">
        <InlineDie value={roll.value} size={40} label={t(`${UI_NS}:dieShows`, { value: roll.value })} rolling />
        <span>
          {t(`${UI_NS}:yourRoll`, { value: roll.value, purpose: t(`${UI_NS}:purpose.${roll.purpose}`) })} {rollMeaning(t, G, names)}
        </span>
      </p>
      <p className="hint">{t(`${UI_NS}:rerollHint`, { rum: player.rum, left: MAX_REROLLS - roll.rerolls })}</p>
      <YesOrNo G={G} seat={seat} yes="reroll" no="keepRoll" send={send} busy={busy} />
    </Dialog>
  );
}

/** Since when the contest in progress runs: the index of its opening event. */
function contestStart(events: readonly GameEvent[]): number {
  for (let i = events.length - 1; i >= 0; i--) {
    const type = events[i]?.type;
    if (type === 'tavernOpened' || type === 'chestTaken') return i;
  }
  return events.length;
}

/**
 * A drinking contest or a scorpion count in progress, for everyone at the table: what is at stake,
 * who joined, whom the table waits for, the rolls so far.
 */
export function ContestStatus({ G, names, letters }: { G: RumState; names: readonly string[]; letters: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const contest = G.contest;
  if (!contest) return null;
  const rolls = G.events.slice(contestStart(G.events)).flatMap((e) => (e.type === 'rolled' ? [e] : []));
  return (
    <section className="contest-status" aria-label={t(`${UI_NS}:contest.${contest.kind}`)} data-testid="contest-status">
      <h2 className="panel-title">{t(`${UI_NS}:contest.${contest.kind}`)}</h2>
      {contest.kind === 'tavern' ? (
        <>
          <p>{t(`${UI_NS}:tavernStatus`, { player: names[contest.mover] ?? '', colour: colourWord(t, contest.colour) })}</p>
          {contest.stake.length > 0 ? (
            <ul className="tile-row" aria-label={t(`${UI_NS}:atStake`)}>
              {contest.stake.map((tile) => (
                <li key={tile}>
                  <TileChip tile={tile} />
                </li>
              ))}
            </ul>
          ) : null}
          <p className="hint">
            {contest.toAsk.length > 0
              ? t(`${UI_NS}:askingNow`, { player: names[contest.toAsk[0] as number] ?? '' })
              : t(`${UI_NS}:rollingNow`, { players: formatList(i18n.language, contest.rollers.map((s) => names[s] ?? '')) })}
          </p>
        </>
      ) : (
        <p>
          {contest.scorpion >= 0 ? <TileChip tile={contest.scorpion} /> : null} {t(`${UI_NS}:chestStatus`, { sum: contest.sum, threshold: contest.threshold })}
        </p>
      )}
      {rolls.length > 0 ? (
        <ol className="roll-list" aria-label={t(`${UI_NS}:rollsSoFar`)}>
          {rolls.map((r, i) => (
            <li key={i}>
              <SeatMark seat={r.seat} letters={letters} size={16} />
              <InlineDie value={r.value} size={22} label={t(`${UI_NS}:rollOf`, { player: names[r.seat] ?? '', value: r.value })} />
              {r.reroll ? <small>{t(`${UI_NS}:reroll`)}</small> : null}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
