import type { VendorCard as VendorCardData } from '@site/shared';
import { VendorCard, VendorCardSkeleton } from './vendor-card';
import styles from './vendor-grid.module.css';

export function VendorGrid({ cards, onSelect }: { cards: readonly VendorCardData[]; onSelect: (card: VendorCardData) => void }) {
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.vassalage}>
          <VendorCard card={card} onSelect={onSelect} />
        </li>
      ))}
    </ul>
  );
}

export function VendorGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className={styles.grid}>
      {Array.from({ length: count }, (_, index) => (
        <VendorCardSkeleton key={index} />
      ))}
    </div>
  );
}
