/**
 * Agent contracts: dividend, daily salary, hourly salary and real-time salary that an upline agent
 * offers to a direct downline agent, which the downline accepts or rejects and the upline may end.
 * One call per kind (POST /wps/relay/<call>, the body chooses the action) and the consolidated
 * flags that tell the agent centre which contract pages to show.
 *
 * Rates are percent as decimal text with at most two decimals ("0.80" is 0.80 %, from 0 to 100);
 * thresholds are amounts as decimal text ("0.00" when the threshold does not apply to the kind).
 */
import { z } from 'zod';
import { RequestIdSchema } from '../member/common';

export const CONTRACT_KINDS = ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

export const CONTRACT_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED', 'TERMINATED'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const CONTRACT_PERIODS = ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'] as const;
export type ContractPeriod = (typeof CONTRACT_PERIODS)[number];

/** Which periods each kind may have: none for the hourly and real-time salaries (they run on the clock). */
export const CONTRACT_KIND_PERIODS: Record<ContractKind, readonly ContractPeriod[]> = {
  DIVIDEND: CONTRACT_PERIODS,
  DAILY_SALARY: ['DAILY'],
  HOURLY_SALARY: [],
  REALTIME_SALARY: [],
};

/** The spec's call of each kind, under /wps/relay/. */
export const CONTRACT_CALLS = {
  DIVIDEND: 'MCS2_processDividendReq',
  DAILY_SALARY: 'MCS2_processDailySalContract',
  HOURLY_SALARY: 'MCS2_processContractHourSalary',
  REALTIME_SALARY: 'MCSFE_processRealTimeSalaryContract',
} as const satisfies Record<ContractKind, string>;

export const CONTRACT_TIER_THRESHOLDS = ['periodValidBet', 'periodProfitLoss', 'activeMembers', 'dailyBetAmount', 'hourlyBetAmount'] as const;
export type ContractTierThreshold = (typeof CONTRACT_TIER_THRESHOLDS)[number];

/**
 * The thresholds a tier of each kind may set; the others must be zero. periodValidBet: the team's
 * valid bet over the period; periodProfitLoss: the team's net loss over the period (what the site
 * won from it), as a positive amount; activeMembers: members of the team active in the period;
 * dailyBetAmount / hourlyBetAmount: the team's valid bet of the day / hour. A real-time contract
 * has no tiers (its terms are RealtimeTerms).
 */
export const CONTRACT_KIND_THRESHOLDS: Record<ContractKind, readonly ContractTierThreshold[]> = {
  DIVIDEND: ['periodValidBet', 'periodProfitLoss', 'activeMembers'],
  DAILY_SALARY: ['dailyBetAmount', 'activeMembers'],
  HOURLY_SALARY: ['hourlyBetAmount', 'activeMembers'],
  REALTIME_SALARY: [],
};

/** Most tiers a contract may have. */
export const CONTRACT_MAX_TIERS = 10;

/** A rate: percent with at most two decimals, 0 to 100 ("0.80"). */
export const ContractRateSchema = z
  .string()
  .trim()
  .regex(/^[0-9]{1,3}(\.[0-9]{1,2})?$/, 'must be a percentage such as 0.80')
  .refine((text) => rateToHundredths(text) <= 10_000, 'must be at most 100');

/** A threshold amount: zero or more, at most two decimals. */
export const ContractThresholdAmountSchema = z
  .string()
  .trim()
  .regex(/^[0-9]{1,12}(\.[0-9]{1,2})?$/, 'must be an amount such as 100.00');

/** Most active members a threshold may ask for. */
const MAX_ACTIVE_MEMBERS = 1_000_000;

/**
 * One tier: it applies when every threshold is met, and the highest applicable tier's rate is
 * paid. Tiers are listed from the lowest: each sets every threshold at least as high as the one
 * before (one of them higher) and a rate at least as high.
 */
export const ContractTierSchema = z.object({
  periodValidBet: ContractThresholdAmountSchema,
  periodProfitLoss: ContractThresholdAmountSchema,
  activeMembers: z.number().int().min(0).max(MAX_ACTIVE_MEMBERS),
  dailyBetAmount: ContractThresholdAmountSchema,
  hourlyBetAmount: ContractThresholdAmountSchema,
  rate: ContractRateSchema,
});
export type ContractTier = z.infer<typeof ContractTierSchema>;

/**
 * Real-time salary: every 5 minutes, over the team's bets settled since the last run whose stake is
 * at least singleBetAmount, profitSalaryRate of the stake of each bet the member won and
 * lossSalaryRate of the stake of each bet the member lost.
 */
export const RealtimeTermsSchema = z.object({
  profitSalaryRate: ContractRateSchema,
  lossSalaryRate: ContractRateSchema,
  singleBetAmount: ContractThresholdAmountSchema,
});
export type RealtimeTerms = z.infer<typeof RealtimeTermsSchema>;

export const CONTRACT_TERMINATED_BY = ['UPLINE', 'SYSTEM'] as const;

