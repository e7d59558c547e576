/**
 * Manual rebate (the member centre's manualRebate page): a share of the member's qualifying bet
 * (what the member actually had at risk) since the last claim, per game type, paid to the main
 * wallet when the member claims it. Rates are per VIP level and game type in basis points
 * (hundredths of a percent); each game type's amount is rounded down to the cent. A claim takes
 * every accrual so far, pays up to the level's daily cap (site day) and keeps the rest accrued; a
 * rollback of a round already claimed nets against later rebate, never below zero.
 */
import '../zod-in-browser';
import { z } from 'zod';
import { endpoint, ErrorEnvelopeSchema } from '../endpoint';
import { AmountSchema, DecimalTextSchema, PageNoSchema, pagedSchema, RequestIdSchema } from '../member/common';

/** Highest rate an operator may set: 5 % of the qualifying bet, above any house edge on offer. */
export const MAX_REBATE_RATE_BP = 500;
/** Longest cooldown between two claims: a week. */
export const MAX_REBATE_COOLDOWN_SECONDS = 7 * 24 * 3600;
/** The VIP levels a rate or cap may name. */
export const MAX_VIP_LEVEL = 99;

const Timestamp = z.string().describe('ISO 8601 time, UTC');
const GameTypeSchema = z.string().regex(/^[A-Z]{2,16}$/, 'must be a game type such as RNG');
const VipLevelSchema = z.number().int().min(0).max(MAX_VIP_LEVEL);
const RateBpSchema = z.number().int().min(0).max(MAX_REBATE_RATE_BP).describe('Basis points: 80 = 0.80 %');

export const RebateLineSchema = z.object({
  gameType: z.string(),
  /** Qualifying bet accrued since the last claim (negative when a claimed round was rolled back since). */
  qualifyingBet: DecimalTextSchema,
  rateBp: z.number().int(),
  /** qualifyingBet x rate, rounded down to the cent. */
  amount: DecimalTextSchema,
});
export type RebateLine = z.infer<typeof RebateLineSchema>;

export const RebateReasonSchema = z.object({ code: z.string(), text: z.string() });

export const RebateSummarySchema = z.object({
  vipLevel: z.number().int(),
  lines: z.array(RebateLineSchema),
  /** What an earlier claim could not pay under the daily cap, still owed. */
  carried: DecimalTextSchema,
  /** Lines plus carried, never below zero. */
  total: DecimalTextSchema,
  minClaim: DecimalTextSchema,
  /** The level's daily cap, null when the level has none. */
  dailyCap: DecimalTextSchema.nullable(),
  paidToday: DecimalTextSchema,
  /** What a claim now would pay (the total within what is left of today's cap). */
  claimable: DecimalTextSchema,
  cooldownSeconds: z.number().int(),
  /** When the cooldown of the last claim ends; null when a claim may be made now. */
  nextClaimAt: Timestamp.nullable(),
  /** Why a claim now would be refused (empty when it would pay). */
  reasons: z.array(RebateReasonSchema),
});
export type RebateSummary = z.infer<typeof RebateSummarySchema>;

export const RebateClaimBodySchema = z.strictObject({ requestId: RequestIdSchema });
export type RebateClaimBody = z.input<typeof RebateClaimBodySchema>;

/**
 * What a refused claim carries beside its code: when the cooldown ends (REBATE_COOLDOWN), the
 * total against the minimum (REBATE_BELOW_MINIMUM), every eligibility reason (REBATE_NOT_ELIGIBLE).
 */
export const RebateRefusalSchema = z.object({
  nextClaimAt: Timestamp.nullable().optional(),
  total: DecimalTextSchema.optional(),
  minClaim: DecimalTextSchema.optional(),
  reasons: z.array(RebateReasonSchema).optional(),
});
export const RebateRefusalEnvelopeSchema = ErrorEnvelopeSchema.extend({ value: z.union([RebateRefusalSchema, z.null()]) }).meta({ id: 'RebateRefusalEnvelope' });

export const RebateClaimValueSchema = z.object({
  claimNo: z.number().int().min(1),
  amount: DecimalTextSchema,
  /** Left accrued by the daily cap. */
  carried: DecimalTextSchema,
  balanceAfter: DecimalTextSchema,
  createdAt: Timestamp,
  /** True when this requestId was claimed before: nothing moved now. */
  replayed: z.boolean(),
});
export type RebateClaimValue = z.infer<typeof RebateClaimValueSchema>;

export const RebateHistoryQuerySchema = z.strictObject({ pageNo: PageNoSchema });
export type RebateHistoryQuery = z.input<typeof RebateHistoryQuerySchema>;

export const RebateHistoryItemSchema = z.object({
  claimNo: z.number().int(),
  amount: DecimalTextSchema,
  carried: DecimalTextSchema,
  balanceAfter: DecimalTextSchema,
  createdAt: Timestamp,
});
export type RebateHistoryItem = z.infer<typeof RebateHistoryItemSchema>;

