import type { z } from 'zod';
import { UplineTransferRequestSchema, WalletRecallAllRequestSchema, WalletTransferRequestSchema } from '@site/shared/contract/member';
import { CURRENCY_SYMBOL } from '../accounts/members';
import { EncryptedBodySchema } from '../accounts/account-schemas';
import type { EncryptionKeys } from '../accounts/encryption-keys';
import { ENCRYPTED_BODY_LIMIT, SESSION_SECURITY } from '../accounts/session-routes';
import { accountOf, sessionGuard } from '../accounts/session-auth';
import type { Db } from '../db/database';
import { ok } from '../http/errors';
import { ErrorEnvelopeSchema, okEnvelope } from '../http/schemas';
import type { ZodApp } from '../http/types';
import { parseInput } from '../http/validation';
import { hasPaymentPassword } from '../member/payment-password';
import { openMemberWallet } from '../wallet/ledger';
import { formatAmount } from '../wallet/money';
import { sentToday, transferToUpline, uplineLimits, uplineOf } from './upline-transfer';
import { isSingleWallet, memberWalletBalances } from './vendor-wallets';
import { recallAll, transferBetweenWallets } from './wallet-transfer';
import {
  ConsolidatedFundsSchema,
  MerchantWalletSchema,
  UplineTransferInfoSchema,
  UplineTransferValueSchema,
  WalletRecallAllValueSchema,
  WalletTransferValueSchema,
} from './wallets-schemas';

const E = ErrorEnvelopeSchema;
const readErrors = { 401: E, 403: E, 500: E };
const writeErrors = { 400: E, 401: E, 403: E, 409: E, 429: E, 500: E };
const FORM_BODY_LIMIT = 4 * 1024;
const tags = ['wallet'];
const security = SESSION_SECURITY;

/** What each wallet holds and the total, as the member centre shows it. */
async function consolidatedFunds(db: Db, memberId: string): Promise<z.output<typeof ConsolidatedFundsSchema>> {
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
 * Money calls need a member session (free play gets 403 NEED_REAL_ACCOUNT) and act on the
 * caller's own wallets only.
 */
export function registerWalletsRoutes(app: ZodApp, { db, keys }: { db: Db; keys: EncryptionKeys }): void {
  const member = sessionGuard(db, 'real');
  const memberIdOf = (request: Parameters<typeof accountOf>[0]) => String(accountOf(request).memberId);

  app.get(
    '/wps/relay/GCS_merchantWallet',
    {
      schema: {
        tags,
        summary: 'Whether the merchant is single-wallet',
        description: '`isSingle` is false once any vendor plays from a wallet of its own (a transfer-wallet vendor). No session needed.',
        response: { 200: okEnvelope(MerchantWalletSchema), 500: E },
      },
    },
    async () => ok({ isSingle: await isSingleWallet(db) }),
  );

  app.get(
    '/wps/member/info/funds/consolidated',
    {
      onRequest: member,
      schema: {
        tags,
        security,
        summary: "The member's main wallet, each transfer-wallet vendor's wallet and the total",
        response: { 200: okEnvelope(ConsolidatedFundsSchema), ...readErrors },
      },
    },
    async (request) => ok(await consolidatedFunds(db, memberIdOf(request))),
  );

  app.post(
    '/wps/relay/GCS_walletTransfer',
    {
      onRequest: member,
      bodyLimit: FORM_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: "Move money between the member's wallets",
        description:
          '`from` and `to` are `MAIN` or a transfer-wallet vendor code. One ledger entry (WALLET_TRANSFER); the same `requestId` ' +
          'with the same content moves money once (`replayed: true`), with other content 409 IDEMPOTENCY_CONFLICT. More than the ' +
          'wallet holds: 409 INSUFFICIENT_FUNDS. Money may go into a vendor wallet while that vendor has a round open.',
        body: WalletTransferRequestSchema,
        response: { 200: okEnvelope(WalletTransferValueSchema), ...writeErrors },
      },
    },
    async (request) => {
      const memberId = memberIdOf(request);
      const { replayed } = await transferBetweenWallets(db, memberId, request.body);
      return ok({ replayed, funds: await consolidatedFunds(db, memberId) });
    },
  );

  app.post(
    '/wps/relay/GCS_walletRecallAll',
    {
      onRequest: member,
      bodyLimit: FORM_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Move every vendor wallet back to the main wallet',
        description: 'One transaction; the same `requestId` again answers the first result and moves nothing (`replayed: true`).',
        body: WalletRecallAllRequestSchema,
        response: { 200: okEnvelope(WalletRecallAllValueSchema), ...writeErrors },
      },
    },
    async (request) => {
      const memberId = memberIdOf(request);
      const result = await recallAll(db, memberId, request.body.requestId);
      return ok({ ...result, funds: await consolidatedFunds(db, memberId) });
    },
  );

  app.get(
    '/wps/member/transfer/upline',
    {
      onRequest: member,
      schema: {
        tags,
        security,
        summary: "Transfer to upline: the member's upline, limits, what was sent today and the main balance",
        response: { 200: okEnvelope(UplineTransferInfoSchema), ...readErrors },
      },
    },
    async (request) => {
      const memberId = memberIdOf(request);
      const [upline, limits, used, main, passwordSet] = [
        await uplineOf(db, memberId),
        await uplineLimits(db),
        await sentToday(db, memberId),
        await openMemberWallet(db, memberId),
        await hasPaymentPassword(db, memberId),
      ];
      return ok({
        upline: upline && { account: upline.account, name: upline.name },
        paymentPasswordSet: passwordSet,
        balance: formatAmount(main.balance),
        currencySymbol: CURRENCY_SYMBOL,
        limits: { min: formatAmount(limits.min), max: formatAmount(limits.max), dailyMax: formatAmount(limits.dailyMax), usedToday: formatAmount(used) },
      });
    },
  );

  app.post(
    '/wps/member/transfer/upline',
    {
      onRequest: member,
      bodyLimit: ENCRYPTED_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Send money to the direct upline (encrypted body: UplineTransferRequest)',
        description:
          'From the main wallet to the upline\'s main wallet, with the payment password (its own attempt limit). No upline: 409 ' +
          'NO_UPLINE. Amount outside the per-transfer limits: 400 naming `amount`; past the daily limit: 409 DAILY_LIMIT. One ledger ' +
          'entry (UPLINE_TRANSFER) whose reference both members see; the same `requestId` again moves nothing.',
        body: EncryptedBodySchema,
        response: { 200: okEnvelope(UplineTransferValueSchema), ...writeErrors },
      },
    },
    async (request) => {
      const input = parseInput(UplineTransferRequestSchema, await keys.open(request.body), 'body');
      const result = await transferToUpline(db, memberIdOf(request), input);
      return ok({ reference: result.reference, amount: formatAmount(result.amount), balance: formatAmount(result.balance), replayed: result.replayed });
    },
  );
}
