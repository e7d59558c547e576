import { callApi } from '@site/shared';
import type { DepositOrder, GatewayDepositRequest } from '@site/shared/contract/member';

/** A gateway order with the address of its payment page. */
export function postGatewayDeposit(request: GatewayDepositRequest): Promise<{ order: DepositOrder; replayed: boolean }> {
  return callApi('POST /wps/member/deposit/gateway', { body: request });
}
