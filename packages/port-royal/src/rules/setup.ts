import { randomInt, shuffled, type Rng } from '@harbour/game-kit';
import { ALL_CARD_IDS, CARD_COUNT, FIVE_PLAYER_EXPEDITION, MAX_PLAYERS, MIN_PLAYERS, STARTING_COINS } from '../data.js';
import { giveCoins } from './piles.js';
import { DEFAULT_OPTIONS, type MatchOptions, type PortRoyalState } from './state.js';
import { beginTurn } from './turn.js';

/**
 * Sets the table (rulebook "Spielvorbereitung"): the 5-player expedition face up in a 5-player
 * game and back in the box otherwise; every other card shuffled into the draw pile; 3 coins
 * (cards from the draw pile, face down) to every player; a random start player (our ruling:
 * the rulebook's "whoever last visited a port" cannot be asked online), whose turn begins.
 */
export function createGame(numPlayers: number, rng: Rng, options: MatchOptions = DEFAULT_OPTIONS): PortRoyalState {
  if (!Number.isInteger(numPlayers) || numPlayers < MIN_PLAYERS || numPlayers > MAX_PLAYERS) {
    throw new RangeError(`Port Royal is played by ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${numPlayers}`);
  }
  const fivePlayers = numPlayers === 5;
  const deck = ALL_CARD_IDS.filter((id) => id !== FIVE_PLAYER_EXPEDITION);
  const startPlayer = randomInt(rng, numPlayers);
  const s: PortRoyalState = {
    numPlayers,
    options: { variantEnd: options.variantEnd },
    status: 'playing',
    startPlayer,
    drawPile: shuffled(rng, deck),
    discardPile: [],
    harbor: [],
    expeditionDisplay: fivePlayers ? [FIVE_PLAYER_EXPEDITION] : [],
    box: fivePlayers ? [] : [FIVE_PLAYER_EXPEDITION],
    players: Array.from({ length: numPlayers }, () => ({ coins: [], persons: [], expeditions: [], points: 0 })),
    turn: { number: 0, active: startPlayer, stage: 'discover', turnedUp: 0, ship: null, cards: 0, taker: startPlayer, taken: 0 },
    shuffles: 0,
    shuffledIn: Array<number>(CARD_COUNT).fill(0),
    endTriggered: false,
    events: [],
    result: null,
  };
  for (let seat = 0; seat < numPlayers; seat++) giveCoins(s, seat, STARTING_COINS, 'start', rng);
  beginTurn(s, startPlayer);
  return s;
}
