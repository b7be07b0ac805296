import { describe, expect, it } from 'vitest';
import { arrange, goalCardOf, occupantOf, playMoves, shipsWith, startedGame, treasureOfValue, type Arrangement } from '../../test/fixtures.js';
import { applyMove, checkMove, legalMoves } from './engine.js';
import type { GrogMove } from './moves.js';
import type { GrogState } from './state.js';

const ships = shipsWith({ 0: 'parrot', 1: 'coins2', 2: 'coins4', 3: 'treasure', 4: 'goal', 5: 'coins3' });

/** Phil (seat 0) bids with the given row; Martina and Frank pass and trade (first legal trade); Phil wins. */
function philWins(row: GrogMove & { type: 'bid' } extends { row: infer R } ? R : never, arrangement: Arrangement = {}): GrogState {
  let s = arrange(startedGame(3, 'winning'), { startPlayer: 0, ships, goods: [{}, { blue: 1 }, { blue: 1 }], ...arrangement });
  s = playMoves(s, { type: 'bid', row, parrots: [] });
  for (const seat of [1, 2]) {
    s = playMoves(s, { type: 'pass' });
    s = applyMove(s, seat, legalMoves(s, seat)[0] as GrogMove);
  }
  return s;
}

const rulebookExample: Arrangement = {
  dice: { yellow: 3, gray: 2, green: 2, orange: 2, blue: 1 },
  clouds: { yellow: 'piratePoint', gray: 'black', orange: 'none', blue: 'parrot', green: 'goalSwap' },
  coins: [6, 8, 8],
  treasureCards: [[treasureOfValue(3)], [], []],
  occupants: { 'green.swordShop': 2 },
};

describe('winning the auction round (rulebook: Phil\'s complete example)', () => {
  it('the last player remaining wins with the bid of his previous turn and must pay it', () => {
    const s = philWins(['yellow', 'gray', 'green', 'orange'], rulebookExample);
    expect(s.auction.bid).toBe(9);
    expect(s.tasks[0]).toEqual({ kind: 'pay', seat: 0, bid: 9 });
    expect(s.events.at(-1)).toEqual({ type: 'won', seat: 0, bid: 9 });
  });

  it('pays 9 with 6 coins from the track and a treasure card worth 3, then takes every reward', () => {
    let s = philWins(['yellow', 'gray', 'green', 'orange'], rulebookExample);
    const pp = s.players[0]!.piratePoints;
    s = playMoves(s, { type: 'pay', coins: 6, treasureCards: [treasureOfValue(3)] });
    expect(s.players[0]?.coins).toBe(0);
    expect(s.players[0]?.treasureCards).toEqual([]);
    expect(s.box.treasure).toEqual([treasureOfValue(3)]);
    expect(s.tasks[0]).toEqual({ kind: 'claim', seat: 0, via: 'auction', peninsulas: ['yellow', 'gray'], claimedType: null });

    // 1: the sword shop on yellow: a crew member, 1 pirate point from the cloud, 2 coins (free sword shops on blue and gray).
    s = playMoves(s, { type: 'claimBuilding', building: 'yellow.swordShop' });
    expect(occupantOf(s, 'yellow.swordShop')).toBe(0);
    expect(s.players[0]?.piratePoints).toBe(pp + 1);
    expect(s.players[0]?.coins).toBe(2);
    // Not the gray sword shop in the same round: the two buildings must be of different types.
    expect(checkMove(s, 0, { type: 'claimBuilding', building: 'gray.swordShop' })).toEqual({ code: 'claim.sameTypeTwice', params: { type: 'swordShop' } });

    // 2: the hat shop on gray, under the black cloud: no cloud reward, no coins.
    s = playMoves(s, { type: 'claimBuilding', building: 'gray.hatShop' });
    expect(s.players[0]?.coins).toBe(2);
    // 3: the green die on the 3rd space: 1 pirate point. 4: the orange die on the 4th space: a lock on orange.
    expect(s.players[0]?.piratePoints).toBe(pp + 2);
    expect(s.tasks[0]).toEqual({ kind: 'lock', seat: 0, peninsula: 'orange' });
    expect(checkMove(s, 0, { type: 'placeLock', building: 'blue.hookShop' })?.code).toBe('lock.wrongPeninsula');
    s = playMoves(s, { type: 'placeLock', building: 'orange.hookShop' });
    expect(occupantOf(s, 'orange.hookShop')).toBe('lock');
    expect(s.locksLeft).toBe(5);
    // No die on the 5th space: no fifth reward. The round ends: the next one begins once its dice are rolled.
    expect(s.status).toBe('betweenRounds');
    expect(s.players[0]?.crew).toBe(7);
  });

  it('lets the winner choose the order of the two claims', () => {
    let s = philWins(['yellow', 'gray', 'green', 'orange'], rulebookExample);
    s = playMoves(s, { type: 'pay', coins: 6, treasureCards: [treasureOfValue(3)] }, { type: 'claimBuilding', building: 'gray.swordShop' });
    expect(checkMove(s, 0, { type: 'claimBuilding', building: 'yellow.swordShop' })?.code).toBe('claim.sameTypeTwice');
    expect(checkMove(s, 0, { type: 'claimBuilding', building: 'gray.hatShop' })?.code).toBe('claim.wrongPeninsula');
    expect(checkMove(s, 0, { type: 'claimBuilding', building: 'yellow.anchorShop' })).toBeNull();
  });

  it('one die: one claim; one crew member left: one claim; a full peninsula: that claim is forfeited', () => {
    let one = philWins(['yellow'], { ...rulebookExample, coins: [8, 8, 8] });
    one = playMoves(one, { type: 'pay', coins: 3, treasureCards: [] }, { type: 'claimBuilding', building: 'yellow.hookShop' });
    expect(one.status).toBe('betweenRounds');

    let lastCrew = philWins(['yellow', 'gray'], { ...rulebookExample, crew: [1, 9, 9] });
    lastCrew = playMoves(lastCrew, { type: 'pay', coins: 5, treasureCards: [] }, { type: 'claimBuilding', building: 'gray.hatShop' });
    expect(lastCrew.players[0]?.crew).toBe(0);
    expect(lastCrew.lastCrewPlaced).toBe(true);
    expect(lastCrew.status).toBe('over');

    const yellowFull: Arrangement['occupants'] = {};
    for (const id of ['swordShop', 'pegLegShop', 'hookShop', 'anchorShop', 'voodooDollWorkshop', 'fortuneTellerStudio', 'coffinMaker']) {
      yellowFull[`yellow.${id}` as keyof typeof yellowFull] = 'lock';
    }
    let full = philWins(['yellow', 'gray'], { ...rulebookExample, occupants: yellowFull });
    full = playMoves(full, { type: 'pay', coins: 5, treasureCards: [] });
    expect(full.tasks[0]).toEqual({ kind: 'claim', seat: 0, via: 'auction', peninsulas: ['yellow', 'gray'], claimedType: null });
    expect(legalMoves(full, 0).filter((m) => m.type === 'claimBuilding').every((m) => m.type === 'claimBuilding' && m.building.startsWith('gray.'))).toBe(true);
    full = playMoves(full, { type: 'claimBuilding', building: 'gray.hatShop' });
    expect(full.status).toBe('betweenRounds');
  });

  it('the winner may forgo the claims', () => {
    let s = philWins(['yellow', 'gray'], rulebookExample);
    s = playMoves(s, { type: 'pay', coins: 5, treasureCards: [] }, { type: 'skipClaims' });
    expect(s.players[0]?.crew).toBe(9);
    expect(s.events.some((e) => e.type === 'claimsSkipped')).toBe(true);
  });
});

