import { cloneState } from './clone.js';
import { HIDDEN, type GrogState } from './state.js';

/**
 * What one seat may see (seat null: a spectator). Every secret card id is replaced by HIDDEN,
 * keeping the counts, which are public: other players' goal cards, treasure cards and parrot
 * cards, all three decks (their order and content), goal cards dealt at setup and the setup
 * choices of others until everyone has chosen, and goal cards drawn at the goal ship.
 * Once the game is over, hands are revealed for the final scoring; the decks stay hidden.
 */
export function viewFor(state: GrogState, seat: number | null): GrogState {
  const s = cloneState(state);
  const over = s.status === 'over';
  const hide = (cards: number[]): number[] => cards.map(() => HIDDEN);
  s.decks = { goal: hide(s.decks.goal), treasure: hide(s.decks.treasure), parrot: hide(s.decks.parrot) };
  s.players.forEach((p, i) => {
    if (i === seat) return;
    if (!over) {
      p.goalCards = hide(p.goalCards);
      p.treasureCards = hide(p.treasureCards);
      p.parrotCards = hide(p.parrotCards);
    }
    if (p.setup) p.setup = { dealt: hide(p.setup.dealt), keep: null, goods: null };
  });
  s.tasks = s.tasks.map((t) => (t.kind === 'keepGoalCard' && t.seat !== seat ? { ...t, drawn: hide(t.drawn) } : t));
  return s;
}

/** Whether a seat has made its setup choice (public, even while the choice itself is secret). */
export function hasChosenSetup(s: GrogState, seat: number): boolean {
  const task = s.tasks[0];
  return !(task?.kind === 'chooseSetup' && task.seats.includes(seat));
}
