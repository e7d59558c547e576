import { useTranslation } from 'react-i18next';
import { SHELL_NAMESPACE } from '../../../i18n/resources';
import { StatusContacts } from './status-contacts';
import type { ContactEntry } from './customer-service-button';
import styles from './status-page.module.css';

export interface RegionBlockedPageProps {
  ip: string | null;
  /** The first configured contact (a type-3 path is decrypted when pressed). */
  customerService: ContactEntry | undefined;
}

/** Whole-app screen for system status 2 (title blockip, text info_ip_block, the visitor's IP). */
export function RegionBlockedPage({ ip, customerService }: RegionBlockedPageProps) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  return (
    <main className={styles.page} data-testid="region-blocked-page">
      <div className={styles.card}>
        <svg className={styles.icon} viewBox="0 0 64 64" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" aria-hidden="true">
          <circle cx="32" cy="32" r="24" />
          <path d="M15 15l34 34" />
        </svg>
        <h1 className={styles.title}>{t('blockip')}</h1>
        <p className={styles.detail}>
          {t('your_ip')}:{' '}
          <span className={styles.ip} data-testid="visitor-ip">
            {ip ?? '—'}
          </span>
        </p>
        <p className={styles.text}>{t('info_ip_block')}</p>
        <StatusContacts customerService={customerService} />
      </div>
    </main>
  );
}
