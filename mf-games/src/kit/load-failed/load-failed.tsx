import { useTranslation } from '@site/shared';
import styles from './load-failed.module.css';

/** A list that could not load: what failed, said as an alert, and a Retry button. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={styles.failed}>
      <p>{message}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('common:retry')}
      </button>
    </div>
  );
}
