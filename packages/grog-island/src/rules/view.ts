import { HIDDEN, type GrogState } from './state.js';

/**
 * What one seat may see (seat null: a spectator). Every secret card id is replaced by HIDDEN,
 * keeping the counts, which are public: other players' goal cards, treasure cards and parrot
 * cards, all three decks (their order and content), goal cards dealt at setup and the setup
 * choices of others until everyone has chosen, and goal cards drawn at the goal ship.
 * Once the game is over, hands are revealed for the final scoring; the decks stay hidden.
 */
export function viewFor(state: GrogState, seat: number | null): GrogState {
  // A new object only where something is hidden; the rest is the state's own (never mutated:
  // rule functions copy before they change anything), so a view costs a few small allocations,
  // not a copy of the whole state.
  const over = state.status === 'over';
  const { decks } = state;
  return {
    ...state,
    decks: { goal: hide(decks.goal), treasure: hide(decks.treasure), parrot: hide(decks.parrot) },
    players: state.players.map((p, i) => {
      if (i === seat) return p;
      let view = p;
      if (!over) view = { ...view, goalCards: hide(p.goalCards), treasureCards: hide(p.treasureCards), parrotCards: hide(p.parrotCards) };
      if (p.setup) view = { ...view, setup: { dealt: hide(p.setup.dealt), keep: null, goods: null } };
      return view;
    }),
    tasks: state.tasks.some((t) => t.kind === 'keepGoalCard' && t.seat !== seat)
      ? state.tasks.map((t) => (t.kind === 'keepGoalCard' && t.seat !== seat ? { ...t, drawn: hide(t.drawn) } : t))
      : state.tasks,
  };
}

/** Hidden hands and decks by size: one frozen array per length, shared by every view (a view never changes). */
const hiddenOfLength: number[][] = [];

function hide(cards: readonly number[]): number[] {
  let hidden = hiddenOfLength[cards.length];
  if (hidden === undefined) hiddenOfLength[cards.length] = hidden = Object.freeze(cards.map(() => HIDDEN)) as number[];
  return hidden;
}

/** Whether a seat has made its setup choice (public, even while the choice itself is secret). */
export function hasChosenSetup(s: GrogState, seat: number): boolean {
  const task = s.tasks[0];
  return !(task?.kind === 'chooseSetup' && task.seats.includes(seat));
}
