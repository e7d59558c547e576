import { SliceNoSchema, withdrawalsEndpoints as calls } from '@site/shared/contract/member';
import type { FastifyReply, FastifyRequest, RequestPayload } from 'fastify';
import { accountOf } from '../accounts/session-auth';
import type { Db } from '../db/database';
import type { EndpointRoute } from '../http/endpoint-routes';
import { hasPaymentPassword, realNameOf } from '../member/payment-password';
import { listPayoutAccounts } from '../member/payout-accounts';
import { assertDepositIdentity } from '../protection/kyc/kyc-gate';
import { scanMember } from '../protection/kyc/signals';
import { memberBalance } from '../wallet/ledger';
import { amountOf, formatAmount } from '../wallet/money';
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
  type Party,
  reportSliceNotReceived,
  slicesOfWithdrawal,
  takeSlice,
} from './slices';

/** Three pictures of 5 MB in base64 (4/3 larger) and the JSON around them. */
export const PROOF_BODY_LIMIT = 21 * 1024 * 1024;

/** The member's withdrawals and matched deposits. */
export function registerWithdrawalRoutes(route: EndpointRoute, { db }: { db: Db }): void {
  const me = (request: Parameters<typeof accountOf>[0]) => String(accountOf(request).memberId);
  /**
   * Runs after the session check and before the body is read: an upload to a slice the caller is
   * not a party of is refused (404, like a missing slice) without reading megabytes of it.
   */
  const partyOnly = (role: (memberId: string) => Party) => async (request: FastifyRequest, _reply: FastifyReply, payload: RequestPayload) => {
    const { sliceNo } = request.params as { sliceNo?: string };
    if (typeof sliceNo !== 'string' || !SliceNoSchema.safeParse(sliceNo).success) throw withdrawalRefusal('SLICE_NOT_FOUND');
    await assertSliceParty(db, sliceNo, role(me(request)));
    return payload;
  };

  route(calls.options, async (request) => {
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
    return {
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
    };
  });

  // Sealed: the body arrives opened and checked.
  route(calls.request, async (request) => {
    const body = request.body;
    const { withdrawal, replayed } = await requestWithdrawal(
      db,
      { memberId: me(request), amount: amountOf(body.amount), payoutAccountId: body.payoutAccountId, paymentPassword: body.paymentPassword, requestId: body.requestId, forfeitBonus: body.forfeitBonus, profile: request.server.brandProfile },
      new Date(),
    );
    // The operator's monitoring looks at each new withdrawal; a failure there never fails the withdrawal.
    if (!replayed) await scanMember(db, me(request), request.server.brandProfile, new Date()).catch((error: unknown) => request.log.error({ err: error }, 'kyc: signal scan failed'));
    return { ...withdrawalView(withdrawal), replayed };
  });

  route(calls.list, async (request) => {
    const page = await listWithdrawals(db, me(request), request.query);
    const proofs = await proofsToConfirm(db, page.rows.map((row) => row.id));
    const list = page.rows.map((row) => ({ ...withdrawalView(row), proofsToConfirm: proofs.get(row.id) ?? 0 }));
    return { list, pageNo: page.pageNo, totalPages: page.totalPages, totalCount: page.totalCount };
  });

  route(calls.detail, async (request) => {
    const withdrawal = await findOwnWithdrawal(db, me(request), request.params.orderNo);
    if (!withdrawal) throw withdrawalRefusal('WITHDRAWAL_NOT_FOUND');
    const proofs = await proofsToConfirm(db, [withdrawal.id]);
    return { ...withdrawalView(withdrawal), proofsToConfirm: proofs.get(withdrawal.id) ?? 0, slices: await slicesOfWithdrawal(db, withdrawal.id) };
  });

  route(calls.cancel, async (request) => withdrawalView(await cancelWithdrawal(db, me(request), request.params.orderNo, new Date())));

  route(calls.sliceReceived, async (request) => {
    await confirmSliceReceived(db, me(request), request.params.sliceNo, new Date());
    return { sliceNo: request.params.sliceNo };
  });

  route(
    calls.sliceNotReceived,
    async (request) => {
      await reportSliceNotReceived(db, me(request), request.params.sliceNo, request.body.files, request.body.remark);
      return { sliceNo: request.params.sliceNo };
    },
    { beforeBody: partyOnly((memberId) => ({ withdrawerId: memberId })), bodyLimit: PROOF_BODY_LIMIT },
  );

  route(calls.matchedOffer, async (request) => {
    const amount = request.query.amount === undefined ? undefined : amountOf(request.query.amount);
    return matchedOffer(db, me(request), amount);
  });

  route(
    calls.takeSlice,
    async (request) => {
      const memberId = me(request);
      // Taking a matched deposit brings money in like any deposit: paused while identity documents are overdue.
      await assertDepositIdentity(db, memberId, request.server.brandProfile, new Date());
      const { slice, replayed } = await takeSlice(db, memberId, amountOf(request.body.amount), request.body.requestId, new Date());
      return { ...(await matchedSliceOf(db, memberId, slice.sliceNo))!, replayed };
    },
    { bodyLimit: 1024 },
  );

  route(calls.matchedSlices, (request) => listMatchedSlices(db, me(request), request.query.pageNo));

  route(calls.matchedSlice, async (request) => {
    const slice = await matchedSliceOf(db, me(request), request.params.sliceNo);
    if (!slice) throw withdrawalRefusal('SLICE_NOT_FOUND');
    return slice;
  });

  route(
    calls.slicePaid,
    async (request) => {
      await markSlicePaid(db, me(request), request.params.sliceNo, request.body.files, new Date());
      return { sliceNo: request.params.sliceNo };
    },
    { beforeBody: partyOnly((memberId) => ({ depositorId: memberId })), bodyLimit: PROOF_BODY_LIMIT },
  );

  route(calls.proofFile, async (request) => {
    const file = await readProofFile(db, request.params.fileId, me(request));
    if (!file) throw withdrawalRefusal('PROOF_FILE_NOT_FOUND');
    return file;
  });
}
