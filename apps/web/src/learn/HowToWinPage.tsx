import { Link } from '../platform/router.js';
import { usePageTitle } from '../platform/turns.js';
import { findGame } from '../games/registry.js';
import { LearnButton } from './LearnButton.js';
import { useLessons } from './lessons.js';
import { useLearnWords } from './words.js';
import './learn.css';

/**
 * A game's "how to win" page: what strong play does differently, in words, from the strong computer
 * player's own judgement (its evaluation and policy in the game's package) and its measured record
 * against the easy player (the package README's figures). Offers a teaching match.
 */
export default function HowToWinPage({ gameName }: { gameName: string }) {
  const { t, tu } = useLearnWords();
  const game = findGame(gameName);
  // The figure and the tips come with the game's lesson words (fetched with its lessons).
  const lessons = useLessons(gameName);
  const name = game ? tu(`games.${gameName}.name`) : gameName;
  usePageTitle(t('win.title', { game: name }));
  if (!game) {
    return (
      <main id="main" className="page how-to-win" tabIndex={-1}>
        <p role="alert">{t('win.unknown', { game: gameName })}</p>
        <Link to="/">{t('win.back')}</Link>
      </main>
    );
  }
  const tips = t(`win.${gameName}.tips`, { returnObjects: true }) as unknown;
  return (
    <main id="main" className="page how-to-win" tabIndex={-1} data-testid="how-to-win">
      <h1>{t('win.title', { game: name })}</h1>
      {lessons ? (
        <>
          <p className="lead">
            {t('win.lead')} {t(`win.${gameName}.figure`)}
          </p>
          <ol className="win-tips">
            {(Array.isArray(tips) ? tips.filter((x): x is string => typeof x === 'string') : []).map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ol>
        </>
      ) : null}
      <div className="actions">
        <LearnButton gameName={gameName} className="primary" />
      </div>
      <p>
        <Link to="/">{t('win.back')}</Link>
      </p>
    </main>
  );
}
