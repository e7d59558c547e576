import { apiGet } from '@site/shared';
import type { ProfitLossValue, RecordRangeQuery } from '@site/shared/contract/member';
import { useRecordQuery } from './record-query';

/** GET /wps/member/records/profit-loss: the daily rollups by day and game type with totals. */
export function fetchProfitLoss(filter: RecordRangeQuery): Promise<ProfitLossValue> {
  return apiGet<ProfitLossValue>('/wps/member/records/profit-loss', { ...filter });
}

export function useProfitLoss(filter: RecordRangeQuery) {
  return useRecordQuery('profit-loss', filter, () => fetchProfitLoss(filter));
}
