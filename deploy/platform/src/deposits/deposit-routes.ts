/** The member's deposit calls: channels, creating bank-transfer and gateway orders, reading and cancelling orders. */
import { depositsEndpoints as calls } from '@site/shared/contract/member';
import { accountOf } from '../accounts/session-auth';
import type { Db } from '../db/database';
import type { EndpointRoute } from '../http/endpoint-routes';
import { assertDepositIdentity } from '../protection/kyc/kyc-gate';
import { amountOf } from '../wallet/money';
import { channelView, openChannels } from './deposit-channels';
import { channelDisabled, orderNotFound } from './deposit-errors';
import { cancelMemberOrder, createBankOrder, createGatewayOrder, findMemberOrder, listMemberOrders, orderView } from './deposit-orders';
import type { DemoGateway } from './gateway/demo-gateway';

/** An order is a few short fields. */
const ORDER_BODY_LIMIT = 2 * 1024;

/** `gateway`: the demo gateway, present in demo mode only; without it no gateway order can be opened. */
export function registerDepositRoutes(route: EndpointRoute, { db, gateway }: { db: Db; gateway: DemoGateway | undefined }): void {
  const memberIdOf = (request: Parameters<typeof accountOf>[0]) => String(accountOf(request).memberId);
  const gatewayPages = gateway !== undefined;

  route(calls.channels, async () => (await openChannels(db, gatewayPages)).map(channelView));

  route(
    calls.bankDeposit,
    async (request) => {
      await assertDepositIdentity(db, memberIdOf(request), request.server.brandProfile, new Date());
      const { order, replayed } = await createBankOrder(db, memberIdOf(request), { ...request.body, amount: amountOf(request.body.amount) });
      return { order: orderView(order, gatewayPages), replayed };
    },
    { bodyLimit: ORDER_BODY_LIMIT },
  );

  route(
    calls.gatewayDeposit,
    async (request) => {
      if (!gateway) throw channelDisabled('DEMO_GATEWAY');
      await assertDepositIdentity(db, memberIdOf(request), request.server.brandProfile, new Date());
      const { order, replayed } = await createGatewayOrder(db, gateway, memberIdOf(request), { ...request.body, amount: amountOf(request.body.amount) });
      return { order: orderView(order, gatewayPages), replayed };
    },
    { bodyLimit: ORDER_BODY_LIMIT },
  );

  route(calls.orders, (request) => listMemberOrders(db, memberIdOf(request), request.query, gatewayPages));

  route(calls.order, async (request) => {
    const order = await findMemberOrder(db, memberIdOf(request), request.params.orderNo);
    if (!order) throw orderNotFound();
    return orderView(order, gatewayPages);
  });

  route(calls.cancelOrder, async (request) => orderView(await cancelMemberOrder(db, memberIdOf(request), request.params.orderNo), gatewayPages));
}