/**
 * Why a contract ended. UPLINE_ENDED: the upline ended it; REPLACED: the downline accepted a newer
 * contract of the kind; REPLACED_BY_NEW_OFFER: the upline made a newer offer while this one
 * waited; RATE_ABOVE_UPLINE: the upline's own contract changed and this rate became higher;
 * UPLINE_CONTRACT_ENDED: the upline no longer has a contract of the kind to pass on.
 */
export const CONTRACT_TERMINATION_REASONS = [
  'UPLINE_ENDED',
  'REPLACED',
  'REPLACED_BY_NEW_OFFER',
  'RATE_ABOVE_UPLINE',
  'UPLINE_CONTRACT_ENDED',
] as const;
export type ContractTerminationReason = (typeof CONTRACT_TERMINATION_REASONS)[number];

export const ContractIdSchema = z.string().regex(/^[1-9][0-9]{0,17}$/, 'must be a contract id');

export const ContractSchema = z.object({
  contractId: z.string(),
  kind: z.enum(CONTRACT_KINDS),
  uplineAccount: z.string(),
  downlineAccount: z.string(),
  period: z.enum(CONTRACT_PERIODS).nullable(),
  /** Empty for a real-time contract. */
  tiers: z.array(ContractTierSchema),
  realtime: RealtimeTermsSchema.nullable(),
  status: z.enum(CONTRACT_STATUSES),
  offeredAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The account that accepted or rejected (the downline). */
  decidedBy: z.string().nullable(),
  terminatedAt: z.string().nullable(),
  terminatedBy: z.enum(CONTRACT_TERMINATED_BY).nullable(),
  terminationReason: z.enum(CONTRACT_TERMINATION_REASONS).nullable(),
});
export type Contract = z.infer<typeof ContractSchema>;

/**
 * The most an agent may offer of a kind: its own accepted contract's terms, or for a top agent
 * (type 1 without a contract above it) the platform's maximum, as one tier without thresholds.
 */
export const ContractCeilingSchema = z.object({
  source: z.enum(['CONTRACT', 'PLATFORM']),
  tiers: z.array(ContractTierSchema),
  realtime: RealtimeTermsSchema.nullable(),
});
export type ContractCeiling = z.infer<typeof ContractCeilingSchema>;

const MineActionSchema = z.object({ action: z.literal('mine') });

const OfferShape = {
  action: z.literal('offer'),
  /** A direct downline agent of the caller. */
  downlineAccount: z.string().trim().min(1, 'is required').max(64, 'must be at most 64 characters'),
  period: z.enum(CONTRACT_PERIODS).optional(),
  tiers: z.array(ContractTierSchema).max(CONTRACT_MAX_TIERS, `must have at most ${CONTRACT_MAX_TIERS} items`).default([]),
  realtime: RealtimeTermsSchema.optional(),
  /** The same requestId offers once; with other terms it is refused (409 IDEMPOTENCY_CONFLICT). */
  requestId: RequestIdSchema,
};

const DecideActionSchema = z.object({ action: z.enum(['accept', 'reject']), contractId: ContractIdSchema });
const TerminateActionSchema = z.object({ action: z.literal('terminate'), contractId: ContractIdSchema });

function compareThresholdAmounts(a: string, b: string): number {
  const minor = (text: string) => {
    const [whole = '0', fraction = ''] = text.trim().split('.');
    return BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
  };
  const difference = minor(a) - minor(b);
  return difference === 0n ? 0 : difference > 0n ? 1 : -1;
}

function thresholdOrder(tier: ContractTier, previous: ContractTier): number[] {
  return CONTRACT_TIER_THRESHOLDS.map((field) =>
    field === 'activeMembers' ? Math.sign(tier.activeMembers - previous.activeMembers) : compareThresholdAmounts(tier[field], previous[field]),
  );
}

/** Checks of an offer that depend on the kind: its period, which thresholds it sets, the tiers' order, real-time terms. */
function checkOfferForKind(kind: ContractKind, offer: { period?: ContractPeriod; tiers: ContractTier[]; realtime?: RealtimeTerms }, context: z.RefinementCtx): void {
  const periods = CONTRACT_KIND_PERIODS[kind];
  if (periods.length === 0 && offer.period !== undefined) context.addIssue({ code: 'custom', path: ['period'], message: 'must not be set for this kind' });
  if (periods.length > 0 && (offer.period === undefined || !periods.includes(offer.period))) {
    context.addIssue({ code: 'custom', path: ['period'], message: `must be one of ${periods.join(', ')}` });
  }
  if (kind === 'REALTIME_SALARY') {
    if (offer.realtime === undefined) context.addIssue({ code: 'custom', path: ['realtime'], message: 'is required' });
    if (offer.tiers.length > 0) context.addIssue({ code: 'custom', path: ['tiers'], message: 'must be empty for a real-time salary' });
    return;
  }
  if (offer.realtime !== undefined) context.addIssue({ code: 'custom', path: ['realtime'], message: 'must not be set for this kind' });
  if (offer.tiers.length === 0) context.addIssue({ code: 'custom', path: ['tiers'], message: 'must have at least 1 items' });
  // zod runs this check even when a tier's own fields were refused: comparing a malformed amount
  // ('1e5') would throw instead of answering, and those tiers already carry their own issue.
  if (!offer.tiers.every((tier) => ContractTierSchema.safeParse(tier).success)) return;
  const allowed = CONTRACT_KIND_THRESHOLDS[kind];
  offer.tiers.forEach((tier, index) => {
    for (const field of CONTRACT_TIER_THRESHOLDS) {
      const value = tier[field];
      const zero = typeof value === 'number' ? value === 0 : compareThresholdAmounts(value, '0') === 0;
      if (!allowed.includes(field) && !zero) context.addIssue({ code: 'custom', path: ['tiers', index, field], message: 'must be 0 for this kind' });
    }
    const previous = offer.tiers[index - 1];
    if (!previous) return;
    const order = thresholdOrder(tier, previous);
    if (order.some((sign) => sign < 0) || order.every((sign) => sign === 0)) {
      context.addIssue({ code: 'custom', path: ['tiers', index], message: 'must set every threshold at least as high as the tier before, one of them higher' });
    }
    if (rateToHundredths(tier.rate) < rateToHundredths(previous.rate)) {
      context.addIssue({ code: 'custom', path: ['tiers', index, 'rate'], message: 'must be at least the rate of the tier before' });
    }
  });
}

