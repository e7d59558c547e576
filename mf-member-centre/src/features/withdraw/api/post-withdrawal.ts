import { apiEncrypted } from '@site/shared';
import type { WithdrawalRequest, WithdrawalSummary } from '@site/shared/contract/member';

/**
 * POST /wps/member/withdrawal (encrypted: it carries the payment password). The amount is held at
 * once; the same requestId answers the same order.
 */
export function postWithdrawal(request: WithdrawalRequest): Promise<WithdrawalSummary & { replayed: boolean }> {
  return apiEncrypted<WithdrawalSummary & { replayed: boolean }>('POST', '/wps/member/withdrawal', request);
}
