import { seededRng, type Rng } from '@harbour/game-kit';
import { FIELDS } from '../src/data.js';
import {
  advanceInPlace,
  applyMove,
  buildBoard,
  checkMove,
  createGame,
  type RumMove,
  type RumState,
} from '../src/rules/index.js';

/**
 * A fixed layout for hand-made scenarios: parts 2 3 4 / 5 1 6 / 7 8 9, none turned.
 * Dark alleys are the N stubs of parts 2–4, the W stubs of 2, 5, 7, the E stubs of 4, 6, 9 and the
 * S stubs of 7–9.
 */
export const LAYOUT = [2, 3, 4, 5, 1, 6, 7, 8, 9].map((part) => ({ part, turns: 0 }));

/** A field's index from its id ("1.headquarters"). */
export function field(id: string): number {
  const f = FIELDS.find((x) => x.id === id);
  if (f === undefined) throw new Error(`no field ${id}`);
  return f.index;
}

/** A game on the fixed layout, in round 1's action phase, with the given start player (default 0). */
export function game(numPlayers: number, options: { startPlayer?: number; seed?: string } = {}): RumState {
  const s = createGame(numPlayers, seededRng(options.seed ?? 'fixture'));
  const board = buildBoard(LAYOUT);
  const withBoard: RumState = { ...s, board, alleys: board.alleys.map(() => null), darkAlleys: board.darkAlleys.map(() => null) };
  withBoard.startPlayer = options.startPlayer ?? 0;
  advanceInPlace(withBoard, seededRng('unused'));
  return withBoard;
}

/** The alley joining two fields (by id). */
export function alley(s: RumState, a: string, b: string): number {
  const fa = field(a);
  const fb = field(b);
  const found = s.board.alleys.find((x) => (x.a === fa && x.b === fb) || (x.a === fb && x.b === fa));
  if (found === undefined) throw new Error(`no alley ${a}–${b}`);
  return found.index;
}

/** The dark alleys starting at a field (by id), in board order. */
export function darkAlleys(s: RumState, id: string): number[] {
  return s.board.fieldDarkAlleys[field(id)]?.slice() ?? [];
}

/** A die that shows these faces, in order, and refuses to roll more. */
export function dice(...faces: number[]): Rng & { left(): number } {
  const queue = faces.slice();
  return {
    next() {
      const face = queue.shift();
      if (face === undefined) throw new Error('the test rolled more dice than it scripted');
      return (face - 0.5) / 6;
    },
    left: () => queue.length,
  };
}

/** Applies a move that must be legal (the test fails with the refusal code otherwise). */
export function act(s: RumState, seat: number, move: RumMove, rng: Rng = dice()): RumState {
  const refusal = checkMove(s, seat, move);
  if (refusal !== null) throw new Error(`${move.type} by ${seat} refused: ${refusal.code} ${JSON.stringify(refusal.params ?? {})}`);
  return applyMove(s, seat, move, rng);
}

/** Fills an alley with a seat's pirates (taken from that seat's hand). */
export function occupy(s: RumState, alleyIndex: number, seat: number): void {
  s.alleys[alleyIndex] = seat;
  const player = s.players[seat];
  if (player) player.hand -= s.board.alleys[alleyIndex]?.segments ?? 0;
}

/** Puts the captain on a field, at the start of `seat`'s turn. */
export function captainAt(s: RumState, id: string, seat = s.turn?.seat ?? 0): void {
  s.captain = field(id);
  s.turn = { seat, moves: 0, actionOpen: false };
}

/** Puts the captain on a field just reached by `seat` (its action open). */
export function arrivedAt(s: RumState, id: string, seat = s.turn?.seat ?? 0): void {
  s.captain = field(id);
  s.turn = { seat, moves: 1, actionOpen: true };
}
