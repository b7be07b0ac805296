import type { PlayerState, PortRoyalState } from './state.js';

/**
 * A copy of the state deep enough that changing the copy never touches the original. Rule
 * functions are pure at their boundary: they copy, then change the copy. Events are immutable
 * once written, so the event list is copied shallowly (and left out entirely with `withEvents`
 * false, for bot rollouts that never read it).
 */
export function cloneState(s: PortRoyalState, withEvents = true): PortRoyalState {
  return {
    numPlayers: s.numPlayers,
    options: s.options,
    status: s.status,
    startPlayer: s.startPlayer,
    drawPile: s.drawPile.slice(),
    discardPile: s.discardPile.slice(),
    harbor: s.harbor.slice(),
    expeditionDisplay: s.expeditionDisplay.slice(),
    box: s.box.slice(),
    players: s.players.map(clonePlayer),
    turn: { ...s.turn },
    shuffles: s.shuffles,
    shuffledIn: s.shuffledIn.slice(),
    endTriggered: s.endTriggered,
    events: withEvents ? s.events.slice() : [],
    result: s.result,
  };
}

function clonePlayer(p: PlayerState): PlayerState {
  return { coins: p.coins.slice(), persons: p.persons.slice(), expeditions: p.expeditions.slice(), points: p.points };
}
