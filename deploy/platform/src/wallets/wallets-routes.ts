import { walletsEndpoints as calls, type ConsolidatedFundsValue } from '@site/shared/contract/member';
import { CURRENCY_SYMBOL } from '../accounts/members';
import { accountOf } from '../accounts/session-auth';
import type { Db } from '../db/database';
import type { EndpointRoute } from '../http/endpoint-routes';
import { hasPaymentPassword } from '../member/payment-password';
import { openMemberWallet } from '../wallet/ledger';
import { formatAmount } from '../wallet/money';
import { sentToday, transferToUpline, uplineLimits, uplineOf } from './upline-transfer';
import { isSingleWallet, memberWalletBalances } from './vendor-wallets';
import { recallAll, transferBetweenWallets } from './wallet-transfer';

/** A transfer between the member's own wallets is a few short fields. */
const FORM_BODY_LIMIT = 4 * 1024;

/** What each wallet holds and the total, as the member centre shows it. */
async function consolidatedFunds(db: Db, memberId: string): Promise<ConsolidatedFundsValue> {
  const funds = await memberWalletBalances(db, memberId, { withVendors: true });
  return {
    main: formatAmount(funds.main),
    vendors: funds.vendors.map((wallet) => ({ code: wallet.code, name: wallet.name, balance: formatAmount(wallet.balance), active: wallet.active })),
    total: formatAmount(funds.total),
    currencySymbol: CURRENCY_SYMBOL,
  };
}

/**
 * My wallet (main and vendor wallets, moves between them, recall all) and transfer to upline.
 * Money calls act on the caller's own wallets only.
 */
export function registerWalletsRoutes(route: EndpointRoute, { db }: { db: Db }): void {
  const memberIdOf = (request: Parameters<typeof accountOf>[0]) => String(accountOf(request).memberId);

  route(calls.merchantWallet, async () => ({ isSingle: await isSingleWallet(db) }));

  route(calls.consolidatedFunds, (request) => consolidatedFunds(db, memberIdOf(request)));

  route(
    calls.walletTransfer,
    async (request) => {
      const memberId = memberIdOf(request);
      const { replayed } = await transferBetweenWallets(db, memberId, request.body);
      return { replayed, funds: await consolidatedFunds(db, memberId) };
    },
    { bodyLimit: FORM_BODY_LIMIT },
  );

  route(
    calls.walletRecallAll,
    async (request) => {
      const memberId = memberIdOf(request);
      const result = await recallAll(db, memberId, request.body.requestId);
      return { ...result, funds: await consolidatedFunds(db, memberId) };
    },
    { bodyLimit: FORM_BODY_LIMIT },
  );

  route(calls.uplineTransferInfo, async (request) => {
    const memberId = memberIdOf(request);
    const [upline, limits, used, main, passwordSet] = [
      await uplineOf(db, memberId),
      await uplineLimits(db),
      await sentToday(db, memberId),
      await openMemberWallet(db, memberId),
      await hasPaymentPassword(db, memberId),
    ];
    return {
      upline: upline && { account: upline.account, name: upline.name },
      paymentPasswordSet: passwordSet,
      balance: formatAmount(main.balance),
      currencySymbol: CURRENCY_SYMBOL,
      limits: { min: formatAmount(limits.min), max: formatAmount(limits.max), dailyMax: formatAmount(limits.dailyMax), usedToday: formatAmount(used) },
    };
  });

  route(calls.uplineTransfer, async (request) => {
    const result = await transferToUpline(db, memberIdOf(request), request.body);
    return { reference: result.reference, amount: formatAmount(result.amount), balance: formatAmount(result.balance), replayed: result.replayed };
  });
}