describe('paying the winning bid', () => {
  const winner = (arrangement: Arrangement) => philWins(['yellow', 'gray', 'green'], { ...rulebookExample, ...arrangement });

  it('an overpayment through treasure cards comes back as coins', () => {
    // Potential coin stock 1 + 3 + 3 = 7 allows the bid of 7; the cards are worth 1 + 3: 3 coins short of the track's 1.
    const s = winner({ coins: [1, 8, 8], treasureCards: [[treasureOfValue(1), treasureOfValue(3)], [], []] });
    expect(s.auction.bid).toBe(7);
    expect(checkMove(s, 0, { type: 'pay', coins: 3, treasureCards: [treasureOfValue(1), treasureOfValue(3)] })).toEqual({
      code: 'pay.notEnough',
      params: { bid: 7, coins: 1, cards: 4 },
    });
    const rich = winner({ coins: [0, 8, 8], treasureCards: [[treasureOfValue(3), treasureOfValue(3, 1), treasureOfValue(2)], [], []] });
    const after = applyMove(rich, 0, { type: 'pay', coins: 0, treasureCards: [treasureOfValue(3), treasureOfValue(3, 1), treasureOfValue(2)] });
    expect(after.players[0]?.coins).toBe(1);
    expect(after.events.find((e) => e.type === 'paid')).toMatchObject({ coins: 0, change: 1 });
  });

  it('refuses a superfluous card and coins that do not make up exactly the rest', () => {
    const cards = [treasureOfValue(3), treasureOfValue(3, 1), treasureOfValue(3, 2), treasureOfValue(2)];
    const s = winner({ coins: [8, 8, 8], treasureCards: [cards, [], []] });
    expect(checkMove(s, 0, { type: 'pay', coins: 0, treasureCards: cards })).toEqual({ code: 'pay.superfluousCard', params: { bid: 7, cards: 11 } });
    expect(checkMove(s, 0, { type: 'pay', coins: 0, treasureCards: cards.slice(0, 3) })).toBeNull();
    expect(checkMove(s, 0, { type: 'pay', coins: 2, treasureCards: [treasureOfValue(3)] })).toEqual({
      code: 'pay.coinsMustCoverRest',
      params: { bid: 7, cards: 3, coins: 4 },
    });
    expect(checkMove(s, 0, { type: 'pay', coins: 4, treasureCards: [treasureOfValue(3)] })).toBeNull();
    expect(checkMove(s, 0, { type: 'pay', coins: 7, treasureCards: [treasureOfValue(1)] })?.code).toBe('pay.notYourCard');
  });

  it('a winner who cannot or will not pay gains nothing, and the round ends', () => {
    const s = winner({ coins: [0, 8, 8], treasureCards: [[treasureOfValue(1), treasureOfValue(1, 1), treasureOfValue(1, 2)], [], []] });
    expect(legalMoves(s, 0)).toEqual([{ type: 'refusePayment' }]);
    const after = applyMove(s, 0, { type: 'refusePayment' });
    expect(after.players[0]).toEqual(s.players[0]);
    expect(after.status).toBe('betweenRounds');
    expect(after.events.at(-2)).toEqual({ type: 'refusedToPay', seat: 0, bid: 7 });
  });
});

