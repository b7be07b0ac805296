import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchSnapshot } from '../connection/types.js';

interface ConnectionBannerProps {
  snapshot: Pick<MatchSnapshot, 'status' | 'error' | 'offlineSince' | 'stateID'>;
  onRetry(): void;
}

/**
 * Says when the table is not live: connecting, the connection dropped (reconnecting on its own,
 * with a button to try now), or the match cannot be shown. Hidden while all is well.
 */
export function ConnectionBanner({ snapshot, onRetry }: ConnectionBannerProps) {
  const { t } = useTranslation();
  const seconds = useSecondsSince(snapshot.status === 'offline' ? snapshot.offlineSince : null);
  if (snapshot.status === 'online') return null;
  if (snapshot.status === 'failed') {
    return (
      <div className="banner banner-error" role="alert" data-testid="connection-banner">
        <strong>{t('connection.failed')}</strong> {snapshot.error ? t(`errors.${snapshot.error.code}`, { defaultValue: snapshot.error.message }) : null}
      </div>
    );
  }
  if (snapshot.status === 'connecting' && snapshot.stateID < 0) {
    return (
      <div className="banner" role="status" data-testid="connection-banner">
        {t('connection.connecting')}
      </div>
    );
  }
  return (
    <div className="banner banner-warning" role="status" data-testid="connection-banner">
      <span>
        <strong>{t('connection.offline')}</strong> {t('connection.reconnecting')}
        {seconds !== null && seconds >= 5 ? ` ${t('connection.since', { count: seconds })}` : ''}
      </span>
      <button type="button" onClick={onRetry}>
        {t('connection.retry')}
      </button>
    </div>
  );
}

function useSecondsSince(since: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (since === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [since]);
  return since === null ? null : Math.max(0, Math.round((now - since) / 1000));
}
