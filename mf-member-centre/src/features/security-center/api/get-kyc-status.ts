import { callApi, queryClient, useQuery } from '@site/shared';
import type { KycStatus } from '@site/shared/contract/protection/kyc';
import { accountKeys } from './account-keys';

/** Key of the identity status, under My account's root so any account change reads it again. */
export const kycStatusKey = [...accountKeys.all, 'kyc'] as const;

/** My identity level, what is still needed, and my submissions. */
export function fetchKycStatus(): Promise<KycStatus> {
  return callApi('GET /wps/member/kyc');
}

export function useKycStatus() {
  return useQuery({ queryKey: kycStatusKey, queryFn: fetchKycStatus }, queryClient);
}
