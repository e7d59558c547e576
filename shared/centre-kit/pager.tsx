import styles from './kit.module.css';
import { useKitText } from './use-kit-text';

export interface PagerProps {
  /** The page shown, from the server's answer (1-based). */
  pageNo: number;
  totalPages: number;
  onChange: (pageNo: number) => void;
  /** While the next page loads, both buttons wait. */
  busy?: boolean;
}

/**
 * Server paging: previous, next and "page x of y". Hidden when everything fits on one page, since
 * buttons that cannot go anywhere only add noise.
 */
export function Pager({ pageNo, totalPages, onChange, busy = false }: PagerProps) {
  const t = useKitText();
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      <button type="button" className={styles.secondaryButton} disabled={busy || pageNo <= 1} onClick={() => onChange(pageNo - 1)}>
        {t('pager.previous')}
      </button>
      <span className={styles.pagerStatus} aria-live="polite">
        {t('pager.page_of', { pageNo, totalPages })}
      </span>
      <button type="button" className={styles.secondaryButton} disabled={busy || pageNo >= totalPages} onClick={() => onChange(pageNo + 1)}>
        {t('pager.next')}
      </button>
    </nav>
  );
}
