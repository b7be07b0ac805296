import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import './RulesPanel.css';

/** One part of a rules panel: a heading and what it explains. */
export interface RulesSection {
  key: string;
  heading: string;
  body: ReactNode;
}

/**
 * The short rules panel at a table (one frame for every game): a title, a close button and the
 * game's sections, in the reader's language (the game passes its words in).
 */
export function RulesPanel({ id, title, closeLabel, sections, onClose }: { id: string; title: string; closeLabel: string; sections: readonly RulesSection[]; onClose(): void }) {
  const titleId = `${id}-title`;
  return (
    <section className="rules-panel" aria-labelledby={titleId} data-testid="rules-panel">
      <div className="rules-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="small" onClick={onClose}>
          {closeLabel}
        </button>
      </div>
      {sections.map((section) => (
        <div key={section.key} className="rules-section">
          <h3>{section.heading}</h3>
          {section.body}
        </div>
      ))}
    </section>
  );
}

/** The button in a table's toolbar that opens and closes its rules panel (the element with id `controls`). */
export function RulesButton({ open, controls, onToggle, children, ref }: { open: boolean; controls: string; onToggle(): void; children: ReactNode; ref?: Ref<HTMLButtonElement> }) {
  return (
    <button ref={ref} type="button" className="rules-button" aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      {children}
    </button>
  );
}

/**
 * A rules panel whose words all sit in a namespace: `rules.title`, `rules.close` and, per section
 * key, `rules.section.<key>.heading` and `.text` (Grog Island and Port Royal).
 */
export function TextRulesPanel({ id, ns, sections, onClose }: { id: string; ns: string; sections: readonly string[]; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <RulesPanel
      id={id}
      title={t(`${ns}:rules.title`)}
      closeLabel={t(`${ns}:rules.close`)}
      onClose={onClose}
      sections={sections.map((key) => ({ key, heading: t(`${ns}:rules.section.${key}.heading`), body: <p>{t(`${ns}:rules.section.${key}.text`)}</p> }))}
    />
  );
}
