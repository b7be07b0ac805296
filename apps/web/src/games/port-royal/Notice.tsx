import type { GameEvent } from '@harbour/port-royal/rules';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { latestNotice, noticeText } from './consequences.js';
import { PrIcon } from './icons.js';
import { UI_NS } from './words.js';

/**
 * A visible notice of a bust or a tax increase (not only a log line): shown in the harbor display
 * from the moment it happens until the next card is turned up, with who lost or received coins.
 */
export function PrNotice({ events, names }: { events: readonly GameEvent[]; names: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const notice = useMemo(() => latestNotice(events), [events]);
  if (!notice) return null;
  const { heading, lines } = noticeText(t, i18n.language, notice, names);
  return (
    <div key={notice.at} className={`pr-notice pr-notice-${notice.kind}`} role="status" aria-label={t(`${UI_NS}:notice.label`)} data-testid="pr-notice" data-notice={notice.kind}>
      <PrIcon name={notice.kind === 'bust' ? 'bust' : 'tax'} size={22} />
      <p>
        <strong>{heading}</strong> {lines.join(' ')}
      </p>
    </div>
  );
}
