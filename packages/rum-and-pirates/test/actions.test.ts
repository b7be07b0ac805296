import { describe, expect, it } from 'vitest';
import { TILES, TILES_OF_KIND, type Tile } from '../src/data.js';
import { checkMove, currentStage, legalMoves, type RumState } from '../src/rules/index.js';
import { act, alley, arrivedAt, captainAt, darkAlleys, field, game, occupy } from './fixtures.js';

/** The ids of tiles matching a predicate, in printed order. */
function tiles(pred: (t: Tile) => boolean): number[] {
  return TILES.filter(pred).map((t) => t.id);
}

/** Moves a tile to the top of a stack (wherever it was in that stack). */
function onTop(stack: number[], id: number): void {
  const i = stack.indexOf(id);
  if (i < 0) throw new Error(`tile ${id} is not in the stack`);
  stack.splice(i, 1);
  stack.unshift(id);
}

describe('field actions', () => {
  it('may be taken once each time the captain reaches a field, and only there', () => {
    let s = game(2);
    expect(checkMove(s, 0, { type: 'takeCoin' })?.code).toBe('stage.wrongMove');
    s = act(s, 0, { type: 'move', alley: alley(s, '1.headquarters', '1.coin') });
    expect(checkMove(s, 0, { type: 'hirePirate' })).toEqual({ code: 'action.wrongField', params: { action: 'hirePirate', field: '1.coin' } });
    s = act(s, 0, { type: 'takeCoin' });
    expect(s.players[0]?.coins).toBe(3);
    expect(checkMove(s, 0, { type: 'takeCoin' })?.code).toBe('action.notOpen');
    // Moving on passes the action up; the next field's action is open.
    s = act(s, 0, { type: 'move', alley: alley(s, '1.coin', '1.pirate') });
    expect(legalMoves(s, 0).some((m) => m.type === 'hirePirate')).toBe(true);
  });

  it('coin: 1 coin', () => {
    const s = game(2);
    arrivedAt(s, '7.coin', 0);
    expect(act(s, 0, { type: 'takeCoin' }).players[0]?.coins).toBe(3);
  });

  it('headquarters: all own pirates of one alley anywhere, or of one dark-alley pair, back into hand', () => {
    let s = game(2);
    const far = alley(s, '9.map', '9.supplies');
    occupy(s, far, 0);
    occupy(s, alley(s, '9.coin', '9.supplies'), 1);
    const [exit] = darkAlleys(s, '2.map') as [number];
    const entry = darkAlleys(s, '7.chest')[0] as number;
    s.darkAlleys[exit] = { seat: 0, partner: entry };
    s.darkAlleys[entry] = { seat: 0, partner: exit };
    (s.players[0] as { hand: number }).hand -= 2 + (s.board.darkAlleys[entry]?.segments ?? 0);
    arrivedAt(s, '1.headquarters', 0);
    expect(checkMove(s, 0, { type: 'recall', alley: alley(s, '9.coin', '9.supplies') })?.code).toBe('recall.notYourAlley');
    const hand = s.players[0]?.hand ?? 0;
    const recalled = act(s, 0, { type: 'recall', alley: far });
    expect(recalled.alleys[far]).toBeNull();
    expect(recalled.players[0]?.hand).toBe(hand + 3);
    const pair = act(s, 0, { type: 'recallDark', darkAlley: entry });
    expect([pair.darkAlleys[exit], pair.darkAlleys[entry]]).toEqual([null, null]);
    expect(pair.players[0]?.hand).toBe(hand + 2 + (s.board.darkAlleys[entry]?.segments ?? 0));
    expect(checkMove(s, 0, { type: 'recallDark', darkAlley: darkAlleys(s, '3.coin')[0] as number })?.code).toBe('recall.notYourDarkAlley');
  });

  it('pirate: one pirate from the hiring place into hand for the rest of the game', () => {
    let s = game(2);
    arrivedAt(s, '5.pirate', 0);
    s = act(s, 0, { type: 'hirePirate' });
    expect(s.players[0]).toMatchObject({ hiring: 4, hand: 11 });
    const t = game(2);
    arrivedAt(t, '5.pirate', 0);
    (t.players[0] as { hiring: number }).hiring = 0;
    expect(checkMove(t, 0, { type: 'hirePirate' })?.code).toBe('hire.nobodyWaiting');
  });

  it('supplies: the top tile, looked at secretly, kept or put under the stack for 2 coins', () => {
    const s = game(2);
    const hat5 = tiles((t) => t.supply === 'hat' && t.value === 5)[0] as number;
    onTop(s.stacks.supplies, hat5);
    arrivedAt(s, '3.supplies', 0);
    const drawn = act(s, 0, { type: 'drawSupplies' });
    expect(drawn.drawn).toEqual({ seat: 0, tile: hat5 });
    expect(currentStage(drawn)).toBe('supplies');
    expect(checkMove(drawn, 0, { type: 'endTurn' })?.code).toBe('stage.wrongMove');
    const kept = act(drawn, 0, { type: 'keepSupplies' });
    expect(kept.players[0]?.supplies).toEqual([hat5]);
    expect(currentStage(kept)).toBe('field');
    const returned = act(drawn, 0, { type: 'returnSupplies' });
    expect(returned.players[0]).toMatchObject({ supplies: [], coins: 4 });
    expect(returned.stacks.supplies.at(-1)).toBe(hat5);
    expect(returned.stacks.supplies).toHaveLength(20);
  });

  it('rendezvous: the top tile face down; fulfilled when the captain reaches its field in the holder’s own turn, one per arrival', () => {
    let s = game(2);
    const [rumA, rumB] = tiles((t) => t.destination === 'rum') as [number, number];
    onTop(s.stacks.rendezvous, rumA);
    arrivedAt(s, '4.rendezvous', 0);
    s = act(s, 0, { type: 'drawRendezvous' });
    expect(s.players[0]?.rendezvous).toEqual([rumA]);
    // Seat 0 holds both rum tiles; seat 1 moves the captain onto a rum field: nothing happens to seat 0's.
    (s.players[0] as { rendezvous: number[] }).rendezvous.push(rumB);
    s.stacks.rendezvous.splice(s.stacks.rendezvous.indexOf(rumB), 1);
    captainAt(s, '1.headquarters', 1);
    s = act(s, 1, { type: 'move', alley: alley(s, '1.headquarters', '1.rum') });
    expect(s.players[0]?.rendezvous).toEqual([rumA, rumB]);
    s = act(s, 1, { type: 'endTurn' });
    // Seat 0 reaches a rum field: one tile is fulfilled, the other waits for the next arrival.
    captainAt(s, '2.coin', 0);
    s = act(s, 0, { type: 'move', alley: alley(s, '2.coin', '2.rum') });
    expect(s.players[0]?.rendezvous).toEqual([rumB]);
    expect(s.players[0]?.tiles).toEqual([rumA]);
    expect(s.events.at(-1)).toEqual({ type: 'rendezvousFulfilled', seat: 0, tile: rumA, field: field('2.rum') });
    s = act(s, 0, { type: 'move', alley: alley(s, '2.rum', '2.map') });
    s = act(s, 0, { type: 'move', alley: alley(s, '2.map', '2.coin') });
    expect(s.players[0]?.rendezvous).toEqual([rumB]);
  });

  it('rendezvous: a map destination needs a map field of that colour; a tavern one any tavern', () => {
    let s = game(2);
    const red = tiles((t) => t.destination === 'redMap')[0] as number;
    const tavern = tiles((t) => t.destination === 'tavern')[0] as number;
    (s.players[0] as { rendezvous: number[] }).rendezvous.push(red, tavern);
    for (const id of [red, tavern]) s.stacks.rendezvous.splice(s.stacks.rendezvous.indexOf(id), 1);
    captainAt(s, '5.coin', 0);
    s = act(s, 0, { type: 'move', alley: alley(s, '5.coin', '5.tavern') });
    expect(s.players[0]?.rendezvous).toEqual([red]);
    s = act(s, 0, { type: 'move', alley: alley(s, '5.tavern', '5.map') });
    expect(s.players[0]?.rendezvous).toEqual([red]);
  });

  it('treasure map: one of the face-up halves in the colour of the field; the display is refilled at once', () => {
    let s = game(2);
    const [red3] = tiles((t) => t.kind === 'map' && t.colour === 'red') as [number];
    const [green3] = tiles((t) => t.kind === 'map' && t.colour === 'green') as [number];
    const [y1, y2] = tiles((t) => t.kind === 'map' && t.colour === 'yellow') as [number, number];
    s.display.map = [red3, green3, y1, y2];
    s.stacks.map = TILES_OF_KIND.map.filter((id) => !s.display.map.includes(id));
    arrivedAt(s, '4.map', 0);
    expect(checkMove(s, 0, { type: 'takeMap', tile: green3 })).toEqual({ code: 'map.wrongColour', params: { tile: green3, colour: 'red' } });
    expect(checkMove(s, 0, { type: 'takeMap', tile: s.stacks.map[1] as number })?.code).toBe('map.notOnDisplay');
    const top = s.stacks.map[0] as number;
    s = act(s, 0, { type: 'takeMap', tile: red3 });
    expect(s.players[0]?.tiles).toEqual([red3]);
    expect(s.display.map).toEqual([green3, y1, y2, top]);
    expect(s.events.slice(-2)).toEqual([
      { type: 'mapTaken', seat: 0, tile: red3 },
      { type: 'displayRefilled', kind: 'map', tile: top },
    ]);
  });

  it('rum: 2 barrels from the supply (what is left of the 12)', () => {
    let s = game(2);
    arrivedAt(s, '6.rum', 0);
    s = act(s, 0, { type: 'takeRum' });
    expect([s.players[0]?.rum, s.rumSupply]).toEqual([2, 10]);
    const t = game(2);
    t.rumSupply = 1;
    arrivedAt(t, '6.rum', 0);
    expect(act(t, 0, { type: 'takeRum' }).players[0]?.rum).toBe(1);
    t.rumSupply = 0;
    expect(checkMove(t, 0, { type: 'takeRum' })?.code).toBe('rum.noneLeft');
  });

  it('town watch: kept when the pirates in hand outnumber its value (a small 1 or 2 also gives a coin), otherwise under its stack', () => {
    const s = game(2);
    arrivedAt(s, '3.townWatch', 0);
    const [small1] = tiles((t) => t.kind === 'smallWatch' && t.value === 1) as [number];
    const [large6] = tiles((t) => t.kind === 'largeWatch' && t.value === 6) as [number];
    onTop(s.stacks.smallWatch, small1);
    onTop(s.stacks.largeWatch, large6);
    const kept = act(s, 0, { type: 'townWatch', size: 'small' });
    expect(kept.players[0]).toMatchObject({ tiles: [small1], coins: 3 });
    const big = act(s, 0, { type: 'townWatch', size: 'large' });
    expect(big.players[0]?.tiles).toEqual([large6]);
    (s.players[0] as { hand: number }).hand = 6;
    const lost = act(s, 0, { type: 'townWatch', size: 'large' });
    expect(lost.players[0]?.tiles).toEqual([]);
    expect(lost.stacks.largeWatch.at(-1)).toBe(large6);
    expect(lost.events.at(-1)).toEqual({ type: 'townWatch', seat: 0, tile: large6, kept: false, coin: false });
    s.stacks.smallWatch = [];
    expect(checkMove(s, 0, { type: 'townWatch', size: 'small' })).toEqual({ code: 'stack.empty', params: { stack: 'smallWatch' } });
  });

  it('displays shrink when their stack is empty', () => {
    let s: RumState = game(2);
    const [red3] = tiles((t) => t.kind === 'map' && t.colour === 'red') as [number];
    s.display.map = [red3];
    s.stacks.map = [];
    arrivedAt(s, '2.map', 0);
    s = act(s, 0, { type: 'takeMap', tile: red3 });
    expect(s.display.map).toEqual([]);
    arrivedAt(s, '4.map', 0);
    expect(legalMoves(s, 0).some((m) => m.type === 'takeMap')).toBe(false);
  });
});
