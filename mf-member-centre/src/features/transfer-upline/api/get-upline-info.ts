import { callApi, queryClient, useBusEvent, useQuery } from '@site/shared';
import type { UplineTransferInfoValue } from '@site/shared/contract/member';

export const uplineKeys = { info: ['transfer-upline', 'info'] as const };

/** The upline, the limits, what was sent today, the main balance. */
export function fetchUplineInfo(): Promise<UplineTransferInfoValue> {
  return callApi('GET /wps/member/transfer/upline');
}

/**
 * What the page shows, read again each time it opens (the cached figures show meanwhile) and
 * whenever the wallet changed elsewhere: a payment password just set on My account then shows the
 * form, and a deposit or a wallet move shows in the balance.
 */
export function useUplineInfo() {
  useBusEvent('wallet:changed', () => void queryClient.invalidateQueries({ queryKey: uplineKeys.info }));
  return useQuery({ queryKey: uplineKeys.info, queryFn: fetchUplineInfo, staleTime: 0 }, queryClient);
}
