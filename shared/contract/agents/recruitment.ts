/**
 * Agent recruitment (/join): how contracts and salaries pay, with example figures the platform
 * computes from the live contract settings (the most a top agent may be paid; an agent's upline
 * sets what it passes on), and the application form that lands in the operator's queue. Approval
 * opens the agent through the register centre's rules, under the upline the operator names.
 */
import '../zod-in-browser';
import { z } from 'zod';
import { endpoint, LanguageHeaderSchema } from '../endpoint';
import { LOGIN_NAME } from '../session/login';
import { CONTRACT_KINDS } from './contracts';

/** The longest remark an applicant may write. */
export const JOIN_REMARK_MAX = 140;
/** How an applicant wants to be reached. */
export const JOIN_CHANNELS = ['PHONE', 'EMAIL', 'TELEGRAM', 'WHATSAPP', 'ZALO', 'FACEBOOK', 'LINE', 'OTHER'] as const;
export type JoinChannel = (typeof JOIN_CHANNELS)[number];
/** Applications one address may send in JOIN_WINDOW_HOURS: a few people behind one office or cafe address may each apply. */
export const JOIN_APPLICATIONS_PER_ADDRESS = 5;
export const JOIN_WINDOW_HOURS = 24;

const DecimalText = z.string().describe('Exact decimal in major units, two decimals');
const RateText = z.string().describe('Percent with two decimals: "0.50" = 0.50 %');

/** One worked example: `base` (a team's figure) at `rate` pays `amount`. */
export const JoinExampleSchema = z.object({ base: DecimalText, rate: RateText, amount: DecimalText });

export const JoinKindSchema = z.object({
  kind: z.enum(CONTRACT_KINDS),
  /** Whether the site offers this kind at all now. */
  enabled: z.boolean(),
  /** The highest rate a top agent may be paid (dividend: share of the team's net loss; salaries: of its qualifying bet). */
  maxRate: RateText,
  /** Real-time salary: the rate on a winning and on a losing bet (null for the other kinds). */
  profitRate: RateText.nullable(),
  lossRate: RateText.nullable(),
  example: JoinExampleSchema,
});
export type JoinKind = z.infer<typeof JoinKindSchema>;

export const JoinInfoSchema = z.object({
  kinds: z.array(JoinKindSchema),
  /** A member counts as active in a period once its qualifying bet reaches this. */
  activeMemberBet: DecimalText,
  /** How often top agents' dividends are settled. */
  dividendPeriod: z.enum(['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY']),
  /** All salary kinds together never pay more than this share of a qualifying bet (the smallest house edge). */
  salaryBudget: RateText,
});
export type JoinInfo = z.infer<typeof JoinInfoSchema>;

const TrimmedText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[^<>]*$/, 'must not contain < or >');

export const JoinApplicationSchema = z
  .strictObject({
    name: TrimmedText(64),
    contact: TrimmedText(100),
    channel: z.enum(JOIN_CHANNELS),
    teamSize: z.coerce.number().int().min(1).max(100_000),
    remark: z
      .string()
      .trim()
      .max(JOIN_REMARK_MAX)
      .regex(/^[^<>]*$/, 'must not contain < or >')
      .optional(),
  })
  .meta({ id: 'JoinApplication' });
export type JoinApplication = z.input<typeof JoinApplicationSchema>;

export const JoinAppliedSchema = z.object({ applicationNo: z.number().int() });

export const JOIN_APPLICATION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

export const OpsJoinApplicationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  contact: z.string(),
  channel: z.string(),
  teamSize: z.number().int(),
  remark: z.string().nullable(),
  language: z.string(),
  status: z.enum(JOIN_APPLICATION_STATUSES),
  createdAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
  /** The agent opened on approval. */
  account: z.string().nullable(),
});
export type OpsJoinApplication = z.infer<typeof OpsJoinApplicationSchema>;

export const OpsJoinListQuerySchema = z.strictObject({ status: z.enum(JOIN_APPLICATION_STATUSES).optional() });
export const OpsJoinListSchema = z.object({ list: z.array(OpsJoinApplicationSchema) });

export const OpsJoinIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

const Reference = z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/, 'must be 1-64 letters, digits, . _ : or -');
const AccountName = z.string().trim().min(1).max(64).regex(LOGIN_NAME, 'must be letters, digits or _');

export const OpsJoinApproveSchema = z
  .strictObject({
    reference: Reference,
    /** The new agent's login name (the register rule judges it). */
    account: AccountName,
    /** The agent the new one is opened under, as the register centre does. */
    upline: AccountName,
  })
  .meta({ id: 'OpsJoinApprove' });

export const OpsJoinRejectSchema = z.strictObject({ reference: Reference, reason: TrimmedText(200) }).meta({ id: 'OpsJoinReject' });

export const OpsJoinDecidedSchema = z.object({
  application: OpsJoinApplicationSchema,
  /**
   * Approval only, the first time: the new agent's one-time password for the operator to hand over
   * (the agent must change it at its first sign-in). Never kept, so a replay answers null.
   */
  temporaryPassword: z.string().nullable(),
  replayed: z.boolean(),
});
export type OpsJoinDecided = z.infer<typeof OpsJoinDecidedSchema>;

export const recruitmentEndpoints = {
  joinInfo: endpoint({
    method: 'GET',
    path: '/wps/join/info',
    caller: 'visitor',
    closedSite: 'serve',
    tag: 'agents',
    summary: 'How agent contracts pay: the live ceilings of each kind with a worked example',
    response: JoinInfoSchema,
  }),
  joinApply: endpoint({
    method: 'POST',
    path: '/wps/join/apply',
    caller: 'visitor',
    headers: LanguageHeaderSchema,
    closedSite: 'refuse',
    tag: 'agents',
    summary: 'Apply to become an agent: the application waits for an operator',
    description: `At most ${JOIN_APPLICATIONS_PER_ADDRESS} applications per address in ${JOIN_WINDOW_HOURS} hours (429 TOO_MANY_ATTEMPTS, nothing written). Remark up to ${JOIN_REMARK_MAX} characters.`,
    body: JoinApplicationSchema,
    response: JoinAppliedSchema,
  }),
  opsJoinApplications: endpoint({
    method: 'GET',
    path: '/ops/join/applications',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'operator',
    summary: 'Agent applications, newest first (at most 200), by state',
    query: OpsJoinListQuerySchema,
    response: OpsJoinListSchema,
  }),
  opsJoinApprove: endpoint({
    method: 'POST',
    path: '/ops/join/applications/:id/approve',
    caller: 'operator',
    closedSite: 'serve',
    idempotencyKey: 'reference',
    tag: 'operator',
    summary: "Approve an application: opens the agent under the named upline with the register centre's rules (audited, X-Operator)",
    description:
      'The upline must be an agent; the account name follows the register rule (ACCOUNT_EXISTS when taken). The new agent must change its password at first sign-in. ' +
      'An application already decided is 409 JOIN_ALREADY_DECIDED; the same reference again answers the first approval (replayed: true).',
    params: OpsJoinIdParamsSchema,
    body: OpsJoinApproveSchema,
    response: OpsJoinDecidedSchema,
  }),
  opsJoinReject: endpoint({
    method: 'POST',
    path: '/ops/join/applications/:id/reject',
    caller: 'operator',
    closedSite: 'serve',
    idempotencyKey: 'reference',
    tag: 'operator',
    summary: 'Reject an application with a reason (audited, X-Operator)',
    params: OpsJoinIdParamsSchema,
    body: OpsJoinRejectSchema,
    response: OpsJoinDecidedSchema,
  }),
};
