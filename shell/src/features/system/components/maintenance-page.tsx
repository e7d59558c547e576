import { useTranslation } from 'react-i18next';
import { SHELL_NAMESPACE } from '../../../i18n/resources';
import { CustomerServiceButton } from './customer-service-button';
import styles from './status-page.module.css';

export interface MaintenancePageProps {
  /** ISO time maintenance should end, when the platform knows it. */
  endTime: string | null;
  customerServicePath: string | undefined;
}

function formatEndTime(iso: string, lang: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  try {
    return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  } catch {
    return date.toLocaleString();
  }
}

/** Whole-app screen for system status 1 (title game_maintenance, text info_maintenance). */
export function MaintenancePage({ endTime, customerServicePath }: MaintenancePageProps) {
  const { t, i18n } = useTranslation(SHELL_NAMESPACE);
  const until = endTime ? formatEndTime(endTime, i18n.language) : null;
  return (
    <main className={styles.page} data-testid="maintenance-page">
      <div className={styles.card}>
        <svg className={styles.icon} viewBox="0 0 64 64" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <path d="M40 10a12 12 0 0 0-14 15L10 41a5 5 0 0 0 7 7l16-16a12 12 0 0 0 15-14l-7 7-6-1-1-6z" />
          <circle cx="48" cy="48" r="10" />
          <path d="M48 43v5l3 3" />
        </svg>
        <h1 className={styles.title}>{t('game_maintenance')}</h1>
        {until && (
          <p className={styles.detail} data-testid="maintenance-end">
            <time dateTime={endTime ?? undefined}>{t('maintenance_until', { time: until })}</time>
          </p>
        )}
        <p className={styles.text}>{t('info_maintenance')}</p>
        <CustomerServiceButton path={customerServicePath} />
      </div>
    </main>
  );
}
