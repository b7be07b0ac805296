import { seededRng } from '@harbour/game-kit';
import { describe, expect, it } from 'vitest';
import { arrange, occupantOf, playMoves, shipsWith, startedGame, type Arrangement } from '../../test/fixtures.js';
import { advance, applyMove, checkMove, legalMoves } from './engine.js';
import type { GrogMove } from './moves.js';
import type { GrogState } from './state.js';

const dice = { yellow: 3, gray: 2, orange: 2, blue: 1, green: 1 };

/** A 2-player round: seat 0 opens with `row`, seat 1 passes and trades, seat 0 wins and pays. */
function twoPlayerRound(row: ('yellow' | 'gray' | 'orange' | 'blue' | 'green')[], arrangement: Arrangement): GrogState {
  let s = arrange(startedGame(2, 'two-players'), { startPlayer: 0, dice, goods: [{}, {}], coins: [8, 8], ...arrangement });
  s = playMoves(s, { type: 'bid', row, parrots: [] }, { type: 'pass' });
  s = applyMove(s, 1, legalMoves(s, 1)[0] as GrogMove);
  return s;
}

describe('the end of an auction round', () => {
  it('takes the trade markers back, moves every ship one space right (open sea to the first) and passes the flag left', () => {
    const ships = shipsWith({ 0: 'parrot', 1: 'coins2', 2: 'coins4', 3: 'treasure', 4: 'goal', 5: 'coins3' });
    let s = arrange(startedGame(3, 'round-end'), { startPlayer: 2, dice, ships, goods: [{}, {}, {}] });
    s = playMoves(s, { type: 'bid', row: ['yellow'], parrots: [] }, { type: 'pass' });
    s = applyMove(s, 0, legalMoves(s, 0)[0] as GrogMove);
    expect(s.players[0]?.tradeMarker).not.toBeNull();
    s = playMoves(s, { type: 'pass' });
    s = applyMove(s, 1, legalMoves(s, 1)[0] as GrogMove);
    s = playMoves(s, { type: 'pay', coins: 3, treasureCards: [] }, { type: 'claimBuilding', building: 'yellow.swordShop' });
    expect(s.status).toBe('betweenRounds');
    expect(s.players.map((p) => p.tradeMarker)).toEqual([null, null, null]);
    expect(s.shipSpaces).toEqual(['coins3', 'parrot', 'coins2', 'coins4', 'treasure', 'goal']);
    expect(s.auction.startPlayer).toBe(0);
    expect(s.events.at(-1)).toEqual({ type: 'roundEnded', round: 1, nextStartPlayer: 0 });

    const next = advance(s, seededRng('next-round'));
    expect(next.status).toBe('auction');
    expect(next.auction.round).toBe(2);
    expect(next.auction.turn).toBe(0);
    expect(next.auction.biddingRow).toEqual([]);
    expect(next.auction.passed).toEqual([false, false, false]);
    for (const value of Object.values(next.auction.dice)) expect(value).toBeGreaterThanOrEqual(1);
  });

  it('ends the game after the round in which a player placed the last crew member (even through a ship\'s claim)', () => {
    const ships = shipsWith({ 0: 'parrot', 1: 'coins2', 2: 'coins4', 3: 'treasure', 4: 'goal', 5: 'coins3' });
    let s = arrange(startedGame(3, 'game-end'), { startPlayer: 0, dice, ships, goods: [{}, { yellow: 3 }, {}], crew: [5, 1, 5] });
    s = playMoves(s, { type: 'bid', row: ['yellow'], parrots: [] }, { type: 'pass' });
    s = applyMove(s, 1, { type: 'trade', ship: 'parrot', main: 0, claims: 1, payment: { yellow: 4, gray: 0, orange: 0, blue: 0, green: 0 } });
    s = playMoves(s, { type: 'claimBuilding', building: 'yellow.hookShop' });
    expect(s.lastCrewPlaced).toBe(true);
    expect(s.status).toBe('auction'); // the round goes on
    s = playMoves(s, { type: 'pass' });
    s = applyMove(s, 2, legalMoves(s, 2)[0] as GrogMove);
    s = playMoves(s, { type: 'pay', coins: 3, treasureCards: [] }, { type: 'claimBuilding', building: 'yellow.swordShop' });
    expect(s.status).toBe('over');
    expect(s.result?.scores).toHaveLength(3);
    expect(s.events.at(-1)).toEqual({ type: 'gameEnded', winners: s.result?.winners });
    expect(checkMove(s, 0, { type: 'pass' })).toEqual({ code: 'game.over' });
  });
});

