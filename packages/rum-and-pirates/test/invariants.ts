import { PIRATES_PER_COLOUR, TILE_COUNT } from '../src/data.js';
import type { RumState } from '../src/rules/index.js';

/** Every problem with the state's bookkeeping, as sentences (empty when all is well). */
export function invariantProblems(s: RumState): string[] {
  const problems: string[] = [];
  // Pirates are conserved per colour: hand + hiring place + alleys + dark alleys + mast = 15.
  s.players.forEach((p, seat) => {
    let count = p.hand + p.hiring;
    s.alleys.forEach((owner, a) => owner === seat && (count += s.board.alleys[a]?.segments ?? 0));
    s.darkAlleys.forEach((d, i) => d?.seat === seat && (count += s.board.darkAlleys[i]?.segments ?? 0));
    for (const row of s.mast) if (row.seat === seat) count += row.left + row.right;
    if (count !== PIRATES_PER_COLOUR) problems.push(`seat ${seat} has ${count} pirates`);
    if (p.coins < 0) problems.push(`seat ${seat} has ${p.coins} coins`);
    if (p.hand < 0 || p.hiring < 0 || p.rum < 0) problems.push(`seat ${seat} has a negative count`);
  });
  // Every tile is in exactly one place.
  const seen = new Map<number, number>();
  const add = (ids: readonly (number | null)[]) => {
    for (const id of ids) if (id !== null) seen.set(id, (seen.get(id) ?? 0) + 1);
  };
  for (const stack of Object.values(s.stacks)) add(stack);
  add(s.display.tavern);
  add(s.display.map);
  add([s.display.chest, s.display.scorpion, s.display.sleeping.bunk, s.display.sleeping.hammock, s.display.sleeping.ropeCoil]);
  add(s.box);
  for (const p of s.players) {
    add(p.tiles);
    add(p.supplies);
    add(p.rendezvous);
  }
  if (s.drawn) add([s.drawn.tile]);
  if (s.contest?.kind === 'chest') add([s.contest.scorpion]);
  if (seen.size !== TILE_COUNT) problems.push(`${seen.size} distinct tiles instead of ${TILE_COUNT}`);
  for (const [id, n] of seen) if (n !== 1) problems.push(`tile ${id} is in ${n} places`);
  // Rum barrels are conserved.
  const rum = s.rumSupply + s.players.reduce((acc, p) => acc + p.rum, 0);
  if (rum !== 12) problems.push(`${rum} rum barrels`);
  // Dark alleys are filled in pairs.
  s.darkAlleys.forEach((d, i) => {
    if (d === null) return;
    const partner = s.darkAlleys[d.partner];
    if (partner?.partner !== i || partner.seat !== d.seat) problems.push(`dark alley ${i} has no partner`);
  });
  return problems;
}
