import { hintSentence, mergeWords, decisionsByKind, type Words } from '@harbour/game-kit';
import { describe, expect, it } from 'vitest';
import { FIELDS, TILES, tileById } from '../data.js';
import { rumAndPiratesLocales } from '../locales/index.js';
import { rumAndPiratesHintLocales } from '../locales/hints.js';
import { legalMoves, moveOptions, rumEngine, stageOf, viewFor, type RumMove, type RumState } from '../rules/index.js';
import { easyBot } from './easy.js';
import { hint } from './hints.js';
import { explainRumMove } from './hints-reasons.js';
import { unseenTiles } from './knowledge.js';
import { rerollImprovement } from './policy.js';
import { suppliesGain } from './values.js';

/**
 * Issue 38 ("a teacher worth trusting"): every reason shown for a suggested move, not only the best
 * one's, is true of that move in that position. One truth check per reason code, from the rules' helpers
 * (move options, the supplies tile's gain on the collection, the town watch tiles the seat has not seen,
 * what a new roll is expected to bring). "Worth the most now", "worth the stake", "costs more than it
 * brings" compare the move with the others: the teacher's judgement, true only of the move it ranks
 * best (0 points below the best).
 */

const en = mergeWords(rumAndPiratesLocales.en as Words, rumAndPiratesHintLocales.en as Words);
const de = mergeWords(rumAndPiratesLocales.de as Words, rumAndPiratesHintLocales.de as Words);

interface Shown {
  readonly s: RumState;
  readonly seat: number;
  readonly move: RumMove;
  readonly params: Readonly<Record<string, unknown>>;
  readonly best: boolean;
}

const hand = (x: Shown): number => x.s.players[x.seat]?.hand ?? 0;

function routeFacts(x: Shown): boolean {
  const m = x.move;
  const o = moveOptions(x.s, x.seat).find((o) => (m.type === 'move' ? o.kind === 'alley' && o.alley === m.alley : m.type === 'moveDark' && o.kind === 'dark' && o.exit === m.exit && o.entry === m.entry));
  const field = o ? FIELDS[o.to] : undefined;
  return o !== undefined && x.params.field === field?.kind && x.params.part === field?.part && x.params.pirates === o.pirates && x.params.coins === o.coins;
}

/** Town watch tiles of the move's size that the seat has not seen and would keep (more pirates in hand than the tile's value). */
function keepable(x: Shown): { kept: number; pool: number } {
  if (x.move.type !== 'townWatch') return { kept: 0, pool: 0 };
  const pool = unseenTiles(x.s, x.seat)[x.move.size === 'small' ? 'smallWatch' : 'largeWatch'];
  return { kept: pool.filter((t) => hand(x) > tileById(t).value).length, pool: pool.length };
}

/** The drawn supplies tile improves the seat's collection (it beats the best tile of its kind held). */
const improves = (x: Shown): boolean => x.s.drawn !== null && x.s.drawn.tile >= 0 && suppliesGain(x.s.players[x.seat]?.supplies ?? [], x.s.drawn.tile) > 0;
/** A new roll is expected to do better than the roll in hand. */
const rollBetter = (x: Shown): boolean => x.s.roll !== null && rerollImprovement(x.s, x.s.roll) > 0;

