import { HIDDEN, viewFor, type RumState } from '@harbour/rum-and-pirates';
import type { LogEntry } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import type { Frame } from '../testing/client.js';
import { assertNoPlatformSecrets, expectSame, recordCompleteMatch, useTestServer, type LoggedMove as Move, type RecordedMatch, type TrueMatch as Match } from '../testing/true-match.js';
import { playSeat } from '../testing/rum-and-pirates.js';

/**
 * Rum & Pirates over the sockets: a seat sees its own coins, supplies and rendezvous tiles, never
 * another seat's (until the final scoring), nobody the content or order of a stack, and nobody
 * the dice's seed or PRNG state. Every frame every seat and a spectator receive during complete
 * games is checked against the true states, which the test rebuilds afterwards by replaying the
 * stored log from the stored initial state.
 */

const GAME = 'rum-and-pirates';
/** Tile ids lying face up in a (view of a) state. */
function faceUp(g: RumState): number[] {
  const { display } = g;
  return [
    ...display.tavern,
    ...display.map,
    ...[display.chest, display.scorpion, ...Object.values(display.sleeping)].filter((t): t is number => t !== null),
    ...g.box,
    ...g.players.flatMap((p) => p.tiles),
    ...(g.contest?.kind === 'tavern' ? g.contest.stake : g.contest?.kind === 'chest' ? [g.contest.scorpion] : []),
  ];
}

/** Tile ids `viewer` may not know: every stack, and other seats' supplies, rendezvous and drawn tile. */
function secretTiles(t: RumState, viewer: number | null): Set<number> {
  const other = t.players.filter((_, i) => i !== viewer);
  return new Set([
    ...Object.values(t.stacks).flat(),
    ...other.flatMap((p) => [...p.supplies, ...p.rendezvous]),
    ...(t.drawn !== null && t.drawn.seat !== viewer ? [t.drawn.tile] : []),
  ]);
}

const allHidden = (tiles: readonly number[]) => tiles.every((x) => x === HIDDEN);

interface Tally {
  /** Frames in which another seat held coins or secret tiles, which the frame hid. */
  othersHidden: number;
  /** Frames in which the viewer saw its own supplies or rendezvous tiles, as they are. */
  ownSeen: number;
  /** Frames in which the viewer saw another seat's supplies tile being looked at hidden. */
  drawnHidden: number;
  stacksHidden: number;
  logEntries: number;
}

/** Everything a viewer (seat or spectator) may not see, in one received state or log. */
function assertNoSecrets(frame: Frame, viewer: number | null, match: Match, tally: Tally): void {
  const checked = assertNoPlatformSecrets(frame, match);
  if (checked !== null) {
    const { state: { G, ctx, _stateID }, truth } = checked;
    const t = truth.G as RumState;
    const g = G as RumState;
    // Exactly the package's view of the true state for this viewer.
    expectSame(g, viewFor(t, viewer), `state ${_stateID} as seen by ${viewer}`);
    // And, independently of viewFor: every stack hidden (counts kept) ...
    for (const [name, stack] of Object.entries(t.stacks)) {
      const seen = g.stacks[name as keyof RumState['stacks']];
      expect(seen.length).toBe(stack.length);
      expect(allHidden(seen), `stack ${name} seen by ${viewer}`).toBe(true);
    }
    if (Object.values(t.stacks).some((s) => s.length > 0)) tally.stacksHidden++;
    // ... other seats' coins, supplies and unfulfilled rendezvous hidden until the final scoring,
    // the viewer's own as they are ...
    g.players.forEach((p, i) => {
      const q = t.players[i] as RumState['players'][number];
      expect([p.supplies.length, p.rendezvous.length]).toEqual([q.supplies.length, q.rendezvous.length]);
      if (i === viewer || t.status === 'over') {
        expect([p.coins, p.supplies, p.rendezvous]).toEqual([q.coins, q.supplies, q.rendezvous]);
        if (i === viewer && q.supplies.length + q.rendezvous.length > 0) tally.ownSeen++;
        return;
      }
      expect(p.coins, `seat ${i}'s coins seen by ${viewer}`).toBe(HIDDEN);
      expect(allHidden(p.supplies), `seat ${i}'s supplies seen by ${viewer}`).toBe(true);
      expect(allHidden(p.rendezvous), `seat ${i}'s rendezvous seen by ${viewer}`).toBe(true);
      if (q.coins > 0 || q.supplies.length + q.rendezvous.length > 0) tally.othersHidden++;
    });
    // ... a supplies tile another seat is looking at hidden ...
    if (t.drawn !== null && t.drawn.seat !== viewer) {
      expect(g.drawn, `seat ${t.drawn.seat}'s drawn tile seen by ${viewer}`).toEqual({ seat: t.drawn.seat, tile: HIDDEN });
      tally.drawnHidden++;
    } else {
      expect(g.drawn).toEqual(t.drawn);
    }
    // ... and no secret tile shows anywhere else.
    const secret = secretTiles(t, t.status === 'over' ? -1 : viewer);
    const shown = faceUp(g);
    expect(shown.every((id) => id >= 0 && !secret.has(id)), `a secret tile shown to ${viewer}`).toBe(true);
    // The dice: rolls are public, but nothing of the random state is in G or ctx.
    expect(Object.keys(ctx)).not.toContain('random');
  }
  for (const entry of ((frame.payload as { log?: LogEntry[] }).log ?? [])) {
    tally.logEntries++;
    expect(entry.redact, 'no Rum & Pirates move is secret').toBeFalsy();
    if (entry.action.type !== 'MAKE_MOVE') continue;
    const { type, args } = entry.action.payload as Move;
    // The only move naming a tile takes a face-up map half; the others name alleys and sizes.
    const before = match.truth.get(entry._stateID);
    if (before === undefined) throw new Error(`log entry of unknown state ${entry._stateID}`);
    const tile = ((args ?? [])[0] as { tile?: number } | undefined)?.tile;
    if (tile !== undefined) {
      expect(type).toBe('takeMap');
      expect((before.G as RumState).display.map, `${type} names tile ${tile}, not face up`).toContain(tile);
    }
  }
}

