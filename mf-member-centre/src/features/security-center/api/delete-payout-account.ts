import { apiDelete } from '@site/shared';

/** DELETE /wps/member/account/payout-accounts/:id */
export function deletePayoutAccount(id: string): Promise<null> {
  return apiDelete<null>(`/wps/member/account/payout-accounts/${encodeURIComponent(id)}`);
}
