import {
  MatchedListQuerySchema,
  MatchedOfferQuerySchema,
  MatchedOfferSchema,
  MatchedSlicePageSchema,
  MatchedSliceSchema,
  OrderNoSchema,
  ProofFileSchema,
  SliceNoSchema,
  SliceNotReceivedSchema,
  SlicePaidSchema,
  TakeSliceSchema,
  WithdrawalDetailSchema,
  WithdrawalListQuerySchema,
  WithdrawalOptionsSchema,
  WithdrawalPageSchema,
  WithdrawalRequestSchema,
  WithdrawalSummarySchema,
} from '@site/shared/contract/member';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { EncryptedBodySchema } from '../crypto/envelope';
import { EncryptionKeys } from '../accounts/encryption-keys';
import { ENCRYPTED_BODY_LIMIT } from '../accounts/session-routes';
import { accountOf, sessionGuard } from '../accounts/session-auth';
import { ok, validationError } from '../http/errors';
import { ErrorEnvelopeSchema, okEnvelope } from '../http/schemas';
import type { AreaOptions, ZodApp } from '../http/types';
import { parseInput } from '../http/validation';
import { hasPaymentPassword, realNameOf } from '../member/payment-password';
import { listPayoutAccounts } from '../member/payout-accounts';
import { memberBalance } from '../wallet/ledger';
import { formatAmount, parseAmount } from '../wallet/money';
import { readProofFile } from './proof-files';
import { withdrawalRefusal } from './withdrawal-refusals';
import { findOwnWithdrawal, proofsToConfirm, withdrawalView } from './withdrawal-rows';
import { readWithdrawalSettings } from './withdrawal-settings';
import { cancelWithdrawal, listWithdrawals, requestWithdrawal, withdrawalsToday } from './withdrawals';
import {
  assertSliceParty,
  confirmSliceReceived,
  listMatchedSlices,
  markSlicePaid,
  matchedOffer,
  matchedSliceOf,
  OPEN_SLICES_PER_DEPOSITOR,
  type Party,
  reportSliceNotReceived,
  SLICE_TAKES_PER_DAY,
  slicesOfWithdrawal,
  takeSlice,
} from './slices';

const NOTE =
  'Needs the session token in `Authorization`; trial accounts get 403 NEED_REAL_ACCOUNT. Another member\'s order, slice or file ' +
  'answers 404 exactly like a missing one.';
const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
  413: ErrorEnvelopeSchema,
  429: ErrorEnvelopeSchema,
  500: ErrorEnvelopeSchema,
};

/** Three pictures of 5 MB in base64 (4/3 larger) and the JSON around them. */
export const PROOF_BODY_LIMIT = 21 * 1024 * 1024;

export function amountMinor(text: string, field = 'amount'): bigint {
  const parsed = parseAmount(text);
  if ('problem' in parsed) throw validationError(field, parsed.problem);
  return parsed.minor;
}

const OrderParams = z.object({ orderNo: OrderNoSchema });
const SliceParams = z.object({ sliceNo: SliceNoSchema });
const FileParams = z.object({ fileId: z.string().regex(/^[1-9][0-9]{0,15}$/, 'must be a positive integer').transform(Number) });
const DoneSchema = z.object({ sliceNo: z.string() });

