import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeOrderIn } from '@harbour/rum-and-pirates/automation';
import { deciders, type RumOrder, type RumState } from '@harbour/rum-and-pirates/rules';
import { wordsIn } from '../../i18n/index.js';
import type { OrderFieldsProps, OrderKit } from '../../shared/shell/game-table.js';
import gameEn from '@harbour/rum-and-pirates/locales/en.json';
import { GAME_NS, UI_NS } from './words.js';

const PURPOSES = ['tavern', 'chest', 'scuffle'] as const;
type Purpose = (typeof PURPOSES)[number];
/** Re-roll below: 1 never re-rolls, 7 always does. */
const THRESHOLDS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * Rum & Pirates' orders for contests and the scuffle: join (or stay out of) the drinking contests
 * other players open, and per kind of roll whether to spend rum re-rolling a roll below a value.
 * What the order leaves at "ask me" is asked as usual.
 */
function Fields({ initial, onChange }: OrderFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  const start = initial as RumOrder | null;
  const [tavern, setTavern] = useState<'ask' | 'join' | 'decline'>(start?.tavern ?? 'ask');
  const [below, setBelow] = useState<Partial<Record<Purpose, number>>>(start?.rerollBelow ?? {});
  useEffect(() => {
    const rerollBelow = Object.fromEntries(PURPOSES.flatMap((p) => (below[p] === undefined ? [] : [[p, below[p]]])));
    const empty = tavern === 'ask' && Object.keys(rerollBelow).length === 0;
    onChange(empty ? null : { kind: 'contests', ...(tavern === 'ask' ? {} : { tavern }), rerollBelow });
  }, [tavern, below, onChange]);
  const thresholdWords = (v: number) => (v === 1 ? t(`${UI_NS}:orders.never`) : v === 7 ? t(`${UI_NS}:orders.always`) : t(`${UI_NS}:orders.below`, { value: v }));
  return (
    <>
      <label>
        {t(`${UI_NS}:orders.tavern`)}
        <select value={tavern} onChange={(e) => setTavern(e.target.value === 'join' ? 'join' : e.target.value === 'decline' ? 'decline' : 'ask')}>
          {(['ask', 'join', 'decline'] as const).map((v) => (
            <option key={v} value={v}>
              {t(`${UI_NS}:orders.${v}`)}
            </option>
          ))}
        </select>
      </label>
      <fieldset>
        <legend>{t(`${UI_NS}:orders.reroll`)}</legend>
        <div className="choices">
          {PURPOSES.map((p) => (
            <label key={p} htmlFor={`${id}-${p}`}>
              {t(`${UI_NS}:orders.purpose.${p}`)}
              <select
                id={`${id}-${p}`}
                value={below[p] ?? 'ask'}
                onChange={(e) => setBelow({ ...below, [p]: e.target.value === 'ask' ? undefined : Number(e.target.value) })}
              >
                <option value="ask">{t(`${UI_NS}:orders.ask`)}</option>
                {THRESHOLDS.map((v) => (
                  <option key={v} value={v}>
                    {thresholdWords(v)}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}

export const rumAndPiratesOrders: OrderKit = {
  Fields,
  describe: (order, language, i18n) => describeOrderIn(order as RumOrder, wordsIn(i18n, language, GAME_NS, gameEn, 'order')),
  deciding: (G, seat) => G !== null && typeof G === 'object' && deciders(G as RumState).includes(seat),
};
