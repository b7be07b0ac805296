// The package exports its words from its main entry only (no ./locales subpath); the bundler keeps
// just the words (the package is free of side effects), not the boardgame.io adapter.
import gameEn from '@harbour/rum-and-pirates/locales/en.json';
import { useTranslation } from 'react-i18next';
import { RulesPanel as RulesFrame } from '../../shared/RulesPanel.js';
import { GAME_NS, UI_NS } from './words.js';

/** The edition's rulings, in the order the game package lists them. */
export const RULING_KEYS = Object.keys(gameEn.rules.rulings) as (keyof typeof gameEn.rules.rulings)[];

/**
 * The in-game rules page: the summary's turn in three sentences and every ruling of this edition
 * (the game package's words, so the page says exactly what the rules code does).
 */
export function RulesPanel({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  return (
    <RulesFrame
      id="rum-rules-panel"
      title={t(`${GAME_NS}:rules.title`)}
      closeLabel={t(`${UI_NS}:closeRules`)}
      onClose={onClose}
      sections={[
        {
          key: 'short',
          heading: t(`${UI_NS}:rulesInShort`),
          body: (
            <ol className="rules-short">
              <li>{t(`${UI_NS}:rulesShort.round`)}</li>
              <li>{t(`${UI_NS}:rulesShort.turn`)}</li>
              <li>{t(`${UI_NS}:rulesShort.scuffle`)}</li>
              <li>{t(`${UI_NS}:rulesShort.end`)}</li>
            </ol>
          ),
        },
        {
          key: 'rulings',
          heading: t(`${UI_NS}:rulings`),
          body: (
            <>
              <p>{t(`${GAME_NS}:rules.intro`)}</p>
              <dl className="rulings">
                {RULING_KEYS.map((key) => (
                  <div key={key}>
                    <dt>{t(`${UI_NS}:ruling.${key}`)}</dt>
                    <dd>{t(`${GAME_NS}:rules.rulings.${key}`)}</dd>
                  </div>
                ))}
              </dl>
            </>
          ),
        },
      ]}
    />
  );
}