/** The member's withdrawals and matched deposits. */
export function registerWithdrawalRoutes(app: ZodApp, { db }: AreaOptions): void {
  const real = sessionGuard(db, 'real');
  const keys = new EncryptionKeys(db);
  const me = (request: Parameters<typeof accountOf>[0]) => String(accountOf(request).memberId);
  /**
   * Runs after the session check and before the body is read (preParsing): an upload to a slice the
   * caller is not a party of is refused (404, like a missing slice) without reading megabytes of it.
   */
  const partyOnly = (role: (memberId: string) => Party) => async (request: FastifyRequest, _reply: unknown, payload: unknown) => {
    const { sliceNo } = request.params as { sliceNo?: string };
    if (typeof sliceNo !== 'string' || !SliceNoSchema.safeParse(sliceNo).success) throw withdrawalRefusal('SLICE_NOT_FOUND');
    await assertSliceParty(db, sliceNo, role(me(request)));
    return payload;
  };

  app.get(
    '/wps/member/withdrawal/options',
    {
      onRequest: real,
      schema: {
        tags: ['withdrawal'],
        summary: 'What the withdraw page needs: what is missing, payout accounts, limits, withdrawals left today, balance',
        description: NOTE,
        response: { 200: okEnvelope(WithdrawalOptionsSchema), ...errors },
      },
    },
    async (request) => {
      const memberId = me(request);
      const now = new Date();
      const [settings, realName, passwordSet, accounts, today, balance] = await Promise.all([
        readWithdrawalSettings(db),
        realNameOf(db, memberId),
        hasPaymentPassword(db, memberId),
        listPayoutAccounts(db, memberId),
        withdrawalsToday(db, memberId, now),
        memberBalance(db, memberId),
      ]);
      return ok({
        realNameSet: realName !== null,
        paymentPasswordSet: passwordSet,
        payoutAccounts: accounts.map((account) => ({ id: Number(account.id), bankName: account.bankName, accountNoMasked: account.accountNumberMasked })),
        minAmount: formatAmount(settings.minAmount),
        maxAmount: formatAmount(settings.maxAmount),
        dailyCount: settings.dailyCount,
        dailyLeft: Math.max(0, settings.dailyCount - today),
        matchingEnabled: settings.matchingEnabled,
        matchingMinAmount: formatAmount(settings.matchingMinAmount),
        balance: formatAmount(balance),
      });
    },
  );

  app.post(
    '/wps/member/withdrawal',
    {
      onRequest: real,
      bodyLimit: ENCRYPTED_BODY_LIMIT,
      schema: {
        tags: ['withdrawal'],
        summary: 'Request a withdrawal: the amount is held at once (encrypted body: WithdrawalRequest)',
        description:
          `${NOTE} The body is sealed like every call that carries a password (a plain body is refused with 400). Needs the real name, one of the member's payout accounts and the payment password. The amount is between the ` +
          'configured bounds and the member has withdrawals left today. MATCHED (paid in slices by other members) when matching is on ' +
          'and the amount reaches the matching minimum, else MANUAL (an operator pays it). The same requestId again answers the first order.',
        body: EncryptedBodySchema,
        response: { 200: okEnvelope(WithdrawalSummarySchema.extend({ replayed: z.boolean() })), ...errors },
      },
    },
    async (request) => {
      const body = parseInput(WithdrawalRequestSchema, await keys.open(request.body), 'body');
      const { withdrawal, replayed } = await requestWithdrawal(
        db,
        { memberId: me(request), amount: amountMinor(body.amount), payoutAccountId: body.payoutAccountId, paymentPassword: body.paymentPassword, requestId: body.requestId },
        new Date(),
      );
      return ok({ ...withdrawalView(withdrawal), replayed });
    },
  );

  app.get(
    '/wps/member/withdrawal/list',
    {
      onRequest: real,
      schema: {
        tags: ['withdrawal'],
        summary: "The member's withdrawals, newest first, 15 a page; filter by state and UTC days",
        description: NOTE,
        querystring: WithdrawalListQuerySchema,
        response: { 200: okEnvelope(WithdrawalPageSchema), ...errors },
      },
    },
    async (request) => {
      const page = await listWithdrawals(db, me(request), request.query);
      const proofs = await proofsToConfirm(db, page.rows.map((row) => row.id));
      const list = page.rows.map((row) => ({ ...withdrawalView(row), proofsToConfirm: proofs.get(row.id) ?? 0 }));
      return ok({ list, pageNo: page.pageNo, totalPages: page.totalPages, totalCount: page.totalCount });
    },
  );

  app.get(
    '/wps/member/withdrawal/:orderNo',
    {
      onRequest: real,
      schema: {
        tags: ['withdrawal'],
        summary: 'One of the member\'s withdrawals with its slices, amounts received and remaining',
        description: NOTE,
        params: OrderParams,
        response: { 200: okEnvelope(WithdrawalDetailSchema), ...errors },
      },
    },
    async (request) => {
      const withdrawal = await findOwnWithdrawal(db, me(request), request.params.orderNo);
      if (!withdrawal) throw withdrawalRefusal('WITHDRAWAL_NOT_FOUND');
      const proofs = await proofsToConfirm(db, [withdrawal.id]);
      return ok({ ...withdrawalView(withdrawal), proofsToConfirm: proofs.get(withdrawal.id) ?? 0, slices: await slicesOfWithdrawal(db, withdrawal.id) });
    },
  );

  app.post(
    '/wps/member/withdrawal/:orderNo/cancel',
    {
      onRequest: real,
      schema: {
        tags: ['withdrawal'],
        summary: 'Cancel a withdrawal: what nothing has paid or taken yet goes back to the wallet',
        description: `${NOTE} A manual withdrawal waiting for an operator returns whole; a matched one returns its unmatched remainder.`,
        params: OrderParams,
        response: { 200: okEnvelope(WithdrawalSummarySchema), ...errors },
      },
    },
    async (request) => ok(withdrawalView(await cancelWithdrawal(db, me(request), request.params.orderNo, new Date()))),
  );

  app.post(
    '/wps/member/withdrawal/slices/:sliceNo/received',
    {
      onRequest: real,
      schema: {
        tags: ['withdrawal'],
        summary: 'The withdrawing member confirms a slice was received',
        description: `${NOTE} The depositor is credited from the held amount.`,
        params: SliceParams,
        response: { 200: okEnvelope(DoneSchema), ...errors },
      },
    },
    async (request) => {
      await confirmSliceReceived(db, me(request), request.params.sliceNo, new Date());
      return ok({ sliceNo: request.params.sliceNo });
    },
  );

  app.post(
    '/wps/member/withdrawal/slices/:sliceNo/not-received',
    {
      onRequest: real,
      preParsing: partyOnly((memberId) => ({ withdrawerId: memberId })),
      bodyLimit: PROOF_BODY_LIMIT,
      schema: {
        tags: ['withdrawal'],
        summary: 'The withdrawing member says a slice did not arrive, with 1-3 proof pictures: a dispute for an operator',
        description: `${NOTE} Pictures are complete png or jpg images (their header checked: png IHDR with its CRC and IEND, jpg frame header and end marker; sensible dimensions), at most 5 MB each, base64 in JSON. The caller must be the slice's party: checked before the body is read.`,
        params: SliceParams,
        body: SliceNotReceivedSchema,
        response: { 200: okEnvelope(DoneSchema), ...errors },
      },
    },
    async (request) => {
      await reportSliceNotReceived(db, me(request), request.params.sliceNo, request.body.files, request.body.remark);
      return ok({ sliceNo: request.params.sliceNo });
    },
  );

  app.get(
    '/wps/member/matched/offer',
    {
      onRequest: real,
      schema: {
        tags: ['withdrawal'],
        summary: 'Matched deposit: the largest amount that can be matched now, and whether an amount can',
        description: NOTE,
        querystring: MatchedOfferQuerySchema,
        response: { 200: okEnvelope(MatchedOfferSchema), ...errors },
      },
    },
    async (request) => {
      const amount = request.query.amount === undefined ? undefined : amountMinor(request.query.amount);
      return ok(await matchedOffer(db, me(request), amount));
    },
  );

  app.post(
    '/wps/member/matched/slices',
    {
      onRequest: real,
      bodyLimit: 1024,
      schema: {
        tags: ['withdrawal'],
        summary: 'Matched deposit: take a slice of the oldest open withdrawal of another member that fits the amount',
        description:
          `${NOTE} The answer says where to pay (the full account number, now that the depositor is committed) and by when. The same ` +
          `requestId again answers the same slice. At most ${OPEN_SLICES_PER_DEPOSITOR} open slices and ${SLICE_TAKES_PER_DAY} takes a UTC day per member (429 MATCHED_DAILY_LIMIT).`,
        body: TakeSliceSchema,
        response: { 200: okEnvelope(MatchedSliceSchema.extend({ replayed: z.boolean() })), ...errors },
      },
    },
    async (request) => {
      const memberId = me(request);
      const { slice, replayed } = await takeSlice(db, memberId, amountMinor(request.body.amount), request.body.requestId, new Date());
      return ok({ ...(await matchedSliceOf(db, memberId, slice.sliceNo))!, replayed });
    },
  );

  app.get(
    '/wps/member/matched/slices',
    {
      onRequest: real,
      schema: {
        tags: ['withdrawal'],
        summary: "The member's matched deposits, newest first, 15 a page",
        description: NOTE,
        querystring: MatchedListQuerySchema,
        response: { 200: okEnvelope(MatchedSlicePageSchema), ...errors },
      },
    },
    async (request) => ok(await listMatchedSlices(db, me(request), request.query.pageNo)),
  );

  app.get(
    '/wps/member/matched/slices/:sliceNo',
    {
      onRequest: real,
      schema: {
        tags: ['withdrawal'],
        summary: 'One of the member\'s matched deposits: where to pay, amount, deadlines, state',
        description: NOTE,
        params: SliceParams,
        response: { 200: okEnvelope(MatchedSliceSchema), ...errors },
      },
    },
    async (request) => {
      const slice = await matchedSliceOf(db, me(request), request.params.sliceNo);
      if (!slice) throw withdrawalRefusal('SLICE_NOT_FOUND');
      return ok(slice);
    },
  );

  app.post(
    '/wps/member/matched/slices/:sliceNo/paid',
    {
      onRequest: real,
      preParsing: partyOnly((memberId) => ({ depositorId: memberId })),
      bodyLimit: PROOF_BODY_LIMIT,
      schema: {
        tags: ['withdrawal'],
        summary: 'Matched deposit: paid, with 1-3 proof pictures; the withdrawing member is told at once and then confirms',
        description: `${NOTE} Pictures are complete png or jpg images (their header checked: png IHDR with its CRC and IEND, jpg frame header and end marker; sensible dimensions), at most 5 MB each, base64 in JSON. The caller must be the slice's party: checked before the body is read.`,
        params: SliceParams,
        body: SlicePaidSchema,
        response: { 200: okEnvelope(DoneSchema), ...errors },
      },
    },
    async (request) => {
      await markSlicePaid(db, me(request), request.params.sliceNo, request.body.files, new Date());
      return ok({ sliceNo: request.params.sliceNo });
    },
  );

  app.get(
    '/wps/member/matched/files/:fileId',
    {
      onRequest: real,
      schema: {
        tags: ['withdrawal'],
        summary: "A proof picture of a slice, for the slice's two members only (base64)",
        description: NOTE,
        params: FileParams,
        response: { 200: okEnvelope(ProofFileSchema), ...errors },
      },
    },
    async (request) => {
      const file = await readProofFile(db, request.params.fileId, me(request));
      if (!file) throw withdrawalRefusal('PROOF_FILE_NOT_FOUND');
      return ok(file);
    },
  );
}
