/**
 * Player protection: the member's limits (deposit, loss and wager amounts per rolling 24 hours,
 * 7 days or 30 days; play minutes per session or site day) and the reality check. The platform
 * enforces the limits where money moves (deposit orders, seamless bets, lottery bets, transfers
 * into a vendor's wallet): a refusal is 409 LIMIT_REACHED with `value` naming the limit with the
 * least room, what remains and when the oldest counted use leaves the window.
 *
 * Lowering a limit (or setting a first one) takes effect at once. Raising or removing one waits
 * 24 hours and then needs the member to confirm it; until then the old value applies. A limit the
 * operator set cannot be raised or removed by the member.
 */
import '../zod-in-browser';
import { z } from 'zod';
import { endpoint, ErrorEnvelopeSchema, LimitRefusalValueSchema } from '../endpoint';
import { AmountSchema, DecimalTextSchema } from '../member/common';

const Timestamp = z.string().describe('ISO 8601 time, UTC');

export const LIMIT_KINDS = ['DEPOSIT', 'LOSS', 'WAGER', 'PLAY_MINUTES'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
/** Money limits: DAY, WEEK, MONTH are rolling 24 hours, 7 days and 30 days. Play minutes: SESSION or DAY (the site day). */
export const LIMIT_PERIODS = ['DAY', 'WEEK', 'MONTH', 'SESSION'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export const MONEY_LIMIT_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export const PLAY_LIMIT_PERIODS = ['SESSION', 'DAY'] as const;
/** The most minutes a play-time limit may allow (a whole day). */
export const MAX_PLAY_MINUTES = 1440;
/** How long a raise or removal waits before the member may confirm it. */
export const LIMIT_RAISE_WAIT_HOURS = 24;
export const REALITY_CHECK_CHOICES = [15, 30, 45, 60] as const;

/** Whether a kind and period go together (money kinds count DAY/WEEK/MONTH, play minutes SESSION/DAY). */
export function limitPeriodFits(kind: LimitKind, period: LimitPeriod): boolean {
  return kind === 'PLAY_MINUTES' ? (PLAY_LIMIT_PERIODS as readonly string[]).includes(period) : (MONEY_LIMIT_PERIODS as readonly string[]).includes(period);
}

const KindSchema = z.enum(LIMIT_KINDS);
const PeriodSchema = z.enum(LIMIT_PERIODS);

export const MemberLimitSchema = z.object({
  kind: KindSchema,
  period: PeriodSchema,
  /** The value in force: an amount for money kinds, whole minutes (as text) for PLAY_MINUTES. */
  value: z.string(),
  setBy: z.enum(['MEMBER', 'OPERATOR']),
  /** Used so far in the window (a net win shows a negative loss). */
  used: z.string(),
  /** What a deposit, stake or minute may still use now. */
  remaining: z.string(),
  /** When the oldest use counted leaves the window (the site's next midnight for daily minutes); null when nothing is counted. */
  resetsAt: Timestamp.nullable(),
  /** A raise (value) or removal (value null) waiting; confirmable from `confirmableFrom`. */
  pending: z.object({ value: z.string().nullable(), confirmableFrom: Timestamp, confirmable: z.boolean() }).nullable(),
});
export type MemberLimit = z.infer<typeof MemberLimitSchema>;

export const ProtectionStateSchema = z.object({
  limits: z.array(MemberLimitSchema),
  /** The member's reality-check interval in minutes; null: the site's default applies. */
  realityCheckMinutes: z.number().int().nullable(),
  realityCheckDefault: z.number().int(),
  /** True once the member answered the limit prompt shown at the first deposit. */
  limitPromptAnswered: z.boolean(),
});
export type ProtectionState = z.infer<typeof ProtectionStateSchema>;

/**
 * A new value for one limit: `amount` for money kinds, `minutes` for PLAY_MINUTES; null removes
 * the limit (after the wait and a confirmation).
 */
export const LimitChangeSchema = z
  .strictObject({
    kind: KindSchema,
    period: PeriodSchema,
    amount: AmountSchema.nullable().optional(),
    minutes: z.number().int().min(1).max(MAX_PLAY_MINUTES).nullable().optional(),
  })
  .superRefine((change, context) => {
    if (!limitPeriodFits(change.kind, change.period)) {
      context.addIssue({ code: 'custom', path: ['period'], message: `must be ${change.kind === 'PLAY_MINUTES' ? 'SESSION or DAY' : 'DAY, WEEK or MONTH'} for ${change.kind}` });
    }
    if (change.kind === 'PLAY_MINUTES' ? change.amount !== undefined : change.minutes !== undefined) {
      context.addIssue({ code: 'custom', path: [change.kind === 'PLAY_MINUTES' ? 'amount' : 'minutes'], message: `is not used by ${change.kind}` });
    }
    if ((change.kind === 'PLAY_MINUTES' ? change.minutes : change.amount) === undefined) {
      context.addIssue({ code: 'custom', path: [change.kind === 'PLAY_MINUTES' ? 'minutes' : 'amount'], message: 'is required (null removes the limit)' });
    }
  });
export type LimitChange = z.input<typeof LimitChangeSchema>;

export const LimitChangedSchema = ProtectionStateSchema.extend({
  /** NOW: in force already; PENDING: a raise or removal that waits and then needs confirming. */
  effect: z.enum(['NOW', 'PENDING']),
});

/** A confirmation too early says from when it may be made. */
export const ConfirmRefusalEnvelopeSchema = ErrorEnvelopeSchema.extend({
  value: z.union([z.object({ confirmableFrom: Timestamp }), z.null()]),
}).meta({ id: 'LimitConfirmRefusalEnvelope' });

export const LimitKeySchema = z.strictObject({ kind: KindSchema, period: PeriodSchema });

export const RealityCheckChoiceSchema = z.strictObject({
  minutes: z.union(REALITY_CHECK_CHOICES.map((minutes) => z.literal(minutes)) as [z.ZodLiteral<15>, z.ZodLiteral<30>, z.ZodLiteral<45>, z.ZodLiteral<60>]).nullable(),
});

/** The current play session as the game page's reality check shows it. */
export const PlayStateSchema = z.object({
  startedAt: Timestamp,
  minutesPlayed: z.number().int(),
  /** This session's net result: wins and returns less stakes (negative: a loss). */
  net: DecimalTextSchema,
  intervalMinutes: z.number().int(),
  nextCheckAt: Timestamp,
  /** The reality check is due now: the page shows it until the member continues or leaves. */
  due: z.boolean(),
  /** A play-time limit is used up: bets are refused until `playEndsUntil`. */
  playEnded: z.boolean(),
  playEndsUntil: Timestamp.nullable(),
});
export type PlayState = z.infer<typeof PlayStateSchema>;

/** What a refusal by a limit carries (declared beside the error envelope, which every money call answers). */
export const LimitRefusalSchema = LimitRefusalValueSchema;
export type LimitRefusal = z.infer<typeof LimitRefusalSchema>;

export const OpsLimitChangeSchema = z
  .strictObject({
    account: z.string().trim().min(1).max(64),
    reference: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/, 'must be 1-64 letters, digits, . _ : or -'),
    kind: KindSchema,
    period: PeriodSchema,
    amount: AmountSchema.nullable().optional(),
    minutes: z.number().int().min(1).max(MAX_PLAY_MINUTES).nullable().optional(),
  })
  .superRefine((change, context) => {
    if (!limitPeriodFits(change.kind, change.period)) context.addIssue({ code: 'custom', path: ['period'], message: `does not fit ${change.kind}` });
    if ((change.kind === 'PLAY_MINUTES' ? change.minutes : change.amount) === undefined) {
      context.addIssue({ code: 'custom', path: [change.kind === 'PLAY_MINUTES' ? 'minutes' : 'amount'], message: 'is required (null removes the limit)' });
    }
  });

export const LimitHistoryItemSchema = z.object({
  kind: KindSchema,
  period: PeriodSchema,
  action: z.string(),
  value: z.string().nullable(),
  operator: z.string().nullable(),
  createdAt: Timestamp,
});
export const OpsMemberLimitsSchema = z.object({
  account: z.string(),
  state: ProtectionStateSchema,
  history: z.array(LimitHistoryItemSchema),
  replayed: z.boolean().optional(),
});
export const OpsMemberQuerySchema = z.strictObject({ account: z.string().trim().min(1).max(64) });

const MEMBER_NOTE = 'Real accounts only; the member comes from the session, never from the request.';

export const limitsEndpoints = {
  protectionState: endpoint({
    method: 'GET',
    path: '/wps/member/protection',
    caller: 'realMember',
    closedSite: 'serve',
    tag: 'protection',
    summary: "The member's limits with what remains now, the reality-check interval and whether the limit prompt was answered",
    description: MEMBER_NOTE,
    response: ProtectionStateSchema,
  }),
  setLimit: endpoint({
    method: 'PUT',
    path: '/wps/member/protection/limits',
    caller: 'realMember',
    closedSite: 'serve',
    tag: 'protection',
    summary: 'Set, lower, raise or remove one limit',
    description:
      `${MEMBER_NOTE} A first or lower value applies at once (effect NOW). A higher value or a removal waits ${LIMIT_RAISE_WAIT_HOURS} hours, ` +
      'then needs POST …/limits/confirm (effect PENDING); the old value applies until then. A limit the operator set: 403 LIMIT_SET_BY_OPERATOR ' +
      'for a raise or removal. Every change is kept in the history.',
    body: LimitChangeSchema,
    response: LimitChangedSchema,
  }),
  confirmLimit: endpoint({
    method: 'POST',
    path: '/wps/member/protection/limits/confirm',
    caller: 'realMember',
    closedSite: 'serve',
    tag: 'protection',
    summary: 'Confirm a waiting raise or removal once its wait is over',
    description: `${MEMBER_NOTE} 409 LIMIT_NOT_PENDING when nothing waits, 409 LIMIT_WAIT_NOT_OVER (value.confirmableFrom) before the wait ends.`,
    body: LimitKeySchema,
    response: ProtectionStateSchema,
    refusals: { 409: ConfirmRefusalEnvelopeSchema },
  }),
  setRealityCheck: endpoint({
    method: 'PUT',
    path: '/wps/member/protection/reality-check',
    caller: 'realMember',
    closedSite: 'serve',
    tag: 'protection',
    summary: 'Choose the reality-check interval (15, 30, 45 or 60 minutes; null: the site default)',
    description: MEMBER_NOTE,
    body: RealityCheckChoiceSchema,
    response: ProtectionStateSchema,
  }),
  answerLimitPrompt: endpoint({
    method: 'POST',
    path: '/wps/member/protection/limit-prompt',
    caller: 'realMember',
    closedSite: 'serve',
    tag: 'protection',
    summary: 'Record that the member answered the limit prompt of the first deposit (set limits or not)',
    description: MEMBER_NOTE,
    response: ProtectionStateSchema,
  }),
  play: endpoint({
    method: 'POST',
    path: '/wps/member/protection/play',
    caller: 'realMember',
    closedSite: 'serve',
    tag: 'protection',
    summary: 'Report play from an open game and read the reality check: time played, net result, next check, whether it is due',
    description:
      `${MEMBER_NOTE} Extends the current play session (a pause of 30 minutes starts a new one). The next check is kept on the server, ` +
      'so a reload of the page shows a due check again.',
    response: PlayStateSchema,
  }),
  continuePlay: endpoint({
    method: 'POST',
    path: '/wps/member/protection/play/continue',
    caller: 'realMember',
    closedSite: 'serve',
    tag: 'protection',
    summary: 'The member read the reality check and continues: the next one is due an interval from now',
    description: MEMBER_NOTE,
    response: PlayStateSchema,
  }),
  opsMemberLimits: endpoint({
    method: 'GET',
    path: '/ops/protection/limits',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'operator',
    summary: "A member's limits, what remains and the limit history",
    query: OpsMemberQuerySchema,
    response: OpsMemberLimitsSchema,
  }),
  opsSetLimit: endpoint({
    method: 'PUT',
    path: '/ops/protection/limits',
    caller: 'operator',
    closedSite: 'serve',
    idempotencyKey: 'reference',
    tag: 'operator',
    summary: "Set or remove a member's limit as the operator (at once; the member cannot raise or remove it)",
    description: 'Needs `X-Operator`. Audited as PROTECTION_LIMIT_SET; the same reference again changes nothing (`replayed: true`).',
    body: OpsLimitChangeSchema,
    response: OpsMemberLimitsSchema,
  }),
};
