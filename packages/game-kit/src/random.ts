/**
 * Randomness as the rules see it: a source of uniform numbers in [0, 1).
 * On the server it is boardgame.io's seeded PRNG (see `fromBoardgameRandom`);
 * in simulations, tests and bot rollouts it is `seededRng`.
 */
export interface Rng {
  next(): number;
}

/** Uniform integer in [0, n). */
export function randomInt(rng: Rng, n: number): number {
  return Math.floor(rng.next() * n);
}

/** One six-sided die: 1..6. */
export function rollDie(rng: Rng): number {
  return 1 + randomInt(rng, 6);
}

/** Fisher-Yates shuffle into a new array. */
export function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick from an empty list');
  return items[randomInt(rng, items.length)] as T;
}

/** Hashes any string or number seed into four 32-bit words (cyrb128). */
function seedWords(seed: string | number): [number, number, number, number] {
  const text = String(seed);
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** A fast, seedable PRNG (sfc32) for simulations, tests and bots. Not for secrets. */
export function seededRng(seed: string | number): Rng {
  return sfc32(...seedWords(seed));
}

function sfc32(a: number, b: number, c: number, d: number): Rng {
  return {
    next() {
      a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
      let t = (a + b) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (c << 21) | (c >>> 11);
      d = (d + 1) | 0;
      t = (t + d) | 0;
      c = (c + t) | 0;
      return (t >>> 0) / 4294967296;
    },
  };
}

/** Adapts boardgame.io's random plugin API (only `Number()` is used). */
export function fromBoardgameRandom(random: { Number(): number }): Rng {
  return { next: () => random.Number() };
}

/**
 * Randomness by the turn, for playouts that compare moves on common futures: the draws of turn `key`
 * come from a stream of their own, the same whatever happened in the turns before. With one stream
 * per playout, two moves compared on the same future fell out of step at the first draw one made and
 * the other did not (a die more, a policy's noise over more candidates), and every draw after it was
 * another; here they fall back in step at the next turn. Each stream is sfc32, seeded from the
 * playout's words and the key, and warmed up so that neighbouring keys do not start alike.
 */
export interface TurnRandomness {
  /** The stream of turn `key` (the same object on every call for that key, so its draws go on). */
  at(key: number): Rng;
}

/** The key of a turn's stream: the game's count of turns (or rounds) and the deciding seat (below 8). */
export function turnKeyOf(turn: number, seat: number): number {
  return turn * 8 + seat;
}

export function turnRandomness(seed: string | number): TurnRandomness {
  const words = seedWords(seed);
  const streams = new Map<number, Rng>();
  return {
    at(key) {
      let rng = streams.get(key);
      if (!rng) {
        const k = Math.imul(key ^ 0x9e3779b9, 0x85ebca6b) >>> 0;
        rng = sfc32(words[0] ^ k, words[1] ^ Math.imul(key, 0xc2b2ae35), words[2], words[3] ^ key);
        for (let i = 0; i < 12; i++) rng.next();
        streams.set(key, rng);
      }
      return rng;
    },
  };
}
