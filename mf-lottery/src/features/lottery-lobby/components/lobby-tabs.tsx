import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOTTERY_NAMESPACE } from '../../../i18n/resources';
import type { LobbyTab } from '../state/lobby-filter';
import styles from './lobby-tabs.module.css';

export const LOBBY_PANEL_ID = 'lottery-lobby-panel';

export function lobbyTabId(tab: LobbyTab): string {
  return `lottery-tab-${tab}`;
}

/** The lobby's tabs (menu tags, then hot, favourites, recent) as ARIA tabs; arrow keys, Home and End move. */
export function LobbyTabs({ tabs, selected, onSelect }: { tabs: readonly LobbyTab[]; selected: LobbyTab; onSelect: (tab: LobbyTab) => void }) {
  const { t } = useTranslation(LOTTERY_NAMESPACE);
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
    list.current?.ownerDocument.getElementById(lobbyTabId(next))?.focus();
  };

  return (
    <div role="tablist" aria-label={t('lobby.lists')} className={styles.tabs} ref={list} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const active = tab === selected;
        return (
          <button
            key={tab}
            type="button"
            role="tab"
            id={lobbyTabId(tab)}
            data-testid={lobbyTabId(tab)}
            aria-selected={active}
            aria-controls={LOBBY_PANEL_ID}
            tabIndex={active ? 0 : -1}
            className={active ? `${styles.tab} ${styles.active}` : styles.tab}
            onClick={() => onSelect(tab)}
          >
            {t(`lobby.tab.${tab}`)}
          </button>
        );
      })}
    </div>
  );
}
