import { useTranslation } from 'react-i18next';
import { Link } from '../platform/router.js';
import { usePageTitle } from '../platform/turns.js';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <main id="main" className="page" tabIndex={-1}>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/">{t('nav.home')}</Link>
    </main>
  );
}
