import { CARDS, PERSON_KINDS, SHIP_COLOURS, type CardId, type PersonCard, type PersonKind, type ShipColour } from '@harbour/port-royal/data';
import { deciders, swordsOf, type PortRoyalState } from '@harbour/port-royal/rules';
import { useTranslation } from 'react-i18next';
import { SeatPlayerPanel, type PlayersProps } from '../../shared/PlayerPanel.js';
import { helpProps } from '../../shared/explain/ExplainLayer.js';
import { lastMoveClass } from '../../shared/last-move/use-last-move.js';
import { chipKey } from './last-move.js';
import { CardFace } from './CardFace.js';
import { cardHelp, coinsHelp, personChipHelp, pointsHelp, swordsHelp } from './help.js';
import { PrIcon } from './icons.js';
import { UI_NS, capitalise, cardDescription, personWord, shipWord, term } from './words.js';

/** Persons of a personal display grouped by kind (Traders by the ship they serve), in the rulebook's order. */
export function groupPersons(persons: readonly CardId[]): { kind: PersonKind; colour: ShipColour | null; cards: CardId[] }[] {
  const groups = new Map<string, { kind: PersonKind; colour: ShipColour | null; cards: CardId[] }>();
  for (const id of persons) {
    const c = CARDS[id] as PersonCard;
    const key = `${c.kind}:${c.colour ?? ''}`;
    const group = groups.get(key) ?? { kind: c.kind, colour: c.colour, cards: [] };
    group.cards.push(id);
    groups.set(key, group);
  }
  const colour = (c: ShipColour | null) => (c === null ? -1 : SHIP_COLOURS.indexOf(c));
  return [...groups.values()].sort((a, b) => PERSON_KINDS.indexOf(a.kind) - PERSON_KINDS.indexOf(b.kind) || colour(a.colour) - colour(b.colour));
}

/** Every player's personal display: persons by kind, expeditions, swords, victory points, coins, whose turn. */
export function Players({ G, names, letters, seat, changed = null }: PlayersProps<PortRoyalState> & { changed?: ReadonlySet<string> | null }) {
  const { t, i18n } = useTranslation();
  const waiting = new Set(deciders(G));
  return (
    <section className="players pr-players" aria-label={t(`${UI_NS}:players`)}>
      {G.players.map((p, i) => {
        const isDecider = waiting.has(i);
        const stage = G.status === 'playing' ? G.turn.stage : null;
        const status = G.result?.winners.includes(i)
          ? t(`${UI_NS}:winner`)
          : G.status === 'playing' && G.turn.active === i && !isDecider
            ? t(`${UI_NS}:activePlayer`)
            : undefined;
        return (
          <SeatPlayerPanel
            key={i}
            seat={i}
            viewer={seat}
            names={names}
            letters={letters}
            active={isDecider}
            activeLabel={stage ? t(`${UI_NS}:toAct.${stage}`) : ''}
            youLabel={t(`${UI_NS}:you`)}
            status={status}
            stats={[
              {
                key: 'coins',
                label: capitalise(term(t, 'coins')),
                value: (
                  <span data-testid={`coins-${i}`} className={lastMoveClass(changed, `coins:${i}`, 'pr-stat')} {...helpProps(coinsHelp(t, p))}>
                    {p.coins.length}
                  </span>
                ),
                icon: <PrIcon name="coin" size={18} />,
              },
              {
                key: 'vp',
                label: capitalise(term(t, 'victoryPoints')),
                value: (
                  <span data-testid={`points-${i}`} className={lastMoveClass(changed, `points:${i}`, 'pr-stat')} {...helpProps(pointsHelp(t, p))}>
                    {p.points}
                  </span>
                ),
                icon: <PrIcon name="shield" size={18} />,
              },
              {
                key: 'swords',
                label: capitalise(term(t, 'swords')),
                value: (
                  <span className={lastMoveClass(changed, `swords:${i}`, 'pr-stat')} {...helpProps(swordsHelp(t, p))}>
                    {swordsOf(p)}
                  </span>
                ),
                icon: <PrIcon name="sword" size={18} />,
              },
            ]}
          >
            <div className="pr-display" aria-label={`${capitalise(term(t, 'personalDisplay'))}: ${names[i] ?? ''}`} role="group">
              {p.persons.length === 0 && p.expeditions.length === 0 ? <p className="hint">{t(`${UI_NS}:displayEmpty`)}</p> : null}
              {p.persons.length > 0 ? (
                <ul className="pr-person-groups">
                  {groupPersons(p.persons).map((g) => {
                    const name = g.colour ? `${personWord(t, g.kind)} (${shipWord(t, g.colour)})` : personWord(t, g.kind);
                    return (
                      <li
                        key={`${g.kind}${g.colour ?? ''}`}
                        className={lastMoveClass(changed, chipKey(i, g.cards[0] as CardId), `pr-person-chip${g.colour ? ` pr-chip-${g.colour}` : ''}`)}
                        data-person-chip={g.kind}
                        {...helpProps(personChipHelp(t, i18n.language, names[i] ?? '', g.cards[0] as CardId, g.cards.length))}
                      >
                        <PrIcon name={g.kind} size={20} />
                        <span>
                          {name}
                          {g.cards.length > 1 ? <strong> ×{g.cards.length}</strong> : null}
                        </span>
                      </li>
                    );
                  })}
                </ul>
              ) : null}
              {p.expeditions.length > 0 ? (
                <ul className={lastMoveClass(changed, `fulfilled:${i}`, 'pr-card-row pr-fulfilled')} aria-label={t(`${UI_NS}:fulfilledExpeditions`)}>
                  {p.expeditions.map((id) => (
                    <li key={id} role="img" aria-label={cardDescription(t, i18n.language, id)} {...helpProps(cardHelp(t, i18n.language, id))}>
                      <CardFace id={id} small />
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
            {G.startPlayer === i ? (
              <p className="player-note">
                <PrIcon name="flag" size={16} /> {capitalise(term(t, 'startPlayer'))}
              </p>
            ) : null}
          </SeatPlayerPanel>
        );
      })}
    </section>
  );
}
