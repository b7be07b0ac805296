import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeOrderIn } from '@harbour/port-royal/automation';
import { PERSON_KINDS, SHIP_COLOURS, SHIP_NAMES } from '@harbour/port-royal/data';
import gameEn from '@harbour/port-royal/locales/en.json';
import { deciders, type PortRoyalOrder, type PortRoyalState, type Want } from '@harbour/port-royal/rules';
import { wordsIn } from '../../i18n/index.js';
import type { OrderFieldsProps, OrderKit } from '../../shared/shell/game-table.js';
import { GAME_NS, UI_NS } from './words.js';

/** Every card kind an order may want, in the form's order (persons, then ships). */
const WANTS: readonly Want[] = [...PERSON_KINDS.map((person) => ({ person })), ...SHIP_COLOURS.map((ship) => ({ ship }))];
const key = (w: Want) => ('person' in w ? `person:${w.person}` : `ship:${w.ship}`);

function startFrom(initial: unknown): PortRoyalOrder {
  const o = initial as PortRoyalOrder | null;
  return o && (o.kind === 'alwaysPass' || o.kind === 'passUnless') ? o : { kind: 'alwaysPass' };
}

/**
 * Port Royal's orders for the chance to take a card on another player's turn: always pass, or pass
 * unless the display holds one of the ticked persons or ships (in the order they were ticked: the
 * first that shows up is taken) and the seat keeps at least N coins.
 */
function Fields({ initial, language, onChange }: OrderFieldsProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  // The game's words in the form's language (German ones are registered once fetched, else English).
  const words = wordsIn(i18n, language, GAME_NS, gameEn, 'order');
  const start = startFrom(initial);
  const [kind, setKind] = useState<PortRoyalOrder['kind']>(start.kind);
  // In the order they were ticked: the order of preference (the first that shows up is taken).
  const [wanted, setWanted] = useState<string[]>(() => (start.kind === 'passUnless' ? start.wants.map(key) : []));
  const [keepCoins, setKeepCoins] = useState(start.kind === 'passUnless' ? start.keepCoins : 0);
  useEffect(() => {
    if (kind === 'alwaysPass') return onChange({ kind });
    const wants = wanted.flatMap((k) => WANTS.filter((w) => key(w) === k));
    onChange(wants.length === 0 ? null : { kind, wants, keepCoins });
  }, [kind, wanted, keepCoins, onChange]);
  const toggle = (k: string) => setWanted((list) => (list.includes(k) ? list.filter((x) => x !== k) : [...list, k]));
  const name = (w: Want) => ('person' in w ? words.person[w.person] : words.ship[SHIP_NAMES[w.ship]]);
  return (
    <>
      <fieldset>
        <legend>{t(`${UI_NS}:orders.kind`)}</legend>
        <div className="choices">
          {(['alwaysPass', 'passUnless'] as const).map((k) => (
            <label key={k}>
              <input type="radio" name={`${id}-kind`} checked={kind === k} onChange={() => setKind(k)} />
              {t(`${UI_NS}:orders.${k}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {kind === 'passUnless' ? (
        <>
          <fieldset>
            <legend>{t(`${UI_NS}:orders.wants`)}</legend>
            <div className="choices">
              {WANTS.map((w) => (
                <label key={key(w)}>
                  <input type="checkbox" checked={wanted.includes(key(w))} onChange={() => toggle(key(w))} />
                  {name(w)}
                </label>
              ))}
            </div>
            {wanted.length > 1 ? (
              <p className="hint" aria-live="polite">
                {t(`${UI_NS}:orders.preference`, { cards: wanted.flatMap((k) => WANTS.filter((w) => key(w) === k).map(name)).join(', ') })}
              </p>
            ) : null}
          </fieldset>
          <label>
            {t(`${UI_NS}:orders.keepCoins`)}
            <input type="number" min={0} max={99} value={keepCoins} onChange={(e) => setKeepCoins(Math.max(0, Math.min(99, Math.trunc(Number(e.target.value)) || 0)))} />
          </label>
        </>
      ) : null}
    </>
  );
}

export const portRoyalOrders: OrderKit = {
  Fields,
  describe: (order, language, i18n) => describeOrderIn(order as PortRoyalOrder, wordsIn(i18n, language, GAME_NS, gameEn, 'order')),
  deciding: (G, seat) => G !== null && typeof G === 'object' && deciders(G as PortRoyalState).includes(seat),
};
