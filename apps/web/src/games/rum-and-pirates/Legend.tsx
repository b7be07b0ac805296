import { FIELD_KINDS } from '@harbour/rum-and-pirates/data';
import { useTranslation } from 'react-i18next';
import { InlineIcon } from './icons.js';
import { UI_NS, fieldKindWord } from './words.js';

/** What the pictures on the board mean: each field kind with its action in a few words. */
export function Legend() {
  const { t } = useTranslation();
  return (
    <details className="legend">
      <summary>{t(`${UI_NS}:legend`)}</summary>
      <ul>
        {FIELD_KINDS.map((kind) => (
          <li key={kind}>
            <InlineIcon name={kind} size={22} />
            <span>
              <strong>{fieldKindWord(t, kind)}</strong>: {t(`${UI_NS}:legendText.${kind}`)}
            </span>
          </li>
        ))}
        <li>
          <span className="legend-cobble" aria-hidden="true" />
          <span>{t(`${UI_NS}:legendAlley`)}</span>
        </li>
        <li>
          <span className="legend-dark" aria-hidden="true" />
          <span>{t(`${UI_NS}:legendDark`)}</span>
        </li>
      </ul>
    </details>
  );
}