describe('the 2-player rules', () => {
  it('sets the ghost ship (the 3 coin revenue tile) with 9 crew members of an unused colour', () => {
    const s = startedGame(2, 'ghost');
    expect(s.ghost).toEqual({ ship: 'coins3', crew: 9 });
    expect(s.players.map((p) => p.crew)).toEqual([9, 9]);
    expect(startedGame(3).ghost).toBeNull();
    expect(startedGame(4).players.map((p) => p.crew)).toEqual([7, 7, 7, 7]);
  });

  it('the player who did not win places a ghost crew member on the ghost ship\'s peninsula', () => {
    let s = twoPlayerRound(['yellow'], { ships: shipsWith({ 2: 'coins3', 5: 'coins2' }) });
    s = playMoves(s, { type: 'pay', coins: 3, treasureCards: [] }, { type: 'claimBuilding', building: 'yellow.swordShop' });
    expect(s.tasks[0]).toEqual({ kind: 'ghostCrew', seat: 1, peninsula: 'orange' });
    expect(checkMove(s, 0, { type: 'placeGhostCrew', building: 'orange.pub' })?.code).toBe('turn.notYours');
    expect(checkMove(s, 1, { type: 'placeGhostCrew', building: 'gray.hatShop' })?.code).toBe('ghostCrew.wrongPeninsula');
    s = playMoves(s, { type: 'placeGhostCrew', building: 'orange.pub' });
    expect(occupantOf(s, 'orange.pub')).toBe('ghost');
    expect(s.ghost?.crew).toBe(8);
    expect(s.status).toBe('betweenRounds');
  });

  it('also when the winner refused to pay', () => {
    let s = twoPlayerRound(['yellow'], { ships: shipsWith({ 2: 'coins3', 5: 'coins2' }) });
    s = playMoves(s, { type: 'refusePayment' });
    expect(s.tasks[0]).toEqual({ kind: 'ghostCrew', seat: 1, peninsula: 'orange' });
  });

  it('skips the ghost crew at open sea, with no crew left on the ghost ship, or with no free building', () => {
    let openSea = twoPlayerRound(['yellow'], { ships: shipsWith({ 5: 'coins3' }) });
    openSea = playMoves(openSea, { type: 'refusePayment' });
    expect(openSea.status).toBe('betweenRounds');

    let empty = twoPlayerRound(['yellow'], { ships: shipsWith({ 2: 'coins3', 5: 'coins2' }) });
    empty = { ...empty, ghost: { ship: 'coins3', crew: 0 } };
    expect(playMoves(empty, { type: 'refusePayment' }).status).toBe('betweenRounds');
  });

  it('counts ghost crew as a third colour in peninsula majorities', async () => {
    const { peninsulaPoints } = await import('./scoring.js');
    const s = arrange(startedGame(2, 'ghost-majority'), {
      occupants: { 'orange.pub': 0, 'orange.hatShop': 'ghost', 'orange.hookShop': 'ghost', 'blue.hatShop': 0, 'blue.hookShop': 'ghost' },
    });
    expect(peninsulaPoints(s, 0, 'orange')).toBe(2);
    expect(peninsulaPoints(s, 0, 'blue')).toBe(2);
    expect(peninsulaPoints(s, 1, 'orange')).toBe(0);
  });
});
