import { useState } from 'react';
import { navigate } from '../platform/router.js';
import { useServices } from '../platform/services.js';
import { findGame } from '../games/registry.js';
import { errorText } from '../platform/names.js';
import { startLearningMatch } from './start.js';
import { useLearnWords } from './words.js';

/** "Learn to play <game>": starts a teaching match against computer players and opens its table. */
export function LearnButton({ gameName, playerName, className }: { gameName: string; playerName?: string | undefined; className?: string }) {
  const { t, tu } = useLearnWords();
  const { lobby } = useServices();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const game = findGame(gameName);
  if (!game) return null;
  const name = tu(`games.${gameName}.name`);
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const to = await startLearningMatch(lobby, game, playerName?.trim() || tu('learnerName'));
      navigate(to);
    } catch (err) {
      setError(errorText(tu, err));
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className={className ?? 'learn-button'} disabled={busy} onClick={() => void start()} data-testid={`learn-${gameName}`}>
        {busy ? t('learn.starting') : t('learn.button', { game: name })}
      </button>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
