import { useRef, type KeyboardEvent, type ReactNode } from 'react';

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
  className?: string;
  tabClassName: (active: boolean) => string | undefined;
  renderTab: (tab: T) => ReactNode;
  withTestIds?: boolean;
}

/**
 * A row of ARIA tabs: only the selected tab is in the tab order, and the arrow keys (wrapping),
 * Home and End choose a tab and move focus to it. Looks come from the caller's classes.
 */
export function TabList<T extends string>({ tabs, selected, onSelect, label, tabId, panelId, className, tabClassName, renderTab, withTestIds }: TabListProps<T>) {
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(selected);
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
    onSelect(next);
    list.current?.ownerDocument.getElementById(tabId(next))?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className={className} ref={list} onKeyDown={onKeyDown}>
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
            className={tabClassName(active)}
            onClick={() => onSelect(tab)}
          >
            {renderTab(tab)}
          </button>
        );
      })}
    </div>
  );
}
