import { ApiError } from '@site/shared';
import styles from './kit.module.css';
import { isRefusal, refusalText } from './refusal-text';
import { useKitText } from './use-kit-text';

export interface ErrorStateProps {
  error: unknown;
  onRetry: () => void;
}

/**
 * A failed load: what went wrong, in words. A failure that may pass (the network, the server) says
 * so with the platform's detail and offers a Retry; a refusal (the platform answered "no" to this
 * request, e.g. a search for an account that is not in the agent's team) says why and offers no
 * Retry, since asking again gets the same answer.
 */
export function ErrorState({ error, onRetry }: ErrorStateProps) {
  const t = useKitText();
  if (isRefusal(error)) {
    return (
      <div className={styles.error} role="alert" data-testid="kit-error">
        <p className={styles.errorText}>{refusalText(error, t)}</p>
      </div>
    );
  }
  const detail = error instanceof ApiError ? refusalText(error, t) : null;
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
