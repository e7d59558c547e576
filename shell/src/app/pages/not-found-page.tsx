import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SHELL_NAMESPACE } from '../../i18n/resources';
import styles from './pages.module.css';

/** Any path the route table does not know. */
export function NotFoundPage() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  return (
    <main className={styles.notFound} data-testid="not-found">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{t('not_found_title')}</h1>
      <p className={styles.text}>{t('not_found_text')}</p>
      <Link to="/" className={styles.button}>
        {t('back_home')}
      </Link>
    </main>
  );
}
