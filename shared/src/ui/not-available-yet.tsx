import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import styles from './not-available-yet.module.css';

export interface NotAvailableYetProps {
  /** The page or feature name, shown as a heading. */
  title?: ReactNode;
  /** Heading level of the title (1 for a whole page, 2 inside a panel). */
  level?: 1 | 2 | 3;
  /** A translated sentence saying what is coming; a generic one when absent. */
  children?: ReactNode;
  /** Tighter spacing for use inside modals and panels. */
  compact?: boolean;
}

/**
 * The honest state of a feature that a later release delivers: it says so, and offers no
 * control that would pretend to work.
 */
export function NotAvailableYet({ title, level = 1, children, compact = false }: NotAvailableYetProps) {
  const { t } = useTranslation('common', { i18n });
  const Heading = `h${level}` as const;
  return (
    <section className={`${styles.root} ${compact ? styles.compact : ''}`} data-testid="not-available-yet" aria-label={typeof title === 'string' ? title : t('not_available_yet')}>
      {title && <Heading className={styles.title}>{title}</Heading>}
      <p className={styles.badge}>{t('not_available_yet')}</p>
      <p className={styles.detail}>{children ?? t('not_available_yet_detail')}</p>
    </section>
  );
}
