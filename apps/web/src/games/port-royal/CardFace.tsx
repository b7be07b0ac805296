import { EXPEDITION_SKILLS, type CardId, type PersonCard } from '@harbour/port-royal/data';
import { useTranslation } from 'react-i18next';
import { PointsShield, PrIcon } from './icons.js';
import { UI_NS, cardOf, cardTitle } from './words.js';

/**
 * A card's face drawn in CSS and SVG, laid out like the printed cards: what it gives or needs at
 * the top (coins of a ship, skill and victory points of a person, persons an expedition asks
 * for), a picture and the name in the middle, what it costs at the bottom (swords to repel a
 * ship, coins to hire a person, coins an expedition brings). Purely visual: the surrounding
 * element carries the accessible name (see cardDescription).
 */
export function CardFace({ id, small = false }: { id: CardId; small?: boolean }) {
  const { t } = useTranslation();
  const c = cardOf(id);
  const size = small ? 'pr-card-small' : '';
  if (!c) return <CardBack small={small} />;
  switch (c.type) {
    case 'ship':
      return (
        <span className={`pr-card pr-ship pr-ship-${c.colour} ${size}`} aria-hidden="true" data-card={id}>
          <span className="pr-card-top">
            <span className="pr-figure">
              <PrIcon name="coin" size={small ? 14 : 18} />
              {c.coins}
            </span>
          </span>
          <span className="pr-card-art">
            <ShipArt />
          </span>
          <span className="pr-card-name">{cardTitle(t, id)}</span>
          <span className="pr-card-foot">
            {c.swords === null ? (
              <PrIcon name="skull" size={small ? 14 : 18} />
            ) : (
              <span className="pr-figure">
                <PrIcon name="sword" size={small ? 14 : 18} />
                {c.swords}
              </span>
            )}
          </span>
        </span>
      );
    case 'person':
      return (
        <span className={`pr-card pr-person pr-person-${c.kind}${c.colour ? ` pr-trader-${c.colour}` : ''} ${size}`} aria-hidden="true" data-card={id}>
          <span className="pr-card-top">
            <SkillMark card={c} small={small} />
            <PointsShield points={c.points} size={small ? 18 : 24} />
          </span>
          <span className="pr-card-art">
            <PrIcon name={c.kind} size={small ? 24 : 34} />
          </span>
          <span className="pr-card-name">
            {cardTitle(t, id)}
          </span>
          <span className="pr-card-foot">
            <span className="pr-figure">
              <PrIcon name="coin" size={small ? 14 : 18} />
              {c.cost}
            </span>
          </span>
        </span>
      );
    case 'expedition':
      return (
        <span className={`pr-card pr-expedition ${size}`} aria-hidden="true" data-card={id}>
          <span className="pr-card-top">
            <span className="pr-needs">
              {EXPEDITION_SKILLS.flatMap((skill) => Array.from({ length: c.needs[skill] }, (_, i) => <PrIcon key={`${skill}${i}`} name={skill} size={small ? 13 : 16} />))}
            </span>
            <PointsShield points={c.points} size={small ? 18 : 24} />
          </span>
          <span className="pr-card-art">
            <PrIcon name="expedition" size={small ? 22 : 30} />
          </span>
          <span className="pr-card-name">{cardTitle(t, id)}</span>
          <span className="pr-card-foot">
            <span className="pr-figure">
              <PrIcon name="coin" size={small ? 14 : 18} />
              {c.coins}
            </span>
          </span>
        </span>
      );
    case 'tax':
      return (
        <span className={`pr-card pr-tax ${size}`} aria-hidden="true" data-card={id}>
          <span className="pr-card-top">
            <PrIcon name={c.bonus === 'mostSwords' ? 'sword' : 'shield'} size={small ? 14 : 18} />
          </span>
          <span className="pr-card-art">
            <PrIcon name="tax" size={small ? 22 : 30} />
          </span>
          <span className="pr-card-name">{cardTitle(t, id)}</span>
          <span className="pr-card-foot pr-small-print">{t(`${UI_NS}:taxBonus.${c.bonus}`)}</span>
        </span>
      );
  }
}

/** The back of every card: a coin (draw pile, coins in front of the players). */
export function CardBack({ small = false }: { small?: boolean }) {
  return (
    <span className={`pr-card pr-back${small ? ' pr-card-small' : ''}`} aria-hidden="true">
      <PrIcon name="coin" size={small ? 30 : 44} />
    </span>
  );
}

/** A person's skill as printed at the top left: swords, the trader's ship, the expedition symbol, a discount… */
function SkillMark({ card, small }: { card: PersonCard; small: boolean }) {
  const s = small ? 13 : 16;
  switch (card.kind) {
    case 'sailor':
    case 'pirate':
      return (
        <span className="pr-skill">
          {Array.from({ length: card.swords }, (_, i) => (
            <PrIcon key={i} name="sword" size={s} />
          ))}
        </span>
      );
    case 'trader':
      return (
        <span className={`pr-skill pr-skill-ship pr-ship-${card.colour ?? 'yellow'}`}>
          <PrIcon name="ship" size={s} />
          +1
        </span>
      );
    case 'mademoiselle':
      return (
        <span className="pr-skill">
          −1
          <PrIcon name="coin" size={s} />
        </span>
      );
    case 'governor':
      return (
        <span className="pr-skill">
          +1
          <PrIcon name="cards" size={s} />
        </span>
      );
    case 'admiral':
      return (
        <span className="pr-skill pr-skill-text">5+→2</span>
      );
    case 'jester':
      return (
        <span className="pr-skill">
          <PrIcon name="bust" size={s} />
          <PrIcon name="coin" size={s} />
        </span>
      );
    default:
      return <span className="pr-skill" />;
  }
}

function ShipArt() {
  return (
    <svg className="pr-ship-art" viewBox="0 0 48 32" aria-hidden="true" focusable="false">
      <path d="M4 21 H44 L38 29 H10 Z" className="pr-hull" />
      <path d="M24 3 V21" stroke="#17181a" strokeWidth={1.8} />
      <path d="M24 4 L38 17 H24 Z" className="pr-sail" />
      <path d="M22.5 7 L12 17.5 H22.5 Z" className="pr-sail" />
      <path d="M24 3 L31 5 L24 7 Z" className="pr-pennant" />
    </svg>
  );
}
