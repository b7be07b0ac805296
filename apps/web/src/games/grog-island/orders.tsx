import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeOrderIn } from '@harbour/grog-island/automation';
import { COLOURS, SHIP_IDS, type Colour, type ShipId } from '@harbour/grog-island/data';
import gameEn from '@harbour/grog-island/locales/en.json';
import { deciders, type GrogOrder, type GrogState } from '@harbour/grog-island/rules';
import { wordsIn } from '../../i18n/index.js';
import type { OrderFieldsProps, OrderKit } from '../../shared/shell/game-table.js';
import { GAME_NS, UI_NS } from './words.js';

/**
 * Grog Island's orders for the auction round on: pass when staying in would need more than N coins,
 * and, after passing, trade with the first free ship of a list, giving as many or as few tiles as
 * allowed and never some goods 3 for 1. They end with the round.
 */
function Fields({ G, seat, initial, language, onChange }: OrderFieldsProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  // The game's words in the form's language (German ones are registered once fetched, else English).
  const words = wordsIn(i18n, language, GAME_NS, gameEn, 'order');
  const state = G as GrogState | null;
  const round = state?.status === 'auction' ? state.auction.round : null;
  // A seat that has passed (and traded) has nothing left to decide in this round: no orders for it.
  const done = round !== null && state?.auction.passed?.[seat] === true;
  const start = initial as GrogOrder | null;
  const [limit, setLimit] = useState(start?.limit ?? 5);
  const [trading, setTrading] = useState(start?.trade !== undefined);
  const [ships, setShips] = useState<Set<ShipId>>(() => new Set(start?.trade?.ships ?? []));
  // Every ship in the order they are tried: the order's first, then the others in the table's order.
  const [rank, setRank] = useState<ShipId[]>(() => [...(start?.trade?.ships ?? []), ...SHIP_IDS.filter((s) => !start?.trade?.ships.includes(s))]);
  const [spend, setSpend] = useState<'most' | 'least'>(start?.trade?.spend ?? 'most');
  const [keep, setKeep] = useState<Set<Colour>>(() => new Set(start?.trade?.keep ?? []));
  useEffect(() => {
    if (round === null || done) return onChange(null);
    const chosen = rank.filter((s) => ships.has(s));
    if (trading && chosen.length === 0) return onChange(null);
    onChange({ kind: 'bidLimit', round, limit, ...(trading ? { trade: { ships: chosen, spend, keep: COLOURS.filter((c) => keep.has(c)) } } : {}) });
  }, [round, done, limit, trading, ships, rank, spend, keep, onChange]);
  if (round === null) return <p>{t(`${UI_NS}:orders.noRound`)}</p>;
  if (done) return <p>{t(`${UI_NS}:orders.passed`, { round, next: round + 1 })}</p>;
  const flip = <T,>(set: Set<T>, item: T): Set<T> => (set.has(item) ? new Set([...set].filter((x) => x !== item)) : new Set([...set, item]));
  /** Moves a ship one place earlier (-1) or later (+1) in the order they are tried. */
  const shift = (i: number, by: -1 | 1) => {
    const next = [...rank];
    [next[i], next[i + by]] = [next[i + by] as ShipId, next[i] as ShipId];
    setRank(next);
  };
  return (
    <>
      <p className="hint">{t(`${UI_NS}:orders.round`, { round })}</p>
      <label>
        {t(`${UI_NS}:orders.limit`)}
        <input type="number" min={0} max={99} value={limit} onChange={(e) => setLimit(Math.max(0, Math.min(99, Math.trunc(Number(e.target.value)) || 0)))} />
      </label>
      <label>
        <input type="checkbox" checked={trading} onChange={() => setTrading(!trading)} />
        {t(`${UI_NS}:orders.trade`)}
      </label>
      {trading ? (
        <>
          <fieldset>
            <legend>{t(`${UI_NS}:orders.ships`)}</legend>
            {/* Tried in this order: the first of them still free when the seat trades. The arrows reorder it. */}
            <ol className="choices ranked">
              {rank.map((s, i) => (
                <li key={s}>
                  <label>
                    <input type="checkbox" checked={ships.has(s)} onChange={() => setShips(flip(ships, s))} />
                    {words.order.ship[s]}
                  </label>
                  <span className="rank-moves">
                    <button type="button" disabled={i === 0} onClick={() => shift(i, -1)} aria-label={t(`${UI_NS}:orders.earlier`, { ship: words.order.ship[s] })} title={t(`${UI_NS}:orders.earlier`, { ship: words.order.ship[s] })}>
                      ↑
                    </button>
                    <button type="button" disabled={i === rank.length - 1} onClick={() => shift(i, 1)} aria-label={t(`${UI_NS}:orders.later`, { ship: words.order.ship[s] })} title={t(`${UI_NS}:orders.later`, { ship: words.order.ship[s] })}>
                      ↓
                    </button>
                  </span>
                </li>
              ))}
            </ol>
          </fieldset>
          <fieldset>
            <legend>{t(`${UI_NS}:orders.spend`)}</legend>
            <div className="choices">
              {(['most', 'least'] as const).map((s) => (
                <label key={s}>
                  <input type="radio" name={`${id}-spend`} checked={spend === s} onChange={() => setSpend(s)} />
                  {t(`${UI_NS}:orders.${s === 'most' ? 'spendMost' : 'spendLeast'}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend>{t(`${UI_NS}:orders.keep`)}</legend>
            <div className="choices">
              {COLOURS.map((c) => (
                <label key={c}>
                  <input type="checkbox" checked={keep.has(c)} onChange={() => setKeep(flip(keep, c))} />
                  {words.goods[c]}
                </label>
              ))}
            </div>
          </fieldset>
        </>
      ) : null}
    </>
  );
}

export const grogIslandOrders: OrderKit = {
  Fields,
  describe: (order, language, i18n) => describeOrderIn(order as GrogOrder, wordsIn(i18n, language, GAME_NS, gameEn, 'order')),
  deciding: (G, seat) => G !== null && typeof G === 'object' && deciders(G as GrogState).includes(seat),
};
