import { Link, useTranslation } from '@site/shared';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';
import styles from './promotions-screen.module.css';

/** Where the page sends a player instead: features that work today. */
const TODAY = [
  { key: 'lottery', to: '/lottery' },
  { key: 'slots', to: '/rng' },
  { key: 'live', to: '/live' },
  { key: 'sports', to: '/sports' },
] as const;

/**
 * /promotions (with its banner group). The site runs no promotion yet, so the page says so plainly
 * and points to what can be played today, rather than a "not available yet" dead end; the
 * promotions feature replaces it with the real list.
 */
export default function PromotionsScreen() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  return (
    <main className={styles.page} data-testid="promotions-page">
      <h1 className={styles.heading}>{t('page.promotions')}</h1>
      <p>{t('promotions.none')}</p>
      <h2 className={styles.subheading}>{t('promotions.today')}</h2>
      <ul className={styles.links}>
        {TODAY.map(({ key, to }) => (
          <li key={key}>
            <Link to={to}>{t(`promotions.${key}`)}</Link>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/help">{t('promotions.help')}</Link>
      </p>
    </main>
  );
}
