import { useLearnRecord } from './progress.js';
import { useLearnWords } from './words.js';
import './learn.css';

/** In My games: "learning" beside a teaching match of this browser (it resumes with its explanations). */
export function LearningMark({ matchID }: { matchID: string }) {
  const { t } = useLearnWords();
  const record = useLearnRecord(matchID);
  if (!record) return null;
  return (
    <span className="learning-mark" data-testid="learning-mark">
      {t('learn.mark')}
    </span>
  );
}
