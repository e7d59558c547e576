/**
 * Withdrawals and matched deposits: what the member asks for, what the platform answers, and the
 * operator's calls. A withdrawal either waits for an operator (MANUAL) or is paid in slices by
 * other members' matched deposits (MATCHED); each slice is paid off-site, proven with pictures and
 * confirmed by the withdrawing member.
 */
import { z } from 'zod';
import { endpoint, ErrorEnvelopeSchema } from '../endpoint';
import { AmountSchema, boundedAmountSchema, DaySchema, PageNoSchema, pagedSchema, PaymentPasswordSchema, RequestIdSchema } from './common';
import { BonusForfeitEnvelopeSchema } from '../rewards/bonus';

/** A database id the client got from an earlier answer: a positive integer, as number or digits. */
const IdSchema = z.union([
  z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  z
    .string()
    .regex(/^[1-9][0-9]{0,15}$/, 'must be a positive integer')
    .transform(Number),
]);

/** Decimal text the platform formats, e.g. '1234.50'. */
const MoneyText = z.string().regex(/^-?[0-9]+\.[0-9]{2}$/);

/** An order number (W…) or slice number (S…) as shown to members. */
export const OrderNoSchema = z.string().regex(/^W[0-9]{8,24}$/, 'must be a withdrawal number');
export const SliceNoSchema = z.string().regex(/^S[0-9]{8,24}$/, 'must be a slice number');

export const WITHDRAWAL_STATES = ['PENDING', 'MATCHING', 'COMPLETED', 'REJECTED', 'CANCELLED'] as const;
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];

/** IN_REVIEW: the withdrawing member did not answer in time; an operator decides (silence never pays). */
export const SLICE_STATES = ['AWAITING_PAYMENT', 'AWAITING_CONFIRMATION', 'DISPUTED', 'IN_REVIEW', 'RECEIVED', 'CANCELLED'] as const;
export type SliceState = (typeof SLICE_STATES)[number];

/**
 * How a slice ended: confirmed by the member, by an operator (a dispute: FORCED_RECEIPT /
 * NOT_RECEIVED; an unanswered slice: OPERATOR_CONFIRMED / OPERATOR_REFUSED), or cancelled unpaid.
 * AUTO_CONFIRMED only appears on slices closed by older versions: no deadline credits anyone now.
 */
export const SLICE_RESOLUTIONS = ['CONFIRMED', 'AUTO_CONFIRMED', 'FORCED_RECEIPT', 'NOT_RECEIVED', 'UNPAID', 'OPERATOR_CONFIRMED', 'OPERATOR_REFUSED'] as const;
export type SliceResolution = (typeof SLICE_RESOLUTIONS)[number];

export const WITHDRAWAL_MODES = ['MANUAL', 'MATCHED'] as const;
export type WithdrawalMode = (typeof WITHDRAWAL_MODES)[number];

/** POST /wps/member/withdrawal (sealed body: it carries the payment password) */
export const WithdrawalRequestSchema = z.strictObject({
  amount: AmountSchema,
  payoutAccountId: IdSchema,
  paymentPassword: PaymentPasswordSchema,
  requestId: RequestIdSchema,
  forfeitBonus: z
    .boolean()
    .optional()
    .describe('True once the member confirmed that withdrawing now forfeits their active bonus (else 409 BONUS_FORFEIT_REQUIRED)'),
});
export type WithdrawalRequest = z.input<typeof WithdrawalRequestSchema>;

/** GET /wps/member/withdrawal/list */
export const WithdrawalListQuerySchema = z
  .strictObject({
    pageNo: PageNoSchema,
    state: z.enum(WITHDRAWAL_STATES).optional(),
    startDate: DaySchema.optional(),
    endDate: DaySchema.optional(),
  })
  .refine((query) => !query.startDate || !query.endDate || query.startDate <= query.endDate, {
    message: 'must not be after the end date',
    path: ['startDate'],
  });

