import { usePageTitle } from '../platform/turns.js';
import { LearnPanel } from './LearnPanel.js';
import { useLearnWords } from './words.js';

/** /learn, the header's "Learn to play": a teaching match for each game, and how to win it. */
export default function LearnPage() {
  const { t } = useLearnWords();
  usePageTitle(t('learn.title'));
  return (
    <main id="main" className="page learn-page" tabIndex={-1}>
      <LearnPanel page />
    </main>
  );
}
