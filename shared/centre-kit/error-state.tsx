import { ApiError } from '@site/shared';
import styles from './kit.module.css';
import { useKitText } from './use-kit-text';

export interface ErrorStateProps {
  error: unknown;
  onRetry: () => void;
}

/** A failed load: what went wrong (the platform's message when it sent one) and a Retry. */
export function ErrorState({ error, onRetry }: ErrorStateProps) {
  const t = useKitText();
  const detail = error instanceof ApiError ? error.message : null;
  return (
    <div className={styles.error} role="alert" data-testid="kit-error">
      <p className={styles.errorText}>{t('failed')}</p>
      {detail && <p className={styles.errorDetail}>{detail}</p>}
      <button type="button" className={styles.secondaryButton} onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
