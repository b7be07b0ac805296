import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** "Your name" (1 to 24 characters), as the home and invite pages ask for it. */
export function NameField({ value, onChange, invalid = false }: { value: string; onChange(value: string): void; invalid?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={`${id}-name`}>{t('home.yourName')}</label>
      <input
        id={`${id}-name`}
        type="text"
        autoComplete="nickname"
        maxLength={24}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={invalid}
        aria-describedby={`${id}-hint`}
        required
      />
      <p id={`${id}-hint`} className="hint">
        {t('names.hint')}
      </p>
    </div>
  );
}
