import { TabList, useTranslation } from '@site/shared';
import { GAMES_NAMESPACE } from '../../../i18n/resources';
import { LIST_TABS, type ListTab } from '../state/list-state';
import styles from './list-tabs.module.css';

export const GAMES_PANEL_ID = 'game-list-games';

export function listTabId(tab: ListTab): string {
  return `game-list-tab-${tab}`;
}

/**
 * The list's tabs (all games, hot, favourites, recent) as ARIA tabs. Choosing one loads a list, so
 * the arrow keys, Home and End only move focus; Enter or Space chooses.
 */
export function ListTabs({ selected, onSelect }: { selected: ListTab; onSelect: (tab: ListTab) => void }) {
  const { t } = useTranslation(GAMES_NAMESPACE);
  return (
    <TabList
      tabs={LIST_TABS}
      selected={selected}
      onSelect={onSelect}
      label={t('game_lists')}
      tabId={listTabId}
      panelId={GAMES_PANEL_ID}
      className={styles.tabs}
      activation="manual"
      renderTab={(tab) => t(`tab_${tab}`)}
      withTestIds
    />
  );
}
