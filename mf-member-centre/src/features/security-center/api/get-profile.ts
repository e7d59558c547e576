import { callApi, queryClient, useQuery } from '@site/shared';
import type { AccountProfile } from '@site/shared/contract/member';
import { accountKeys } from './account-keys';

/** My account: nickname, real name, masked contacts, payment password set, payout accounts. */
export function fetchProfile(): Promise<AccountProfile> {
  return callApi('GET /wps/member/account/profile');
}

export function useProfile() {
  return useQuery({ queryKey: accountKeys.profile, queryFn: fetchProfile }, queryClient);
}
