import { useQuery } from '@tanstack/react-query';
import { apiGet, queryClient } from '@site/shared';
import type { UplineTransferInfoValue } from '@site/shared/contract/member';

export const uplineKeys = { info: ['transfer-upline', 'info'] as const };

/** GET /wps/member/transfer/upline: the upline, the limits, what was sent today, the main balance. */
export function fetchUplineInfo(): Promise<UplineTransferInfoValue> {
  return apiGet<UplineTransferInfoValue>('/wps/member/transfer/upline');
}

export function useUplineInfo() {
  return useQuery({ queryKey: uplineKeys.info, queryFn: fetchUplineInfo }, queryClient);
}
