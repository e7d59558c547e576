import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

export interface VisuallyHiddenProps {
  /** The element to render: a span inside text, a heading for a page's unseen title. */
  as?: 'span' | 'div' | 'p' | 'h1' | 'h2' | 'h3';
  children: ReactNode;
}

/** Text for screen readers only: off screen, but still in the accessibility tree (unlike display: none). */
export function VisuallyHidden({ as: Tag = 'span', children }: VisuallyHiddenProps) {
  return <Tag className={styles.root}>{children}</Tag>;
}
