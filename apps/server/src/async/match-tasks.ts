import type { Logger } from 'pino';
import { errInfo } from '../logger.js';

/**
 * The asynchronous work of each match, one chain per match: clocks written after a commit, a seat
 * taken back, notices enqueued — in order for a match, never in the match's move queue.
 */
export class MatchTasks {
  private readonly chains = new Map<string, Promise<void>>();

  constructor(private readonly log: Logger) {}

  /** Runs `task` after the earlier tasks of the same match. */
  later(matchID: string, task: () => Promise<void>): void {
    const previous = this.chains.get(matchID) ?? Promise.resolve();
    const next = previous.then(task).catch((error: unknown) => this.log.warn({ err: errInfo(error), matchID }, 'asynchronous play: task failed'));
    this.chains.set(matchID, next);
    void next.then(() => {
      if (this.chains.get(matchID) === next) this.chains.delete(matchID);
    });
  }

  /** The pending tasks of one match (resolved when there are none). */
  pending(matchID: string): Promise<void> | undefined {
    return this.chains.get(matchID);
  }

  /** Waits until no match has pending tasks. */
  async settled(): Promise<void> {
    while (this.chains.size > 0) await Promise.all(this.chains.values());
  }
}
