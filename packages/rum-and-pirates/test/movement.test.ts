import { describe, expect, it } from 'vitest';
import { checkMove, currentStage, deciders, legalMoves, moveOptions, type RumState } from '../src/rules/index.js';
import { act, alley, captainAt, darkAlleys, field, game, occupy } from './fixtures.js';

/** Occupies every ordinary alley at a field with `seat`'s pirates (without touching anyone's hand). */
function blockField(s: RumState, id: string, seat: number): void {
  for (const a of s.board.fieldAlleys[field(id)] ?? []) s.alleys[a] = seat;
}

function handOf(s: RumState, seat: number): number {
  return s.players[seat]?.hand ?? NaN;
}

describe('moving the captain (Kapitän bewegen)', () => {
  it('starts at the headquarters; the start player begins and must choose one of the three options', () => {
    const s = game(3, { startPlayer: 1 });
    expect(s.captain).toBe(field('1.headquarters'));
    expect(deciders(s)).toEqual([1]);
    expect(currentStage(s)).toBe('turn');
    const types = new Set(legalMoves(s, 1).map((m) => m.type));
    expect(types).toEqual(new Set(['move', 'rest', 'goOnBoard']));
    expect(checkMove(s, 0, { type: 'rest' })?.code).toBe('turn.notYours');
  });

  it('fills the empty alley to the neighbouring field with one pirate per segment; the first move is free', () => {
    let s = game(2);
    const a = alley(s, '1.headquarters', '1.pirate');
    s = act(s, 0, { type: 'move', alley: a });
    expect(s.captain).toBe(field('1.pirate'));
    expect(s.alleys[a]).toBe(0);
    expect(handOf(s, 0)).toBe(7);
    expect(s.players[0]?.coins).toBe(2);
    expect(currentStage(s)).toBe('field');
    expect(s.turn).toEqual({ seat: 0, moves: 1, actionOpen: true });
  });

  it('charges 1 coin for each further move, as long as coins and pirates last', () => {
    let s = game(2);
    s = act(s, 0, { type: 'move', alley: alley(s, '1.headquarters', '1.coin') });
    s = act(s, 0, { type: 'move', alley: alley(s, '1.coin', '1.pirate') });
    expect([handOf(s, 0), s.players[0]?.coins]).toEqual([7, 1]);
    s = act(s, 0, { type: 'move', alley: alley(s, '1.pirate', '6.rum') });
    expect([handOf(s, 0), s.players[0]?.coins]).toEqual([4, 0]);
    const refusal = checkMove(s, 0, { type: 'move', alley: alley(s, '6.rum', '6.map') });
    expect(refusal).toEqual({ code: 'move.notEnoughCoins', params: { needed: 1 } });
    expect(moveOptions(s, 0).filter((o) => o.kind === 'alley')).toEqual([]);
  });

  it('moves only along an empty alley at the captain’s field, with enough pirates in hand', () => {
    const s = game(2);
    occupy(s, alley(s, '1.headquarters', '1.coin'), 1);
    expect(checkMove(s, 0, { type: 'move', alley: alley(s, '1.headquarters', '1.coin') })?.code).toBe('move.alleyOccupied');
    expect(checkMove(s, 0, { type: 'move', alley: alley(s, '1.coin', '1.pirate') })?.code).toBe('move.alleyNotAtCaptain');
    expect(checkMove(s, 0, { type: 'move', alley: 999 })?.code).toBe('move.unknownAlley');
    (s.players[0] as { hand: number }).hand = 2;
    expect(checkMove(s, 0, { type: 'move', alley: alley(s, '1.headquarters', '1.pirate') })).toEqual({
      code: 'move.notEnoughPirates',
      params: { needed: 3, have: 2 },
    });
    expect(checkMove(s, 0, { type: 'move', alley: alley(s, '1.headquarters', '1.rum') })).toBeNull();
  });

  it('lists the reachable fields with their cost in pirates and coins', () => {
    let s = game(2);
    expect(moveOptions(s, 0).map((o) => [o.to, o.pirates, o.coins]).sort((x, y) => (x[0] as number) - (y[0] as number))).toEqual(
      [
        [field('1.coin'), 1, 0],
        [field('1.pirate'), 3, 0],
        [field('1.rum'), 2, 0],
        [field('6.coin'), 3, 0],
        [field('8.pirate'), 4, 0],
      ].sort((x, y) => (x[0] as number) - (y[0] as number)),
    );
    s = act(s, 0, { type: 'move', alley: alley(s, '1.headquarters', '1.coin') });
    expect(moveOptions(s, 0).every((o) => o.coins === 1)).toBe(true);
  });

  it('allows exactly one option per turn: no resting or going on board after moving, no moving after resting', () => {
    let s = game(2);
    s = act(s, 0, { type: 'move', alley: alley(s, '1.headquarters', '1.coin') });
    expect(checkMove(s, 0, { type: 'rest' })?.code).toBe('stage.wrongMove');
    expect(checkMove(s, 0, { type: 'goOnBoard' })?.code).toBe('stage.wrongMove');
    s = act(s, 0, { type: 'endTurn' });
    expect(deciders(s)).toEqual([1]);
    s = act(s, 1, { type: 'rest' });
    expect(s.players[1]?.coins).toBe(1);
    expect(s.captain).toBe(field('1.coin'));
    expect(deciders(s)).toEqual([0]);
    expect(currentStage(s)).toBe('turn');
  });
});

