import { useEffect, useId, useRef, type ReactNode } from 'react';
import { FramedModal } from './framed-modal';
import { useMediaQuery } from './use-media-query';
import styles from './side-panel.module.css';

/** Wider than the default modal: a menu on the left, the page on the right. */
export const SIDE_PANEL_DEFAULT_WIDTH = 880;

/**
 * At this width and below the panel covers the screen and its menu becomes a select above the page:
 * a column of a dozen entries beside the page would leave the page no room.
 */
export const SIDE_PANEL_PHONE_QUERY = '(max-width: 600px)';

/** Counts above this show as "99+": a wider badge would push the label aside. */
const BADGE_MAX = 99;

export interface SidePanelEntry {
  /** The page the entry opens (the platform's and the URLs' vocabulary, e.g. 'securityCenter'). */
  id: string;
  /** Plain text: on a phone it is an option of the menu's select, which can hold nothing else. */
  label: string;
  /** A count shown next to the label only when above zero (missions, messages, rewards); undefined while unknown. */
  badge?: number;
  disabled?: boolean;
  /** The entry's page arrives later: it can still be chosen (the page says so), its label is quieter. */
  later?: boolean;
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
  /** Accessible name of the menu (the `nav`, or the select's label on a phone), e.g. "Member centre menu". */
  menuLabel: string;
  entries: readonly SidePanelEntry[];
  /** The entry whose page the content area shows (marked aria-current, or selected on a phone). */
  currentId?: string;
  /** Called with an entry's id when it is chosen; without it every entry is disabled. */
  onSelect?: (id: string) => void;
  /** When set, shown instead of the menu and the content. */
  gate?: SidePanelGate | null;
  /** Width in pixels (default 880) or any CSS length; a phone gets the whole screen instead. */
  width?: number | string;
  testId?: string;
  /** The current page. */
  children?: ReactNode;
}

const hasBadge = (badge: number | undefined): badge is number => badge !== undefined && badge > 0;
const badgeText = (badge: number) => (badge > BADGE_MAX ? `${BADGE_MAX}+` : String(badge));

/**
 * Where a keyboard or screen-reader user should land after choosing an entry: the page's heading
 * (made focusable when the page did not do it), or the content area while the page is still loading.
 */
function focusPage(content: HTMLElement | null): void {
  if (!content) return;
  const heading = content.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6');
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus();
  } else {
    content.focus();
  }
}

/**
 * The frame of the member and agent centres: a framed modal with a close control, a side menu of
 * entries and the current page beside it, or a gate for a viewer who may not use the panel. On a
 * phone it covers the screen and the menu is a labelled select (same order, badges in the option
 * text). When the current entry changes while open, or the current entry is chosen again, focus
 * moves to the page's heading, so choosing from the menu takes the visitor to the page. Which
 * entries, which page and which gate belong to the remote that owns the panel.
 */
export function SidePanel({ open, onClose, title, menuLabel, entries, currentId, onSelect, gate, width = SIDE_PANEL_DEFAULT_WIDTH, testId, children }: SidePanelProps) {
  const phone = useMediaQuery(SIDE_PANEL_PHONE_QUERY);
  const selectId = useId();
  const content = useRef<HTMLDivElement>(null);
  // The page shown at the last render while open: opening the panel lets the modal place focus,
  // only a change afterwards moves it to the page.
  const shown = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!open) {
      shown.current = undefined;
      return;
    }
    if (shown.current !== undefined && shown.current !== currentId) focusPage(content.current);
    shown.current = currentId;
  }, [open, currentId]);

  const choose = (id: string) => {
    // Choosing the page already shown changes nothing, so nothing else would take the visitor to it.
    if (id === currentId) focusPage(content.current);
    onSelect?.(id);
  };

  const menu = phone ? (
    <div className={styles.menuSelect}>
      <label htmlFor={selectId} className={styles.menuSelectLabel}>
        {menuLabel}
      </label>
      <select id={selectId} className={styles.select} value={currentId} disabled={!onSelect} onChange={(event) => choose(event.target.value)}>
        {entries.map((entry) => (
          <option key={entry.id} value={entry.id} disabled={entry.disabled}>
            {hasBadge(entry.badge) ? `${entry.label} (${badgeText(entry.badge)})` : entry.label}
          </option>
        ))}
      </select>
    </div>
  ) : (
    <nav aria-label={menuLabel} className={styles.nav}>
      <ul className={styles.menu}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <button
              type="button"
              className={`${styles.entry} ${entry.later ? styles.later : ''}`}
              // A button that could do nothing would pretend to work.
              disabled={entry.disabled || !onSelect}
              aria-current={entry.id === currentId ? 'page' : undefined}
              onClick={() => choose(entry.id)}
            >
              {entry.label}
              {hasBadge(entry.badge) && (
                <>
                  {' '}
                  <span className={styles.badge} data-testid={`badge-${entry.id}`}>
                    {badgeText(entry.badge)}
                  </span>
                </>
              )}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );

  return (
    <FramedModal open={open} onClose={onClose} title={title} showClose width={width} className={phone ? styles.phone : undefined} data-testid={testId}>
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
          {menu}
          <div className={styles.content} ref={content} tabIndex={-1}>
            {children}
          </div>
        </div>
      )}
    </FramedModal>
  );
}
