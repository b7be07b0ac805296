import { createHash, randomBytes } from 'node:crypto';

/**
 * Where the randomness of a match (its dice, its shuffles) and of a computer seat's choices comes
 * from. In production: the operating system's cryptographic source, 128 bits no one can guess. In
 * tests (HARBOUR_TEST_SEED, never honoured in production): a fixed sequence, so that a browser run
 * replays the same games and a failure found once can be found again.
 */
export interface Seeds {
  /** The seed of a new match of `gameName`'s random plugin. */
  match(gameName: string): string;
  /** The seed of a computer's choice for a seat at one state of a match. */
  bot(matchID: string, stateID: number, playerID: string): string;
}

export const secureSeeds: Seeds = {
  match: () => randomBytes(16).toString('base64url'),
  bot: () => randomBytes(8).toString('hex'),
};

/**
 * Test-only: the n-th match of a game this process creates gets the same seed in every run (whatever
 * other games were played before it, so a run of one game deals what a run of all dealt); a computer's
 * choice depends only on where it is taken (match, state, seat), not on when.
 */
export function replayableSeeds(seed: string): Seeds {
  const created = new Map<string, number>();
  const hash = (...parts: (string | number)[]) => createHash('sha256').update(parts.join('|')).digest('base64url');
  return {
    match: (gameName) => {
      const n = created.get(gameName) ?? 0;
      created.set(gameName, n + 1);
      return hash(seed, 'match', gameName, n).slice(0, 22);
    },
    bot: (matchID, stateID, playerID) => hash(seed, 'bot', matchID, stateID, playerID).slice(0, 16),
  };
}