describe('resting and going on board', () => {
  it('resting keeps the captain where it is and costs 1 coin; without a coin it is refused', () => {
    let s = game(2);
    s = act(s, 0, { type: 'rest' });
    expect(s.players[0]?.coins).toBe(1);
    expect(s.captain).toBe(field('1.headquarters'));
    s = act(s, 1, { type: 'rest' });
    s = act(s, 0, { type: 'rest' });
    s = act(s, 1, { type: 'goOnBoard' });
    expect(s.players[0]?.coins).toBe(0);
    expect(checkMove(s, 0, { type: 'rest' })?.code).toBe('rest.noCoin');
  });

  it('going on board puts every pirate in hand in the topmost free row and ends the action phase for that player', () => {
    let s = game(3);
    s = act(s, 0, { type: 'move', alley: alley(s, '1.headquarters', '1.rum') });
    s = act(s, 0, { type: 'endTurn' });
    s = act(s, 1, { type: 'goOnBoard' });
    expect(s.mast).toEqual([{ seat: 1, left: 10, right: 0 }]);
    expect(s.players[1]).toMatchObject({ hand: 0, inAction: false });
    s = act(s, 2, { type: 'rest' });
    s = act(s, 0, { type: 'goOnBoard' });
    expect(s.mast).toEqual([
      { seat: 1, left: 10, right: 0 },
      { seat: 0, left: 8, right: 0 },
    ]);
    // Seat 1 is skipped from now on: seat 2 is alone.
    expect(deciders(s)).toEqual([2]);
  });

  it('a player whose turn ends without pirates in hand is out of the action phase and not at the mast', () => {
    let s = game(2);
    (s.players[0] as { hand: number }).hand = 1;
    s = act(s, 0, { type: 'move', alley: alley(s, '1.headquarters', '1.coin') });
    s = act(s, 0, { type: 'endTurn' });
    expect(s.players[0]?.inAction).toBe(false);
    expect(s.mast).toEqual([]);
    expect(s.events.some((e) => e.type === 'outOfPirates' && e.seat === 0)).toBe(true);
    expect(deciders(s)).toEqual([1]);
  });
});

