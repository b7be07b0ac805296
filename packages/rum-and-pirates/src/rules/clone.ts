import type { Contest, PlayerState, RumState, ScuffleState } from './state.js';

/**
 * A copy of the state deep enough that changing the copy never touches the original. Rule functions
 * are pure at their boundary: they copy, then change the copy. The board never changes and is shared;
 * events are immutable once written, so the event list is copied shallowly.
 */
export function cloneState(s: RumState): RumState {
  return {
    numPlayers: s.numPlayers,
    status: s.status,
    round: s.round,
    startPlayer: s.startPlayer,
    board: s.board,
    captain: s.captain,
    players: s.players.map(clonePlayer),
    alleys: s.alleys.slice(),
    darkAlleys: s.darkAlleys.map((d) => (d === null ? null : { seat: d.seat, partner: d.partner })),
    mast: s.mast.map((r) => ({ seat: r.seat, left: r.left, right: r.right })),
    rumSupply: s.rumSupply,
    stacks: {
      tavern: s.stacks.tavern.slice(),
      map: s.stacks.map.slice(),
      chest: s.stacks.chest.slice(),
      scorpion: s.stacks.scorpion.slice(),
      smallWatch: s.stacks.smallWatch.slice(),
      largeWatch: s.stacks.largeWatch.slice(),
      supplies: s.stacks.supplies.slice(),
      rendezvous: s.stacks.rendezvous.slice(),
      bunk: s.stacks.bunk.slice(),
      hammock: s.stacks.hammock.slice(),
      ropeCoil: s.stacks.ropeCoil.slice(),
    },
    display: {
      tavern: s.display.tavern.slice(),
      map: s.display.map.slice(),
      chest: s.display.chest,
      scorpion: s.display.scorpion,
      sleeping: { bunk: s.display.sleeping.bunk, hammock: s.display.sleeping.hammock, ropeCoil: s.display.sleeping.ropeCoil },
    },
    box: s.box.slice(),
    turn: s.turn === null ? null : { seat: s.turn.seat, moves: s.turn.moves, actionOpen: s.turn.actionOpen },
    contest: s.contest === null ? null : cloneContest(s.contest),
    roll: s.roll === null ? null : { ...s.roll },
    drawn: s.drawn === null ? null : { seat: s.drawn.seat, tile: s.drawn.tile },
    scuffle: s.scuffle === null ? null : cloneScuffle(s.scuffle),
    events: s.events.slice(),
    result: s.result,
  };
}

function clonePlayer(p: PlayerState): PlayerState {
  return {
    coins: p.coins,
    hand: p.hand,
    hiring: p.hiring,
    rum: p.rum,
    tiles: p.tiles.slice(),
    supplies: p.supplies.slice(),
    rendezvous: p.rendezvous.slice(),
    inAction: p.inAction,
  };
}

function cloneContest(c: Contest): Contest {
  if (c.kind === 'chest') return { ...c, rollers: c.rollers.slice() };
  return { ...c, stake: c.stake.slice(), toAsk: c.toAsk.slice(), joiners: c.joiners.slice(), rollers: c.rollers.slice() };
}

function cloneScuffle(sc: ScuffleState): ScuffleState {
  return {
    side: sc.side,
    column: sc.column,
    counts: sc.counts.slice(),
    fight: sc.fight === null ? null : { ...sc.fight, rows: sc.fight.rows.slice() },
    dropped: sc.dropped.slice(),
  };
}
