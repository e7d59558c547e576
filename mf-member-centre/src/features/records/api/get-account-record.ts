import { apiGet } from '@site/shared';
import type { AccountRecordQuery, AccountRecordValue } from '@site/shared/contract/member';
import { useRecordQuery } from './record-query';

/** GET /wps/member/records/transactions: a page of the member's ledger lines. */
export function fetchAccountRecord(filter: AccountRecordQuery): Promise<AccountRecordValue> {
  return apiGet<AccountRecordValue>('/wps/member/records/transactions', { ...filter });
}

export function useAccountRecord(filter: AccountRecordQuery) {
  return useRecordQuery('transactions', filter, () => fetchAccountRecord(filter));
}
