import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './form.module.css';

export interface ModeTab<M extends string> {
  mode: M;
  label: string;
}

export interface ModeTabsProps<M extends string> {
  /** The tablist's name, e.g. "Login method". */
  label: string;
  tabs: readonly ModeTab<M>[];
  active: M;
  /**
   * Called on every click and arrow/Home/End press, the active tab's included: a form may reset
   * its errors on it.
   */
  onSelect: (mode: M) => void;
  /**
   * Whether the panel is named by the active tab (aria-labelledby). Leave it off where a tab's text
   * would then also be found as the label of a field in the panel (tab "Username", field "Username").
   */
  panelNamedByTab: boolean;
  /** False: the form offers one way only (a site setting), so the fields show without tabs. */
  tabbed?: boolean;
  /** The active mode's fields. */
  children: ReactNode;
}

/**
 * Tabs that switch a form between ways of doing the same thing (username or SMS login, …): a
 * tablist with a roving tabIndex (arrows wrap, Home/End; selection follows focus) and the tabpanel
 * it controls around `children`; without tabs (`tabbed` false), the children alone.
 */
export function ModeTabs<M extends string>({ label, tabs, active, onSelect, panelNamedByTab, tabbed = true, children }: ModeTabsProps<M>) {
  const id = useId();
  const buttons = useRef(new Map<M, HTMLButtonElement>());
  const tabId = (mode: M) => `${id}-${mode}`;
  const panelId = `${id}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = tabs.findIndex((tab) => tab.mode === active);
    const last = tabs.length - 1;
    let next: number;
    if (event.key === 'ArrowLeft') next = at <= 0 ? last : at - 1;
    else if (event.key === 'ArrowRight') next = at >= last ? 0 : at + 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    else return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.mode);
    buttons.current.get(tab.mode)?.focus();
  };

  if (!tabbed) return <>{children}</>;

  return (
    <>
      <div role="tablist" aria-label={label} className={styles.tabs}>
        {tabs.map((tab) => (
          <button
            key={tab.mode}
            ref={(node) => {
              if (node) buttons.current.set(tab.mode, node);
              else buttons.current.delete(tab.mode);
            }}
            id={tabId(tab.mode)}
            type="button"
            role="tab"
            aria-selected={active === tab.mode}
            aria-controls={panelId}
            tabIndex={active === tab.mode ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab.mode)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} className={styles.panel} aria-labelledby={panelNamedByTab ? tabId(active) : undefined}>
        {children}
      </div>
    </>
  );
}
