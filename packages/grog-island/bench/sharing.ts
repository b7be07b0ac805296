/**
 * What Grog Island's structural sharing (rules/share.ts) costs and saves on the server's path:
 *   NODE_ENV=production node --import tsx packages/grog-island/bench/sharing.ts [--blocks 20] [--seconds 1.5] [--first old]
 * Random 2-player games, 200 held at once (so states fall out of the cache, as on a busy server),
 * played round robin. Per move: the move applied (`new`: applyMove, which shares what the move left
 * unchanged; `old`: the copy and applyCheckedMoveInPlace, nothing shared), then the server's three
 * diffs: the state (G in a bgio-like envelope) against the one before, and each seat's view
 * against its previous view with the known change. The two ways take turns in one process, a block
 * of `--seconds` each (each with its own 200 matches; `--first` says which begins), after a warm-up of both; prints the process's
 * CPU per move (the collector's threads included) of each block, and the median of each way's blocks
 * and their ratio (new ÷ old) as the last line.
 */
import { parseArgs } from 'node:util';
import { seededRng } from '@harbour/game-kit';
import { diff } from '@harbour/protocol';
import { advance, applyCheckedMoveInPlace, applyMove, checkMove, cloneState, createGame, deciders, randomMove, viewFor, type GrogMove, type GrogState } from '../src/rules/index.js';

function copyAndApply(state: GrogState, seat: number, move: GrogMove): GrogState {
  if (checkMove(state, seat, move)) throw new Error('illegal move');
  const s = cloneState(state);
  applyCheckedMoveInPlace(s, seat, move);
  return s;
}
function copyAndAdvance(state: GrogState, rng: ReturnType<typeof seededRng>): GrogState {
  const s = cloneState(state);
  return advance(s, rng);
}

const { values } = parseArgs({ options: { blocks: { type: 'string', default: '20' }, seconds: { type: 'string', default: '1.5' }, first: { type: 'string', default: 'new' } } });
const blocks = Number(values.blocks);
const seconds = Number(values.seconds);
let shared = false;
type Envelope = { G: GrogState; ctx: { numPlayers: number; turn: number; currentPlayer: string; phase: string }; _stateID: number; plugins: object };
type Match = { state: Envelope; views: Envelope[]; rng: ReturnType<typeof seededRng> };
let games = 0;
function fresh(): Match {
  const rng = seededRng(`sharing:${games++}`);
  const G = advance(createGame(2, rng), rng);
  const state: Envelope = { G, ctx: { numPlayers: 2, turn: 1, currentPlayer: '0', phase: 'auctionRound' }, _stateID: 0, plugins: { random: { data: { seed: 'x' } } } };
  return { state, views: [0, 1].map((seat) => ({ ...state, G: viewFor(G, seat) })), rng };
}
const held = { new: Array.from({ length: 200 }, fresh), old: Array.from({ length: 200 }, fresh) };
let moves = 0;
let sink = 0;
function step(m: Match): void {
  const { state, rng } = m;
  if (state.G.status === 'over') return void Object.assign(m, fresh());
  const seat = deciders(state.G)[0] as number;
  const move = randomMove(state.G, seat, rng);
  let G = shared ? applyMove(state.G, seat, move) : copyAndApply(state.G, seat, move);
  if (G.status === 'betweenRounds') G = shared ? advance(G, rng) : copyAndAdvance(G, rng);
  const next: Envelope = { ...state, G, ctx: { ...state.ctx, turn: state.ctx.turn + 1, currentPlayer: String(deciders(G)[0] ?? 0) }, _stateID: state._stateID + 1 };
  const change = diff(state, next, 100_000) ?? [];
  const known = { before: state, after: next, patch: change };
  for (let viewer = 0; viewer < 2; viewer++) {
    const view = { ...next, G: viewFor(G, viewer) };
    sink += (diff(m.views[viewer], view, 256, known) ?? []).length;
    m.views[viewer] = view;
  }
  m.state = next;
  moves++;
}
function block(way: 'new' | 'old', ms: number): number {
  shared = way === 'new';
  const matches = held[way];
  moves = 0;
  const cpu = process.cpuUsage();
  const started = process.hrtime.bigint();
  while (Number(process.hrtime.bigint() - started) < ms * 1e6) for (const m of matches) step(m);
  const used = process.cpuUsage(cpu);
  return (used.user + used.system) / moves;
}
for (let i = 0; i < 4; i++) block(i % 2 === 0 ? 'new' : 'old', 500);
const results: Record<'new' | 'old', number[]> = { new: [], old: [] };
for (let i = 0; i < blocks; i++) {
  const way = (i % 2 === 0) === (values.first !== 'old') ? 'new' : 'old';
  const us = block(way, seconds * 1000);
  results[way].push(us);
  console.log(`${way} ${us.toFixed(2)} µs/move`);
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const line = { new: Math.round(median(results.new) * 100) / 100, old: Math.round(median(results.old) * 100) / 100, ratio: Math.round((median(results.new) / median(results.old)) * 1000) / 1000, checked: sink > 0 };
console.log(JSON.stringify(line));
