import { describe, expect, it } from 'vitest';
import { TILES, TILES_OF_KIND, type Tile } from '../src/data.js';
import { checkMove, currentStage, deciders, legalMoves, type RumState } from '../src/rules/index.js';
import { act, arrivedAt, dice, game } from './fixtures.js';

function tileWhere(pred: (t: Tile) => boolean, skip = 0): number {
  const found = TILES.filter(pred)[skip];
  if (found === undefined) throw new Error('no such tile');
  return found.id;
}

const blue5 = tileWhere((t) => t.kind === 'tavern' && t.colour === 'blue' && t.value === 5);
const blue3 = tileWhere((t) => t.kind === 'tavern' && t.colour === 'blue' && t.value === 3);
const blue2 = tileWhere((t) => t.kind === 'tavern' && t.colour === 'blue' && t.value === 2);
const red2 = tileWhere((t) => t.kind === 'tavern' && t.colour === 'red' && t.value === 2);
const green4 = tileWhere((t) => t.kind === 'tavern' && t.colour === 'green' && t.value === 4);

/** Three players; seat 0 has just reached the blue tavern; face up: blue 5, blue 3, red 2, green 4; a blue 2 on top of the stack. */
function atTavern(): RumState {
  const s = game(3);
  s.display.tavern = [blue5, blue3, red2, green4];
  s.stacks.tavern = [blue2, ...TILES_OF_KIND.tavern.filter((id) => ![blue5, blue3, red2, green4, blue2].includes(id))];
  arrivedAt(s, '5.tavern', 0);
  return s;
}

describe('the tavern (drinking contest)', () => {
  it('asks every other player in turn order; when nobody joins, the mover takes every face-up tile of the colour', () => {
    let s = act(atTavern(), 0, { type: 'visitTavern' });
    expect(s.contest).toMatchObject({ kind: 'tavern', colour: 'blue', stake: [blue5, blue3], toAsk: [1, 2] });
    expect([deciders(s), currentStage(s)]).toEqual([[1], 'joinTavern']);
    s = act(s, 1, { type: 'declineTavern' });
    expect(deciders(s)).toEqual([2]);
    s = act(s, 2, { type: 'declineTavern' });
    expect(s.players[0]?.tiles).toEqual([blue5, blue3]);
    expect(s.contest).toBeNull();
    // Refilled at once after each tile: the blue 2 from the stack was not at stake.
    expect(s.display.tavern).toEqual([red2, green4, blue2, s.display.tavern[3]]);
    expect([deciders(s), currentStage(s), s.turn?.actionOpen]).toEqual([[0], 'field', false]);
  });

  it('lets joiners (1 coin each, players on board too) roll in turn from the mover; a roll above a tile’s value takes the best such tile', () => {
    let s = atTavern();
    s.players[2] = { ...(s.players[2] as RumState['players'][number]), inAction: false, hand: 0 };
    s.mast.push({ seat: 2, left: 10, right: 0 });
    s = act(s, 0, { type: 'visitTavern' });
    s = act(s, 1, { type: 'declineTavern' });
    const rng = dice(3, 4, 6);
    s = act(s, 2, { type: 'joinTavern' }, rng);
    expect(rng.left()).toBe(0);
    expect(s.players[2]).toMatchObject({ coins: 1, tiles: [blue3] });
    expect(s.players[0]?.tiles).toEqual([blue5]);
    expect(s.contest).toBeNull();
    const rolls = s.events.filter((e) => e.type === 'rollKept').map((e) => (e.type === 'rollKept' ? [e.seat, e.value] : []));
    expect(rolls).toEqual([
      [0, 3],
      [2, 4],
      [0, 6],
    ]);
  });

  it('goes round until the tiles at stake are gone', () => {
    let s = act(atTavern(), 0, { type: 'visitTavern' });
    s = act(s, 1, { type: 'joinTavern' });
    // 0 rolls 1, 1 rolls 2, 2 rolls 3 (not above 3), 0 rolls 3, 1 rolls 4 (takes the 3), 2 rolls 5 (not above 5), 0 rolls 6.
    const rng = dice(1, 2, 3, 3, 4, 5, 6);
    s = act(s, 2, { type: 'joinTavern' }, rng);
    expect(rng.left()).toBe(0);
    expect(s.players.map((p) => [p.tiles, p.coins])).toEqual([
      [[blue5], 2],
      [[blue3], 1],
      [[], 1],
    ]);
    expect(s.contest).toBeNull();
  });

  it('refuses a player without coins to join', () => {
    const s = act(atTavern(), 0, { type: 'visitTavern' });
    (s.players[1] as { coins: number }).coins = 0;
    expect(checkMove(s, 1, { type: 'joinTavern' })?.code).toBe('tavern.noCoin');
    expect(legalMoves(s, 1)).toEqual([{ type: 'declineTavern' }]);
  });

  it('needs a face-up tile of the tavern’s colour', () => {
    const s = atTavern();
    s.display.tavern = [red2, green4];
    expect(checkMove(s, 0, { type: 'visitTavern' })).toEqual({ code: 'tavern.noTiles', params: { colour: 'blue' } });
  });

  it('lets a roller spend rum barrels on up to 2 re-rolls; the last roll counts', () => {
    let s = atTavern();
    (s.players[0] as { rum: number }).rum = 2;
    s.rumSupply = 10;
    s = act(s, 0, { type: 'visitTavern' });
    s = act(s, 1, { type: 'joinTavern' });
    s = act(s, 2, { type: 'declineTavern' }, dice(2));
    expect([deciders(s), currentStage(s), s.roll]).toEqual([[0], 'reroll', { seat: 0, value: 2, rerolls: 0, purpose: 'tavern' }]);
    s = act(s, 0, { type: 'reroll' }, dice(1));
    expect([s.players[0]?.rum, s.rumSupply, s.roll?.value, s.roll?.rerolls]).toEqual([1, 11, 1, 1]);
    // The second re-roll is the last: it counts at once (4 takes the blue 3), then seat 1 rolls 6 for the 5.
    const rng = dice(4, 6);
    s = act(s, 0, { type: 'reroll' }, rng);
    expect(rng.left()).toBe(0);
    expect([s.players[0]?.rum, s.rumSupply]).toEqual([0, 12]);
    expect(s.players[0]?.tiles).toEqual([blue3]);
    expect(s.players[1]?.tiles).toEqual([blue5]);
  });

  it('may keep a roll instead, and asks nothing when no other roll could do better or the roller has no rum', () => {
    let s = atTavern();
    (s.players[0] as { rum: number }).rum = 1;
    s.rumSupply = 11;
    s = act(s, 0, { type: 'visitTavern' });
    s = act(s, 1, { type: 'joinTavern' });
    s = act(s, 2, { type: 'declineTavern' }, dice(2));
    // Keeping the 2 wins nothing; seat 1 (no rum) rolls 4 and takes the 3; seat 0 rolls a 6: above every tile left, no question.
    const rng = dice(4, 6);
    s = act(s, 0, { type: 'keepRoll' }, rng);
    expect(rng.left()).toBe(0);
    expect(s.players[0]).toMatchObject({ rum: 1, tiles: [blue5] });
    expect(s.players[1]?.tiles).toEqual([blue3]);
  });
});

