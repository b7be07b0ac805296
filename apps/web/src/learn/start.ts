import type { GameEntry } from '../shared/shell/game-table.js';
import type { LobbyApi } from '../lobby/api.js';
import { rememberSeat } from '../connection/seats.js';
import { startLearning } from './progress.js';

/** Seats of a teaching match: the learner and two computer players (within the game's limits). */
export const LEARN_SEATS = 3;
/** The computer players of a teaching match: easy ones, at the normal pace (about 2 s before each move, time to follow them). */
export const LEARN_BOT = { level: 'easy', pace: 'normal' } as const;

/**
 * Starts a teaching match: an unlisted match with no clock (pace none), marked as a teaching match on
 * the server (a seat link opened on another device teaches too), every other seat a computer player,
 * the seat kept like any other (My games, seat link), and the match marked for teaching in this
 * browser. Answers the table's address.
 */
export async function startLearningMatch(lobby: LobbyApi, game: GameEntry, playerName: string): Promise<string> {
  const numPlayers = Math.min(Math.max(LEARN_SEATS, game.minPlayers), game.maxPlayers);
  const created = await lobby.createMatch({ gameName: game.name, numPlayers, playerName, public: false, pace: 'none', learn: true });
  rememberSeat(created.seat);
  startLearning(created.seat.matchID, game.name);
  for (let seat = 0; seat < numPlayers; seat++) {
    if (String(seat) !== created.seat.playerID) await lobby.addBot(created.seat, String(seat), LEARN_BOT.level, LEARN_BOT.pace);
  }
  return `/match/${encodeURIComponent(created.seat.matchID)}?learn=1`;
}
