/**
 * The operator's deposit calls: the queue of pending orders, confirming or rejecting a bank
 * transfer, and the channel configuration. Each change is recorded with the operator's name
 * (X-Operator) in the transaction that makes it, under a reference: repeating it changes nothing.
 */
import { depositsEndpoints as calls } from '@site/shared/contract/member';
import { operatorName, recordOperatorAction } from '../audit/operator-actions';
import type { Db } from '../db/database';
import type { EndpointRoute } from '../http/endpoint-routes';
import { validationError } from '../http/errors';
import { amountOf, formatAmount } from '../wallet/money';
import { allChannels, channelAvailable, channelView, depositSettings, updateChannel, updateSettings, type ChannelRow } from './deposit-channels';
import { channelUnavailable, orderNotFound } from './deposit-errors';
import { decideBankOrder, findOrderByNo, orderView, pendingOrders, type OrderRow } from './deposit-orders';

/** A channel as the operator sees it: `enabled` is whether members can use it in this run. */
function opsChannel(channel: ChannelRow, demoMode: boolean) {
  return { ...channelView(channel), enabled: channel.enabled && channelAvailable(channel.code, demoMode), sort: channel.sort };
}

async function orderByNo(tx: Db, orderNo: string): Promise<OrderRow> {
  const order = await findOrderByNo(tx, orderNo);
  if (!order) throw orderNotFound();
  return order;
}

export function registerDepositOpsRoutes(route: EndpointRoute, { db, demoMode }: { db: Db; demoMode: boolean }): void {
  route(calls.opsPendingOrders, (request) => pendingOrders(db, request.query.limit));

  /** One decision, audited: the first call decides, a repeat (same action, same order) answers the order as it stands. */
  const decide = (action: 'DEPOSIT_CONFIRM' | 'DEPOSIT_REJECT') => (orderNo: string, name: string, reason?: string) =>
    db.transaction(async (tx) => {
      const audit = await recordOperatorAction(tx, { operator: name, action, reference: orderNo, details: reason ? { orderNo, reason } : { orderNo } });
      if (audit.replayed) return { order: orderView(await orderByNo(tx, orderNo), demoMode), replayed: true };
      const order = await decideBankOrder(tx, orderNo, action === 'DEPOSIT_CONFIRM' ? { confirm: true } : { confirm: false, reason: reason! });
      return { order: orderView(order, demoMode), replayed: false };
    });
  const confirm = decide('DEPOSIT_CONFIRM');
  const reject = decide('DEPOSIT_REJECT');

  route(calls.opsConfirmOrder, async (request) => {
    const name = operatorName(request);
    const result = await confirm(request.params.orderNo, name);
    request.log.info({ orderNo: request.params.orderNo, operator: name, replayed: result.replayed }, 'deposit: confirmed');
    return result;
  });

  route(calls.opsRejectOrder, async (request) => {
    const name = operatorName(request);
    const result = await reject(request.params.orderNo, name, request.body.reason);
    request.log.info({ orderNo: request.params.orderNo, operator: name, replayed: result.replayed }, 'deposit: rejected');
    return result;
  });

  route(calls.opsChannels, async () => ({
    channels: (await allChannels(db)).map((channel) => opsChannel(channel, demoMode)),
    settings: await depositSettings(db),
  }));

  route(calls.opsSetChannel, async (request) => {
    const name = operatorName(request);
    const { reference, minAmount, maxAmount, ...rest } = request.body;
    const change = {
      ...rest,
      ...(minAmount === undefined ? {} : { minAmount: amountOf(minAmount, 'minAmount') }),
      ...(maxAmount === undefined ? {} : { maxAmount: amountOf(maxAmount, 'maxAmount') }),
    };
    const { code } = request.params;
    if (change.enabled && !channelAvailable(code, demoMode)) {
      throw channelUnavailable(code);
    }
    if (code !== 'BANK_TRANSFER' && (change.bankName || change.accountNumber || change.accountHolder)) {
      throw validationError('bankName', 'only the BANK_TRANSFER channel has a bank account');
    }
    const details = { code, ...change, minAmount: change.minAmount && formatAmount(change.minAmount), maxAmount: change.maxAmount && formatAmount(change.maxAmount) };
    return db.transaction(async (tx) => {
      const audit = await recordOperatorAction(
        tx,
        { operator: name, action: 'DEPOSIT_CHANNEL_SET', reference, details },
        { what: 'channel', sameContent: (first) => first.details.code === code },
      );
      if (audit.replayed) {
        const current = (await allChannels(tx)).find((channel) => channel.code === code)!;
        return { ...opsChannel(current, demoMode), replayed: true };
      }
      const updated = await updateChannel(tx, code, change);
      if (updated === 'BOUNDS_CROSSED') throw validationError('minAmount', 'must not be more than maxAmount');
      return { ...opsChannel(updated, demoMode), replayed: false };
    });
  });

  route(calls.opsSetSettings, async (request) => {
    const name = operatorName(request);
    const { reference, ...change } = request.body;
    return db.transaction(async (tx) => {
      const audit = await recordOperatorAction(tx, { operator: name, action: 'DEPOSIT_SETTINGS_SET', reference, details: change });
      if (audit.replayed) return { ...(await depositSettings(tx)), replayed: true };
      return { ...(await updateSettings(tx, change)), replayed: false };
    });
  });
}
