import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
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

/**
 * "New to these games? Learn to play", in the home page's first screen (the section itself lies below
 * the create form): to the section, its first game's button focused.
 */
export function LearnJump() {
  const { t } = useTranslation();
  const jump = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    document.getElementById('learn-panel-title')?.scrollIntoView({ block: 'start' });
    document.querySelector<HTMLElement>('.learn-games button')?.focus({ preventScroll: true });
  };
  return (
    <span className="learn-jump">
      {t('home.newHere')}{' '}
      <a href="#learn-panel-title" onClick={jump} data-testid="learn-jump">
        {t('home.learnJump')}
      </a>
    </span>
  );
}
