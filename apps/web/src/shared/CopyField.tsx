import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface CopyFieldProps {
  label: string;
  value: string;
  /** Explains what the link is for. */
  note?: string;
  /** Offer the system's share sheet where the browser has one. */
  shareTitle?: string;
  testId?: string;
}

/** A link to pass on: shown in full, a copy button, and the share sheet where there is one. */
export function CopyField({ label, value, note, shareTitle, testId }: CopyFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const canShare = shareTitle !== undefined && typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('yes');
    } catch {
      // No clipboard permission: select the text so that the reader can copy it.
      (document.getElementById(id) as HTMLInputElement | null)?.select();
      setCopied('no');
    }
  };
  return (
    <div className="copy-field">
      <label htmlFor={id}>{label}</label>
      <div className="copy-row">
        <input id={id} type="text" readOnly value={value} onFocus={(e) => e.currentTarget.select()} data-testid={testId} aria-describedby={note ? `${id}-note` : undefined} />
        <button type="button" onClick={() => void copy()}>
          {t('common.copy')}
        </button>
        {canShare ? (
          <button type="button" onClick={() => void navigator.share({ title: shareTitle, url: value }).catch(() => undefined)}>
            {t('common.share')}
          </button>
        ) : null}
      </div>
      {note ? (
        <p id={`${id}-note`} className="hint">
          {note}
        </p>
      ) : null}
      <p className="visually-hidden" role="status">
        {copied === 'yes' ? t('common.copied') : copied === 'no' ? t('common.copyManually') : ''}
      </p>
      {copied === 'yes' ? (
        <p className="copied" aria-hidden="true">
          {t('common.copied')}
        </p>
      ) : null}
    </div>
  );
}
