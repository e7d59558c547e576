import { apiGet, queryClient, useQuery } from '@site/shared';
import type { AccountProfile } from '@site/shared/contract/member';
import { accountKeys } from './account-keys';

/** GET /wps/member/account/profile: nickname, real name, masked contacts, payment password set, payout accounts. */
export function fetchProfile(): Promise<AccountProfile> {
  return apiGet<AccountProfile>('/wps/member/account/profile');
}

export function useProfile() {
  return useQuery({ queryKey: accountKeys.profile, queryFn: fetchProfile }, queryClient);
}
