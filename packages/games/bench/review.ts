/**
 * Time to review a whole match at the default settings, one thread (one worker):
 *   npm run bench:review -- [--json] [--game grog-island] [--players 2,4] [--seed 1] [--playouts N]
 *                           [--reweigh <choices weighed again>] [--reweigh-by <times the playouts>]
 *                           [--settle-up-to <times those playouts at most>] [--shrink <standard errors>] [--shrink-rule garrote|soft]
 *                           [--choice-up-to <times the playouts a choice in doubt is weighed on at most>] [--choice-se <its standard error aimed at>]
 *                           [--choice-floor <how much more than its noise a choice must stand from the policy's, a fraction>]
 *                           [--luck-se <the standard error a seat's luck is held to, a fraction; 0: not held>] [--luck-up-to <times a choice's first futures>]
 *                           [--luck-budget <times the choices' futures the pass may add>]
 * The match is played first between strong bots through the pure rules (recordMatch) and not timed;
 * then reviewMatch judges every decision and estimates the winning chances. Printed: wall-clock seconds
 * and the process's CPU seconds (which a loaded machine does not inflate). The match depends only on the
 * seeds (the bots stop on their effort, never on the clock): `cutShort` counts the recording bots'
 * searches that their safety net cut short (search-limit.ts; only a stuck machine: then the match may
 * differ), out of `searches`. Reviews never read the clock. The last line with --json:
 * {"reviews":[{"game","players","decisions","seconds","searches","cutShort"}]}.
 *
 * --stability [--matches 10] [--first 0] [--save <dir>]: reviews each of `matches` seeded matches (from match `first`) per game and player count twice,
 * with two different playout seeds, and compares: the share of matches whose turning points (up to
 * three) are the same decisions, how many of them both share on average and how many a review names, and
 * the largest difference of a seat's luck (percentage points). A review names the turning points that
 * stand out by game-kit's NAMED_STAND_OUT standard errors (0: the weightiest three): `turningPointsMean`
 * is how many it names on average. `topThreeAgree` is the share of matches whose weightiest three choices
 * of at least TURNING_MIN, standing out or not, are the same in both reviews, and `standingOutAgree` the
 * share whose choices that stand out by STAND_OUT are (`standingOutMean` of them on average). Last line:
 * {"reviewStability":[{"game","players","matches","turningPointsAgree","turningPointsShared","turningPointsMean","topThreeAgree","standingOutAgree","standingOutMean","maxLuckDiffPct","seconds","searches","cutShort"}]}.
 * With --save, both reviews of each match are written to <dir>/<game>-<players>p-<match>.json ({a, b}), to
 * study the rules that pick turning points on the same weights.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { recordMatch, reviewMatch, searchCounter, STAND_OUT, turningPointsOf, turningWeight, type MatchReview, type ReviewOptions } from '@harbour/game-kit';
import { GAME_MODULES } from '../src/index.js';

const { values } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
    game: { type: 'string' },
    players: { type: 'string', default: '2,4' },
    seed: { type: 'string', default: '1' },
    playouts: { type: 'string' },
    stability: { type: 'boolean', default: false },
    matches: { type: 'string', default: '10' },
    first: { type: 'string', default: '0' },
    reweigh: { type: 'string' },
    'reweigh-by': { type: 'string' },
    'settle-up-to': { type: 'string' },
    shrink: { type: 'string' },
    'shrink-rule': { type: 'string' },
    'choice-up-to': { type: 'string' },
    'choice-se': { type: 'string' },
    'choice-floor': { type: 'string' },
    'luck-se': { type: 'string' },
    'luck-up-to': { type: 'string' },
    'luck-budget': { type: 'string' },
    save: { type: 'string' },
  },
});
const settings: ReviewOptions = {
  ...(values.playouts === undefined ? {} : { playouts: Number(values.playouts) }),
  ...(values.reweigh === undefined ? {} : { reweigh: Number(values.reweigh) }),
  ...(values['reweigh-by'] === undefined ? {} : { reweighBy: Number(values['reweigh-by']) }),
  ...(values['settle-up-to'] === undefined ? {} : { settleUpTo: Number(values['settle-up-to']) }),
  ...(values.shrink === undefined ? {} : { shrink: Number(values.shrink) }),
  ...(values['shrink-rule'] === 'soft' || values['shrink-rule'] === 'garrote' ? { shrinkRule: values['shrink-rule'] } : {}),
  ...(values['choice-up-to'] === undefined ? {} : { choiceUpTo: Number(values['choice-up-to']) }),
  ...(values['choice-se'] === undefined ? {} : { choiceSe: Number(values['choice-se']) }),
  ...(values['choice-floor'] === undefined ? {} : { choiceFloor: Number(values['choice-floor']) }),
  ...(values['luck-se'] === undefined ? {} : { luckSe: Number(values['luck-se']) }),
  ...(values['luck-up-to'] === undefined ? {} : { luckUpTo: Number(values['luck-up-to']) }),
  ...(values['luck-budget'] === undefined ? {} : { luckBudget: Number(values['luck-budget']) }),
};
if (values.stability) {
  stability();
  process.exit(0);
}
const rows: { game: string; players: number; decisions: number; seconds: number; searches: number; cutShort: number; luckShare: number }[] = [];
for (const { module, teacher, engine, strong, players } of tables()) {
  const counter = searchCounter();
  const bots = Array.from({ length: players }, (_, seat) => strong({ seed: `${values.seed}:${seat}`, onSearch: counter.onSearch }));
  const frames = recordMatch(engine, bots, `bench-review:${values.seed}:${players}`);
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const review = reviewMatch(engine, teacher, frames, settings);
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  const used = process.cpuUsage(cpuStarted);
  const cpuSeconds = Math.round((used.user + used.system) / 1e5) / 10;
  const row = { game: module.name, players, decisions: review.decisions.length, seconds, searches: counter.searches, cutShort: counter.cutShort, luckShare: review.luckShare };
  rows.push(row);
  // Where the strong bot at its default effort lost the most winning chance against the moves the teacher weighed, by move.
  const lost = new Map<string, { points: number; decisions: number; notBest: number }>();
  for (const d of review.decisions) {
    const type = String((d.move as { type?: unknown }).type);
    const entry = lost.get(type) ?? { points: 0, decisions: 0, notBest: 0 };
    entry.points += 100 * d.chanceLost;
    entry.decisions += 1;
    if (d.label !== 'best') entry.notBest += 1;
    lost.set(type, entry);
  }
  const worst = [...lost].sort((a, b) => b[1].points - a[1].points).slice(0, 4);
  console.log(`  winning chance lost by move: ${worst.map(([t, e]) => `${t} ${e.points.toFixed(1)} pp (${e.notBest} of ${e.decisions} not best)`).join(', ')}`);
  console.log(`${row.game.padEnd(16)} ${players} players  ${row.decisions} decisions  ${seconds} s (CPU ${cpuSeconds} s)  luck ${Math.round(100 * review.luckShare)} %  ${row.cutShort} of ${row.searches} searches cut short${row.cutShort > 0 ? ' (NOT reproducible)' : ''}`);
}
if (values.json) console.log(JSON.stringify({ reviews: rows.map(({ luckShare: _, ...r }) => r) }));

/** The same matches reviewed with two playout seeds: do the turning points and each seat's luck hold still? */
function stability(): void {
  const rows: { game: string; players: number; matches: number; turningPointsAgree: number; turningPointsShared: number; turningPointsMean: number; topThreeAgree: number; standingOutAgree: number; standingOutMean: number; maxLuckDiffPct: number; seconds: number; searches: number; cutShort: number }[] = [];
  for (const { module, teacher, engine, strong, players } of tables()) {
    const matches = Number(values.matches);
    let agree = 0;
    let shared = 0;
    let named = 0;
    let maxLuck = 0;
    let topThree = 0;
    let standing = 0;
    let standingNamed = 0;
    const started = performance.now();
    const counter = searchCounter();
    for (let m = Number(values.first); m < Number(values.first) + matches; m++) {
      const bots = Array.from({ length: players }, (_, seat) => strong({ seed: `${values.seed}:${m}:${seat}`, onSearch: counter.onSearch }));
      const frames = recordMatch(engine, bots, `bench-review:${values.seed}:${players}:${m}`);
      const a = reviewMatch(engine, teacher, frames, { ...settings, seed: 'stability-a' });
      const b = reviewMatch(engine, teacher, frames, { ...settings, seed: 'stability-b' });
      if (values.save !== undefined) {
        mkdirSync(values.save, { recursive: true });
        writeFileSync(join(values.save, `${module.name}-${players}p-${m}.json`), JSON.stringify({ a, b }));
      }
      const same = a.turningPoints.length === b.turningPoints.length && a.turningPoints.every((i) => b.turningPoints.includes(i));
      if (same) agree++;
      // The weightiest three of at least TURNING_MIN, whether or not they stand out (STAND_OUT 0).
      const [ta, tb] = [turningPointsOf(a.decisions, 0), turningPointsOf(b.decisions, 0)];
      const sameTop = ta.length === tb.length && ta.every((i) => tb.includes(i));
      if (sameTop) topThree++;
      // Only those that stand out from the next by STAND_OUT standard errors.
      const [sa, sb] = [turningPointsOf(a.decisions, STAND_OUT), turningPointsOf(b.decisions, STAND_OUT)];
      const sameStanding = sa.length === sb.length && sa.every((i) => sb.includes(i));
      if (sameStanding) standing++;
      standingNamed += (sa.length + sb.length) / 2;
      shared += a.turningPoints.filter((i) => b.turningPoints.includes(i)).length;
      named += (a.turningPoints.length + b.turningPoints.length) / 2;
      const luck = Math.max(...a.seats.map((s, k) => Math.abs(s.luck - (b.seats[k]?.luck ?? 0))));
      maxLuck = Math.max(maxLuck, luck);
      // Of that, what the seat's own decisions and the others' decisions moved (luck = result − choices).
      const own = Math.max(...a.seats.map((s, k) => Math.abs(s.ownChoices - (b.seats[k]?.ownChoices ?? 0))));
      const others = Math.max(...a.seats.map((s, k) => Math.abs(s.choices - s.ownChoices - ((b.seats[k]?.choices ?? 0) - (b.seats[k]?.ownChoices ?? 0)))));
      console.log(`  ${module.name} ${players}p match ${m}: ${a.decisions.length} decisions, turning points ${tps(a)} | ${tps(b)}${same ? '' : ' (differ)'}, top three ${sameTop ? 'agree' : `differ: ${ta.join(' ')} | ${tb.join(' ')}`}, standing out ${sameStanding ? `agree (${sa.length})` : `differ: ${sa.join(' ')} | ${sb.join(' ')}`}, luck differs by ${(100 * luck).toFixed(1)} pp (own decisions ${(100 * own).toFixed(1)}, the others' ${(100 * others).toFixed(1)})`);
    }
    const row = { game: module.name, players, matches, turningPointsAgree: Math.round((100 * agree) / matches) / 100, turningPointsShared: Math.round((10 * shared) / matches) / 10, turningPointsMean: Math.round((10 * named) / matches) / 10, topThreeAgree: Math.round((100 * topThree) / matches) / 100, standingOutAgree: Math.round((100 * standing) / matches) / 100, standingOutMean: Math.round((10 * standingNamed) / matches) / 10, maxLuckDiffPct: Math.round(1000 * maxLuck) / 10, seconds: Math.round((performance.now() - started) / 100) / 10, searches: counter.searches, cutShort: counter.cutShort };
    rows.push(row);
    console.log(`${row.game.padEnd(16)} ${players} players  ${matches} matches  turning points agree ${Math.round(100 * row.turningPointsAgree)} % (${row.turningPointsShared} shared of ${row.turningPointsMean} named on average; the weightiest three, standing out or not, agree in ${Math.round(100 * row.topThreeAgree)} %)  luck differs by up to ${row.maxLuckDiffPct} pp  ${row.seconds} s (two reviews each)`);
  }
  if (values.json) console.log(JSON.stringify({ reviewStability: rows }));
}

/** Turning points with their weight in percentage points: "25 (12), 28 (9)". */
function tps(review: MatchReview<unknown>): string {
  return review.turningPoints.map((i) => `${i} (${Math.round(100 * turningWeight(review.decisions[i] as MatchReview<unknown>['decisions'][number]))})`).join(', ');
}

/** Each game (of --game) with a teacher and a strong bot, at each table size of --players it allows. */
function* tables() {
  for (const module of GAME_MODULES) {
    if (values.game !== undefined && module.name !== values.game) continue;
    const { teacher, engine } = module;
    const strong = module.bots.strong;
    if (!teacher || !strong) continue;
    for (const players of values.players.split(',').map(Number)) {
      if (players >= module.minPlayers && players <= module.maxPlayers) yield { module, teacher, engine, strong, players };
    }
  }
}
