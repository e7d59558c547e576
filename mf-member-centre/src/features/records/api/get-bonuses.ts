import { apiGet } from '@site/shared';
import type { BonusListValue, RecordRangeQuery } from '@site/shared/contract/member';
import { useRecordQuery } from './record-query';

/** GET /wps/member/records/bonuses: the bonuses received with their count and sum. */
export function fetchBonuses(filter: RecordRangeQuery): Promise<BonusListValue> {
  return apiGet<BonusListValue>('/wps/member/records/bonuses', { ...filter });
}

export function useBonuses(filter: RecordRangeQuery) {
  return useRecordQuery('bonuses', filter, () => fetchBonuses(filter));
}
