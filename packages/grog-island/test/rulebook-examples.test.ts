import { createDriver } from '@harbour/game-kit/bgio-driver';
import { describe, expect, it } from 'vitest';
import { GrogIsland } from '../src/game.js';
import { toAction, type GrogMove, type GrogState } from '../src/rules/index.js';
import { arrange, deciderOf, goods, occupantOf, shipsWith, startedGame, treasureOfValue, goalCardOf } from './fixtures.js';
import { scorePlayer } from '../src/rules/scoring.js';

/**
 * The rulebook's worked examples, played through the boardgame.io Game (its reducer, phases, turns
 * and stages) with a fixed seed. The table is arranged as the example describes and handed to the
 * Game as its setup; every move is then dispatched as a client would send it.
 */
function throughTheGame(start: GrogState, seed = 'rulebook') {
  const driver = createDriver({ ...GrogIsland, setup: () => start }, start.numPlayers, seed);
  const play = (...moves: GrogMove[]) => {
    for (const move of moves) {
      const seat = deciderOf(driver.state.G);
      const { ctx } = driver.state;
      expect(ctx.activePlayers?.[String(seat)], `${move.type}: stage of seat ${seat}`).toBeDefined();
      const { name, args } = toAction(move);
      expect(driver.move(String(seat), name, args), `${name} ${JSON.stringify(args)} by seat ${seat}`).toBe(true);
    }
    return driver.state.G;
  };
  return { driver, play };
}

const phil = 0, martina = 1, frank = 2;

