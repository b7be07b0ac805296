import { Link } from '../platform/router.js';
import { GAMES } from '../games/registry.js';
import { LearnButton } from './LearnButton.js';
import { howToWinPath } from './paths.js';
import { useLearnWords } from './words.js';
import './learn.css';

/**
 * "Learn to play": per game, a teaching match and its how-to-win page. A section of the home page, and
 * the whole of the Learn page (the header's link, above the fold at every size), where it is the title.
 */
export function LearnPanel({ playerName, page = false }: { playerName?: string | undefined; page?: boolean }) {
  const { t, tu } = useLearnWords();
  const Title = page ? 'h1' : 'h2';
  return (
    <section className="learn-panel" aria-labelledby="learn-panel-title" data-testid="learn-panel">
      <Title id="learn-panel-title">{t('learn.title')}</Title>
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
