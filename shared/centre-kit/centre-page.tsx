import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './kit.module.css';

export interface CentrePageProps {
  /** The page's name, shown as its heading (the menu entry's label). */
  title: ReactNode;
  /** Controls shown beside the heading (e.g. "mark all read"). */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * The frame of one centre page, on the right of the panel's menu: a level-3 heading (the
 * panel's title is level 2) and the page's content as a labelled region. The heading takes focus
 * when the page appears, so a keyboard or screen-reader user who chose a menu entry lands on the
 * page they asked for instead of staying in the menu.
 */
export function CentrePage({ title, actions, children }: CentrePageProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section className={styles.page} aria-labelledby={headingId} data-testid="centre-page">
      <div className={styles.pageHeader}>
        <h3 id={headingId} ref={heading} tabIndex={-1} className={styles.pageTitle}>
          {title}
        </h3>
        {actions && <div className={styles.pageActions}>{actions}</div>}
      </div>
      <div className={styles.pageBody}>{children}</div>
    </section>
  );
}