describe('the last player in the action phase', () => {
  it('keeps the turn and moves on for free (no coins for further moves), but dark alleys still cost 1', () => {
    let s = game(2);
    s = act(s, 0, { type: 'goOnBoard' });
    expect(deciders(s)).toEqual([1]);
    (s.players[1] as { coins: number }).coins = 1;
    s = act(s, 1, { type: 'move', alley: alley(s, '1.headquarters', '1.coin') });
    s = act(s, 1, { type: 'move', alley: alley(s, '1.coin', '1.pirate') });
    s = act(s, 1, { type: 'move', alley: alley(s, '1.pirate', '1.headquarters') });
    expect(s.players[1]).toMatchObject({ coins: 1, hand: 4 });
    s = act(s, 1, { type: 'endTurn' });
    // Alone, the player is at once on turn again.
    expect(deciders(s)).toEqual([1]);
    expect(currentStage(s)).toBe('turn');
    s = act(s, 1, { type: 'move', alley: alley(s, '1.headquarters', '1.rum') });
    // On through the joined alley to part 5 (rum→Wb 0 meets pirate→Eb 0: 1 segment), still free.
    s = act(s, 1, { type: 'move', alley: alley(s, '1.rum', '5.pirate') });
    expect(s.players[1]).toMatchObject({ coins: 1, hand: 1 });
  });

  it('pays 1 coin for a dark alley as a further move', () => {
    let s = game(2);
    s = act(s, 0, { type: 'goOnBoard' });
    captainAt(s, '2.rum', 1);
    s = act(s, 1, { type: 'move', alley: alley(s, '2.rum', '2.map') });
    const [exit] = darkAlleys(s, '2.map');
    const entry = darkAlleys(s, '3.coin')[0] as number;
    const option = moveOptions(s, 1).find((o) => o.kind === 'dark' && o.exit === exit && o.entry === entry);
    expect(option).toMatchObject({ to: field('3.coin'), pirates: 3, coins: 1 });
    s = act(s, 1, { type: 'moveDark', exit: exit as number, entry });
    expect(s.players[1]?.coins).toBe(1);
  });
});

describe('dark alleys (Dunkle Gassen)', () => {
  it('leave the board and come back through another empty half alley anywhere, 1 pirate per segment in both, half segments included', () => {
    let s = game(2);
    captainAt(s, '2.map', 0);
    const [north, west] = darkAlleys(s, '2.map') as [number, number];
    expect([s.board.darkAlleys[north]?.segments, s.board.darkAlleys[west]?.segments]).toEqual([2, 1]);
    const entry = darkAlleys(s, '9.supplies')[0] as number;
    s = act(s, 0, { type: 'moveDark', exit: north, entry });
    expect(s.captain).toBe(field('9.supplies'));
    expect(s.darkAlleys[north]).toEqual({ seat: 0, partner: entry });
    expect(s.darkAlleys[entry]).toEqual({ seat: 0, partner: north });
    expect(s.players[0]?.hand).toBe(10 - 2 - (s.board.darkAlleys[entry]?.segments ?? 0));
  });

  it('cost 1 coin extra as a first move when another move is possible', () => {
    let s = game(2);
    captainAt(s, '2.map', 0);
    const [, west] = darkAlleys(s, '2.map') as [number, number];
    const entry = darkAlleys(s, '3.coin')[0] as number;
    expect(moveOptions(s, 0).find((o) => o.kind === 'dark' && o.exit === west && o.entry === entry)).toMatchObject({ pirates: 2, coins: 1 });
    s = act(s, 0, { type: 'moveDark', exit: west, entry });
    expect(s.players[0]).toMatchObject({ coins: 1, hand: 8 });
  });

  it('cost nothing as a first move when no other move is possible', () => {
    let s = game(2);
    captainAt(s, '2.map', 0);
    blockField(s, '2.map', 1);
    const [, west] = darkAlleys(s, '2.map') as [number, number];
    const entry = darkAlleys(s, '3.coin')[0] as number;
    expect(moveOptions(s, 0).every((o) => o.kind === 'dark' && o.coins === 0)).toBe(true);
    s = act(s, 0, { type: 'moveDark', exit: west, entry });
    expect(s.players[0]?.coins).toBe(2);
  });

  it('cost 1 coin for the further move and 1 for the dark alley as a further move (2 in all)', () => {
    let s = game(2);
    captainAt(s, '2.rum', 0);
    s = act(s, 0, { type: 'move', alley: alley(s, '2.rum', '2.map') });
    blockField(s, '2.map', 1);
    const [, west] = darkAlleys(s, '2.map') as [number, number];
    const entry = darkAlleys(s, '3.coin')[0] as number;
    expect(moveOptions(s, 0).find((o) => o.kind === 'dark' && o.exit === west)?.coins).toBe(2);
    s = act(s, 0, { type: 'moveDark', exit: west, entry });
    expect(s.players[0]?.coins).toBe(0);
    expect(s.captain).toBe(field('3.coin'));
  });

  it('need an empty exit at the captain’s field and another empty entry', () => {
    const s = game(2);
    captainAt(s, '2.map', 0);
    const [north, west] = darkAlleys(s, '2.map') as [number, number];
    const other = darkAlleys(s, '3.coin')[0] as number;
    expect(checkMove(s, 0, { type: 'moveDark', exit: north, entry: north })?.code).toBe('move.sameDarkAlley');
    expect(checkMove(s, 0, { type: 'moveDark', exit: other, entry: north })?.code).toBe('move.darkAlleyNotAtCaptain');
    s.darkAlleys[other] = { seat: 1, partner: west };
    s.darkAlleys[west] = { seat: 1, partner: other };
    expect(checkMove(s, 0, { type: 'moveDark', exit: west, entry: north })?.code).toBe('move.darkAlleyOccupied');
    expect(checkMove(s, 0, { type: 'moveDark', exit: north, entry: other })?.code).toBe('move.darkAlleyOccupied');
    expect(checkMove(s, 0, { type: 'moveDark', exit: north, entry: 99 })?.code).toBe('move.unknownDarkAlley');
  });

  it('may come back in through the other half alley of the same field', () => {
    let s = game(2);
    captainAt(s, '2.map', 0);
    const [north, west] = darkAlleys(s, '2.map') as [number, number];
    s = act(s, 0, { type: 'moveDark', exit: north, entry: west });
    expect(s.captain).toBe(field('2.map'));
    expect(s.players[0]).toMatchObject({ hand: 7, coins: 1 });
    expect(s.turn?.actionOpen).toBe(true);
  });
});

