import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type MutableRefObject, type ReactNode } from 'react';

/**
 * What ties the match review to a game's replay without the game knowing: the replay's stepper
 * publishes the step shown and how to find the step of a reviewed decision; the review jumps to a
 * step, and gives a note about the decision shown (under the replay's step count).
 */
export interface DecisionPlace {
  /** The move's number (the replay's step after it, where a replay steps by moves). */
  step: number;
  /** Events in the state after the move (where a replay steps by events). */
  events: number | null;
}

export interface ReplayPosition {
  index: number;
  last: number;
  /** The replay's step that shows the position after a decision. */
  stepOf(d: DecisionPlace): number;
}

interface ReplayNavValue {
  position: ReplayPosition | null;
  publish(position: ReplayPosition): void;
  setJumper(jump: ((index: number) => void) | null): void;
  jump(index: number): void;
  note: ReactNode;
  setNote(note: ReactNode): void;
  /** The replay's own words for a step ("Step 27 of 183"), so the review names a step as the replay shows it (a ref: words change with every render). */
  stepWords: MutableRefObject<((n: number, total: number) => string) | null>;
}

const ReplayNavContext = createContext<ReplayNavValue | null>(null);

export const stepByMoves = (d: DecisionPlace): number => d.step;

export function ReplayNavProvider({ children }: { children: ReactNode }) {
  const [position, publish] = useState<ReplayPosition | null>(null);
  const [note, setNote] = useState<ReactNode>(null);
  const jumper = useRef<((index: number) => void) | null>(null);
  const setJumper = useCallback((jump: ((index: number) => void) | null) => {
    jumper.current = jump;
  }, []);
  const jump = useCallback((index: number) => jumper.current?.(index), []);
  const stepWords = useRef<((n: number, total: number) => string) | null>(null);
  const value = useMemo(() => ({ position, publish, setJumper, jump, note, setNote, stepWords }), [position, setJumper, jump, note]);
  return <ReplayNavContext.Provider value={value}>{children}</ReplayNavContext.Provider>;
}

export function useReplayNav(): ReplayNavValue | null {
  return useContext(ReplayNavContext);
}

/** For the replay's stepper: publishes the step shown and takes the review's jumps (nothing outside a review). */
export function usePublishStep(index: number, last: number, stepOf: (d: DecisionPlace) => number, setIndex: (index: number) => void): void {
  const nav = useContext(ReplayNavContext);
  const publish = nav?.publish;
  const setJumper = nav?.setJumper;
  useEffect(() => {
    publish?.({ index, last, stepOf });
  }, [publish, index, last, stepOf]);
  useEffect(() => {
    setJumper?.(setIndex);
    return () => setJumper?.(null);
  }, [setJumper, setIndex]);
}

/** The review's note about the decision shown (for the replay controls), and the controls' words for a step given to the review. */
export function useReplayNote(stepWords?: (n: number, total: number) => string): ReactNode {
  const nav = useContext(ReplayNavContext);
  useEffect(() => {
    if (nav && stepWords) nav.stepWords.current = stepWords;
  });
  return nav?.note ?? null;
}

/** A reviewed decision's step as the replay names it ("Step 27 of 183"), or null outside a replay. */
export function stepName(position: ReplayPosition | null, words: ((n: number, total: number) => string) | null | undefined, d: DecisionPlace): string | null {
  if (!position || !words) return null;
  return words(position.stepOf(d), position.last);
}
