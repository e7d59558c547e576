import { callApi } from '@site/shared';
import type { AddPayoutAccountRequest, PayoutAccountItem } from '@site/shared/contract/member';

/** A new payout account in the member's real name. */
export function postPayoutAccount(request: AddPayoutAccountRequest): Promise<PayoutAccountItem> {
  return callApi('POST /wps/member/account/payout-accounts', { body: request });
}
