import { callApi } from '@site/shared';
import type { ProfitLossValue, RecordRangeQuery } from '@site/shared/contract/member';
import { useRecordQuery } from './record-query';

/** The daily rollups by day and game type with totals. */
export function fetchProfitLoss(filter: RecordRangeQuery): Promise<ProfitLossValue> {
  return callApi('GET /wps/member/records/profit-loss', { query: filter });
}

export function useProfitLoss(filter: RecordRangeQuery) {
  return useRecordQuery('profit-loss', filter, () => fetchProfitLoss(filter));
}