describe('the stuck captain (Sackgassen)', () => {
  it('goes to the coin field of the next higher numbered part; that is the move, and the coin may be taken', () => {
    let s = game(2);
    blockField(s, '1.headquarters', 1);
    expect(moveOptions(s, 0)).toEqual([]);
    expect(legalMoves(s, 0).map((m) => m.type).sort()).toEqual(['goOnBoard', 'leaveDeadEnd', 'rest']);
    s = act(s, 0, { type: 'leaveDeadEnd' });
    expect(s.captain).toBe(field('2.coin'));
    expect(currentStage(s)).toBe('field');
    s = act(s, 0, { type: 'takeCoin' });
    expect(s.players[0]?.coins).toBe(3);
    // Further moves cost as usual.
    expect(moveOptions(s, 0).every((o) => o.coins >= 1)).toBe(true);
  });

  it('skips a coin field from which no move is possible, and counts on from 9 to 1', () => {
    const s = game(2);
    blockField(s, '1.headquarters', 1);
    blockField(s, '2.coin', 1);
    const [dark] = darkAlleys(s, '2.coin') as [number];
    const far = darkAlleys(s, '9.supplies')[0] as number;
    s.darkAlleys[dark] = { seat: 1, partner: far };
    s.darkAlleys[far] = { seat: 1, partner: dark };
    const jumped = act(s, 0, { type: 'leaveDeadEnd' });
    expect(jumped.captain).toBe(field('3.coin'));

    const t = game(2);
    blockField(t, '9.map', 1);
    captainAt(t, '9.map', 0);
    expect(act(t, 0, { type: 'leaveDeadEnd' }).captain).toBe(field('1.coin'));
  });

  it('is not allowed while the captain can leave its field, even if the player lacks the pirates to', () => {
    const s = game(2);
    expect(checkMove(s, 0, { type: 'leaveDeadEnd' })?.code).toBe('deadEnd.notStuck');
    (s.players[0] as { hand: number }).hand = 0 + 1;
    blockField(s, '1.headquarters', 1);
    s.alleys[alley(s, '1.headquarters', '1.pirate')] = null;
    expect(moveOptions(s, 0)).toEqual([]);
    expect(checkMove(s, 0, { type: 'leaveDeadEnd' })?.code).toBe('deadEnd.notStuck');
    expect(legalMoves(s, 0).map((m) => m.type).sort()).toEqual(['goOnBoard', 'rest']);
  });
});
