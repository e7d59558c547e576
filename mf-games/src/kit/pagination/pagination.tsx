import { useTranslation } from '@site/shared';
import { GAMES_NAMESPACE } from '../../i18n/resources';
import styles from './pagination.module.css';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  label?: string;
}

/** First, previous, next and last, around "page X of Y"; buttons that would leave 1..totalPages are off. */
export function Pagination({ page, totalPages, onPage, label }: PaginationProps) {
  const { t } = useTranslation(GAMES_NAMESPACE);
  if (totalPages <= 1) return null;
  const atFirst = page <= 1;
  const atLast = page >= totalPages;
  return (
    <nav className={styles.pagination} aria-label={label ?? t('pages')} data-testid="pagination">
      <button type="button" className={styles.button} disabled={atFirst} onClick={() => onPage(1)}>
        {t('page_first')}
      </button>
      <button type="button" className={styles.button} disabled={atFirst} onClick={() => onPage(page - 1)}>
        {t('page_previous')}
      </button>
      <span className={styles.position} aria-live="polite" data-testid="page-position">
        {t('page_of', { page, total: totalPages })}
      </span>
      <button type="button" className={styles.button} disabled={atLast} onClick={() => onPage(page + 1)}>
        {t('page_next')}
      </button>
      <button type="button" className={styles.button} disabled={atLast} onClick={() => onPage(totalPages)}>
        {t('page_last')}
      </button>
    </nav>
  );
}
