import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage, setLanguage } from '../i18n/index.js';

const NAMES: Record<(typeof LANGUAGES)[number], string> = { en: 'English', de: 'Deutsch' };

/** The reader's language; follows the browser until changed here. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <label className="language-switch">
      <span className="visually-hidden">{t('nav.language')}</span>
      <select
        value={i18n.language}
        onChange={(e) => {
          if (isLanguage(e.target.value)) void setLanguage(i18n, e.target.value);
        }}
        aria-label={t('nav.language')}
      >
        {LANGUAGES.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {NAMES[lang]}
          </option>
        ))}
      </select>
    </label>
  );
}
