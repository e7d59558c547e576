import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tab-list.module.css';

export interface TabListProps<T extends string> {
  tabs: readonly T[];
  selected: T;
  onSelect: (tab: T) => void;
  /** Accessible name of the list. */
  label: string;
  /** The element id of a tab (also its test id when `withTestIds`). */
  tabId: (tab: T) => string;
  /** The id of the panel the tabs control. */
  panelId: string;
  /** The list's class: added to the default look's, or the whole look with `tabClassName`. */
  className?: string;
  /** A tab's classes: a look of the caller's own instead of the default underlined tabs. */
  tabClassName?: (active: boolean) => string | undefined;
  /**
   * 'automatic' (default): the arrow keys, Home and End choose the tab they move to. 'manual': they
   * only move focus, and Enter or Space chooses: for tabs whose choice costs a request.
   */
  activation?: 'automatic' | 'manual';
  renderTab: (tab: T) => ReactNode;
  withTestIds?: boolean;
}

const underlined = (active: boolean) => (active ? `${styles.tab} ${styles.active}` : styles.tab);

/**
 * A row of ARIA tabs: only the selected tab is in the tab order, and the arrow keys (wrapping),
 * Home and End move focus to a tab and, unless activation is manual, choose it.
 */
export function TabList<T extends string>({
  tabs,
  selected,
  onSelect,
  label,
  tabId,
  panelId,
  className,
  tabClassName,
  activation = 'automatic',
  renderTab,
  withTestIds,
}: TabListProps<T>) {
  const list = useRef<HTMLDivElement>(null);
  const listClass = tabClassName ? className : [styles.tabs, className].filter(Boolean).join(' ');
  const tabClass = tabClassName ?? underlined;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // From the focused tab: with manual activation focus can be away from the selected one.
    const focused = tabs.findIndex((tab) => tabId(tab) === list.current?.ownerDocument.activeElement?.id);
    const index = focused >= 0 ? focused : tabs.indexOf(selected);
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight' ? (index >= last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index <= 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (target === null) return;
    event.preventDefault();
    const next = tabs[target]!;
    if (activation === 'automatic') onSelect(next);
    list.current?.ownerDocument.getElementById(tabId(next))?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className={listClass} ref={list} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const active = tab === selected;
        return (
          <button
            key={tab}
            type="button"
            role="tab"
            id={tabId(tab)}
            data-testid={withTestIds ? tabId(tab) : undefined}
            aria-selected={active}
            aria-controls={panelId}
            tabIndex={active ? 0 : -1}
            className={tabClass(active)}
            onClick={() => onSelect(tab)}
          >
            {renderTab(tab)}
          </button>
        );
      })}
    </div>
  );
}
