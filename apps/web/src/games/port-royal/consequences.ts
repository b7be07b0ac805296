import { CARDS } from '@harbour/port-royal/data';
import type { GameEvent } from '@harbour/port-royal/rules';
import type { TakeChoice } from './choices.js';
import { eventText } from './log.js';
import { UI_NS, capitalise, cardRef, type T } from './words.js';

/**
 * Consequences before committing, in words: what taking a card of the harbor display brings and
 * costs (as the rules' takeOutcome computes it), and the notice of a bust or a tax increase that
 * the table shows until the next card is turned up.
 */

/** "Trade: +3" or "Hire: 4" under a card that can be taken. */
export function takeCaption(t: T, choice: TakeChoice): string {
  return choice.move.type === 'trade' ? t(`${UI_NS}:captionTrade`, { count: choice.income }) : t(`${UI_NS}:captionHire`, { count: choice.cost + choice.fee });
}

/**
 * The whole consequence of taking a card, in words: "Trade the blue Flute: receive 3 coins (1 of
 * them from your Trader) and pay Alex 1 coin; you will have 5 coins." or "Hire the Sailor for
 * 2 coins (3 less 1 for your Mademoiselle): +1 victory point (then 7); you will have 1 coin."
 */
export function takeLabel(t: T, language: string, choice: TakeChoice, active: string): string {
  const o = choice.outcome;
  const fee = o.fee > 0 ? ` ${t(`${UI_NS}:andPayFee`, { player: active })}` : '';
  const card = cardRef(t, language, choice.card, 'definite');
  const after = t(`${UI_NS}:coinsAfter`, { count: Math.max(0, o.coinsAfter) });
  if (o.type === 'trade') {
    const bonus = o.traderBonus > 0 ? ` ${t(`${UI_NS}:traderBonus`, { count: o.traderBonus })}` : '';
    return `${capitalise(t(`${UI_NS}:tradeLabel`, { ship: card, count: o.coins + o.traderBonus }))}${bonus}${fee}; ${after}.`;
  }
  const discount = o.discount > 0 ? ` ${t(`${UI_NS}:hireDiscount`, { printed: o.printed, count: o.discount })}` : '';
  const points = o.points > 0 ? t(`${UI_NS}:gainPoints`, { count: o.points, total: o.pointsAfter }) : t(`${UI_NS}:noPoints`);
  const more = o.extraTakes > 0 ? ` ${t(`${UI_NS}:extraTakes`, { count: o.extraTakes })}` : '';
  const end = `${more}${o.triggersEnd ? ` ${t(`${UI_NS}:triggersEnd`)}` : ''}`;
  return `${capitalise(t(`${UI_NS}:hireLabel`, { person: card, count: o.cost }))}${discount}${fee}: ${points}; ${after}.${end}`;
}

export interface Notice {
  kind: 'bust' | 'tax';
  /** Index of the event that started it (a key: a new notice is a new element). */
  at: number;
  /** The events it tells: the bust and the Jesters' coins, or the coins given up and the tax bonus. */
  events: GameEvent[];
}

/**
 * The bust or tax increase to show now: when the last card turned up busted the turn or was a tax
 * increase, with the events that followed from it. Gone once the next card is turned up.
 */
export function latestNotice(events: readonly GameEvent[]): Notice | null {
  let last = -1;
  for (let i = events.length - 1; i >= 0; i--) {
    if (events[i]?.type === 'turnedUp') {
      last = i;
      break;
    }
  }
  const up = events[last];
  if (up?.type !== 'turnedUp') return null;
  const out: GameEvent[] = [];
  if (CARDS[up.card]?.type === 'tax') {
    for (const e of events.slice(last + 1)) {
      if (e.type === 'taxPaid' || (e.type === 'coinsReceived' && e.reason === 'tax')) out.push(e);
      else if (e.type !== 'reshuffled') break;
    }
    return { kind: 'tax', at: last, events: out };
  }
  const bust = events.findIndex((e, i) => i > last && e.type === 'busted');
  if (bust < 0) return null;
  const busted = events[bust] as GameEvent;
  out.push(busted);
  for (const e of events.slice(bust + 1)) {
    if (e.type === 'coinsReceived' && e.reason === 'jester') out.push(e);
    else if (e.type !== 'reshuffled') break;
  }
  return { kind: 'bust', at: bust, events: out };
}

/** The notice in words: a heading and its sentences. */
export function noticeText(t: T, language: string, notice: Notice, names: readonly string[]): { heading: string; lines: string[] } {
  const lines = notice.events.map((e) => eventText(t, language, e, names)).filter(Boolean);
  if (notice.kind === 'tax' && !notice.events.some((e) => e.type === 'taxPaid')) lines.unshift(t(`${UI_NS}:notice.nobodyPays`));
  return { heading: t(`${UI_NS}:notice.${notice.kind}`), lines };
}
