import { callApi } from '@site/shared';
import type { BettingRecordQuery, BettingRecordValue } from '@site/shared/contract/member';
import { useRecordQuery } from './record-query';

/** A page of real-money rounds with the filter's totals. */
export function fetchBettingRecord(filter: BettingRecordQuery): Promise<BettingRecordValue> {
  return callApi('GET /wps/member/records/bets', { query: filter });
}

export function useBettingRecord(filter: BettingRecordQuery) {
  return useRecordQuery('bets', filter, () => fetchBettingRecord(filter));
}
