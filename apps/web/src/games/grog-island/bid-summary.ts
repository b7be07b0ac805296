import { type Colour } from '@harbour/grog-island/data';
import { bidOutlook, isLastRound, realCapital, seatsNearTheEnd, type GrogState } from '@harbour/grog-island/rules';
import { formatList } from '../../i18n/index.js';
import { GAME_NS, UI_NS, peninsulaAfterPreposition, type T } from './words.js';

/**
 * The consequences of a bid before it is made, in words (rulebook vocabulary): what each claim would
 * bring (free buildings, coins, the cloud's reward) or that it would be void, a lock that would be
 * void, a bid above the seat's real capital, and whether this round is (or may be) the last.
 * The numbers come from the pure rules (rules/outlook.ts); this module only words them.
 */
export interface SummaryLine {
  kind: 'claim' | 'void' | 'warning' | 'end';
  text: string;
}

const o = (t: T, key: string, params: Record<string, unknown> = {}) => t(`${UI_NS}:outlook.${key}`, params);

export function bidSummary(t: T, language: string, G: GrogState, seat: number, row: readonly Colour[], total: number, names: readonly string[]): SummaryLine[] {
  const player = G.players[seat];
  if (!player) return [];
  const out: SummaryLine[] = [];
  const outlook = bidOutlook(G, seat, row);
  for (const claim of outlook.claims) {
    const peninsula = peninsulaAfterPreposition(t, claim.peninsula);
    if (claim.void) {
      out.push({ kind: 'void', text: player.crew === 0 ? o(t, 'voidNoCrew', { peninsula }) : o(t, 'voidClaim', { peninsula }) });
      continue;
    }
    const coins = claim.buildings.map((b) => b.coins);
    const min = Math.min(...coins);
    const max = Math.max(...coins);
    const coinText = claim.cloud === 'black' ? o(t, 'blackCloud') : min === max ? o(t, 'coins', { count: max }) : o(t, 'coinsRange', { min, count: max });
    const cloud = claim.cloud === 'black' ? '' : o(t, 'cloud', { reward: t(`${GAME_NS}:cloud.${claim.cloud}`) });
    out.push({ kind: 'claim', text: o(t, 'claim', { peninsula, count: claim.buildings.length, coins: coinText, cloud }) });
  }
  const possible = outlook.claims.filter((c) => !c.void).length;
  if (possible > outlook.crewPlaced && player.crew > 0) {
    out.push({ kind: 'void', text: player.crew < possible ? o(t, 'crewLimit', { count: player.crew }) : o(t, 'sameType') });
  }
  if (outlook.lock?.void) {
    out.push({ kind: 'void', text: G.locksLeft === 0 ? o(t, 'voidLockNoneLeft') : o(t, 'voidLock', { peninsula: peninsulaAfterPreposition(t, outlook.lock.peninsula) }) });
  }
  const capital = realCapital(player);
  if (total > capital) {
    out.push({ kind: 'warning', text: o(t, 'overCapital', { count: capital, coins: player.coins, cards: capital - player.coins, total }) });
  }
  if (isLastRound(G)) {
    out.push({ kind: 'end', text: o(t, 'lastRound') });
  } else if (row.length > 0 && outlook.placesLastCrew) {
    out.push({ kind: 'end', text: o(t, 'placesLastCrew') });
  } else {
    const near = seatsNearTheEnd(G);
    if (near.length > 0) {
      const who = near.map((s) => o(t, s === seat ? 'crewLeftYou' : 'crewLeftOf', { player: names[s] ?? '', count: G.players[s]?.crew ?? 0 }));
      out.push({ kind: 'end', text: o(t, 'mayBeLast', { players: formatList(language, who) }) });
    }
  }
  return out;
}
