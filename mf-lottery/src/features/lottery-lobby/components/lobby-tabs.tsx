import { TabList, useTranslation } from '@site/shared';
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
  return (
    <TabList
      tabs={tabs}
      selected={selected}
      onSelect={onSelect}
      label={t('lobby.lists')}
      tabId={lobbyTabId}
      panelId={LOBBY_PANEL_ID}
      className={styles.tabs}
      renderTab={(tab) => t(`lobby.tab.${tab}`)}
      withTestIds
    />
  );
}
