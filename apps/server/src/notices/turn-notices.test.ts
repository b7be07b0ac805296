import type { AsyncStore, MatchData } from '@harbour/storage';
import type { State } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import type { Presence } from '../async/presence.js';
import type { LiveMatch } from '../match/runner.js';
import { TurnNotices } from './turn-notices.js';

/** A two-seat match with notices on, where seat 1 must decide after seat 0 moved. */
function match(): { live: LiveMatch; previous: State } {
  const metadata = {
    gameName: 'port-royal',
    players: { 0: { id: 0, name: 'Anne', credentials: 'a' }, 1: { id: 1, name: 'Bonny', credentials: 'b' } },
    asyncPlay: { pace: 'daily', notices: true },
  } as unknown as MatchData;
  const state = (currentPlayer: string) => ({ G: {}, ctx: { numPlayers: 2, currentPlayer, activePlayers: null, turn: 1, phase: 'play' }, plugins: {}, _stateID: 7 }) as unknown as State;
  const live = { matchID: 'm1', hosted: { module: {} }, state: state('1'), metadata, subscribers: 0 } as unknown as LiveMatch;
  return { live, previous: state('0') };
}

function notices() {
  const written: { playerID: string | null; kind: string }[] = [];
  const store = { enqueueNotice: async (n: { playerID: string | null; kind: string }) => void written.push({ playerID: n.playerID, kind: n.kind }) } as unknown as AsyncStore;
  const presence = { isOpenHere: () => false } as unknown as Presence;
  return { written, turnNotices: new TurnNotices({ store, clock: { now: () => 1_000 }, presence }) };
}

describe('turn notices', () => {
  it('tell a seat that must decide', async () => {
    const { live, previous } = match();
    const { written, turnNotices } = notices();
    await turnNotices.afterCommit(live, previous, new Map([['0', 'person']]));
    expect(written).toEqual([{ playerID: '1', kind: 'turn' }]);
  });

  it('tell nothing to a seat whose standing order decides', async () => {
    const { live, previous } = match();
    const { written, turnNotices } = notices();
    await turnNotices.afterCommit(live, previous, new Map([['0', 'person']]), new Set(['1']));
    expect(written).toEqual([]);
  });
});