describe('Rum & Pirates secrecy: every frame of complete games, for every seat and a spectator', () => {
  const server = useTestServer();

  /** Checks every frame of every viewer; returns the frames checked and the tallies per viewer. */
  function checkFrames({ match, viewers }: RecordedMatch): { frames: number; tallies: Tally[] } {
    let frames = 0;
    const tallies: Tally[] = [];
    for (const [viewer, client] of viewers) {
      const tally: Tally = { othersHidden: 0, ownSeen: 0, drawnHidden: 0, stacksHidden: 0, logEntries: 0 };
      for (const frame of client.frames) {
        frames++;
        assertNoSecrets(frame, viewer, match, tally);
      }
      // The check is not vacuous: other seats held secrets to hide, the stacks were never empty.
      expect(tally.othersHidden).toBeGreaterThan(10);
      expect(tally.stacksHidden).toBeGreaterThan(10);
      expect(tally.logEntries).toBeGreaterThan(10);
      expect(client.frames.filter((f) => f.event === 'update').length).toBeGreaterThan(10);
      if (client.patches) expect(client.frames.filter((f) => f.event === 'update-applied').length).toBeGreaterThan(10);
      tallies.push(tally);
    }
    // Secret tiles were held (the test's driver leans towards drawing them).
    const everHeld = [...match.truth.values()].some((s) => (s.G as RumState).players.some((p) => p.supplies.length + p.rendezvous.length > 0));
    expect(everHeld).toBe(true);
    return { frames, tallies };
  }

  it.each([2, 5])('no %i-player frame carries another seat\'s coins or tiles, a stack, the seed or PRNG state', async (numPlayers) => {
    // Some take whole states, some patches (checked as received and as applied).
    const seats = Array.from({ length: numPlayers }, (_, i) => ({ name: `Seat ${i}`, patches: numPlayers === 2 || i % 2 === 0 }));
    const recorded = await recordCompleteMatch(server(), GAME, seats, (client, matchID, i) => playSeat(client, matchID, i, `rum-secrecy-${numPlayers}-${i}`), {
      spectatorPatches: numPlayers === 5,
    });
    const { frames, tallies } = checkFrames(recorded);
    expect(frames).toBeGreaterThan(100);
    // A seat does see its own secret tiles (some seat at least: a seat's random play may draw none).
    expect(tallies.slice(0, numPlayers).some((t) => t.ownSeen > 0)).toBe(true);
    // With 5 players someone draws a supplies tile, which the others saw hidden while it was looked at
    // (in 300 simulated 2-player games of this driver, one drew none).
    if (numPlayers === 5) expect(tallies.filter((t) => t.drawnHidden > 0).length).toBeGreaterThanOrEqual(numPlayers);
  });

  it('no frame of a game against two server-side bots carries a secret, for the human seat or a spectator', async () => {
    const seats = [{ name: 'Human', patches: true }, { bot: 'easy' }, { bot: 'strong' }];
    const recorded = await recordCompleteMatch(server(), GAME, seats, (client, matchID, i) => playSeat(client, matchID, i, 'rum-against-bots'));
    checkFrames(recorded);
    // The bots did play: most moves were theirs.
    expect(recorded.movers.filter((p) => p !== '0').length).toBeGreaterThan(20);
  });
});
