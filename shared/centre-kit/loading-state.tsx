import { Spinner } from '@site/shared';
import styles from './kit.module.css';
import { useKitText } from './use-kit-text';

/** The waiting state of a page or a list: a spinner with its words, marked busy for assistive technology. */
export function LoadingState() {
  const t = useKitText();
  return (
    <div className={styles.loading} role="status" aria-busy="true" data-testid="kit-loading">
      <Spinner />
      <span>{t('loading')}</span>
    </div>
  );
}
