import type { GameEvent, MastRow, MastSide } from '@harbour/rum-and-pirates/rules';

/**
 * The scuffle step by step, rebuilt from the public events (the server resolves a whole scuffle in
 * one step, so the table replays it): the rows at the mast, every pirate's place (its side and its
 * column, counted from the outside in), the dice of the column being fought over, who dropped out
 * and who took which sleeping place. One frame per event that changes something.
 */
export interface MastPirate {
  id: number;
  row: number;
  side: MastSide;
  column: number;
  /** Thrown back to the flag in this step (shown leaving, gone in the next frame). */
  lost: boolean;
}

export interface MastDie {
  row: number;
  value: number;
  /** A re-roll bought with rum. */
  reroll: boolean;
  /** The roll counts (kept). */
  kept: boolean;
}

export interface MastFrame {
  /** The seat of each row, top row first. */
  rows: number[];
  pirates: MastPirate[];
  /** The side being resolved and the column fought over (null before the first fight). */
  side: MastSide | null;
  column: number | null;
  dice: MastDie[];
  /** The event that led to this frame (null for the boarding picture). */
  event: GameEvent | null;
  /** The index of that event in the state's events. */
  eventIndex: number;
  dropped: number[];
  sleeping: { seat: number; tile: number }[];
  /** Places per side to draw: the most pirates any row holds. */
  columns: number;
}

/** The index of the latest scuffleStarted event, or -1. */
export function lastScuffleStart(events: readonly GameEvent[]): number {
  for (let i = events.length - 1; i >= 0; i--) if (events[i]?.type === 'scuffleStarted') return i;
  return -1;
}

/** The index of the latest boarding (someone went on board), or -1. */
export function lastBoarding(events: readonly GameEvent[]): number {
  for (let i = events.length - 1; i >= 0; i--) if (events[i]?.type === 'wentOnBoard') return i;
  return -1;
}

function piratesOf(rows: readonly MastRow[]): MastPirate[] {
  const pirates: MastPirate[] = [];
  rows.forEach((row, r) => {
    for (let c = 0; c < row.left; c++) pirates.push({ id: pirates.length, row: r, side: 'left', column: c, lost: false });
    for (let c = 0; c < row.right; c++) pirates.push({ id: pirates.length, row: r, side: 'right', column: c, lost: false });
  });
  return pirates;
}

/** The mast as it stands during the action phase: who went on board, with how many pirates. */
export function boardingFrame(mast: readonly MastRow[]): MastFrame {
  return {
    rows: mast.map((r) => r.seat),
    pirates: piratesOf(mast),
    side: null,
    column: null,
    dice: [],
    event: null,
    eventIndex: -1,
    dropped: [],
    sleeping: [],
    columns: Math.max(1, ...mast.map((r) => r.left + r.right)),
  };
}

const other = (side: MastSide): MastSide => (side === 'left' ? 'right' : 'left');

/** Every frame of the scuffle that starts with the event at `start` (a scuffleStarted), up to the end of its round. */
export function scuffleFrames(events: readonly GameEvent[], start: number): MastFrame[] {
  const first = events[start];
  if (first?.type !== 'scuffleStarted') return [];
  const frames: MastFrame[] = [{ ...boardingFrame(first.rows), side: 'left', event: first, eventIndex: start }];
  let clearDice = false;
  for (let i = start + 1; i < events.length; i++) {
    const event = events[i] as GameEvent;
    if (event.type === 'roundEnded' || event.type === 'scuffleStarted' || event.type === 'roundStarted') break;
    const prev = frames[frames.length - 1] as MastFrame;
    if (event.type === 'rollKept') {
      // The roll just shown counts: mark it in the same frame.
      const die = [...prev.dice].reverse().find((d) => d.row === prev.rows.indexOf(event.seat));
      if (die) die.kept = true;
      continue;
    }
    const frame: MastFrame = {
      ...prev,
      pirates: prev.pirates.filter((p) => !p.lost).map((p) => ({ ...p })),
      dice: clearDice ? [] : prev.dice.map((d) => ({ ...d })),
      dropped: prev.dropped.slice(),
      sleeping: prev.sleeping.slice(),
      event,
      eventIndex: i,
    };
    clearDice = false;
    switch (event.type) {
      case 'sideStarted':
        frame.side = event.side;
        frame.column = null;
        frame.dice = [];
        break;
      case 'rolled': {
        if (event.purpose !== 'scuffle') continue;
        const row = frame.rows.indexOf(event.seat);
        const side = frame.side ?? 'left';
        const onSide = frame.pirates.filter((p) => p.side === side);
        frame.column = onSide.length > 0 ? Math.min(...onSide.map((p) => p.column)) : frame.column;
        if (event.reroll) {
          const die = [...frame.dice].reverse().find((d) => d.row === row);
          if (die) {
            die.value = event.value;
            die.reroll = true;
            break;
          }
        }
        frame.dice.push({ row, value: event.value, reroll: event.reroll, kept: false });
        break;
      }
      case 'pirateLost': {
        const pirate = frame.pirates.find((p) => p.row === event.row && p.side === event.side && p.column === event.column);
        if (pirate) pirate.lost = true;
        frame.column = event.column;
        frame.side = event.side;
        break;
      }
      case 'pirateCrossed': {
        const pirate = frame.pirates.find((p) => p.row === event.row && p.side === event.side && p.column === event.column);
        if (pirate) {
          const to = other(event.side);
          const taken = new Set(frame.pirates.filter((p) => p.row === event.row && p.side === to && !p.lost).map((p) => p.column));
          let column = 0;
          while (taken.has(column)) column++;
          pirate.side = to;
          pirate.column = column;
        }
        frame.column = event.column;
        frame.side = event.side;
        if (!event.fought) frame.dice = [];
        clearDice = true;
        break;
      }
      case 'droppedOut':
        frame.dropped.push(event.seat);
        break;
      case 'sleepingPlace':
        frame.sleeping.push({ seat: event.seat, tile: event.tile });
        frame.column = null;
        frame.dice = [];
        break;
      default:
        continue;
    }
    frames.push(frame);
  }
  return frames;
}
