import { TextRulesPanel } from '../../shared/RulesPanel.js';
import en from './locales/en.json';
import { UI_NS } from './words.js';

/** The sections of the short rules, in the order they are shown (keys under `rules.section`). */
export const RULES_SECTIONS = Object.keys(en.rules.section) as (keyof typeof en.rules.section)[];

/** The short rules at the table, in our own words and the rulebook's vocabulary. */
export function RulesPanel({ onClose }: { onClose(): void }) {
  return <TextRulesPanel id="grog-rules-panel" ns={UI_NS} sections={RULES_SECTIONS} onClose={onClose} />;
}
