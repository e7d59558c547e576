import { callApi } from '@site/shared';
import type { BonusListQuery, BonusListValue } from '@site/shared/contract/member';
import { useRecordQuery } from './record-query';

/** The bonuses received with their count and sum. */
export function fetchBonuses(filter: BonusListQuery): Promise<BonusListValue> {
  return callApi('GET /wps/member/records/bonuses', { query: filter });
}

export function useBonuses(filter: BonusListQuery) {
  return useRecordQuery('bonuses', filter, () => fetchBonuses(filter));
}