describe('the chest and the scorpion count', () => {
  const scorpion10 = TILES_OF_KIND.scorpion[0] as number;
  const scorpion11 = TILES_OF_KIND.scorpion[1] as number;
  const chest6 = tileWhere((t) => t.kind === 'chest' && t.value === 6);

  function atChest(mover: number): RumState {
    const s = game(3);
    s.display.chest = chest6;
    s.stacks.chest = TILES_OF_KIND.chest.filter((id) => id !== chest6);
    s.display.scorpion = scorpion10;
    s.stacks.scorpion = TILES_OF_KIND.scorpion.filter((id) => id !== scorpion10);
    arrivedAt(s, '7.chest', mover);
    return s;
  }

  it('gives the mover the chest; then everyone rolls in turn from the mover, adding up, until the scorpion’s number is reached', () => {
    const s = atChest(1);
    // Seat 2 went on board: it rolls all the same.
    (s.players[2] as { inAction: boolean }).inAction = false;
    const rng = dice(4, 3, 2, 1);
    const after = act(s, 1, { type: 'openChest' }, rng);
    expect(rng.left()).toBe(0);
    expect(after.players[1]?.tiles).toEqual([chest6, scorpion10]);
    expect(after.display.chest).toBe(s.stacks.chest[0]);
    expect(after.display.scorpion).toBe(scorpion11);
    expect(after.events.filter((e) => e.type === 'chestSum').map((e) => (e.type === 'chestSum' ? [e.seat, e.sum] : []))).toEqual([
      [1, 4],
      [2, 7],
      [0, 9],
      [1, 10],
    ]);
    expect(after.contest).toBeNull();
  });

  it('lets a roller holding rum re-roll a roll that would reach the number', () => {
    let s = atChest(0);
    (s.players[1] as { rum: number }).rum = 1;
    s.rumSupply = 11;
    s = act(s, 0, { type: 'openChest' }, dice(5, 6));
    expect([deciders(s), s.roll]).toEqual([[1], { seat: 1, value: 6, rerolls: 0, purpose: 'chest' }]);
    expect(s.contest).toMatchObject({ kind: 'chest', sum: 5 });
    const rng = dice(1, 2, 3);
    s = act(s, 1, { type: 'reroll' }, rng);
    // 1 is kept at once (no rum left): sum 6; seat 2 rolls 2 (8), seat 0 rolls 3 (11): seat 0 takes the scorpion.
    expect(rng.left()).toBe(0);
    expect(s.players[0]?.tiles).toEqual([chest6, scorpion10]);
  });

  it('needs a face-up chest', () => {
    const s = atChest(0);
    s.display.chest = null;
    expect(checkMove(s, 0, { type: 'openChest' })?.code).toBe('chest.none');
  });
});
