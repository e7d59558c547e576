import { useId } from 'react';
import styles from './centre-panel.module.css';
import type { MemberCentrePage } from './menu';

export interface CentreMenuEntry {
  page: MemberCentrePage;
  label: string;
  /** A count shown only when loaded and above zero (messages; missions and rewards later). */
  badge?: number;
  /** The page arrives with a later issue: it can be chosen, and says so. */
  later: boolean;
}

export interface CentreMenuProps {
  label: string;
  entries: readonly CentreMenuEntry[];
  current: MemberCentrePage;
  onSelect: (page: MemberCentrePage) => void;
  /** On a phone the menu is a select above the page: a list of fifteen entries would push the page off screen. */
  compact: boolean;
}

const showBadge = (badge: number | undefined): badge is number => badge !== undefined && badge > 0;

/** The centre's menu: a list of buttons (the current one marked aria-current), or a select on a phone. */
export function CentreMenu({ label, entries, current, onSelect, compact }: CentreMenuProps) {
  const selectId = useId();
  if (compact) {
    return (
      <div className={styles.menuSelect}>
        <label htmlFor={selectId} className={styles.menuSelectLabel}>
          {label}
        </label>
        <select id={selectId} className={styles.select} value={current} onChange={(event) => onSelect(event.target.value as MemberCentrePage)}>
          {entries.map((entry) => (
            <option key={entry.page} value={entry.page}>
              {showBadge(entry.badge) ? `${entry.label} (${entry.badge})` : entry.label}
            </option>
          ))}
        </select>
      </div>
    );
  }
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.menu}>
        {entries.map((entry) => (
          <li key={entry.page}>
            <button
              type="button"
              className={`${styles.entry} ${entry.later ? styles.later : ''}`}
              aria-current={entry.page === current ? 'page' : undefined}
              onClick={() => onSelect(entry.page)}
            >
              <span>{entry.label}</span>
              {showBadge(entry.badge) && (
                <span className={styles.badge} data-testid={`badge-${entry.page}`}>
                  {entry.badge > 99 ? '99+' : entry.badge}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
