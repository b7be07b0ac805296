import type { AuctionState, Goods, GrogState, PlayerState, Task } from './state.js';

/**
 * Structural sharing between a state and the next one. `applyMove` copies the state whole (the
 * rules change their copy in place), so without this every object of the next state is new:
 * whoever compares the two (the server's diff of each move, a seat's update) walks all of it, and
 * each move's copies stay alive as long as the state does. `shareUnchanged` puts back, part by
 * part, the previous state's own object wherever the copy came out equal to it: the next state
 * then holds new objects only where the move changed something, from the changed value up to
 * the root.
 *
 * Comparing a copy with its original is cheaper than copying only what a move touches would be to
 * get right: the rules change the state in many places (and `proceed` in more), and a part left
 * out of such a copy would change a state that is no longer the current one. Here a part is shared
 * only when it is equal, so what the rules compute does not depend on it.
 *
 * The states must never be changed once made (the rules copy before they change anything).
 */
export function shareUnchanged(prev: GrogState, next: GrogState): GrogState {
  next.players = sharePlayers(prev.players, next.players);
  next.occupants = shareFlat(prev.occupants, next.occupants);
  const c = next.clouds;
  const pc = prev.clouds;
  if (c.yellow === pc.yellow && c.gray === pc.gray && c.orange === pc.orange && c.blue === pc.blue && c.green === pc.green) next.clouds = pc;
  next.shipSpaces = shareFlat(prev.shipSpaces, next.shipSpaces);
  if (next.ghost !== null && prev.ghost !== null && next.ghost.ship === prev.ghost.ship && next.ghost.crew === prev.ghost.crew) next.ghost = prev.ghost;
  const d = next.decks;
  const pd = prev.decks;
  d.goal = shareFlat(pd.goal, d.goal);
  d.treasure = shareFlat(pd.treasure, d.treasure);
  d.parrot = shareFlat(pd.parrot, d.parrot);
  if (d.goal === pd.goal && d.treasure === pd.treasure && d.parrot === pd.parrot) next.decks = pd;
  const b = next.box;
  const pb = prev.box;
  b.treasure = shareFlat(pb.treasure, b.treasure);
  b.parrot = shareFlat(pb.parrot, b.parrot);
  if (b.treasure === pb.treasure && b.parrot === pb.parrot) next.box = pb;
  next.auction = shareAuction(prev.auction, next.auction);
  next.tasks = shareTasks(prev.tasks, next.tasks);
  // Events are never changed once written: the copy holds the very same ones.
  next.events = shareFlat(prev.events, next.events);
  return next;
}

/** `b`, or `a` if they hold the very same values (numbers, strings, booleans, null, or shared objects). */
function shareFlat<T>(a: T[], b: T[]): T[] {
  if (a === b) return a;
  const n = a.length;
  if (n !== b.length) return b;
  // From the end: lists grow and shrink there (events, decks drawn from the top are the exception).
  for (let i = n - 1; i >= 0; i--) if (a[i] !== b[i]) return b;
  return a;
}

function sameGoods(a: Goods, b: Goods): boolean {
  return a.yellow === b.yellow && a.gray === b.gray && a.orange === b.orange && a.blue === b.blue && a.green === b.green;
}

function sharePlayers(a: PlayerState[], b: PlayerState[]): PlayerState[] {
  if (a.length !== b.length) return b;
  let all = true;
  for (let i = 0; i < b.length; i++) {
    const p = sharePlayer(a[i] as PlayerState, b[i] as PlayerState);
    if (p !== a[i]) all = false;
    b[i] = p;
  }
  return all ? a : b;
}

function sharePlayer(a: PlayerState, b: PlayerState): PlayerState {
  if (sameGoods(a.goods, b.goods)) b.goods = a.goods;
  b.goalCards = shareFlat(a.goalCards, b.goalCards);
  b.treasureCards = shareFlat(a.treasureCards, b.treasureCards);
  b.parrotCards = shareFlat(a.parrotCards, b.parrotCards);
  const as = a.setup;
  const bs = b.setup;
  if (as !== null && bs !== null) {
    bs.dealt = shareFlat(as.dealt, bs.dealt);
    if (as.keep !== null && bs.keep !== null) bs.keep = shareFlat(as.keep, bs.keep);
    if (bs.dealt === as.dealt && bs.keep === as.keep && bs.goods === as.goods) b.setup = as;
  }
  const same =
    a.coins === b.coins &&
    a.piratePoints === b.piratePoints &&
    a.crew === b.crew &&
    a.goods === b.goods &&
    a.goalCards === b.goalCards &&
    a.treasureCards === b.treasureCards &&
    a.parrotCards === b.parrotCards &&
    a.tradeMarker === b.tradeMarker &&
    a.setup === b.setup;
  return same ? a : b;
}

function shareAuction(a: AuctionState, b: AuctionState): AuctionState {
  if (sameGoods(a.dice, b.dice)) b.dice = a.dice;
  b.biddingRow = shareFlat(a.biddingRow, b.biddingRow);
  b.passed = shareFlat(a.passed, b.passed);
  const same =
    a.round === b.round &&
    a.startPlayer === b.startPlayer &&
    a.dice === b.dice &&
    a.biddingRow === b.biddingRow &&
    a.bid === b.bid &&
    a.bidder === b.bidder &&
    a.passed === b.passed &&
    a.turn === b.turn &&
    a.winner === b.winner &&
    a.step === b.step;
  return same ? a : b;
}

/**
 * Tasks are compared by position from the end, then by the same index: a move mostly takes the first
 * task off the queue or puts one before it, which shifts the others, so the array is new but its
 * tasks may be shared.
 */
function shareTasks(a: Task[], b: Task[]): Task[] {
  if (a.length === 0 && b.length === 0) return a;
  const shift = a.length - b.length;
  for (let i = 0; i < b.length; i++) {
    const t = b[i] as Task;
    const fromEnd = a[i + shift];
    if (fromEnd !== undefined && sameTask(fromEnd, t)) b[i] = fromEnd;
    else if (i < a.length && sameTask(a[i] as Task, t)) b[i] = a[i] as Task;
  }
  return shareFlat(a, b);
}

function sameTask(a: Task, b: Task): boolean {
  if (a.kind !== b.kind) return false;
  switch (b.kind) {
    case 'chooseSetup':
      return sameList((a as typeof b).seats, b.seats);
    case 'trade':
    case 'discardGoalCard':
      return (a as typeof b).seat === b.seat;
    case 'keepGoalCard':
      return (a as typeof b).seat === b.seat && sameList((a as typeof b).drawn, b.drawn);
    case 'pay':
      return (a as typeof b).seat === b.seat && (a as typeof b).bid === b.bid;
    case 'lock':
    case 'ghostCrew':
      return (a as typeof b).seat === b.seat && (a as typeof b).peninsula === b.peninsula;
    case 'claim': {
      const c = a as Extract<Task, { kind: 'claim' }>;
      if (c.seat !== b.seat || c.via !== b.via) return false;
      if (b.via === 'ship') return (c as typeof b).peninsula === b.peninsula;
      const d = c as typeof b;
      return d.claimedType === b.claimedType && sameList(d.peninsulas, b.peninsulas);
    }
  }
}

function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
