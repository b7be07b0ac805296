import { tileById } from '../data.js';
import {
  legalMoves,
  moveOptions,
  type MoveOption,
  type PlayerState,
  stageOf,
  tavernPrize,
  type PendingRoll,
  type RumMove,
  type RumState,
} from '../rules/index.js';
import {
  actionValue,
  fulfilValue,
  mapValue,
  outlook,
  scorpionOdds,
  sleepingUtility,
  suppliesGain,
  tavernShares,
  watchValue,
  type Outlook,
} from './values.js';

/**
 * The strong bot's judgement of each legal move, in points relative to the other players (see
 * values.ts), from what its seat may see. The best-scored move is a good move on its own (the
 * rollouts in strong.ts only compare the best few more carefully).
 */
export interface ScoredMove {
  move: RumMove;
  value: number;
}

export function scoreMoves(s: RumState, seat: number, o: Outlook = outlook(s, seat)): ScoredMove[] {
  const moves = legalMoves(s, seat);
  const stage = stageOf(s, seat);
  const me = s.players[seat];
  if (stage === null || me === undefined) return [];
  const judge = new Judge(s, o);
  const scored = moves.map((move) => ({ move, value: judge.score(move) }));
  return scored.sort((a, b) => b.value - a.value);
}

/** The heuristic's favourite move. */
export function greedyMove(s: RumState, seat: number): RumMove {
  const best = scoreMoves(s, seat)[0];
  if (best === undefined) throw new Error(`seat ${seat} has nothing to decide`);
  return best.move;
}

/** Scores the moves of one decision, remembering what several moves share (the mast, the fields reached). */
class Judge {
  private readonly options: Map<string, MoveOption>;
  private readonly sleeping = new Map<number, number>();
  private readonly arrivals = new Map<number, number>();
  private readonly hand: number;

  constructor(
    private readonly s: RumState,
    private readonly o: Outlook,
  ) {
    this.hand = s.players[o.seat]?.hand ?? 0;
    this.options = new Map(moveOptions(s, o.seat).map((x) => [x.kind === 'alley' ? `a${x.alley}` : `d${x.exit}:${x.entry}`, x]));
  }

  private utility(hand: number): number {
    let u = this.sleeping.get(hand);
    if (u === undefined) {
      u = sleepingUtility(this.s, this.o, hand);
      this.sleeping.set(hand, u);
    }
    return u;
  }

  /** The gain (k > 0) of k more pirates in hand than now. */
  private morePirates(k: number): number {
    return this.utility(this.hand + k) - this.utility(this.hand);
  }

  private arrival(field: number, hand: number): number {
    const key = field * 100 + hand;
    let v = this.arrivals.get(key);
    if (v === undefined) {
      v = arrivalValue(this.s, this.o, field, hand);
      this.arrivals.set(key, v);
    }
    return v;
  }

  score(move: RumMove): number {
    const { s, o } = this;
    const me = s.players[o.seat] as PlayerState;
    switch (move.type) {
      case 'move':
      case 'moveDark': {
        const option = this.options.get(move.type === 'move' ? `a${move.alley}` : `d${move.exit}:${move.entry}`);
        if (option === undefined) return -Infinity;
        return this.arrival(option.to, me.hand - option.pirates) + this.morePirates(-option.pirates) - option.coins * o.coinValue;
      }
      case 'recall':
        return this.morePirates(s.board.alleys[move.alley]?.segments ?? 0);
      case 'recallDark': {
        const d = s.darkAlleys[move.darkAlley];
        return this.morePirates((s.board.darkAlleys[move.darkAlley]?.segments ?? 0) + (d ? (s.board.darkAlleys[d.partner]?.segments ?? 0) : 0));
      }
      default:
        return scoreMove(s, o, move);
    }
  }
}

