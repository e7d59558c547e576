import type { ReactNode } from 'react';
import { FramedModal } from './framed-modal';
import styles from './side-panel.module.css';

/** Wider than the default modal: a menu on the left, the page on the right. */
export const SIDE_PANEL_DEFAULT_WIDTH = 880;

export interface SidePanelEntry {
  /** The page the entry opens (the platform's and the URLs' vocabulary, e.g. 'securityCenter'). */
  id: string;
  label: ReactNode;
  /** A count shown next to the label only when above zero (missions, messages, rewards). */
  badge?: number;
  disabled?: boolean;
}

/** Why this viewer cannot use the panel, and optionally a way forward (e.g. log in). */
export interface SidePanelGate {
  text: ReactNode;
  action?: { label: ReactNode; onClick: () => void };
}

export interface SidePanelProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Accessible name of the menu's `nav`, e.g. "Member centre menu". */
  menuLabel: string;
  entries: readonly SidePanelEntry[];
  /** The entry whose page the content area shows (marked aria-current). */
  currentId?: string;
  /** Called with an entry's id when it is chosen; without it every entry is disabled. */
  onSelect?: (id: string) => void;
  /** When set, shown instead of the menu and the content. */
  gate?: SidePanelGate | null;
  /** Width in pixels (default 880) or any CSS length. */
  width?: number | string;
  testId?: string;
  /** The current page. */
  children?: ReactNode;
}

/**
 * The frame of the member and agent centres: a framed modal with a close control, a side menu of
 * entries and the current page beside it, or a gate for a viewer who may not use the panel. Which
 * entries, which page and which gate belong to the remote that owns the panel.
 */
export function SidePanel({ open, onClose, title, menuLabel, entries, currentId, onSelect, gate, width = SIDE_PANEL_DEFAULT_WIDTH, testId, children }: SidePanelProps) {
  return (
    <FramedModal open={open} onClose={onClose} title={title} showClose width={width} data-testid={testId}>
      {gate ? (
        <div className={styles.gate}>
          <p>{gate.text}</p>
          {gate.action && (
            <button type="button" className={styles.gateButton} onClick={gate.action.onClick}>
              {gate.action.label}
            </button>
          )}
        </div>
      ) : (
        <div className={styles.layout}>
          <nav aria-label={menuLabel}>
            <ul className={styles.menu}>
              {entries.map((entry) => (
                <li key={entry.id}>
                  <button
                    type="button"
                    className={styles.entry}
                    // A button that could do nothing would pretend to work.
                    disabled={entry.disabled || !onSelect}
                    aria-current={entry.id === currentId ? 'page' : undefined}
                    onClick={() => onSelect?.(entry.id)}
                  >
                    {entry.label}
                    {entry.badge !== undefined && entry.badge > 0 && (
                      <>
                        {' '}
                        <span className={styles.badge}>{entry.badge}</span>
                      </>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.content}>{children}</div>
        </div>
      )}
    </FramedModal>
  );
}
