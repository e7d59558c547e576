import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyImage, type VendorCard } from '@site/shared';
import { GAMES_NAMESPACE } from '../../../i18n/resources';
import styles from './vendor-tabs.module.css';

export const GAME_LIST_PANEL_ID = 'game-list-panel';

export function tabId(vassalage: string): string {
  return `vendor-tab-${vassalage}`;
}

/** The providers of a game-list category as ARIA tabs; arrow keys, Home and End move between them. */
export function VendorTabs({ cards, selected, onSelect }: { cards: readonly VendorCard[]; selected: string; onSelect: (vassalage: string) => void }) {
  const { t } = useTranslation(GAMES_NAMESPACE);
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = cards.findIndex((card) => card.vassalage === selected);
    const last = cards.length - 1;
    const target =
      event.key === 'ArrowRight' ? (index >= last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index <= 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    const card = target === null ? undefined : cards[target];
    if (!card) return;
    event.preventDefault();
    onSelect(card.vassalage);
    list.current?.ownerDocument.getElementById(tabId(card.vassalage))?.focus();
  };

  return (
    <div role="tablist" aria-label={t('providers')} className={styles.tabs} ref={list} onKeyDown={onKeyDown}>
      {cards.map((card) => {
        const active = card.vassalage === selected;
        return (
          <button
            key={card.vassalage}
            type="button"
            role="tab"
            id={tabId(card.vassalage)}
            data-testid={tabId(card.vassalage)}
            aria-selected={active}
            aria-controls={GAME_LIST_PANEL_ID}
            tabIndex={active ? 0 : -1}
            className={active ? `${styles.tab} ${styles.active}` : styles.tab}
            onClick={() => onSelect(card.vassalage)}
          >
            <span className={styles.logo}>
              <LazyImage src={card.logoUrl} alt="" className={styles.image} width={64} height={32} />
            </span>
            <span className={styles.name}>{card.displayName}</span>
            {card.isHot === 1 && <span className={styles.hot}>{t('hot')}</span>}
          </button>
        );
      })}
    </div>
  );
}
