import { atom, useSetAtom } from 'jotai';
import { store } from '@site/shared';

/**
 * What the reward and prize pages opened inside the centre keep while it is open (the reward
 * page's data and the prize shown in detail). It belongs to one visit of the centre: closing the
 * panel clears it, so the next opening starts from the menu, not from a stale prize.
 */
export interface PointMallState {
  rewardPageData: unknown;
  prizeDetail: unknown;
}

export const EMPTY_POINT_MALL_STATE: PointMallState = { rewardPageData: null, prizeDetail: null };

export const pointMallStateAtom = atom<PointMallState>(EMPTY_POINT_MALL_STATE);

/** Forget the centre's point-mall state (on close). */
export function useClearPointMallState(): () => void {
  const set = useSetAtom(pointMallStateAtom, { store });
  return () => set(EMPTY_POINT_MALL_STATE);
}
