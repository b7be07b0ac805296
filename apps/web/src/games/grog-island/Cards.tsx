import { goalTask, treasureValue, parrotCard } from '@harbour/grog-island/data';
import { useTranslation } from 'react-i18next';
import { InlineIcon, type IconName } from './icons.js';
import { UI_NS, goalFaceText, goalTitle, parrotText } from './words.js';

/** A goal card's face: the task's picture, its title, and what it scores (the title said once). */
export function GoalCardFace({ card }: { card: number }) {
  const { t } = useTranslation();
  const task = goalTask(card);
  const icon: IconName =
    task.kind === 'building' ? task.type : task.kind === 'parrots' ? 'parrotCard' : task.kind === 'goods' ? `goods.${task.colour}` : 'flag';
  return (
    <span className={`card goal-card${task.kind === 'peninsula' || task.kind === 'goods' ? ` tinted-${task.colour}` : ''}`}>
      <InlineIcon name={icon} size={26} />
      <span className="card-text">
        <strong>{goalTitle(t, card)}</strong>
        <small>{goalFaceText(t, card)}</small>
      </span>
    </span>
  );
}

export function TreasureCardFace({ card }: { card: number }) {
  const { t } = useTranslation();
  const value = treasureValue(card);
  return (
    <span className="card treasure-card" title={t(`${UI_NS}:treasureWorth`, { count: value })}>
      <InlineIcon name="treasureCard" size={22} />
      <strong aria-label={t(`${UI_NS}:treasureWorth`, { count: value })}>{value}</strong>
    </span>
  );
}

export function ParrotCardFace({ card }: { card: number }) {
  const { t } = useTranslation();
  const parrot = parrotCard(card);
  return (
    <span className={`card parrot-card${parrot.kind === 'turnDie' ? ` tinted-${parrot.colour}` : ''}`}>
      <InlineIcon name="parrotCard" size={22} />
      <small>{parrotText(t, card)}</small>
    </span>
  );
}
