import { apiGet } from '@site/shared';
import type { BettingRecordQuery, BettingRecordValue } from '@site/shared/contract/member';
import { useRecordQuery } from './record-query';

/** GET /wps/member/records/bets: a page of real-money rounds with the filter's totals. */
export function fetchBettingRecord(filter: BettingRecordQuery): Promise<BettingRecordValue> {
  return apiGet<BettingRecordValue>('/wps/member/records/bets', { ...filter });
}

export function useBettingRecord(filter: BettingRecordQuery) {
  return useRecordQuery('bets', filter, () => fetchBettingRecord(filter));
}