describe('rulebook examples through the Game', () => {
  it('the opening bid, the raise, Frank\'s pass and trade (3 players)', () => {
    const start = arrange(startedGame(3, 'examples'), {
      startPlayer: phil,
      dice: { yellow: 3, gray: 3, orange: 1, blue: 5, green: 2 },
      ships: shipsWith({ 0: 'parrot', 5: 'coins3' }),
      clouds: { yellow: 'none', gray: 'piratePoint', orange: 'black', blue: 'parrot', green: 'goalSwap' },
      goods: [{}, {}, { yellow: 9, blue: 2 }],
    });
    const { driver, play } = throughTheGame(start);
    expect(driver.state.ctx.phase).toBe('auctionRound');
    expect(driver.state.ctx.currentPlayer).toBe(String(phil));
    let G = play({ type: 'bid', row: ['yellow', 'green', 'orange'], parrots: [] });
    expect(G.auction.bid).toBe(6);
    G = play({ type: 'bid', row: ['yellow', 'gray', 'green'], parrots: [] });
    expect(G.auction.bid).toBe(8);
    expect(driver.state.ctx.currentPlayer).toBe(String(frank));
    G = play({ type: 'pass' });
    expect(G.players[frank]?.goods).toEqual(goods({ yellow: 10, gray: 1, green: 1, blue: 2 }));
    expect(driver.state.ctx.activePlayers).toEqual({ [String(frank)]: 'trade' });
    // 10 yellow tiles: 2 claim actions and 2 parrot cards at the parrot ship anchored at the yellow peninsula.
    G = play(
      { type: 'trade', ship: 'parrot', main: 2, claims: 2, payment: goods({ yellow: 10 }) },
      { type: 'claimBuilding', building: 'yellow.anchorShop' },
      { type: 'claimBuilding', building: 'yellow.coffinMaker' },
    );
    expect(G.players[frank]?.parrotCards).toHaveLength(1 + 2);
    expect(occupantOf(G, 'yellow.anchorShop')).toBe(frank);
    expect(driver.state.ctx.currentPlayer).toBe(String(phil));
  });

  it('the pass in a 2-player game: a second gray tile at the ghost ship\'s gray peninsula', () => {
    const start = arrange(startedGame(2, 'examples-2p'), {
      startPlayer: 0,
      dice: { yellow: 3, gray: 3, orange: 1, blue: 5, green: 2 },
      ships: shipsWith({ 0: 'parrot', 1: 'coins3', 5: 'coins2' }),
      goods: [{}, {}],
    });
    const { play } = throughTheGame(start);
    const G = play({ type: 'bid', row: ['yellow', 'gray', 'green'], parrots: [] }, { type: 'pass' });
    expect(G.players[1]?.goods).toEqual(goods({ yellow: 1, gray: 2, green: 1 }));
  });

  it('Phil wins the auction round: sword shop, hat shop under the black cloud, a pirate point, a lock', () => {
    const start = arrange(startedGame(3, 'examples-win'), {
      startPlayer: phil,
      dice: { yellow: 3, gray: 2, green: 2, orange: 2, blue: 1 },
      clouds: { yellow: 'piratePoint', gray: 'black', orange: 'none', blue: 'parrot', green: 'goalSwap' },
      ships: shipsWith({ 5: 'coins3' }),
      coins: [6, 8, 8],
      goods: [{}, { blue: 1 }, { blue: 1 }],
      treasureCards: [[treasureOfValue(3)], [], []],
      occupants: { 'green.swordShop': frank },
    });
    const { driver, play } = throughTheGame(start);
    // Ships: coins2 at yellow, coins4 at gray, treasure at orange, parrot at blue, goal at green.
    play(
      { type: 'bid', row: ['yellow', 'gray', 'green', 'orange'], parrots: [] },
      { type: 'pass' },
      { type: 'trade', ship: 'coins2', main: 1, claims: 0, payment: goods({ yellow: 1 }) },
      { type: 'pass' },
      { type: 'trade', ship: 'coins4', main: 1, claims: 0, payment: goods({ gray: 1 }) },
    );
    expect(driver.state.ctx.activePlayers).toEqual({ [String(phil)]: 'pay' });
    let G = play({ type: 'pay', coins: 6, treasureCards: [treasureOfValue(3)] });
    expect(G.players[phil]?.coins).toBe(0);
    G = play({ type: 'claimBuilding', building: 'yellow.swordShop' });
    expect(G.players[phil]?.coins).toBe(2);
    expect(G.players[phil]?.piratePoints).toBe(1);
    G = play({ type: 'claimBuilding', building: 'gray.hatShop' });
    expect(G.players[phil]?.coins).toBe(2);
    expect(G.players[phil]?.piratePoints).toBe(2);
    expect(driver.state.ctx.activePlayers).toEqual({ [String(phil)]: 'lock' });
    G = play({ type: 'placeLock', building: 'orange.hookShop' });
    expect(occupantOf(G, 'orange.hookShop')).toBe('lock');
    // The round is over: a new auctionRound phase has begun with Martina's roll.
    expect(G.auction.round).toBe(2);
    expect(driver.state.ctx.phase).toBe('auctionRound');
    expect(driver.state.ctx.currentPlayer).toBe(String(martina));
    expect(driver.state.ctx.activePlayers).toEqual({ [String(martina)]: 'bid' });
  });
});

describe('the final scoring example', () => {
  it('gives Phil 3 + 1 + 6 + 2 + 6 + 0 + 6 + 4', () => {
    const s = arrange(startedGame(3, 'scoring-example'), {
      coins: [7, 8, 8],
      treasureCards: [[treasureOfValue(1), treasureOfValue(2), treasureOfValue(3)], [], []],
      goods: [{ blue: 3, gray: 2, green: 1 }, {}, {}],
      goalCards: [[goalCardOf(20), goalCardOf(18), goalCardOf(4), goalCardOf(8), goalCardOf(11), goalCardOf(16)], [], []],
      occupants: {
        'orange.pub': 0, 'orange.anchorShop': 0, 'orange.hatShop': 1,
        'yellow.anchorShop': 0, 'yellow.swordShop': 0, 'yellow.hookShop': 1, 'yellow.coffinMaker': 1, 'yellow.pegLegShop': 1,
      },
    });
    const score = scorePlayer(s, 0);
    expect([score.treasureCards, score.coins, ...score.goalCards.map((g) => g.points)]).toEqual([3, 1, 6, 2, 6, 0, 6, 4]);
    expect(occupantOf(s, 'orange.pub')).toBe(0);
  });
});
