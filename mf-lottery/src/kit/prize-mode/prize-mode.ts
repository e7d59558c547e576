import { resolvePrizeMode, useVendorLanes } from '@site/shared';
import type { LotteryPrizeMode } from '@site/shared/contract/lottery';

/** The prize mode from the site's vendor data (the rule is `resolvePrizeMode`); null while that is loading (LOTT if it failed). */
export function usePrizeMode(): LotteryPrizeMode | null {
  const lanes = useVendorLanes();
  if (lanes.isPending) return null;
  return resolvePrizeMode(lanes.data ?? []);
}
