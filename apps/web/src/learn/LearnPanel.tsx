import { Link } from '../app/router.js';
import { GAMES } from '../games/registry.js';
import { LearnButton } from './LearnButton.js';
import { howToWinPath } from './paths.js';
import { useLearnWords } from './words.js';
import './learn.css';

/** The home page's "Learn to play" section: per game, a teaching match and its how-to-win page. */
export function LearnPanel({ playerName }: { playerName?: string }) {
  const { t, tu } = useLearnWords();
  return (
    <section className="learn-panel" aria-labelledby="learn-panel-title" data-testid="learn-panel">
      <h2 id="learn-panel-title">{t('learn.title')}</h2>
      <p className="hint">{t('learn.lead')}</p>
      <ul className="learn-games">
        {GAMES.map((g) => (
          <li key={g.name}>
            <LearnButton gameName={g.name} playerName={playerName} />
            <Link to={howToWinPath(g.name)} aria-label={`${t('learn.howToWin')}: ${tu(`games.${g.name}.name`)}`}>
              {t('learn.howToWin')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
