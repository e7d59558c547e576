/**
 * The reward centre (the member centre's rewardCenter page) and the campaigns behind it. Every
 * reward a member wins lands in the centre first, as an issue (source, title, amount, wagering,
 * claim-by) and is paid when the member claims it, once. A raffle ticket is drawn on claim from the
 * campaign's weighted prizes by HMAC-SHA256(seed, campaign:member:sequence); the seed's hash is
 * published when the campaign opens and the seed when it closes, so anyone can recompute a draw.
 * A claim made while the member has an open abuse signal waits for an operator (IN_REVIEW).
 */
import '../zod-in-browser';
import { z } from 'zod';
import { endpoint, ErrorEnvelopeSchema } from '../endpoint';
import { AmountSchema, DecimalTextSchema, PageNoSchema, pagedSchema } from '../member/common';

const Timestamp = z.string().describe('ISO 8601 time, UTC');
const IdSchema = z.string().regex(/^[1-9][0-9]{0,17}$/, 'must be an id');
export const CampaignCodeSchema = z.string().regex(/^[A-Z0-9][A-Z0-9_-]{0,39}$/, 'must be 1-40 upper-case letters, digits, _ or -');
const ReferenceSchema = z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/, 'must be 1-64 letters, digits, . _ : or -');
const TitleSchema = z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters');
const ReasonSchema = z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters');
/** Wagering multiplier: 0 pays to the main wallet, 1-10 to the bonus wallet with that wagering. */
const MultiplierSchema = z.number().int('must be a whole number').min(0).max(10);

/** What a member sees of an issue; EXPIRED is an ISSUED reward past its claim-by time. */
export const REWARD_STATUSES = ['ISSUED', 'EXPIRED', 'IN_REVIEW', 'CLAIMED', 'REJECTED'] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];
export const REWARD_KINDS = ['MONEY', 'RAFFLE_TICKET'] as const;

export const RewardIssueSchema = z.object({
  id: IdSchema,
  source: z.string().describe('OPERATOR, CAMPAIGN, ...'),
  kind: z.enum(REWARD_KINDS),
  title: z.string(),
  /** Null for a raffle ticket not drawn yet. */
  amount: DecimalTextSchema.nullable(),
  multiplier: z.number().int(),
  /** amount x multiplier: the qualifying bet needed before a bonus reaches the main wallet. */
  wagering: DecimalTextSchema.nullable(),
  claimBy: Timestamp,
  status: z.enum(REWARD_STATUSES),
  /** The operator's reason when a claim was rejected. */
  reason: z.string().nullable(),
  wallet: z.enum(['MAIN', 'BONUS']).nullable(),
  /** A drawn raffle ticket: the campaign and sequence its public proof is found by. */
  proof: z.object({ campaign: z.string(), issueId: IdSchema }).nullable(),
  createdAt: Timestamp,
});
export type RewardIssue = z.infer<typeof RewardIssueSchema>;

export const RewardListQuerySchema = z.object({ pageNo: PageNoSchema });
export const RewardPageSchema = pagedSchema(RewardIssueSchema).extend({
  /** The menu badge: rewards issued and not expired. */
  claimable: z.number().int().min(0),
});
export type RewardPage = z.infer<typeof RewardPageSchema>;

export const RewardClaimSchema = z.strictObject({ id: IdSchema });
export type RewardClaim = z.input<typeof RewardClaimSchema>;

export const RewardClaimedSchema = z.object({
  issue: RewardIssueSchema,
  /** True when this reward was claimed before: nothing moved now. */
  replayed: z.boolean(),
});
export type RewardClaimed = z.infer<typeof RewardClaimedSchema>;

/** Why a member may not claim (422 NOT_ELIGIBLE): each reason by code (pages translate it) and in English words. */
export const IneligibleSchema = z.object({ reasons: z.array(z.object({ code: z.string(), text: z.string() })) });
export const IneligibleEnvelopeSchema = ErrorEnvelopeSchema.extend({ value: IneligibleSchema.nullable() }).meta({ id: 'IneligibleEnvelope' });

export const RaffleProofParamsSchema = z.object({ issueId: IdSchema });
export const RaffleProofSchema = z.object({
  campaign: z.string(),
  seedHash: z.string().describe('SHA-256 of the seed, hex, published when the campaign opened'),
  /** Hex; null until the campaign closes. */
  seed: z.string().nullable(),
  /** The HMAC message: campaign:member:sequence (and :counter when a draw was retried). */
  message: z.string(),
  prizes: z.array(z.object({ position: z.number().int(), amount: DecimalTextSchema, weight: z.number().int() })),
  drawnPosition: z.number().int(),
  amount: DecimalTextSchema,
  /** The platform's own recomputation from the revealed seed; null while the seed is secret. */
  verified: z.boolean().nullable(),
});
export type RaffleProof = z.infer<typeof RaffleProofSchema>;

