import { LazyImage, TabList, type VendorCard, useTranslation } from '@site/shared';
import { GAMES_NAMESPACE } from '../../../i18n/resources';
import styles from './vendor-tabs.module.css';

export const GAME_LIST_PANEL_ID = 'game-list-panel';

export function tabId(vassalage: string): string {
  return `vendor-tab-${vassalage}`;
}

/** The providers of a game-list category as ARIA tabs; arrow keys, Home and End move between them. */
export function VendorTabs({ cards, selected, onSelect }: { cards: readonly VendorCard[]; selected: string; onSelect: (vassalage: string) => void }) {
  const { t } = useTranslation(GAMES_NAMESPACE);
  const byVassalage = new Map(cards.map((card) => [card.vassalage, card]));
  return (
    <TabList
      tabs={cards.map((card) => card.vassalage)}
      selected={selected}
      onSelect={onSelect}
      label={t('providers')}
      tabId={tabId}
      panelId={GAME_LIST_PANEL_ID}
      className={styles.tabs}
      tabClassName={(active) => (active ? `${styles.tab} ${styles.active}` : styles.tab)}
      renderTab={(vassalage) => {
        const card = byVassalage.get(vassalage)!;
        return (
          <>
            <span className={styles.logo}>
              <LazyImage src={card.logoUrl} alt="" className={styles.image} width={64} height={32} />
            </span>
            <span className={styles.name}>{card.displayName}</span>
            {card.isHot === 1 && <span className={styles.hot}>{t('hot')}</span>}
          </>
        );
      }}
      withTestIds
    />
  );
}
