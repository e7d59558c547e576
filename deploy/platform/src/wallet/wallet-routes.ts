import { CURRENCY_SYMBOL, findMemberByAccount, TRIAL_TYPE } from '../accounts/members';
import { accountOf, sessionGuard } from '../accounts/session-auth';
import { ok, PlatformError } from '../http/errors';
import { requireOperator } from '../http/operator-auth';
import { refusal } from '../http/refusals';
import { ErrorEnvelopeSchema, okEnvelope } from '../http/schemas';
import type { AreaOptions, ZodApp } from '../http/types';
import { creditMember } from './ledger';
import { unreadMessageCount } from '../messages/inbox';
import { memberWalletBalances } from './member-balances';
import { formatAmount } from './money';
import { reconcile } from './reconcile';
import { OpsCreditBodySchema, OpsCreditValueSchema, ReconcileReportSchema, UnreadCountSchema, WalletBalanceSchema } from './wallet-schemas';

const memberErrors = { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema, 500: ErrorEnvelopeSchema };
const operatorErrors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema, 500: ErrorEnvelopeSchema };

const TOKEN_NOTE = 'Needs the session token in `Authorization` (the raw token, as the client sends it).';

/**
 * The wallet calls: the member's balance and unread count, the operator's credit and the ledger
 * check. Money moves only through the ledger (ledger.ts).
 */
export function registerWalletRoutes(app: ZodApp, { db, operatorToken }: AreaOptions): void {
  // Trial accounts too: free play shows its play money in the header.
  const signedIn = sessionGuard(db, 'any');

  app.get(
    '/wps/v2/wallets/balance',
    {
      onRequest: signedIn,
      schema: {
        tags: ['wallet'],
        summary: "The signed-in member's balance",
        description:
          `${TOKEN_NOTE} The wallet opens on first use; a trial account then receives its 2,000.00 of play money. ` +
          "The sum covers the main wallet and the member's transfer-wallet vendor wallets (trial accounts have main only).",
        response: { 200: okEnvelope(WalletBalanceSchema), ...memberErrors },
      },
    },
    async (request) => {
      const { memberId, type } = accountOf(request);
      const funds = await memberWalletBalances(db, String(memberId), { withVendors: type !== TRIAL_TYPE });
      const wallets = [
        { walletType: 'MAIN' as const, balance: formatAmount(funds.main) },
        ...funds.vendors.map((wallet) => ({ walletType: 'VENDOR' as const, vendor: wallet.code, balance: formatAmount(wallet.balance) })),
      ];
      return ok({ sumBalance: formatAmount(funds.total), currencySymbol: CURRENCY_SYMBOL, wallets });
    },
  );

  app.get(
    '/wps/relay/CSP_unreadCount',
    {
      onRequest: signedIn,
      schema: {
        tags: ['wallet'],
        summary: "How many of the signed-in member's messages are unread",
        description: TOKEN_NOTE,
        response: { 200: okEnvelope(UnreadCountSchema), ...memberErrors },
      },
    },
    async (request) => ok({ count: await unreadMessageCount(db, String(accountOf(request).memberId)) }),
  );

  app.post(
    '/ops/wallet/credit',
    {
      onRequest: requireOperator(operatorToken),
      bodyLimit: 4 * 1024,
      schema: {
        tags: ['wallet', 'operator'],
        summary: "Credit a member's wallet from operator funding",
        description:
          'Idempotent per reference (ledger key `ops-credit:<reference>`): the same reference with the same account and amount ' +
          'answers the first result again and moves nothing; with another account or amount it is refused (409 IDEMPOTENCY_CONFLICT).',
        security: [{ operatorToken: [] }],
        body: OpsCreditBodySchema,
        response: { 200: okEnvelope(OpsCreditValueSchema), ...operatorErrors },
      },
    },
    async (request) => {
      const { account, amount, reference } = request.body;
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
      return ok({ sumBalance: formatAmount(result.toBalance), replayed: result.replayed });
    },
  );

  app.get(
    '/ops/ledger/reconcile',
    {
      onRequest: requireOperator(operatorToken),
      schema: {
        tags: ['wallet', 'operator'],
        summary: 'Check that the ledger adds up',
        description:
          "Every account's balance equals the sum of its journal lines; every entry has two or more lines, sums to zero and stays " +
          'in one ledger (play or real money); each line records the running balance. Read-only, on one snapshot. ' +
          '`consistent: false` lists the problems (`npm run ops -- reconcile` exits 1 then).',
        security: [{ operatorToken: [] }],
        response: { 200: okEnvelope(ReconcileReportSchema), 401: ErrorEnvelopeSchema, 500: ErrorEnvelopeSchema },
      },
    },
    async () => ok(await reconcile(db)),
  );
}
