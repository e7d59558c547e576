import { VisuallyHidden, useTranslation } from '@site/shared';
import { GAMES_NAMESPACE } from '../../i18n/resources';
import { VendorGridSkeleton } from '../vendor-card/vendor-grid';
import styles from './vendor-lanes-state.module.css';

/** Shown while the vendor lanes load: card-shaped placeholders plus a status for screen readers. */
export function VendorsLoading({ count }: { count?: number }) {
  const { t } = useTranslation(GAMES_NAMESPACE);
  return (
    <div role="status" aria-busy="true" className={styles.loading}>
      <VisuallyHidden>{t('loading_providers')}</VisuallyHidden>
      <VendorGridSkeleton count={count} />
    </div>
  );
}

/** The vendor call failed: say so and offer to try again. */
export function VendorsError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(GAMES_NAMESPACE);
  return (
    <div role="alert" className={styles.message}>
      <p>{t('providers_failed')}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('common:retry')}
      </button>
    </div>
  );
}

export function VendorsEmpty() {
  const { t } = useTranslation(GAMES_NAMESPACE);
  return <p className={styles.message}>{t('no_providers')}</p>;
}
