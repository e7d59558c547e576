import { LazyImage, type VendorCard as VendorCardData, useTranslation } from '@site/shared';
import { GAMES_NAMESPACE } from '../../i18n/resources';
import styles from './vendor-card.module.css';

export interface VendorCardProps {
  card: VendorCardData;
  onSelect: (card: VendorCardData) => void;
}

/** A provider's card: logo, name and hot badge, as one button (selector contract: vendor-card-<VASSALAGE>). */
export function VendorCard({ card, onSelect }: VendorCardProps) {
  const { t } = useTranslation(GAMES_NAMESPACE);
  return (
    <button type="button" className={styles.card} data-testid={`vendor-card-${card.vassalage}`} onClick={() => onSelect(card)}>
      <span className={styles.logo}>
        {/* The name is printed under the logo, so the image adds nothing for a screen reader. */}
        <LazyImage src={card.logoUrl} alt="" className={styles.image} width={160} height={80} />
      </span>
      <span className={styles.name}>{card.displayName}</span>
      {card.isHot === 1 && <span className={styles.hot}>{t('hot')}</span>}
    </button>
  );
}

/** Grey placeholders of the same size as cards, so the layout does not jump when data arrives. */
export function VendorCardSkeleton() {
  return (
    <span className={`${styles.card} ${styles.skeleton}`} aria-hidden="true">
      <span className={styles.logo} />
      <span className={styles.skeletonLine} />
    </span>
  );
}