/** The eligibility rule a campaign keeps; amounts as decimal texts, times as ISO. */
export const EligibilityRuleSchema = z.strictObject({
  requirePhone: z.boolean().optional(),
  requirePayoutAccount: z.boolean().optional(),
  requireKyc: z.boolean().optional(),
  vipLevels: z.array(z.number().int().min(0).max(99)).max(100).optional(),
  memberLabels: z.array(z.string().trim().min(1).max(64)).max(50).optional(),
  registeredFrom: z.iso.datetime().optional(),
  registeredTo: z.iso.datetime().optional(),
  minDeposit: AmountSchema.optional(),
  minQualifyingBet: AmountSchema.optional(),
  since: z.iso.datetime().optional(),
});
export type EligibilityRuleBody = z.output<typeof EligibilityRuleSchema>;

export const OpsCampaignSchema = z
  .strictObject({
    code: CampaignCodeSchema,
    kind: z.enum(['FIXED', 'RAFFLE']),
    title: TitleSchema,
    /** FIXED: the amount of each reward. */
    amount: AmountSchema.optional(),
    multiplier: MultiplierSchema.default(0),
    rule: EligibilityRuleSchema.default({}),
    /** How many claims in all; absent: no limit. */
    stock: z.number().int().min(0).max(10_000_000).optional(),
    /** How much money in all; absent: no limit. */
    budget: AmountSchema.optional(),
    perMemberLimit: z.number().int().min(1).max(1000).default(1),
    claimDays: z.number().int().min(1).max(365).default(7),
    /** RAFFLE: integer weights; the chance of a prize is its weight over the sum. */
    prizes: z
      .array(z.strictObject({ amount: AmountSchema, weight: z.number().int().min(1).max(1_000_000) }))
      .min(1)
      .max(100)
      .optional(),
  })
  .refine((body) => (body.kind === 'FIXED') === (body.amount !== undefined), { message: 'a FIXED campaign needs an amount, a RAFFLE none', path: ['amount'] })
  .refine((body) => (body.kind === 'RAFFLE') === (body.prizes !== undefined), { message: 'a RAFFLE campaign needs prizes, a FIXED none', path: ['prizes'] });
export type OpsCampaign = z.input<typeof OpsCampaignSchema>;

export const CampaignSchema = z.object({
  code: z.string(),
  kind: z.enum(['FIXED', 'RAFFLE']),
  title: z.string(),
  status: z.enum(['OPEN', 'CLOSED']),
  stock: z.number().int().nullable(),
  budget: DecimalTextSchema.nullable(),
  seedHash: z.string().nullable(),
  seed: z.string().nullable(),
  /** False when this code existed before: nothing was changed. */
  created: z.boolean(),
});

export const CampaignCodeParamsSchema = z.object({ code: CampaignCodeSchema });

/** An operator's reward to one member: a money reward, or a ticket (or fixed reward) of a campaign. */
export const OpsIssueSchema = z
  .strictObject({
    account: z.string().trim().min(1).max(64),
    reference: ReferenceSchema.describe('Your reference; the same reference again issues nothing'),
    campaign: CampaignCodeSchema.optional(),
    title: TitleSchema.optional(),
    amount: AmountSchema.optional(),
    multiplier: MultiplierSchema.optional(),
    claimDays: z.number().int().min(1).max(365).optional(),
  })
  .refine((body) => body.campaign !== undefined || (body.amount !== undefined && body.title !== undefined), {
    message: 'give a campaign, or an amount and a title',
    path: ['amount'],
  });
export type OpsIssue = z.input<typeof OpsIssueSchema>;

export const OpsIssuedSchema = z.object({ issue: RewardIssueSchema, replayed: z.boolean() });

const SignalsSchema = z.array(z.object({ kind: z.string(), detail: z.record(z.string(), z.unknown()) }));
export const ReviewItemSchema = RewardIssueSchema.extend({ account: z.string(), signals: SignalsSchema });
/** A member whose rebate is held by open signals: clearing them lets the next claim pay it. */
export const HeldRebateSchema = z.object({ account: z.string(), total: z.string().describe('The rebate a claim would price now'), signals: SignalsSchema });
export const ReviewListSchema = z.object({
  list: z.array(ReviewItemSchema),
  heldRebates: z.array(HeldRebateSchema).describe('Members with accrued rebate and an open abuse signal: their rebate waits for the signals to be cleared'),
});

export const ReviewParamsSchema = z.object({ id: IdSchema });
export const ReviewDecisionSchema = z.strictObject({ decision: z.enum(['approve', 'reject']), reason: ReasonSchema.optional() }).refine(
  (body) => body.decision === 'approve' || body.reason !== undefined,
  { message: 'a rejection needs a reason the member will read', path: ['reason'] },
);
export type ReviewDecision = z.input<typeof ReviewDecisionSchema>;

/** Clears a member's open abuse signals once an operator has looked into them: their claims pay at once again. */
export const OpsClearSignalsSchema = z.strictObject({ account: z.string().trim().min(1).max(64) });
export const SignalsClearedSchema = z.object({ cleared: z.number().int().min(0) });

const MEMBER_NOTE =
  "Needs the session token; trial accounts get 403 NEED_REAL_ACCOUNT. Only the caller's own rewards: another member's id answers 404 " +
  'REWARD_NOT_FOUND exactly like a missing one.';
