import { randomInt, refuse, shuffled, type Refusal, type Rng } from '@harbour/game-kit';
import {
  BUILDING_COUNT,
  CLOUDS,
  COLOURS,
  GHOST_CREW,
  GHOST_SHIP,
  GOAL_CARD_COUNT,
  GOAL_CARDS_DEALT,
  GOAL_CARDS_KEPT,
  LOCK_COUNT,
  MAX_PLAYERS,
  MIN_PLAYERS,
  PARROT_CARD_COUNT,
  SHIP_IDS,
  STARTING_COINS,
  TREASURE_CARD_COUNT,
  crewPerPlayer,
  type Cloud,
  type Colour,
} from '../data.js';
import { noGoods, type GrogState, type PlayerState } from './state.js';

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

/**
 * Sets the table (rulebook "Setup" 1-12): clouds and ships shuffled, decks shuffled,
 * 6 goal cards dealt to each player, 1 treasure card and 1 parrot card each, 8 coins,
 * crew 9/9/7, the ghost ship and its 9 crew in a 2-player game, a random starting player.
 * The game then waits for every player's setup choice (keep 4 goal cards, choose a goods tile).
 */
export function createGame(numPlayers: number, rng: Rng): GrogState {
  if (!Number.isInteger(numPlayers) || numPlayers < MIN_PLAYERS || numPlayers > MAX_PLAYERS) {
    throw new RangeError(`Grog Island is played by ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${numPlayers}`);
  }
  const cloudOrder = shuffled(rng, CLOUDS);
  const clouds = Object.fromEntries(COLOURS.map((c, i) => [c, cloudOrder[i]])) as Record<Colour, Cloud>;
  const shipSpaces = shuffled(rng, SHIP_IDS);
  const goal = shuffled(rng, range(GOAL_CARD_COUNT));
  const treasure = shuffled(rng, range(TREASURE_CARD_COUNT));
  const parrot = shuffled(rng, range(PARROT_CARD_COUNT));

  const players: PlayerState[] = range(numPlayers).map(() => ({
    coins: STARTING_COINS,
    piratePoints: 0,
    crew: crewPerPlayer(numPlayers),
    goods: noGoods(),
    goalCards: [],
    treasureCards: [treasure.shift() as number],
    parrotCards: [parrot.shift() as number],
    tradeMarker: null,
    setup: { dealt: goal.splice(0, GOAL_CARDS_DEALT), keep: null, goods: null },
  }));

  return {
    numPlayers,
    status: 'setup',
    players,
    occupants: Array<null>(BUILDING_COUNT).fill(null),
    clouds,
    shipSpaces,
    ghost: numPlayers === 2 ? { ship: GHOST_SHIP, crew: GHOST_CREW } : null,
    decks: { goal, treasure, parrot },
    box: { treasure: [], parrot: [] },
    locksLeft: LOCK_COUNT,
    auction: {
      round: 0,
      startPlayer: randomInt(rng, numPlayers),
      dice: { yellow: 0, gray: 0, orange: 0, blue: 0, green: 0 },
      biddingRow: [],
      bid: 0,
      bidder: null,
      passed: Array<boolean>(numPlayers).fill(false),
      turn: 0,
      winner: null,
      step: 'bidding',
    },
    tasks: [{ kind: 'chooseSetup', seats: range(numPlayers) }],
    lastCrewPlaced: false,
    events: [],
    result: null,
  };
}

export function checkChooseSetup(s: GrogState, seat: number, keep: readonly number[], goods: Colour): Refusal | null {
  const setup = s.players[seat]?.setup;
  if (!setup) return refuse('setup.notDealt');
  if (setup.keep !== null) return refuse('setup.alreadyChosen');
  if (keep.length !== GOAL_CARDS_KEPT) return refuse('setup.keepCount', { required: GOAL_CARDS_KEPT, chosen: keep.length });
  if (new Set(keep).size !== keep.length) return refuse('setup.sameCardTwice');
  for (const card of keep) {
    if (!setup.dealt.includes(card)) return refuse('setup.cardNotDealt', { card });
  }
  if (!COLOURS.includes(goods)) return refuse('move.badArgs', { field: 'goods' });
  return null;
}

/**
 * Records a setup choice (mutates). The choices stay secret until the last player has chosen;
 * then every player keeps their 4 goal cards, returns the other 2 to the bottom of the goal deck
 * (in seat order) and takes the chosen goods tile.
 */
export function applyChooseSetup(s: GrogState, seat: number, keep: readonly number[], goods: Colour): void {
  const player = s.players[seat] as PlayerState;
  const setup = player.setup;
  if (!setup) throw new Error('setup choice without dealt cards');
  setup.keep = keep.slice();
  setup.goods = goods;
  const task = s.tasks[0];
  if (task?.kind !== 'chooseSetup') throw new Error('setup choice outside setup');
  task.seats = task.seats.filter((x) => x !== seat);
  if (task.seats.length > 0) return;

  s.tasks.shift();
  const chosen: Colour[] = [];
  for (const p of s.players) {
    const { dealt, keep: kept, goods: colour } = p.setup as { dealt: number[]; keep: number[]; goods: Colour };
    p.goalCards = kept.slice();
    for (const card of dealt) if (!kept.includes(card)) s.decks.goal.push(card);
    p.goods[colour] += 1;
    chosen.push(colour);
    p.setup = null;
  }
  s.events.push({ type: 'setupDone', goods: chosen });
  s.status = 'betweenRounds';
}

/** All setup choices of a seat: every 4 of the 6 dealt cards with every goods colour. */
export function setupChoices(s: GrogState, seat: number): { keep: number[]; goods: Colour }[] {
  const setup = s.players[seat]?.setup;
  if (!setup || setup.keep !== null) return [];
  const out: { keep: number[]; goods: Colour }[] = [];
  const dealt = setup.dealt;
  for (let a = 0; a < dealt.length; a++) {
    for (let b = a + 1; b < dealt.length; b++) {
      const keep = dealt.filter((_, i) => i !== a && i !== b);
      for (const goods of COLOURS) out.push({ keep, goods });
    }
  }
  return out;
}