export const RebateHistoryValueSchema = pagedSchema(RebateHistoryItemSchema);
export type RebateHistoryValue = z.infer<typeof RebateHistoryValueSchema>;

export const RebateRateSchema = z.strictObject({ vipLevel: VipLevelSchema, gameType: GameTypeSchema, rateBp: RateBpSchema });
export const RebateCapSchema = z.strictObject({ vipLevel: VipLevelSchema, dailyCap: AmountSchema.nullable().describe('null: no cap') });

export const RebateSettingsSchema = z.object({
  minClaim: DecimalTextSchema,
  cooldownSeconds: z.number().int(),
  rates: z.array(z.object({ vipLevel: z.number().int(), gameType: z.string(), rateBp: z.number().int() })),
  caps: z.array(z.object({ vipLevel: z.number().int(), dailyCap: DecimalTextSchema })),
});
export type RebateSettings = z.infer<typeof RebateSettingsSchema>;

/** An operator's change: only what is given changes; a rate of 0 stops a game type's rebate. */
export const RebateSettingsChangeSchema = z.strictObject({
  reference: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/, 'must be 1-64 letters, digits, . _ : or -'),
  minClaim: AmountSchema.optional(),
  cooldownSeconds: z.number().int().min(0).max(MAX_REBATE_COOLDOWN_SECONDS).optional(),
  rates: z.array(RebateRateSchema).max(200).optional(),
  caps: z.array(RebateCapSchema).max(100).optional(),
});
export type RebateSettingsChange = z.input<typeof RebateSettingsChangeSchema>;

export const RebateSettingsChangedSchema = RebateSettingsSchema.extend({ replayed: z.boolean() });

const MEMBER_NOTE = "Real accounts only (a trial account gets 403 NEED_REAL_ACCOUNT); the member comes from the session, never from the request.";

export const rebateEndpoints = {
  rebateSummary: endpoint({
    method: 'GET',
    path: '/wps/member/rebate',
    caller: 'realMember',
    closedSite: 'serve',
    tag: 'rewards',
    summary: 'Manual rebate: what has accrued since the last claim, per game type, and whether a claim would pay now',
    description: MEMBER_NOTE,
    response: RebateSummarySchema,
  }),
  rebateClaim: endpoint({
    method: 'POST',
    path: '/wps/member/rebate/claim',
    caller: 'realMember',
    closedSite: 'refuse',
    idempotencyKey: 'requestId',
    tag: 'rewards',
    summary: 'Claim the accrued rebate into the main wallet',
    description:
      `${MEMBER_NOTE} Takes every accrual so far into claim number n (ledger key reward:REBATE:<member>:<n>, claim key rebate:<member>:<n>), ` +
      'pays up to what is left of the daily cap and keeps the rest accrued. Refusals: 409 REBATE_BELOW_MINIMUM, 409 REBATE_COOLDOWN ' +
      '(value.nextClaimAt), 409 REBATE_IN_REVIEW (an open abuse signal: the rebate waits until an operator clears it), ' +
      '409 REBATE_DAILY_CAP_REACHED, 403 REBATE_NOT_ELIGIBLE (value.reasons). The same requestId again answers the ' +
      'first claim (replayed: true) and moves nothing.',
    body: RebateClaimBodySchema,
    response: RebateClaimValueSchema,
    refusals: { 403: RebateRefusalEnvelopeSchema, 409: RebateRefusalEnvelopeSchema },
  }),
  rebateHistory: endpoint({
    method: 'GET',
    path: '/wps/member/rebate/history',
    caller: 'realMember',
    closedSite: 'serve',
    tag: 'rewards',
    summary: "The member's rebate claims, newest first, 15 a page",
    description: MEMBER_NOTE,
    query: RebateHistoryQuerySchema,
    response: RebateHistoryValueSchema,
  }),
  opsRebateSettings: endpoint({
    method: 'GET',
    path: '/ops/rewards/rebate',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'operator',
    summary: 'Rebate settings: minimum claim, cooldown, rates per VIP level and game type, daily caps per level',
    response: RebateSettingsSchema,
  }),
  opsSetRebateSettings: endpoint({
    method: 'PUT',
    path: '/ops/rewards/rebate',
    caller: 'operator',
    closedSite: 'serve',
    idempotencyKey: 'reference',
    tag: 'operator',
    summary: 'Change rebate settings',
    description:
      'Needs `X-Operator`. Only what is given changes; a cap of null removes the level\'s cap. Audited as REBATE_SETTINGS_SET; the same ' +
      '`reference` again changes nothing (`replayed: true`). New rates apply to every claim from now on, to all that has accrued.',
    body: RebateSettingsChangeSchema,
    response: RebateSettingsChangedSchema,
  }),
};
