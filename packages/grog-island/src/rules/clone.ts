import type { Colour } from '../data.js';
import type { Goods, GrogState, PlayerState, Task } from './state.js';

/** Written out field by field: this runs on every move, and literals are faster than spreads. */
function copyColours(g: Readonly<Record<Colour, number>>): Goods {
  return { yellow: g.yellow, gray: g.gray, orange: g.orange, blue: g.blue, green: g.green };
}

/**
 * A copy of the state deep enough that mutating the copy never touches the original.
 * Rule functions are pure at their boundary: they copy, then change the copy.
 * Events are immutable once written, so the event list is copied shallowly.
 */
export function cloneState(s: GrogState): GrogState {
  return {
    numPlayers: s.numPlayers,
    status: s.status,
    players: s.players.map(clonePlayer),
    occupants: s.occupants.slice(),
    clouds: { yellow: s.clouds.yellow, gray: s.clouds.gray, orange: s.clouds.orange, blue: s.clouds.blue, green: s.clouds.green },
    shipSpaces: s.shipSpaces.slice(),
    ghost: s.ghost === null ? null : { ...s.ghost },
    decks: { goal: s.decks.goal.slice(), treasure: s.decks.treasure.slice(), parrot: s.decks.parrot.slice() },
    box: { treasure: s.box.treasure.slice(), parrot: s.box.parrot.slice() },
    locksLeft: s.locksLeft,
    auction: {
      round: s.auction.round,
      startPlayer: s.auction.startPlayer,
      dice: copyColours(s.auction.dice),
      biddingRow: s.auction.biddingRow.slice(),
      bid: s.auction.bid,
      bidder: s.auction.bidder,
      passed: s.auction.passed.slice(),
      turn: s.auction.turn,
      winner: s.auction.winner,
      step: s.auction.step,
    },
    tasks: s.tasks.length === 0 ? [] : s.tasks.map(cloneTask),
    lastCrewPlaced: s.lastCrewPlaced,
    events: s.events.slice(),
    result: s.result,
  };
}

function clonePlayer(p: PlayerState): PlayerState {
  return {
    coins: p.coins,
    piratePoints: p.piratePoints,
    crew: p.crew,
    goods: copyColours(p.goods),
    goalCards: p.goalCards.slice(),
    treasureCards: p.treasureCards.slice(),
    parrotCards: p.parrotCards.slice(),
    tradeMarker: p.tradeMarker,
    setup: p.setup === null ? null : { dealt: p.setup.dealt.slice(), keep: p.setup.keep?.slice() ?? null, goods: p.setup.goods },
  };
}

function cloneTask(t: Task): Task {
  switch (t.kind) {
    case 'chooseSetup':
      return { ...t, seats: t.seats.slice() };
    case 'keepGoalCard':
      return { ...t, drawn: t.drawn.slice() };
    case 'claim':
      return t.via === 'auction' ? { ...t, peninsulas: t.peninsulas.slice() } : { ...t };
    default:
      return { ...t };
  }
}