/** Proof pictures: png or jpg, at most 3, at most 5 MB each (checked again by content on the platform). */
export const PROOF_MAX_FILES = 3;
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_CONTENT_TYPES = ['image/png', 'image/jpeg'] as const;
/** Base64 of PROOF_MAX_BYTES: 4 characters per 3 bytes. */
const PROOF_MAX_BASE64 = Math.ceil(PROOF_MAX_BYTES / 3) * 4;

/**
 * Base64 text: its alphabet, with at most two '=' of padding at the end. Checked by looking for one
 * character outside the alphabet rather than by matching the whole text with a repeated pattern,
 * which backtracks over every one of up to seven million characters.
 */
function isBase64(text: string): boolean {
  const body = text.endsWith('==') ? text.slice(0, -2) : text.endsWith('=') ? text.slice(0, -1) : text;
  return body.length > 0 && !/[^A-Za-z0-9+/]/.test(body);
}

export const ProofFileUploadSchema = z.strictObject({
  contentType: z.enum(PROOF_CONTENT_TYPES),
  data: z
    .string()
    // A text over the limit is refused for that alone: nothing else reads it.
    .max(PROOF_MAX_BASE64, { error: 'must be at most 5 MB', abort: true })
    .refine(isBase64, 'must be base64'),
});

/** POST /wps/member/matched/slices/:sliceNo/paid */
export const SlicePaidSchema = z.strictObject({
  files: z.array(ProofFileUploadSchema).min(1, 'must have at least 1 picture').max(PROOF_MAX_FILES, 'must have at most 3 pictures'),
});

/** POST /wps/member/withdrawal/slices/:sliceNo/not-received */
export const SliceNotReceivedSchema = SlicePaidSchema.extend({
  remark: z.string().trim().max(140, 'must be at most 140 characters').optional(),
});

/**
 * Matched deposits one member may take in a site day, whatever became of them (the platform refuses
 * the next with 429 MATCHED_DAILY_LIMIT). Each take shows a withdrawing member's full account
 * number, so this bounds how many one member can collect; the member centre quotes it.
 */
export const SLICE_TAKES_PER_DAY = 10;

/** Slices one depositor may have waiting for payment at once, so no one can tie up withdrawals. */
export const OPEN_SLICES_PER_DEPOSITOR = 3;

/** GET /wps/member/matched/offer?amount= */
export const MatchedOfferQuerySchema = z.strictObject({ amount: AmountSchema.optional() });

/** POST /wps/member/matched/slices */
export const TakeSliceSchema = z.strictObject({ amount: AmountSchema, requestId: RequestIdSchema });

export const PayoutChoiceSchema = z.object({
  id: z.number().int(),
  bankName: z.string(),
  accountNoMasked: z.string(),
});

/** GET /wps/member/withdrawal/options: what the withdraw page needs before the member types. */
export const WithdrawalOptionsSchema = z.object({
  realNameSet: z.boolean(),
  paymentPasswordSet: z.boolean(),
  payoutAccounts: z.array(PayoutChoiceSchema),
  minAmount: MoneyText,
  maxAmount: MoneyText,
  dailyCount: z.number().int(),
  dailyLeft: z.number().int(),
  matchingEnabled: z.boolean(),
  matchingMinAmount: MoneyText,
  balance: MoneyText,
});
export type WithdrawalOptions = z.infer<typeof WithdrawalOptionsSchema>;

export const ProofFileRefSchema = z.object({
  id: z.number().int(),
  /** PAYMENT: the depositor's proof; NOT_RECEIVED: the withdrawing member's proof of a dispute. */
  purpose: z.enum(['PAYMENT', 'NOT_RECEIVED']),
});