/** The body of a kind's contract call: `action` chooses mine, offer, accept, reject or terminate. */
export function contractCallSchema(kind: ContractKind) {
  const offer = z.object(OfferShape).superRefine((body, context) => checkOfferForKind(kind, body, context));
  return z.discriminatedUnion('action', [MineActionSchema, offer, DecideActionSchema, TerminateActionSchema]);
}
export type ContractCallRequest = z.input<ReturnType<typeof contractCallSchema>>;
export type ContractOfferRequest = Extract<ContractCallRequest, { action: 'offer' }>;

/** What `mine` answers. */
export const ContractMineValueSchema = z.object({
  /** My contract with my upline: the accepted one, else the offer waiting for my answer. */
  mine: ContractSchema.nullable(),
  /** The offer waiting for my answer, also while an accepted contract is in force (accepting replaces it). */
  pendingOffer: ContractSchema.nullable(),
  /**
   * What I offered my direct downlines: per downline its accepted contract and waiting offer, or
   * when it has neither, the latest one (rejected or ended), newest first.
   */
  offered: z.array(ContractSchema),
  /** Whether the kind is on and I have something to pass on (a contract, or I am a top agent). */
  canOffer: z.boolean(),
  /** The most I may offer; null when I have nothing to pass on. */
  myRate: ContractCeilingSchema.nullable(),
});
export type ContractMineValue = z.infer<typeof ContractMineValueSchema>;

/** What offer, accept, reject and terminate answer. */
export const ContractActionValueSchema = z.object({ contract: ContractSchema });
export type ContractActionValue = z.infer<typeof ContractActionValueSchema>;

export const ContractCallValueSchema = z.union([ContractMineValueSchema, ContractActionValueSchema]);
export type ContractCallValue = z.infer<typeof ContractCallValueSchema>;

/**
 * GET /wps/agent/contracts/consolidated: 1 when the kind is on for the site and the agent has a
 * contract of it (accepted or waiting) or is a top agent; the agent centre shows the kind's page then.
 */
export const ContractConsolidatedSchema = z.object({
  dailysalreqtype: z.union([z.literal(0), z.literal(1)]),
  divtypereq: z.union([z.literal(0), z.literal(1)]),
  contracthoursalreq: z.union([z.literal(0), z.literal(1)]),
  realtimesalreqtype: z.union([z.literal(0), z.literal(1)]),
});
export type ContractConsolidated = z.infer<typeof ContractConsolidatedSchema>;

/** Which consolidated flag belongs to which kind. */
export const CONTRACT_CONSOLIDATED_FLAGS: Record<ContractKind, keyof ContractConsolidated> = {
  DIVIDEND: 'divtypereq',
  DAILY_SALARY: 'dailysalreqtype',
  HOURLY_SALARY: 'contracthoursalreq',
  REALTIME_SALARY: 'realtimesalreqtype',
};

/** Refusal codes of the contract calls (besides VALIDATION, the session's and AGENT_NOT_IN_TEAM). */
export const CONTRACT_ERROR_CODES = {
  notFound: 'CONTRACT_NOT_FOUND',
  rateAboveUpline: 'CONTRACT_RATE_ABOVE_UPLINE',
  nothingToOffer: 'CONTRACT_NOTHING_TO_OFFER',
  downlineNotEligible: 'CONTRACT_DOWNLINE_NOT_ELIGIBLE',
  notPending: 'CONTRACT_NOT_PENDING',
  notActive: 'CONTRACT_NOT_ACTIVE',
  wrongParty: 'CONTRACT_WRONG_PARTY',
} as const;

/** A rate text ("0.80") as integer hundredths of a percent (80), exactly. */
export function rateToHundredths(text: string): number {
  const [whole = '0', fraction = ''] = text.trim().split('.');
  return Number(whole) * 100 + Number((fraction + '00').slice(0, 2));
}

/** Integer hundredths of a percent as rate text: 80 → "0.80". */
export function formatRate(hundredths: number): string {
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}
