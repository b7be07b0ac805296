import { describe, expect, it } from 'vitest';
import { TILES_OF_KIND, tileById } from '../src/data.js';
import { advance, currentStage, deciders, type GameEvent, type RumState } from '../src/rules/index.js';
import { act, alley, dice, game } from './fixtures.js';

const bunk8 = TILES_OF_KIND.bunk.find((id) => tileById(id).value === 8) as number;
const hammock5 = TILES_OF_KIND.hammock.find((id) => tileById(id).value === 5) as number;
const rope2 = TILES_OF_KIND.ropeCoil.find((id) => tileById(id).value === 2) as number;

/**
 * Sets the round's sleeping places, gives each boarding seat its pirates and lets them go on board in
 * turn order (`out`: seats that ran out of pirates and take no part). Returns the state at the start of the scuffle.
 */
function boarding(numPlayers: number, startPlayer: number, rows: [seat: number, pirates: number][], out: number[] = []): RumState {
  let s = game(numPlayers, { startPlayer });
  const ropeCoils = numPlayers >= 4;
  for (const kind of ['bunk', 'hammock', 'ropeCoil'] as const) {
    const current = s.display.sleeping[kind];
    if (current !== null) s.stacks[kind].push(current);
  }
  s.stacks.bunk = s.stacks.bunk.filter((id) => id !== bunk8);
  s.stacks.hammock = s.stacks.hammock.filter((id) => id !== hammock5);
  if (ropeCoils) s.stacks.ropeCoil = s.stacks.ropeCoil.filter((id) => id !== rope2);
  s.display.sleeping = { bunk: bunk8, hammock: hammock5, ropeCoil: ropeCoils ? rope2 : null };
  for (const seat of out) s.players[seat] = { ...(s.players[seat] as RumState['players'][number]), hand: 0, inAction: false };
  for (const [seat, pirates] of rows) {
    (s.players[seat] as { hand: number }).hand = pirates;
    expect(deciders(s)).toEqual([seat]);
    s = act(s, seat, { type: 'goOnBoard' });
  }
  expect(s.status).toBe('scuffle');
  return s;
}

/** The scuffle's story in short: "s0 4", "s1 lost", "s0 crossed" ... */
function story(events: readonly GameEvent[]): string[] {
  const out: string[] = [];
  for (const e of events) {
    if (e.type === 'rollKept' && e.purpose === 'scuffle') out.push(`s${e.seat} ${e.value}`);
    else if (e.type === 'pirateLost') out.push(`s${e.seat} lost`);
    else if (e.type === 'pirateCrossed') out.push(`s${e.seat} ${e.fought ? 'won' : 'alone'}`);
    else if (e.type === 'sideStarted') out.push(`--${e.side}`);
    else if (e.type === 'droppedOut') out.push(`s${e.seat} out`);
    else if (e.type === 'sleepingPlace') out.push(`s${e.seat} ${tileById(e.tile).kind}`);
  }
  return out;
}

function sleepingOf(s: RumState, seat: number): string[] {
  return (s.players[seat]?.tiles ?? []).map((id) => tileById(id).kind);
}

