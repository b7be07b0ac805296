/**
 * How likely each row at the mast is to end the scuffle with the bunk, the hammock or the rope coil,
 * by sampling the scuffle procedure on pirate counts alone (no re-rolls; see rules/scuffle.ts).
 *
 * Every question is answered with the same stream of dice (common random numbers), so that the
 * answers for masts that differ by one pirate differ by the pirate's effect rather than by noise, and
 * the answer never depends on what was asked before. Memoized: a game asks the same questions often.
 */
export interface SleepingOdds {
  bunk: number[];
  hammock: number[];
  ropeCoil: number[];
}

/** Samples per question: fewer for crowded masts, whose scuffles take longer. */
const samplesFor = (rows: number): number => (rows <= 2 ? 256 : rows === 3 ? 160 : 112);
const MAX_MEMO = 50_000;
const memo = new Map<string, SleepingOdds>();

export function sleepingOdds(counts: readonly number[], ropeCoils: boolean): SleepingOdds {
  const key = `${ropeCoils ? 'r' : 'n'}${counts.join(',')}`;
  const hit = memo.get(key);
  if (hit !== undefined) return hit;
  const odds = sampleOdds(counts, ropeCoils, samplesFor(counts.length));
  if (memo.size >= MAX_MEMO) memo.clear();
  memo.set(key, odds);
  return odds;
}

export function sampleOdds(counts: readonly number[], ropeCoils: boolean, samples: number): SleepingOdds {
  const n = counts.length;
  const bunk = new Float64Array(n);
  const hammock = new Float64Array(n);
  const ropeCoil = new Float64Array(n);
  const sim = new ScuffleSim(n);
  for (let i = 0; i < samples; i++) {
    // Sample i starts from the same dice whatever the question.
    sim.run(counts, Math.imul(i + 1, 0x9e3779b9) ^ 0x5bd1e995);
    const winner = sim.winner;
    if (winner < 0) continue;
    bunk[winner] += 1;
    const d = sim.droppedCount;
    if (d === 0) {
      if (ropeCoils) ropeCoil[winner] += 1;
    } else {
      hammock[sim.dropped[d - 1] as number] += 1;
      if (ropeCoils && d >= 2) ropeCoil[sim.dropped[d - 2] as number] += 1;
    }
  }
  const norm = (xs: Float64Array) => Array.from(xs, (x) => x / samples);
  return { bunk: norm(bunk), hammock: norm(hammock), ropeCoil: norm(ropeCoil) };
}

/** One scuffle at a time on pirate counts, with its own small dice generator (xorshift32). */
class ScuffleSim {
  private side: Int32Array;
  private other: Int32Array;
  private snapshot: Int32Array;
  readonly dropped: Int32Array;
  droppedCount = 0;
  winner = -1;
  private alive = 0;
  private state = 1;

  constructor(private readonly n: number) {
    this.side = new Int32Array(n);
    this.other = new Int32Array(n);
    this.snapshot = new Int32Array(n);
    this.dropped = new Int32Array(n);
  }

  private die(): number {
    let x = this.state;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.state = x >>> 0 || 1;
    return 1 + (this.state % 6);
  }

  private lose(r: number): void {
    this.side[r] = (this.side[r] as number) - 1;
    if ((this.side[r] as number) + (this.other[r] as number) === 0) {
      this.dropped[this.droppedCount++] = r;
      this.alive--;
    }
  }

  private findWinner(): number {
    for (let r = 0; r < this.n; r++) if ((this.side[r] as number) + (this.other[r] as number) > 0) return r;
    return -1;
  }

  /** Plays one scuffle from `counts` with the dice that `seed` gives. */
  run(counts: readonly number[], seed: number): void {
    const n = this.n;
    this.state = seed >>> 0 || 1;
    this.droppedCount = 0;
    this.alive = 0;
    for (let r = 0; r < n; r++) {
      const c = counts[r] as number;
      this.side[r] = c;
      this.other[r] = 0;
      if (c > 0) this.alive++;
    }
    this.winner = -1;
    if (this.alive <= 1) {
      this.winner = this.findWinner();
      return;
    }
    for (let pass = 0; pass < 1000; pass++) {
      let columns = 0;
      for (let r = 0; r < n; r++) {
        const c = this.side[r] as number;
        this.snapshot[r] = c;
        if (c > columns) columns = c;
      }
      for (let c = 0; c < columns; c++) {
        let leader = -1;
        let best = 0;
        for (let r = 0; r < n; r++) {
          if ((this.snapshot[r] as number) <= c) continue;
          const roll = this.die();
          if (leader < 0) {
            leader = r;
            best = roll;
            continue;
          }
          if (roll >= best) {
            this.lose(leader);
            leader = r;
            best = roll;
          } else {
            this.lose(r);
          }
          if (this.alive <= 1) {
            this.winner = this.findWinner();
            return;
          }
        }
        this.side[leader] = (this.side[leader] as number) - 1;
        this.other[leader] = (this.other[leader] as number) + 1;
      }
      const t = this.side;
      this.side = this.other;
      this.other = t;
    }
    this.winner = this.findWinner();
  }
}