const sliceFields = {
  sliceNo: z.string(),
  amount: MoneyText,
  state: z.enum(SLICE_STATES),
  resolution: z.enum(SLICE_RESOLUTIONS).nullable(),
  createdAt: z.string(),
  paymentDeadline: z.string(),
  confirmationDeadline: z.string().nullable(),
  finishedAt: z.string().nullable(),
  files: z.array(ProofFileRefSchema),
  /** The operator's reason when an unanswered slice was reviewed. */
  reviewReason: z.string().nullable().optional(),
};

/** A slice as the withdrawing member sees it. */
export const WithdrawalSliceSchema = z.object(sliceFields);
export type WithdrawalSlice = z.infer<typeof WithdrawalSliceSchema>;

export const WithdrawalSummarySchema = z.object({
  orderNo: z.string(),
  amount: MoneyText,
  mode: z.enum(WITHDRAWAL_MODES),
  state: z.enum(WITHDRAWAL_STATES),
  receivedAmount: MoneyText,
  /** Not received yet and not returned: in open slices or still to be matched. */
  remainingAmount: MoneyText,
  returnedAmount: MoneyText,
  bankName: z.string(),
  accountNoMasked: z.string(),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  cancellable: z.boolean(),
  /** Slices paid with proof that wait for this member's answer (in the member's list and detail). */
  proofsToConfirm: z.number().int().optional(),
});
export type WithdrawalSummary = z.infer<typeof WithdrawalSummarySchema>;

export const WithdrawalDetailSchema = WithdrawalSummarySchema.extend({ slices: z.array(WithdrawalSliceSchema) });
export type WithdrawalDetail = z.infer<typeof WithdrawalDetailSchema>;

export const WithdrawalPageSchema = pagedSchema(WithdrawalSummarySchema);
export type WithdrawalPage = z.infer<typeof WithdrawalPageSchema>;

/**
 * A slice as the depositor sees it: where to pay, how much, by when. `payee.accountNo` is the full
 * number only while the depositor is committed to the slice (taken and not lapsed unpaid); a slice
 * cancelled unpaid shows it masked.
 */
export const MatchedSliceSchema = z.object({
  ...sliceFields,
  payee: z.object({ bankName: z.string(), accountNo: z.string(), accountHolderMasked: z.string() }),
});
export type MatchedSlice = z.infer<typeof MatchedSliceSchema>;

export const MatchedSlicePageSchema = pagedSchema(MatchedSliceSchema);
export type MatchedSlicePage = z.infer<typeof MatchedSlicePageSchema>;

export const MatchedListQuerySchema = z.strictObject({ pageNo: PageNoSchema });

export const MatchedOfferSchema = z.object({
  enabled: z.boolean(),
  /** Smallest amount a slice may have. */
  minAmount: MoneyText,
  /** The largest amount that can be matched now (null: nothing open). */
  largestAmount: MoneyText.nullable(),
  /** Whether the asked amount can be matched now (null when none was asked). */
  available: z.boolean().nullable(),
  paymentMinutes: z.number().int(),
});
export type MatchedOffer = z.infer<typeof MatchedOfferSchema>;

export const ProofFileSchema = z.object({ id: z.number().int(), contentType: z.enum(PROOF_CONTENT_TYPES), data: z.string() });
export type ProofFile = z.infer<typeof ProofFileSchema>;

/** Operator: withdrawal limits and matching. Amounts as decimal text; every field optional. */
export const WithdrawalSettingsSchema = z.object({
  minAmount: MoneyText,
  maxAmount: MoneyText,
  dailyCount: z.number().int(),
  matchingEnabled: z.boolean(),
  matchingMinAmount: MoneyText,
  paymentMinutes: z.number().int(),
  confirmationMinutes: z.number().int(),
});
export type WithdrawalSettings = z.infer<typeof WithdrawalSettingsSchema>;

