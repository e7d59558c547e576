import { callApi, queryClient, useQuery } from '@site/shared';
import type { DepositChannel } from '@site/shared/contract/member';
import { depositKeys } from './deposit-keys';

/** The channels open now, in the operator's order, with their bounds. */
export function fetchDepositChannels(): Promise<DepositChannel[]> {
  return callApi('GET /wps/member/deposit/channels');
}

export function useDepositChannels() {
  return useQuery({ queryKey: depositKeys.channels, queryFn: fetchDepositChannels }, queryClient);
}
