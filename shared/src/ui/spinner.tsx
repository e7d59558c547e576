import styles from './spinner.module.css';

export interface SpinnerProps {
  /** 'medium' (36px) inside a page area, 'large' (48px) over the whole page. */
  size?: 'medium' | 'large';
  /** On the dimmed page cover the track is light instead of the border colour. */
  onOverlay?: boolean;
}

/** The site's one spinning ring. Decorative: the caller gives the waiting state its text. */
export function Spinner({ size = 'medium', onOverlay = false }: SpinnerProps) {
  return <span className={`${styles.spinner} ${styles[size]} ${onOverlay ? styles.onOverlay : ''}`} aria-hidden="true" data-testid="spinner" />;
}
