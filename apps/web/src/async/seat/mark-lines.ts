import type { LogLine } from '../../shared/log-line.js';
import type { LogMark } from '../../connection/frames/log-marks.js';

/**
 * The log's lines with the marks told: a computer's move says so after the first line of its events
 * (the mover's own line where it has one); a take-back is a line of its own where the move's lines were
 * (after the last line only with `trailing`).
 */
export function markLines(lines: readonly LogLine[], marks: readonly LogMark[], say: (mark: LogMark) => string, trailing = true): LogLine[] {
  if (marks.length === 0) return lines as LogLine[];
  const suffix = new Map<number, string>();
  const inserted = new Map<number, LogMark[]>();
  for (const mark of marks) {
    if (mark.kind === 'takenBack') {
      inserted.set(mark.from, [...(inserted.get(mark.from) ?? []), mark]);
      continue;
    }
    const inSpan = lines.filter((l) => l.id >= mark.from && l.id < mark.to);
    const line = inSpan.find((l) => l.seat === Number(mark.playerID)) ?? inSpan[0];
    if (line) suffix.set(line.id, say(mark));
  }
  const out: LogLine[] = [];
  const pushInserted = (upTo: number) => {
    for (const [at, list] of [...inserted].sort((a, b) => a[0] - b[0])) {
      if (at > upTo) break;
      // Between event at - 1 and event at: ids stay in order and below the next event's.
      list.forEach((mark, i) => out.push({ id: at - 0.5 + i / (2 * list.length + 2), text: say(mark), seat: Number(mark.playerID) }));
      inserted.delete(at);
    }
  };
  for (const line of lines) {
    pushInserted(line.id);
    const extra = suffix.get(line.id);
    out.push(extra === undefined ? line : { ...line, text: withAside(line.text, extra) });
  }
  // A take-back after the last line: at a live table it is the latest news; a replay standing on an
  // earlier move has not reached it (its lines stop there).
  if (trailing) pushInserted(Infinity);
  return out;
}

/** A sentence with an aside in brackets inside its full stop ("Anne turns up a Skiff (automatic: …)."), not after it. */
export function withAside(text: string, aside: string): string {
  return text.endsWith('.') && !text.endsWith('..') && aside.startsWith('(') ? `${text.slice(0, -1)} ${aside}.` : `${text} ${aside}`;
}