export const WithdrawalSettingsUpdateSchema = z.strictObject({
  reference: z.string().regex(/^[A-Za-z0-9._:-]{1,100}$/, 'must be 1 to 100 letters, digits or . _ : -'),
  minAmount: AmountSchema.optional(),
  maxAmount: AmountSchema.optional(),
  dailyCount: z.number().int().min(1).max(100).optional(),
  matchingEnabled: z.boolean().optional(),
  matchingMinAmount: AmountSchema.optional(),
  paymentMinutes: z.number().int().min(5).max(1440).optional(),
  confirmationMinutes: z.number().int().min(5).max(10080).optional(),
});

export const WithdrawalRejectSchema = z.strictObject({ reason: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters') });

/** POST /ops/withdrawals/slices/:sliceNo/review: an unanswered slice, confirmed or refused with a reason both members read. */
export const SliceReviewSchema = z.strictObject({
  outcome: z.enum(['CONFIRM', 'REFUSE']),
  reason: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
});

export const SliceResolveSchema = z.strictObject({ outcome: z.enum(['RECEIVED', 'NOT_RECEIVED']), note: z.string().trim().max(200).optional() });

/** The withdraw form: the request without its requestId, the amount within the configured bounds. */
export function withdrawalFormSchema(bounds: { minAmount: string; maxAmount: string }) {
  return z.object({
    amount: boundedAmountSchema(bounds.minAmount, bounds.maxAmount),
    payoutAccountId: z.string().regex(/^[1-9][0-9]{0,15}$/, 'choose a payout account'),
    paymentPassword: PaymentPasswordSchema,
  });
}

/** The matched-deposit form: an amount within the MATCHED channel's bounds. */
export function matchedAmountFormSchema(bounds: { minAmount: string; maxAmount: string }) {
  return z.object({ amount: boundedAmountSchema(bounds.minAmount, bounds.maxAmount) });
}

export type ProofFileUpload = z.input<typeof ProofFileUploadSchema>;

const OrderParamsSchema = z.object({ orderNo: OrderNoSchema });
const SliceParamsSchema = z.object({ sliceNo: SliceNoSchema });
const FileParamsSchema = z.object({ fileId: z.string().regex(/^[1-9][0-9]{0,15}$/, 'must be a positive integer').transform(Number) });
const SliceDoneSchema = z.object({ sliceNo: z.string() });
const ProofPurposeRefSchema = z.object({ id: z.number().int(), purpose: z.enum(['PAYMENT', 'NOT_RECEIVED']) });

export const OpsWithdrawalListQuerySchema = z.strictObject({ state: z.enum(WITHDRAWAL_STATES).optional(), pageNo: PageNoSchema });
export const OpsWithdrawalSchema = WithdrawalSummarySchema.extend({ account: z.string(), accountNo: z.string(), accountHolder: z.string() });
export const OpsDisputeSchema = z.object({
  sliceNo: z.string(),
  orderNo: z.string(),
  amount: z.string(),
  disputeRemark: z.string().nullable(),
  paidAt: z.string().nullable(),
  files: z.array(ProofPurposeRefSchema),
});
export const OpsReviewSchema = z.object({
  sliceNo: z.string(),
  orderNo: z.string(),
  amount: z.string(),
  paidAt: z.string().nullable(),
  confirmationDeadline: z.string().nullable(),
  files: z.array(ProofPurposeRefSchema),
});

const NOTE = "Trial accounts get 403 NEED_REAL_ACCOUNT. Another member's order, slice or file answers 404 exactly like a missing one.";
const PROOF_NOTE =
  'Pictures are complete png or jpg images (their header checked: png IHDR with its CRC and IEND, jpg frame header and end marker; ' +
  "sensible dimensions), at most 5 MB each, base64 in JSON. The caller must be the slice's party: checked before the body is read.";
const AUDIT_NOTE =
  'Needs the operator token and `X-Operator` (who acts, for the audit). Idempotent by reference: a repeat answers the current state and changes nothing.';

export const withdrawalsEndpoints = {
  options: endpoint({
    method: 'GET',
    path: '/wps/member/withdrawal/options',
    caller: 'realMember',
    closedSite: 'refuse',
    tag: 'withdrawal',
    summary: 'What the withdraw page needs: what is missing, payout accounts, limits, withdrawals left today, balance',
    description: NOTE,
    response: WithdrawalOptionsSchema,
  }),
  request: endpoint({
    method: 'POST',
    path: '/wps/member/withdrawal',
    caller: 'realMember',
    closedSite: 'refuse',
    sealed: true,
    idempotencyKey: 'requestId',
    tag: 'withdrawal',
    summary: 'Request a withdrawal: the amount is held at once (sealed body: WithdrawalRequest)',
    description:
      `${NOTE} The body is sealed like every call that carries a password (a plain body is refused with 400). Needs the real name, one of the member's payout accounts and the payment password. The amount is between the ` +
      'configured bounds and the member has withdrawals left today. MATCHED (paid in slices by other members) when matching is on ' +
      'and the amount reaches the matching minimum, else MANUAL (an operator pays it). The same requestId again answers the first order. ' +
      'While a bonus grant is still being wagered the request needs `forfeitBonus: true` (else 409 BONUS_FORFEIT_REQUIRED with ' +
      '`value: { grants, bonusBalance }`, nothing written); the grants are then forfeited (their bonus money back to the site) in the same transaction as the hold.',
    body: WithdrawalRequestSchema,
    response: WithdrawalSummarySchema.extend({ replayed: z.boolean() }),
    refusals: { 409: BonusForfeitEnvelopeSchema },
  }),
  list: endpoint({
    method: 'GET',
    path: '/wps/member/withdrawal/list',
    caller: 'realMember',
    closedSite: 'refuse',
    tag: 'withdrawal',
    summary: "The member's withdrawals, newest first, 15 a page; filter by state and site days",
    description: NOTE,
    query: WithdrawalListQuerySchema,
    response: WithdrawalPageSchema,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/wps/member/withdrawal/:orderNo',
    caller: 'realMember',
    closedSite: 'refuse',
    tag: 'withdrawal',
    summary: "One of the member's withdrawals with its slices, amounts received and remaining",
    description: NOTE,
    params: OrderParamsSchema,
    response: WithdrawalDetailSchema,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/wps/member/withdrawal/:orderNo/cancel',
    caller: 'realMember',
    closedSite: 'refuse',
    tag: 'withdrawal',
    summary: 'Cancel a withdrawal: what nothing has paid or taken yet goes back to the wallet',
    description: `${NOTE} A manual withdrawal waiting for an operator returns whole; a matched one returns its unmatched remainder.`,
    params: OrderParamsSchema,
    response: WithdrawalSummarySchema,
  }),
  sliceReceived: endpoint({
    method: 'POST',
    path: '/wps/member/withdrawal/slices/:sliceNo/received',
    caller: 'realMember',
    closedSite: 'refuse',
    tag: 'withdrawal',
    summary: 'The withdrawing member confirms a slice was received',
    description: `${NOTE} The depositor is credited from the held amount.`,
    params: SliceParamsSchema,
    response: SliceDoneSchema,
  }),
  sliceNotReceived: endpoint({
    method: 'POST',
    path: '/wps/member/withdrawal/slices/:sliceNo/not-received',
    caller: 'realMember',
    closedSite: 'refuse',
    tag: 'withdrawal',
    summary: 'The withdrawing member says a slice did not arrive, with 1-3 proof pictures: a dispute for an operator',
    description: `${NOTE} ${PROOF_NOTE}`,
    params: SliceParamsSchema,
    body: SliceNotReceivedSchema,
    response: SliceDoneSchema,
    refusals: { 413: ErrorEnvelopeSchema },
  }),
  matchedOffer: endpoint({
    method: 'GET',
    path: '/wps/member/matched/offer',
    caller: 'realMember',
    closedSite: 'refuse',
    tag: 'withdrawal',
    summary: 'Matched deposit: the largest amount that can be matched now, and whether an amount can',
    description: NOTE,
    query: MatchedOfferQuerySchema,
    response: MatchedOfferSchema,
  }),
  takeSlice: endpoint({
    method: 'POST',
    path: '/wps/member/matched/slices',
    caller: 'realMember',
    closedSite: 'refuse',
    idempotencyKey: 'requestId',
    tag: 'withdrawal',
    summary: 'Matched deposit: take a slice of the oldest open withdrawal of another member that fits the amount',
    description:
      `${NOTE} The answer says where to pay (the full account number, now that the depositor is committed) and by when. The same ` +
      `requestId again answers the same slice. At most ${OPEN_SLICES_PER_DEPOSITOR} open slices and ${SLICE_TAKES_PER_DAY} takes a site day per member (429 MATCHED_DAILY_LIMIT).`,
    body: TakeSliceSchema,
    response: MatchedSliceSchema.extend({ replayed: z.boolean() }),
  }),
  matchedSlices: endpoint({
    method: 'GET',
    path: '/wps/member/matched/slices',
    caller: 'realMember',
    closedSite: 'refuse',
    tag: 'withdrawal',
    summary: "The member's matched deposits, newest first, 15 a page",
    description: NOTE,
    query: MatchedListQuerySchema,
    response: MatchedSlicePageSchema,
  }),
  matchedSlice: endpoint({
    method: 'GET',
    path: '/wps/member/matched/slices/:sliceNo',
    caller: 'realMember',
    closedSite: 'refuse',
    tag: 'withdrawal',
    summary: "One of the member's matched deposits: where to pay, amount, deadlines, state",
    description: NOTE,
    params: SliceParamsSchema,
    response: MatchedSliceSchema,
  }),
  slicePaid: endpoint({
    method: 'POST',
    path: '/wps/member/matched/slices/:sliceNo/paid',
    caller: 'realMember',
    closedSite: 'refuse',
    tag: 'withdrawal',
    summary: 'Matched deposit: paid, with 1-3 proof pictures; the withdrawing member is told at once and then confirms',
    description: `${NOTE} ${PROOF_NOTE}`,
    params: SliceParamsSchema,
    body: SlicePaidSchema,
    response: SliceDoneSchema,
    refusals: { 413: ErrorEnvelopeSchema },
  }),
  proofFile: endpoint({
    method: 'GET',
    path: '/wps/member/matched/files/:fileId',
    caller: 'realMember',
    closedSite: 'refuse',
    tag: 'withdrawal',
    summary: "A proof picture of a slice, for the slice's two members only (base64)",
    description: NOTE,
    params: FileParamsSchema,
    response: ProofFileSchema,
  }),
  opsList: endpoint({
    method: 'GET',
    path: '/ops/withdrawals',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'withdrawal',
    summary: 'Withdrawals, oldest first (default: the manual ones waiting for an operator), 50 a page',
    query: OpsWithdrawalListQuerySchema,
    response: z.object({ list: z.array(OpsWithdrawalSchema), pageNo: z.number(), totalPages: z.number(), totalCount: z.number() }),
  }),
  opsDisputes: endpoint({
    method: 'GET',
    path: '/ops/withdrawals/disputes',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'withdrawal',
    summary: 'Disputed slices (the withdrawing member reported not received), oldest first, at most 100',
    response: z.object({ list: z.array(OpsDisputeSchema) }),
  }),
  opsReviews: endpoint({
    method: 'GET',
    path: '/ops/withdrawals/slices/review',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'withdrawal',
    summary: 'Slices paid with proof that the withdrawing member did not answer in time, oldest deadline first, at most 100',
    description: 'Nothing was credited: an operator checks the proof (and the withdrawing member, off-site) and confirms or refuses each one.',
    response: z.object({ list: z.array(OpsReviewSchema) }),
  }),
  opsReviewSlice: endpoint({
    method: 'POST',
    path: '/ops/withdrawals/slices/:sliceNo/review',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'withdrawal',
    summary: 'Decide an unanswered slice: CONFIRM credits the depositor from the hold, REFUSE gives the amount back to the withdrawal',
    description:
      `${AUDIT_NOTE} The reason is required; both members get it in their inbox. The reference is the slice number: the same ` +
      'decision again answers replayed, the other decision on a decided slice 409 SLICE_STATE.',
    params: SliceParamsSchema,
    body: SliceReviewSchema,
    response: z.object({ sliceNo: z.string(), state: z.string(), replayed: z.boolean() }),
  }),
  opsSettings: endpoint({
    method: 'GET',
    path: '/ops/withdrawals/settings',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'withdrawal',
    summary: 'Withdrawal limits and matching',
    response: WithdrawalSettingsSchema,
  }),
  opsSetSettings: endpoint({
    method: 'PUT',
    path: '/ops/withdrawals/settings',
    caller: 'operator',
    closedSite: 'serve',
    idempotencyKey: 'reference',
    tag: 'withdrawal',
    summary: 'Change withdrawal limits, the daily count, matching (on/off, minimum) and the slice deadlines',
    description: `${AUDIT_NOTE} Fields left out keep their value; the minimum may not exceed the maximum.`,
    body: WithdrawalSettingsUpdateSchema,
    response: WithdrawalSettingsSchema.extend({ replayed: z.boolean() }),
  }),
  opsDetail: endpoint({
    method: 'GET',
    path: '/ops/withdrawals/:orderNo',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'withdrawal',
    summary: 'One withdrawal with its slices',
    params: OrderParamsSchema,
    response: WithdrawalDetailSchema,
  }),
  opsApprove: endpoint({
    method: 'POST',
    path: '/ops/withdrawals/:orderNo/approve',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'withdrawal',
    summary: "Approve a manual withdrawal: it was paid to the member's bank (the hold goes to payment clearing)",
    description: `${AUDIT_NOTE} The member gets the withdrawal-approved message.`,
    params: OrderParamsSchema,
    response: WithdrawalSummarySchema.extend({ replayed: z.boolean() }),
  }),
  opsReject: endpoint({
    method: 'POST',
    path: '/ops/withdrawals/:orderNo/reject',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'withdrawal',
    summary: 'Reject a manual withdrawal: the held amount goes back to the member, with the reason',
    description: `${AUDIT_NOTE} The member gets the withdrawal-rejected message with the reason.`,
    params: OrderParamsSchema,
    body: WithdrawalRejectSchema,
    response: WithdrawalSummarySchema.extend({ replayed: z.boolean() }),
  }),
  opsResolveSlice: endpoint({
    method: 'POST',
    path: '/ops/withdrawals/slices/:sliceNo/resolve',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'withdrawal',
    summary: 'Resolve a disputed slice: RECEIVED forces the receipt (the deposit is not refunded), NOT_RECEIVED cancels the slice',
    description: AUDIT_NOTE,
    params: SliceParamsSchema,
    body: SliceResolveSchema,
    response: z.object({ sliceNo: z.string(), replayed: z.boolean() }),
  }),
  opsSweep: endpoint({
    method: 'POST',
    path: '/ops/withdrawals/sweep',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'withdrawal',
    summary: 'Run the slice deadlines now (the platform also does it every 30 seconds)',
    description: 'Unpaid slices past their payment deadline are cancelled; unanswered ones past their confirmation deadline go to the review queue (nothing is credited).',
    response: z.object({ cancelled: z.number(), toReview: z.number() }),
  }),
  opsProofFile: endpoint({
    method: 'GET',
    path: '/ops/withdrawals/files/:fileId',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'withdrawal',
    summary: 'A proof picture (base64)',
    params: FileParamsSchema,
    response: ProofFileSchema,
  }),
};