describe('the scuffle at the mast (Rangelei), worked through by hand', () => {
  it('2 players: A (3 pirates, top row) against B (2)', () => {
    const s = boarding(2, 0, [
      [0, 3],
      [1, 2],
    ]);
    expect(s.mast).toEqual([
      { seat: 0, left: 3, right: 0 },
      { seat: 1, left: 2, right: 0 },
    ]);
    const rng = dice(4, 4, 5, 2, 3, 5, 6, 2);
    const after = advance(s, rng);
    expect(rng.left()).toBe(0);
    expect(story(after.events.slice(s.events.length))).toEqual([
      // Left side, column 1: B's equal roll beats A's; column 2: A wins; column 3: A's lone pirate crosses.
      's0 4', 's1 4', 's0 lost', 's1 won',
      's0 5', 's1 2', 's1 lost', 's0 won',
      's0 alone',
      // Right side: A (2 pirates, outermost first) against B (1).
      '--right',
      's0 3', 's1 5', 's0 lost', 's1 won',
      's0 alone',
      '--left',
      's0 6', 's1 2', 's1 lost', 's1 out',
      's0 bunk', 's1 hammock',
    ]);
    expect(sleepingOf(after, 0)).toEqual(['bunk']);
    expect(sleepingOf(after, 1)).toEqual(['hammock']);
    // The round is over: every pirate back in hand, the start player passes left, the captain stays.
    expect(after.status).toBe('betweenRounds');
    expect(after.mast).toEqual([]);
    expect(after.players.map((p) => p.hand)).toEqual([3, 2]);
    expect(after.startPlayer).toBe(1);
    expect(after.captain).toBe(s.captain);
  });

  it('3 players: the first out gets nothing, the last out the hammock, the last standing the bunk (no rope coils)', () => {
    const s = boarding(3, 1, [
      [1, 2],
      [2, 1],
      [0, 2],
    ]);
    const rng = dice(3, 2, 3, 5, 4, 2, 2);
    const after = advance(s, rng);
    expect(rng.left()).toBe(0);
    expect(story(after.events.slice(s.events.length))).toEqual([
      's1 3', 's2 2', 's2 lost', 's2 out', 's0 3', 's1 lost', 's0 won',
      's1 5', 's0 4', 's0 lost', 's1 won',
      '--right',
      's1 2', 's0 2', 's1 lost', 's1 out',
      's0 bunk', 's1 hammock',
    ]);
    expect([sleepingOf(after, 0), sleepingOf(after, 1), sleepingOf(after, 2)]).toEqual([['bunk'], ['hammock'], []]);
    expect(after.box).toEqual(expect.arrayContaining([...TILES_OF_KIND.ropeCoil]));
  });

  it('3 players: a lone scuffler takes only the bunk; the hammock leaves the game', () => {
    const s = boarding(3, 0, [[0, 4]], [1, 2]);
    const after = advance(s, dice());
    expect(sleepingOf(after, 0)).toEqual(['bunk']);
    expect(after.box).toContain(hammock5);
  });

  it('5 players: bunk, hammock and rope coil to the last three; a player without pirates takes no part', () => {
    const s = boarding(
      5,
      0,
      [
        [0, 1],
        [1, 2],
        [2, 1],
        [4, 1],
      ],
      [3],
    );
    const rng = dice(5, 3, 6, 6, 1, 1);
    const after = advance(s, rng);
    expect(rng.left()).toBe(0);
    expect(story(after.events.slice(s.events.length))).toEqual([
      // Column 1: four pirates; each equal or higher roll takes the lead from the one before.
      's0 5', 's1 3', 's1 lost', 's2 6', 's0 lost', 's0 out', 's4 6', 's2 lost', 's2 out', 's4 won',
      's1 alone',
      '--right',
      's1 1', 's4 1', 's1 lost', 's1 out',
      's4 bunk', 's1 hammock', 's2 ropeCoil',
    ]);
    expect(after.players.map((_, seat) => sleepingOf(after, seat))).toEqual([[], ['hammock'], ['ropeCoil'], [], ['bunk']]);
  });

  it('5 players: a lone scuffler takes the bunk and the rope coil; with two, the first out takes the hammock', () => {
    const lone = advance(boarding(5, 0, [[0, 3]], [1, 2, 3, 4]), dice());
    expect(sleepingOf(lone, 0)).toEqual(['bunk', 'ropeCoil']);
    expect(lone.box).toContain(hammock5);
    const two = advance(boarding(5, 0, [[0, 1], [1, 1]], [2, 3, 4]), dice(2, 5));
    expect([sleepingOf(two, 0), sleepingOf(two, 1)]).toEqual([['hammock'], ['bunk']]);
    expect(two.box).toContain(rope2);
  });

  it('nobody on board: nobody sleeps well, the tiles leave the game', () => {
    let s = game(2);
    s.players[1] = { ...(s.players[1] as RumState['players'][number]), hand: 0, inAction: false };
    (s.players[0] as { hand: number }).hand = 1;
    s = act(s, 0, { type: 'move', alley: alley(s, '1.headquarters', '1.coin') });
    s = act(s, 0, { type: 'endTurn' });
    expect([s.status, s.mast]).toEqual(['scuffle', []]);
    const { bunk, hammock } = s.display.sleeping;
    const after = advance(s, dice());
    expect(after.players.every((p) => p.tiles.length === 0)).toBe(true);
    expect(after.box).toEqual(expect.arrayContaining([bunk, hammock]));
  });

  it('asks a roller holding rum whether to re-roll; the last roll counts', () => {
    let s = boarding(2, 0, [
      [0, 1],
      [1, 1],
    ]);
    (s.players[1] as { rum: number }).rum = 1;
    s.rumSupply = 11;
    s = advance(s, dice(5, 3));
    expect([s.status, currentStage(s), deciders(s)]).toEqual(['scuffle', 'reroll', [1]]);
    expect(s.roll).toEqual({ seat: 1, value: 3, rerolls: 0, purpose: 'scuffle' });
    s = act(s, 1, { type: 'reroll' }, dice(6));
    expect(sleepingOf(s, 1)).toEqual(['bunk']);
    expect(s.rumSupply).toBe(12);
    expect(s.status).toBe('betweenRounds');
  });

  it('then the next round: new sleeping places, the new start player begins, pirates back in hand', () => {
    const s = advance(
      boarding(2, 0, [
        [0, 10],
        [1, 10],
      ]),
      { next: () => 0.99 },
    );
    const next = advance(s, dice());
    expect(next.round).toBe(2);
    expect(next.status).toBe('action');
    expect(deciders(next)).toEqual([1]);
    expect(next.display.sleeping.bunk).not.toBeNull();
    expect(next.players.every((p) => p.hand === 10 && p.inAction)).toBe(true);
  });
});
