import type { VendorLane } from '@site/shared';

export type PrizeMode = 'ELOTT' | 'LOTT';

/** Provider codes whose presence among the e-lottery cards switches the site to e-lottery prizes. */
export const ELOTT_PRIZE_PROVIDERS: readonly string[] = ['TCG_LOTTO_VN', 'LOTT'];

/**
 * Prize mode becomes ELOTT if the vendor data has an ELOTT card of type TCG_LOTTO_VN or
 * LOTT, otherwise LOTT. A card's "type" is its provider (account type) code, the vassalage; a card
 * counts as an ELOTT card when it sits in the ELOTT lane or carries the ELOTT game type.
 */
export function resolvePrizeMode(lanes: readonly VendorLane[]): PrizeMode {
  const hasElottCard = lanes.some((lane) =>
    lane.cards.some(
      (card) => (lane.title === 'ELOTT' || card.gameType === 'ELOTT') && ELOTT_PRIZE_PROVIDERS.includes(card.vassalage),
    ),
  );
  return hasElottCard ? 'ELOTT' : 'LOTT';
}