const CLAIM_NOTE =
  `${MEMBER_NOTE} Claiming twice answers the first result (\`replayed: true\`). Past claim-by: 409 REWARD_EXPIRED. Not eligible: 422 ` +
  'NOT_ELIGIBLE with every reason in `value.reasons`. No stock or budget left: 409 OUT_OF_STOCK; the member used the limit: 409 ' +
  'CLAIM_LIMIT. With an open abuse signal the claim waits for an operator (status IN_REVIEW).';

export const rewardsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/wps/member/rewards',
    caller: 'realMember',
    closedSite: 'serve',
    tag: 'rewards',
    summary: 'The reward centre: every reward the member won, newest first, 15 a page, with the count still claimable',
    description: MEMBER_NOTE,
    query: RewardListQuerySchema,
    response: RewardPageSchema,
  }),
  claim: endpoint({
    method: 'POST',
    path: '/wps/member/rewards/claim',
    caller: 'realMember',
    closedSite: 'refuse',
    idempotencyKey: 'id',
    tag: 'rewards',
    summary: 'Claim a reward of the reward centre: paid once, to the main or the bonus wallet',
    description: CLAIM_NOTE,
    body: RewardClaimSchema,
    response: RewardClaimedSchema,
    refusals: { 422: IneligibleEnvelopeSchema },
  }),
  claimRaffle: endpoint({
    method: 'POST',
    path: '/wps/relay/MCS2_claimRafflePromotion',
    caller: 'realMember',
    closedSite: 'refuse',
    idempotencyKey: 'id',
    tag: 'rewards',
    summary: 'Claim a raffle ticket: draws the prize (provably) and pays it',
    description: `${CLAIM_NOTE} Only raffle tickets (a money reward: 404 REWARD_NOT_FOUND).`,
    body: RewardClaimSchema,
    response: RewardClaimedSchema,
    refusals: { 422: IneligibleEnvelopeSchema },
  }),
  raffleProof: endpoint({
    method: 'GET',
    path: '/wps/rewards/raffle-proof/:issueId',
    caller: 'visitor',
    closedSite: 'serve',
    tag: 'rewards',
    summary: "A raffle draw's proof: the seed's hash, the seed once the campaign closed, the weights, and the platform's recomputation",
    description: 'Anyone may verify: HMAC-SHA256(seed, message), 4 bytes at a time as an unsigned integer, values at or above the largest multiple of the weight sum are skipped, the rest mod the sum picks the prize.',
    params: RaffleProofParamsSchema,
    response: RaffleProofSchema,
  }),
  opsCampaign: endpoint({
    method: 'POST',
    path: '/ops/rewards/campaigns',
    caller: 'operator',
    closedSite: 'serve',
    idempotencyKey: 'code',
    tag: 'operator',
    summary: 'Open a campaign (a fixed reward or a raffle) with its rule, stock, budget and per-member limit',
    description: 'A raffle commits its seed now (seedHash) and reveals it when closed. The same code again changes nothing (`created: false`).',
    body: OpsCampaignSchema,
    response: CampaignSchema,
  }),
  opsCloseCampaign: endpoint({
    method: 'POST',
    path: '/ops/rewards/campaigns/:code/close',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'operator',
    summary: "Close a campaign: no more claims, and a raffle's seed is revealed",
    params: CampaignCodeParamsSchema,
    response: CampaignSchema,
  }),
  opsIssue: endpoint({
    method: 'POST',
    path: '/ops/rewards/issues',
    caller: 'operator',
    closedSite: 'serve',
    idempotencyKey: 'reference',
    tag: 'operator',
    summary: "Put a reward (money, or a campaign's raffle ticket) in a member's reward centre",
    description: 'Once per reference: the same reference again issues nothing (`replayed: true`). Trial accounts: 403 NEED_REAL_ACCOUNT.',
    body: OpsIssueSchema,
    response: OpsIssuedSchema,
  }),
  opsReviews: endpoint({
    method: 'GET',
    path: '/ops/rewards/reviews',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'operator',
    summary: 'Claims waiting for an operator (the member had an open abuse signal), oldest first, with the signals',
    description: 'heldRebates: members whose accrued rebate an open signal holds (a rebate claim is refused, not queued); clearing the signals lets the next claim pay it.',
    response: ReviewListSchema,
  }),
  opsReview: endpoint({
    method: 'POST',
    path: '/ops/rewards/reviews/:id',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'operator',
    summary: 'Approve (pay) or reject (with a reason the member reads in the centre and the inbox) a claim in review',
    description: 'Deciding a claim already decided answers it as it is. A rejection returns the stock and budget the claim took.',
    params: ReviewParamsSchema,
    body: ReviewDecisionSchema,
    response: RewardIssueSchema,
  }),
  opsClearSignals: endpoint({
    method: 'POST',
    path: '/ops/rewards/signals/clear',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'operator',
    summary: "Clear a member's open abuse signals (after looking into them): later claims pay at once again",
    description: 'Audited. The same fact recorded again later stays cleared; a new fact opens a new signal. Claims already in review stay there until decided.',
    body: OpsClearSignalsSchema,
    response: SignalsClearedSchema,
  }),
};
