import { callApi, queryClient, useQuery } from '@site/shared';
import type { AppQr } from '@site/shared/contract/site/app-releases';

/** A signed-in member's code carries the member's referral code (the platform's record); a visitor's none. */
export const appQrKey = (signedIn: boolean) => ['app-qr', signedIn ? 'member' : 'visitor'] as const;

export function fetchAppQr(signedIn: boolean): Promise<AppQr> {
  return signedIn ? callApi('GET /wps/member/app/qr') : callApi('GET /wps/app/qr');
}

export function useAppQr(signedIn: boolean) {
  return useQuery({ queryKey: appQrKey(signedIn), queryFn: () => fetchAppQr(signedIn), staleTime: 10 * 60_000 }, queryClient);
}
