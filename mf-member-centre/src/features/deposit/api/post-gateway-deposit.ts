import { apiPost } from '@site/shared';
import type { DepositOrder, GatewayDepositRequest } from '@site/shared/contract/member';

/** POST /wps/member/deposit/gateway: a gateway order with the address of its payment page. */
export function postGatewayDeposit(request: GatewayDepositRequest): Promise<{ order: DepositOrder; replayed: boolean }> {
  return apiPost<{ order: DepositOrder; replayed: boolean }>('/wps/member/deposit/gateway', request);
}
