import { useTranslation } from 'react-i18next';
import { SHELL_NAMESPACE } from '../../../i18n/resources';
import { StatusContacts } from './status-contacts';
import type { ContactEntry } from './customer-service-button';
import styles from './status-page.module.css';

export interface MaintenancePageProps {
  /** ISO time maintenance should end, when the platform knows it. */
  endTime: string | null;
  /** The first configured contact (a type-3 path is decrypted when pressed). */
  customerService: ContactEntry | undefined;
}

/**
 * The end time in the visitor's own time zone (the browser's), with the zone named ("GMT+7"), so
 * nobody has to guess whether it is the server's time or theirs. `timeZone` is for tests only.
 */
export function formatEndTime(iso: string, lang: string, timeZone?: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone };
  try {
    return new Intl.DateTimeFormat(lang, options).format(date);
  } catch {
    // An odd language tag: the browser's own language still names the zone.
    return new Intl.DateTimeFormat(undefined, options).format(date);
  }
}

/** Whole-app screen for system status 1 (title game_maintenance, text info_maintenance). */
export function MaintenancePage({ endTime, customerService }: MaintenancePageProps) {
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
        <StatusContacts customerService={customerService} />
      </div>
    </main>
  );
}
