import { useTranslation } from 'react-i18next';
import { RulesPanel as RulesFrame } from '../../shared/RulesPanel.js';
import en from './locales/en.json';
import { UI_NS } from './words.js';

/** The sections of the short rules, in the order they are shown (keys under `rules.section`). */
export const RULES_SECTIONS = Object.keys(en.rules.section) as (keyof typeof en.rules.section)[];

/** The short rules at the table, in our own words and the rulebook's vocabulary. */
export function RulesPanel({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  return (
    <RulesFrame
      id="pr-rules-panel"
      title={t(`${UI_NS}:rules.title`)}
      closeLabel={t(`${UI_NS}:rules.close`)}
      onClose={onClose}
      sections={RULES_SECTIONS.map((key) => ({
        key,
        heading: t(`${UI_NS}:rules.section.${key}.heading`),
        body: <p>{t(`${UI_NS}:rules.section.${key}.text`)}</p>,
      }))}
    />
  );
}