/** One truth check per reason code (false: the sentence claims something untrue of this move here). */
const TRUE_OF: Record<string, (x: Shown) => boolean> = {
  move: (x) => x.move.type === 'move' && routeFacts(x),
  moveDark: (x) => x.move.type === 'moveDark' && routeFacts(x),
  // "the action of the field is worth the most now": the teacher's judgement.
  action: (x) => x.best,
  takeMap: (x) => x.best && x.move.type === 'takeMap' && x.params.value === tileById(x.move.tile).value,
  // "… another move is worth more now".
  actionOther: (x) => !x.best,
  takeMapOther: (x) => !x.best && x.move.type === 'takeMap' && x.params.value === tileById(x.move.tile).value,
  // "its reward is worth the risk now": the teacher's judgement, and some tile it can show would be kept.
  townWatch: (x) => x.best && keepable(x).kept > 0,
  // "with h pirates in hand you would keep c % of the tiles it can show".
  townWatchChance: (x) => keepable(x).kept > 0 && x.params.hand === hand(x) && x.params.chance === Math.max(1, Math.round((100 * keepable(x).kept) / keepable(x).pool)),
  // "with h pirates in hand you can keep none of its tiles now".
  townWatchNever: (x) => keepable(x).kept === 0 && x.params.hand === hand(x),
  // "Leave the dead end for the next coin field": what the move does (rules), nothing to check.
  leaveDeadEnd: (x) => x.move.type === 'leaveDeadEnd',
  // "no field in reach is worth its pirates", "they earn the best sleeping place now", "moving on costs more
  // than it brings", "the prize is worth the stake", "the odds do not pay the stake": the teacher's judgement.
  rest: (x) => x.best,
  goOnBoard: (x) => x.best && x.params.hand === hand(x),
  endTurn: (x) => x.best,
  joinTavern: (x) => x.best,
  declineTavern: (x) => x.best,
  restOther: (x) => !x.best,
  goOnBoardOther: (x) => !x.best && x.params.hand === hand(x),
  endTurnOther: (x) => !x.best,
  joinTavernOther: (x) => !x.best,
  declineTavernOther: (x) => !x.best,
  // "it improves your collection" / "it does not improve your collection".
  keepSupplies: improves,
  keepSuppliesNoGain: (x) => !improves(x),
  returnSupplies: (x) => !improves(x),
  returnSuppliesGain: improves,
  // "the roll is too low to win" (a new roll is likely better) / "it is likely good enough".
  reroll: rollBetter,
  rerollAnyway: (x) => !rollBetter(x),
  keepRoll: (x) => !rollBetter(x) && !(x.s.roll?.purpose === 'scuffle' && x.s.roll.value === 1),
  keepRollSaveRum: (x) => rollBetter(x) && x.params.value === x.s.roll?.value,
};

/** Positions of easy-bot self-play with a choice, at most `per` of each stage (the rare decisions too). */
function positions(per: number): RumState[] {
  return decisionsByKind(rumEngine, {
    seed: 'reasons',
    players: [2, 3, 4, 5],
    bot: (seed) => easyBot({ seed }),
    // The field's actions apart from moving on, the town watch apart (its claim is one of the issue's).
    kindOf: (s, seat) => {
      const stage = stageOf(s, seat) ?? '?';
      return stage === 'field' && legalMoves(s, seat).some((m) => m.type === 'townWatch') ? 'townWatch' : stage;
    },
    keep: (kind, i) => kind !== 'turn' || i % 5 === 0,
    per,
  });
}

describe('Rum & Pirates hints: every reason true of its move (issue 38)', () => {
  const sample = positions(6);

  it('checks a claim for every reason shown, for every suggested move', () => {
    expect(sample.length).toBeGreaterThan(20);
    const false_: string[] = [];
    const seen = new Set<string>();
    for (const s of sample) {
      const seat = rumEngine.deciders(s)[0] as number;
      const view = viewFor(s, seat);
      const h = hint(view, seat, { iterations: 2 });
      h.moves.forEach((m, i) => {
        const check = TRUE_OF[m.reason.code];
        expect(check, `no truth check for ${m.reason.code}`).toBeDefined();
        seen.add(m.reason.code);
        for (const value of Object.values(m.reason.params ?? {})) if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
        expect(Number.isFinite(m.points)).toBe(true);
        for (const words of [en, de]) expect(hintSentence(words, m.reason)).not.toMatch(/\{\{|\$t\(/);
        const shown: Shown = { s: view, seat, move: m.move, params: (m.reason.params ?? {}) as Record<string, unknown>, best: m.points === 0 };
        if (!check?.(shown)) false_.push(`round ${s.round} ${stageOf(s, seat)} seat ${seat} #${i} ${m.reason.code} ${JSON.stringify(m.reason.params)} for ${JSON.stringify(m.move)} (${m.points})`);
      });
    }
    expect(false_).toEqual([]);
    expect(seen.size).toBeGreaterThan(8);
  });

  it('never says a supplies tile improves the collection when a tile of its kind at least as good is held', () => {
    const s = sample.find((x) => x.drawn !== null && stageOf(x, x.drawn.seat) === 'supplies');
    if (!s || !s.drawn) throw new Error('no supplies decision in the sample');
    const seat = s.drawn.seat;
    const drawn = tileById(s.drawn.tile);
    const twin = TILES.find((t) => t.id !== drawn.id && t.kind === 'supplies' && t.supply === drawn.supply && t.value >= drawn.value);
    if (!twin) throw new Error('no tile of the same kind');
    const view = viewFor(s, seat);
    (view.players[seat] as { supplies: number[] }).supplies = [twin.id];
    for (const best of [true, false]) {
      expect(explainRumMove(view, seat, { type: 'keepSupplies' }, best).code).toBe('keepSuppliesNoGain');
      expect(explainRumMove(view, seat, { type: 'returnSupplies' }, best).code).toBe('returnSupplies');
    }
  });
});
