import { walletEndpoints as calls } from '@site/shared/contract/member';
import { CURRENCY_SYMBOL, findMemberByAccount, TRIAL_TYPE } from '../accounts/members';
import { accountOf } from '../accounts/session-auth';
import type { Db } from '../db/database';
import type { EndpointRoute } from '../http/endpoint-routes';
import { PlatformError } from '../http/errors';
import { refusal } from '../http/refusals';
import { creditMember } from './ledger';
import { unreadMessageCount } from '../messages/inbox';
import { memberWalletBalances } from './member-balances';
import { amountOf, formatAmount } from './money';
import { reconcile } from './reconcile';
import { bonusBalance } from './bonus-wallet';

/**
 * The wallet calls: the member's balance and unread count, the operator's credit and the ledger
 * check. Money moves only through the ledger (ledger.ts).
 */
export function registerWalletRoutes(route: EndpointRoute, { db }: { db: Db }): void {
  // Trial accounts too (caller 'member'): free play shows its play money in the header.
  route(calls.balance, async (request) => {
    const { memberId, type } = accountOf(request);
    const funds = await memberWalletBalances(db, String(memberId), { withVendors: type !== TRIAL_TYPE });
    const wallets = [
      { walletType: 'MAIN' as const, balance: formatAmount(funds.main) },
      ...funds.vendors.map((wallet) => ({ walletType: 'VENDOR' as const, vendor: wallet.code, balance: formatAmount(wallet.balance) })),
    ];
    // Restricted money is shown apart: it is not the member's to withdraw yet.
    const bonus = type === TRIAL_TYPE ? 0n : await bonusBalance(db, String(memberId));
    return { sumBalance: formatAmount(funds.total), currencySymbol: CURRENCY_SYMBOL, wallets, bonusBalance: formatAmount(bonus) };
  });

  route(calls.unreadCount, async (request) => ({ count: await unreadMessageCount(db, String(accountOf(request).memberId)) }));

  route(
    calls.opsCredit,
    async (request) => {
      const { account, reference } = request.body;
      const amount = amountOf(request.body.amount);
      const member = await findMemberByAccount(db, account);
      if (!member) throw refusal('USER_NOT_FOUND', { field: 'account' });
      const result = await creditMember(db, {
        memberId: member.id,
        amount,
        idempotencyKey: `ops-credit:${reference}`,
        kind: 'OPS_CREDIT',
        source: 'OPERATOR_FUNDING',
      }).catch((error: unknown) => {
        // Operator funding is real money; a trial account's wallet holds play money only.
        if (error instanceof PlatformError && error.errorCode === 'LEDGER_MISMATCH') {
          throw new PlatformError(409, 'LEDGER_MISMATCH', 'account: a trial account holds play money only', 'account');
        }
        throw error;
      });
      // Which entry, never who asked or with which token.
      request.log.info({ entryId: result.entryId, replayed: result.replayed }, 'wallet: operator credit');
      return { sumBalance: formatAmount(result.toBalance), replayed: result.replayed };
    },
    { bodyLimit: 4 * 1024 },
  );

  route(calls.reconcile, () => reconcile(db));
}
