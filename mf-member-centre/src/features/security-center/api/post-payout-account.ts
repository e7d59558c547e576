import { apiPost } from '@site/shared';
import type { AddPayoutAccountRequest, PayoutAccountItem } from '@site/shared/contract/member';

/** POST /wps/member/account/payout-accounts */
export function postPayoutAccount(request: AddPayoutAccountRequest): Promise<PayoutAccountItem> {
  return apiPost<PayoutAccountItem>('/wps/member/account/payout-accounts', request);
}
