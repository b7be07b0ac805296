import { randomInt, shuffled, type Rng } from '@harbour/game-kit';
import {
  FIELDS,
  MAX_PLAYERS,
  MIN_PLAYERS,
  ROPE_COIL_MIN_PLAYERS,
  RUM_BARRELS,
  STARTING_COINS,
  STARTING_PIRATES_AT_HIRING_PLACE,
  STARTING_PIRATES_IN_HAND,
  TILES_OF_KIND,
} from '../data.js';
import { buildBoard, randomPlaces } from './board.js';
import { refillDisplays } from './display.js';
import type { PlayerState, RumState, Stacks } from './state.js';

/** The headquarters field (part 1), where the captain starts. */
export const HEADQUARTERS = FIELDS.findIndex((f) => f.kind === 'headquarters');

/**
 * Sets the table (edition ruling "Setup"): the board laid out at random around part 1, every stack
 * shuffled, the displays filled (4 tavern tiles, 4 map halves, 1 chest, 1 scorpion), the captain on the
 * headquarters, a random start player; each player 2 coins, 10 pirates in hand and 5 at the hiring
 * place. Rope coils are used with 4–5 players only. The first round then begins (see beginRound).
 */
export function createGame(numPlayers: number, rng: Rng): RumState {
  if (!Number.isInteger(numPlayers) || numPlayers < MIN_PLAYERS || numPlayers > MAX_PLAYERS) {
    throw new RangeError(`Rum & Pirates is played by ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${numPlayers}`);
  }
  const board = buildBoard(randomPlaces(rng));
  const stacks: Stacks = {
    tavern: shuffled(rng, TILES_OF_KIND.tavern),
    map: shuffled(rng, TILES_OF_KIND.map),
    chest: shuffled(rng, TILES_OF_KIND.chest),
    scorpion: shuffled(rng, TILES_OF_KIND.scorpion),
    smallWatch: shuffled(rng, TILES_OF_KIND.smallWatch),
    largeWatch: shuffled(rng, TILES_OF_KIND.largeWatch),
    supplies: shuffled(rng, TILES_OF_KIND.supplies),
    rendezvous: shuffled(rng, TILES_OF_KIND.rendezvous),
    bunk: shuffled(rng, TILES_OF_KIND.bunk),
    hammock: shuffled(rng, TILES_OF_KIND.hammock),
    ropeCoil: shuffled(rng, TILES_OF_KIND.ropeCoil),
  };
  const box: number[] = [];
  if (numPlayers < ROPE_COIL_MIN_PLAYERS) box.push(...stacks.ropeCoil.splice(0));
  const players: PlayerState[] = Array.from({ length: numPlayers }, () => ({
    coins: STARTING_COINS,
    hand: STARTING_PIRATES_IN_HAND,
    hiring: STARTING_PIRATES_AT_HIRING_PLACE,
    rum: 0,
    tiles: [],
    supplies: [],
    rendezvous: [],
    inAction: false,
  }));
  const s: RumState = {
    numPlayers,
    status: 'betweenRounds',
    round: 0,
    startPlayer: randomInt(rng, numPlayers),
    board,
    captain: HEADQUARTERS,
    players,
    alleys: board.alleys.map(() => null),
    darkAlleys: board.darkAlleys.map(() => null),
    mast: [],
    rumSupply: RUM_BARRELS,
    stacks,
    display: { tavern: [], map: [], chest: null, scorpion: null, sleeping: { bunk: null, hammock: null, ropeCoil: null } },
    box,
    turn: null,
    contest: null,
    roll: null,
    drawn: null,
    scuffle: null,
    events: [],
    result: null,
  };
  refillDisplays(s);
  s.events = [];
  return s;
}
