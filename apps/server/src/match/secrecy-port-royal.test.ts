import { SECRET_MOVES, data, isHidden, viewFor, type PortRoyalState } from '@harbour/port-royal';
import type { LogEntry } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import type { Frame } from '../testing/client.js';
import { assertNoPlatformSecrets, expectSame, recordCompleteMatch, useTestServer, type LoggedMove as Move, type RecordedMatch, type TrueMatch as Match } from '../testing/true-match.js';
import { playSeat } from '../testing/port-royal.js';

/**
 * Port Royal over the sockets: nobody (the owner included) may see a coin card's face, nobody the
 * order of the draw pile, and nothing of boardgame.io's random state. Every frame every seat and a
 * spectator receive during complete games is checked against the true states, which the test
 * rebuilds afterwards by replaying the stored log from the stored initial state.
 */

const GAME = 'port-royal';
/** Card ids lying face up in a (view of a) state: everything but the draw pile and the coins. */
function faceUp(g: PortRoyalState): number[] {
  return [
    ...g.discardPile,
    ...g.harbor,
    ...g.expeditionDisplay,
    ...g.box,
    ...(g.turn.ship === null ? [] : [g.turn.ship]),
    ...g.players.flatMap((p) => [...p.persons, ...p.expeditions]),
  ];
}

/** Card ids the cards of a move's argument name (every move argument names face-up cards only). */
function namedCards(args: unknown[] | null | undefined): number[] {
  const arg = (args ?? [])[0] as { card?: number; persons?: number[] } | undefined;
  return arg === undefined ? [] : [...(arg.card === undefined ? [] : [arg.card]), ...(arg.persons ?? [])];
}

interface Tally {
  /** Frames whose true state had coins in some player's hand (whose faces the frame had to hide). */
  coinsHidden: number;
  /** Frames whose true state had a draw pile (whose order the frame had to hide). */
  pileHidden: number;
  logEntries: number;
}

/** Everything a viewer (seat or spectator) may not see, in one received state or log. */
function assertNoSecrets(frame: Frame, viewer: number | null, match: Match, tally: Tally): void {
  const checked = assertNoPlatformSecrets(frame, match);
  if (checked !== null) {
    const { state: { G, ctx, _stateID }, truth } = checked;
    const t = truth.G as PortRoyalState;
    const g = G as PortRoyalState;
    // Exactly the package's view of the true state: the same for every seat and spectators.
    const view = viewFor(t, viewer);
    expectSame(g, view, `state ${_stateID} as seen by ${viewer}`);
    expectSame(view, viewFor(t, null), `state ${_stateID}: ${viewer}'s view is a spectator's`);
    // And, independently of viewFor: the draw pile and every coin are markers of a shuffle that
    // took place (no card id), the counts are kept, and no hidden card shows anywhere else.
    const marker = (id: number) => isHidden(id) && id >= -1 - t.shuffles;
    expect(g.drawPile.length).toBe(t.drawPile.length);
    expect(g.drawPile.every(marker), `draw pile order seen by ${viewer}`).toBe(true);
    g.players.forEach((p, i) => {
      expect(p.coins.length).toBe(t.players[i]?.coins.length);
      expect(p.coins.every(marker), `seat ${i}'s coin faces seen by ${viewer}`).toBe(true);
    });
    const hidden = new Set([...t.drawPile, ...t.players.flatMap((p) => p.coins)]);
    const shown = faceUp(g);
    expect(shown.every((id) => id >= 0 && !hidden.has(id)), `a hidden card shown to ${viewer}`).toBe(true);
    expect(new Set(shown).size).toBe(shown.length);
    expect(shown.length + g.drawPile.length + g.players.reduce((n, p) => n + p.coins.length, 0)).toBe(data.CARD_COUNT);
    // The events give coins by count only.
    for (const e of g.events) {
      if (e.type === 'coinsReceived') expect(Object.keys(e).sort()).toEqual(['count', 'missing', 'reason', 'seat', 'type']);
      if (e.type === 'reshuffled') expect(Object.keys(e).sort()).toEqual(['cards', 'shuffle', 'type']);
    }
    if (t.players.some((p) => p.coins.length > 0)) tally.coinsHidden++;
    if (t.drawPile.length > 0) tally.pileHidden++;
  }
  for (const entry of ((frame.payload as { log?: LogEntry[] }).log ?? [])) {
    tally.logEntries++;
    const { type, playerID, args } = entry.action.payload as Move;
    // No move is secret in Port Royal; one would be redacted for everybody but its player.
    if (SECRET_MOVES.has(type as never) && playerID !== String(viewer)) expect(args, `${type} by ${playerID} seen by ${viewer}`).toBeNull();
    if (entry.action.type !== 'MAKE_MOVE') continue;
    // Every card a move names was face up when the move was made.
    const before = match.truth.get(entry._stateID);
    if (before === undefined) throw new Error(`log entry of unknown state ${entry._stateID}`);
    const visible = new Set(faceUp(before.G as PortRoyalState));
    for (const card of namedCards(args)) expect(visible.has(card), `${type} names card ${card}, not face up`).toBe(true);
  }
}

