// NODE_ENV=production npx tsx apps/server/bench/updates.ts [--games 10] [--rounds 5]
// What making the seats' updates of a move costs, in this process, on the moves of random complete
// 2-player Grog Island games: each seat's patch as a full diff of its two views, against the same
// patch taken from the move's change (computed once for the store) wherever the views show the
// state's own objects. Both give the same patches (checked here); rounds are interleaved. Also the
// move's change itself (`stateChange`, the store's diff of the two states), per move.
import { seededRng } from '@harbour/game-kit';
import { deciders, randomMove, toAction } from '@harbour/grog-island';
import { diff, type KnownChange } from '@harbour/protocol';
import { stateChange } from '@harbour/storage';
import type { State } from 'boardgame.io';
import { GameRegistry, initialState, reduceMove } from '../src/match/games.js';
import { seatView, type ClientState } from '../src/match/views.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return Number(i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback);
};
const games = option('games', '10');
const rounds = option('rounds', '5');
const hosted = new GameRegistry().get('grog-island');
if (hosted === undefined) throw new Error('grog-island is not hosted');

const updates: { base: ClientState; view: ClientState; known: KnownChange | undefined }[] = [];
const moves: { before: State; after: State }[] = [];
for (let g = 0; g < games; g++) {
  const rng = seededRng(`updates-${g}`);
  let state = initialState(hosted, 2, undefined);
  let views = ['0', '1'].map((p) => seatView(hosted, 'm', state, [], p).state);
  while (state.ctx.gameover === undefined) {
    const seat = Math.min(...deciders(state.G as never));
    const { name, args: moveArgs } = toAction(randomMove(state.G as never, seat, rng));
    const { deltalog: _d, transients: _t, ...next } = reduceMove(hosted, state, String(seat), name, moveArgs);
    const change = stateChange(state, next as State);
    moves.push({ before: state, after: next as State });
    const nextViews = ['0', '1'].map((p) => seatView(hosted, 'm', next as State, [], p).state);
    nextViews.forEach((view, i) => {
      const base = views[i] as ClientState;
      const known = change === null ? undefined : { before: state, after: next, patch: change };
      if (JSON.stringify(diff(base, view, 256, known)) !== JSON.stringify(diff(base, view, 256))) throw new Error('the patches differ');
      updates.push({ base, view, known });
    });
    views = nextViews;
    state = next as State;
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] as number;
const times: Record<'full' | 'known', number[]> = { full: [], known: [] };
for (let round = 0; round < rounds; round++) {
  for (const kind of ['full', 'known'] as const) {
    const started = performance.now();
    for (let rep = 0; rep < 5; rep++) for (const u of updates) diff(u.base, u.view, 256, kind === 'known' ? u.known : undefined);
    times[kind].push(((performance.now() - started) * 1000) / 5 / updates.length);
  }
}
const storeTimes: number[] = [];
for (let round = 0; round < rounds; round++) {
  const started = performance.now();
  for (let rep = 0; rep < 5; rep++) for (const m of moves) stateChange(m.before, m.after);
  storeTimes.push(((performance.now() - started) * 1000) / 5 / moves.length);
}
const store = median(storeTimes);
const full = median(times.full);
const known = median(times.known);
console.log(`${updates.length} seat updates of ${games} games: full diff ${full.toFixed(1)} µs, from the move's change ${known.toFixed(1)} µs (${(known / full).toFixed(2)}x), medians of ${rounds} interleaved rounds`);
console.log(`${moves.length} moves: the move's change (the store's diff) ${store.toFixed(1)} µs`);
console.log(JSON.stringify({ updates: updates.length, fullDiffUs: Math.round(full * 10) / 10, knownChangeUs: Math.round(known * 10) / 10, moves: moves.length, stateChangeUs: Math.round(store * 10) / 10 }));
