import { callApi } from '@site/shared';

/** One of the member's payout accounts removed. */
export function deletePayoutAccount(id: string): Promise<null> {
  return callApi('DELETE /wps/member/account/payout-accounts/:id', { params: { id } });
}