describe('Port Royal secrecy: every frame of complete games, for every seat and a spectator', () => {
  const server = useTestServer();

  function checkFrames({ match, viewers }: RecordedMatch): number {
    let frames = 0;
    for (const [viewer, client] of viewers) {
      const tally: Tally = { coinsHidden: 0, pileHidden: 0, logEntries: 0 };
      for (const frame of client.frames) {
        frames++;
        assertNoSecrets(frame, viewer, match, tally);
      }
      // The check is not vacuous: coins and a draw pile existed to be hidden, moves were logged.
      expect(tally.coinsHidden).toBeGreaterThan(10);
      expect(tally.pileHidden).toBeGreaterThan(10);
      expect(tally.logEntries).toBeGreaterThan(10);
      expect(client.frames.filter((f) => f.event === 'update').length).toBeGreaterThan(10);
      if (client.patches) expect(client.frames.filter((f) => f.event === 'update-applied').length).toBeGreaterThan(10);
    }
    // The true states did hold coin faces (card ids) and a draw order, which the frames hid.
    const last = [...match.truth.values()].at(-1)?.G as PortRoyalState;
    expect(last.drawPile.length + last.players.reduce((n, p) => n + p.coins.length, 0)).toBeGreaterThan(0);
    expect([...last.drawPile, ...last.players.flatMap((p) => p.coins)].every((id) => id >= 0)).toBe(true);
    return frames;
  }

  it.each([3, 5])('no %i-player frame carries a coin face, the draw pile order, the seed or PRNG state', async (numPlayers) => {
    // Some take whole states, some patches (checked as received and as applied).
    const seats = Array.from({ length: numPlayers }, (_, i) => ({ name: `Seat ${i}`, patches: i % 2 === 0 }));
    const recorded = await recordCompleteMatch(server(), GAME, seats, (client, matchID, i) => playSeat(client, matchID, i, `pr-secrecy-${numPlayers}-${i}`), {
      spectatorPatches: numPlayers === 5,
    });
    expect(checkFrames(recorded)).toBeGreaterThan(100);
  });

  it('no frame of a game against two server-side bots carries a secret, for the human seat or a spectator', async () => {
    const seats = [{ name: 'Human', patches: true }, { bot: 'easy' }, { bot: 'strong' }];
    const recorded = await recordCompleteMatch(server(), GAME, seats, (client, matchID, i) => playSeat(client, matchID, i, 'pr-against-bots'));
    checkFrames(recorded);
    // The bots did play: most moves were theirs.
    expect(recorded.movers.filter((p) => p !== '0').length).toBeGreaterThan(20);
  });
});
