import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../platform/names.js';

/**
 * A lobby request made from a form or a button: busy while it runs, its failure in words (cleared
 * when the next one starts); `onFailure` runs after the words are shown, before busy ends.
 */
export function useLobbyRequest() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (request: () => Promise<unknown>, onFailure?: (err: unknown) => Promise<void> | void) => {
    setBusy(true);
    setError(null);
    try {
      await request();
    } catch (err) {
      setError(errorText(t, err));
      await onFailure?.(err);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
