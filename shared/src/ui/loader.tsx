import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { Spinner } from './spinner';
import { VisuallyHidden } from './visually-hidden';
import styles from './loader.module.css';

export interface LoaderProps {
  visible: boolean;
  /** What is being waited for; "Loading…" by default. */
  label?: string;
}

/** The full-page loading overlay: blocks the page while a submit or launch is under way. */
export function Loader({ visible, label }: LoaderProps) {
  const { t } = useTranslation('common', { i18n });
  if (!visible) return null;
  const text = label ?? t('loading');
  return createPortal(
    <div className={styles.overlay} role="status" aria-live="polite" aria-label={text} data-testid="loader">
      <Spinner size="large" onOverlay />
      <VisuallyHidden>{text}</VisuallyHidden>
    </div>,
    document.body,
  );
}
