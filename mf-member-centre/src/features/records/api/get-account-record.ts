import { callApi } from '@site/shared';
import type { AccountRecordQuery, AccountRecordValue } from '@site/shared/contract/member';
import { useRecordQuery } from './record-query';

/** A page of the member's ledger lines. */
export function fetchAccountRecord(filter: AccountRecordQuery): Promise<AccountRecordValue> {
  return callApi('GET /wps/member/records/transactions', { query: filter });
}

export function useAccountRecord(filter: AccountRecordQuery) {
  return useRecordQuery('transactions', filter, () => fetchAccountRecord(filter));
}
