import { callSealedApi } from '@site/shared';
import type { WithdrawalRequest, WithdrawalSummary } from '@site/shared/contract/member';

/**
 * Sealed: it carries the payment password. The amount is held at once; the same requestId answers
 * the same order.
 */
export function postWithdrawal(request: WithdrawalRequest): Promise<WithdrawalSummary & { replayed: boolean }> {
  return callSealedApi('POST /wps/member/withdrawal', { body: request });
}
