import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GAMES_NAMESPACE } from '../../../i18n/resources';
import { LIST_TABS, type ListTab } from '../state/list-state';
import styles from './list-tabs.module.css';

export const GAMES_PANEL_ID = 'game-list-games';

export function listTabId(tab: ListTab): string {
  return `game-list-tab-${tab}`;
}

/** The list's tabs (all games, hot, favourites, recent) as ARIA tabs; arrow keys, Home and End move. */
export function ListTabs({ selected, onSelect }: { selected: ListTab; onSelect: (tab: ListTab) => void }) {
  const { t } = useTranslation(GAMES_NAMESPACE);
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = LIST_TABS.indexOf(selected);
    const last = LIST_TABS.length - 1;
    const target =
      event.key === 'ArrowRight' ? (index >= last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index <= 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (target === null) return;
    event.preventDefault();
    list.current?.ownerDocument.getElementById(listTabId(LIST_TABS[target]!))?.focus();
  };

  return (
    <div role="tablist" aria-label={t('game_lists')} className={styles.tabs} ref={list} onKeyDown={onKeyDown}>
      {LIST_TABS.map((tab) => {
        const active = tab === selected;
        return (
          <button
            key={tab}
            type="button"
            role="tab"
            id={listTabId(tab)}
            data-testid={listTabId(tab)}
            aria-selected={active}
            aria-controls={GAMES_PANEL_ID}
            tabIndex={active ? 0 : -1}
            className={active ? `${styles.tab} ${styles.active}` : styles.tab}
            onClick={() => onSelect(tab)}
          >
            {t(`tab_${tab}`)}
          </button>
        );
      })}
    </div>
  );
}