describe('clouds and coins when claiming', () => {
  const claimOn = (cloud: GrogState['clouds']['yellow']) => {
    let s = philWins(['yellow'], { ...rulebookExample, clouds: { ...rulebookExample.clouds, yellow: cloud }, coins: [8, 8, 8] });
    s = playMoves(s, { type: 'pay', coins: 3, treasureCards: [] });
    return s;
  };

  it('the goal-card cloud: draw one, then discard one (maybe the one just drawn) to the bottom of the deck', () => {
    const s = claimOn('goalSwap');
    const top = s.decks.goal[0]!;
    const after = playMoves(s, { type: 'claimBuilding', building: 'yellow.coffinMaker' });
    expect(after.players[0]?.goalCards).toContain(top);
    expect(after.tasks[0]).toEqual({ kind: 'discardGoalCard', seat: 0 });
    expect(checkMove(after, 0, { type: 'discardGoalCard', card: goalCardOf(22, 1) })?.code).toBe(
      after.players[0]?.goalCards.includes(goalCardOf(22, 1)) ? null : 'goal.notInHand',
    );
    const done = playMoves(after, { type: 'discardGoalCard', card: top });
    expect(done.players[0]?.goalCards).toEqual(s.players[0]?.goalCards);
    expect(done.decks.goal.at(-1)).toBe(top);
  });

  it('the parrot cloud gives a parrot card, the pirate point cloud a pirate point, the empty cloud nothing', () => {
    const parrot = playMoves(claimOn('parrot'), { type: 'claimBuilding', building: 'yellow.coffinMaker' });
    expect(parrot.players[0]?.parrotCards).toHaveLength(2);
    const none = playMoves(claimOn('none'), { type: 'claimBuilding', building: 'yellow.coffinMaker' });
    expect(none.players[0]?.parrotCards).toHaveLength(1);
    expect(none.players[0]?.piratePoints).toBe(0);
  });

  it('coins: 1 per free building of the same type; none when all are taken; none under the black cloud', () => {
    const free = playMoves(claimOn('none'), { type: 'claimBuilding', building: 'yellow.pegLegShop' });
    expect(free.players[0]?.coins).toBe(5 + 3); // 8 - 3 paid + peg-leg shops free on gray, orange, blue
    const taken = playMoves(claimOn('none'), { type: 'claimBuilding', building: 'yellow.coffinMaker' });
    expect(taken.players[0]?.coins).toBe(5 + 1); // the blue coffin maker
    const black = playMoves(claimOn('black'), { type: 'claimBuilding', building: 'yellow.pegLegShop' });
    expect(black.players[0]?.coins).toBe(5);
  });
});

describe('nobody wins', () => {
  it('when everyone but one has passed and that one made no bid this round', () => {
    let s = arrange(startedGame(2, 'no-winner'), {
      startPlayer: 0,
      dice: { yellow: 6, gray: 6, orange: 6, blue: 6, green: 6 },
      coins: [2, 8],
      treasureCards: [[], []],
      goods: [{}, {}],
      ships: shipsWith({ 5: 'coins3' }),
    });
    s = playMoves(s, { type: 'pass' });
    s = applyMove(s, 0, legalMoves(s, 0)[0] as GrogMove);
    expect(s.events.some((e) => e.type === 'noWinner' && e.seat === 1)).toBe(true);
    expect(s.status).toBe('betweenRounds');
  });
});