function scoreMove(s: RumState, o: Outlook, move: RumMove): number {
  const me = s.players[o.seat];
  if (me === undefined) return 0;
  switch (move.type) {
    case 'move':
    case 'moveDark':
    case 'recall':
    case 'recallDark':
      return new Judge(s, o).score(move);
    case 'leaveDeadEnd':
      return o.coinValue + 0.5;
    case 'rest':
      return -o.coinValue - 0.2;
    case 'goOnBoard':
    case 'endTurn':
      return 0;
    case 'takeCoin':
      return o.coinValue;
    case 'hirePirate':
    case 'drawSupplies':
    case 'drawRendezvous':
    case 'visitTavern':
    case 'openChest':
    case 'takeRum':
      return actionValue(s, o, s.captain, me.hand);
    case 'takeMap':
      return mapValue([...me.tiles, move.tile], o.roundsAfter) - mapValue(me.tiles, o.roundsAfter);
    case 'townWatch':
      return watchValue(o, move.size === 'small' ? 'smallWatch' : 'largeWatch', me.hand);
    case 'keepSupplies':
      return s.drawn !== null && s.drawn.tile >= 0 ? suppliesGain(me.supplies, s.drawn.tile) : 0;
    case 'returnSupplies':
      return 2 * o.coinValue;
    case 'joinTavern':
      return joinValue(s, o);
    case 'declineTavern':
      return 0;
    case 'reroll':
      return rerollGain(s, o, s.roll as PendingRoll) - o.rumValue;
    case 'keepRoll':
      return 0;
  }
}

/** What reaching a field is worth: its best action (if worth taking) and any rendezvous it fulfils, plus a little for the way on. */
function arrivalValue(s: RumState, o: Outlook, field: number, hand: number): number {
  const action = Math.max(0, actionValue(s, o, field, hand));
  let exits = 0;
  for (const a of s.board.fieldAlleys[field] ?? []) if (s.alleys[a] === null) exits++;
  return action + fulfilValue(s, o.seat, field) + (exits > 1 ? 0.15 : exits === 1 ? 0.05 : -0.2);
}

/** Joining a drinking contest: my expected tiles (which the others then do not get) against the coin. */
function joinValue(s: RumState, o: Outlook): number {
  const contest = s.contest;
  if (contest?.kind !== 'tavern') return 0;
  const position = 1 + contest.joiners.length;
  const rollers = position + 1 + Math.floor((contest.toAsk.length - 1) / 2);
  const mine = tavernShares(contest.stake, rollers)[position] ?? 0;
  return mine * (1 + o.others) - o.coinValue;
}

/** How much a re-roll is expected to improve on the roll in hand, in points. */
function rerollGain(s: RumState, o: Outlook, roll: PendingRoll): number {
  const better = rerollImprovement(s, roll);
  switch (roll.purpose) {
    case 'scuffle':
      // A pirate kept in the scuffle is worth roughly a point.
      return 1.6 * better;
    case 'tavern':
      return better * (1 + o.others);
    case 'chest':
      return 2 * (1 + o.others) * better;
  }
}

/**
 * What a new roll is expected to bring beyond the roll in hand (above 0: a new roll is likely better),
 * from the rules alone: in the scuffle the chance to beat the rolls still to come, in the tavern the
 * value of the tile won, at the chest the chance not to end up with the scorpion.
 */
export function rerollImprovement(s: RumState, roll: PendingRoll): number {
  switch (roll.purpose) {
    case 'scuffle': {
      const fight = s.scuffle?.fight;
      if (!fight) return 0;
      const after = fight.rows.length - fight.rolled - 1;
      const beats = (v: number): number => (fight.leader < 0 || v >= fight.best ? Math.pow((v - 1) / 6, after) : 0);
      let expected = 0;
      for (let v = 1; v <= 6; v++) expected += beats(v) / 6;
      return expected - beats(roll.value);
    }
    case 'tavern': {
      const contest = s.contest;
      if (contest?.kind !== 'tavern') return 0;
      const prize = (v: number): number => {
        const t = tavernPrize(contest.stake, v);
        return t === null ? 0 : tileById(t).value;
      };
      let expected = 0;
      for (let v = 1; v <= 6; v++) expected += prize(v) / 6;
      return expected - prize(roll.value);
    }
    case 'chest': {
      const contest = s.contest;
      if (contest?.kind !== 'chest') return 0;
      const risk = (v: number): number => {
        const sum = contest.sum + v;
        if (sum >= contest.threshold) return 1;
        // The chance the scorpion comes back to me later in the count.
        return scorpionOdds(contest.rollers.length, contest.threshold, sum)[contest.rollers.length - 1] ?? 0;
      };
      let expected = 0;
      for (let v = 1; v <= 6; v++) expected += risk(v) / 6;
      return risk(roll.value) - expected;
    }
  }
}

