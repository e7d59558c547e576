import { useVendorLanes, type VendorLane } from '@site/shared';
import type { LotteryPrizeMode } from '@site/shared/contract/lottery';

/** Providers whose card in the e-lottery category switches the lottery to e-lottery prizes. */
const ELOTT_PRIZE_PROVIDERS: readonly string[] = ['TCG_LOTTO_VN', 'LOTT'];

/**
 * ELOTT when the vendor data has an e-lottery (ELOTT) card of type TCG_LOTTO_VN or LOTT,
 * otherwise LOTT. A card counts as an e-lottery card in the ELOTT lane or with the ELOTT game type.
 */
export function resolvePrizeMode(lanes: readonly VendorLane[]): LotteryPrizeMode {
  const elott = lanes.some((lane) => lane.cards.some((card) => (lane.title === 'ELOTT' || card.gameType === 'ELOTT') && ELOTT_PRIZE_PROVIDERS.includes(card.vassalage)));
  return elott ? 'ELOTT' : 'LOTT';
}

/** The prize mode from the site's vendor data; null while that is loading (LOTT if it failed). */
export function usePrizeMode(): LotteryPrizeMode | null {
  const lanes = useVendorLanes();
  if (lanes.isPending) return null;
  return resolvePrizeMode(lanes.data ?? []);
}
