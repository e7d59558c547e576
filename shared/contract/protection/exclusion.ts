/**
 * Time-out and self-exclusion (the member steps away from play), and the operator's external
 * exclusion register. While an exclusion is in force the member may still sign in, withdraw from
 * MAIN and read records; every deposit, bet, transfer to a game wallet, transfer to an upline and
 * reward claim is refused with 403 PLAYER_EXCLUDED.
 */
import '../zod-in-browser';
import { z } from 'zod';
import { endpoint, ErrorEnvelopeSchema } from '../endpoint';

/** A time-out lasts whole days, from 24 hours up to 30 days, and ends by itself. */
export const TIME_OUT_MIN_DAYS = 1;
export const TIME_OUT_MAX_DAYS = 30;
/** The time-outs the page offers (any whole number of days in range is accepted). */
export const TIME_OUT_DAY_CHOICES = [1, 7, 14, 30] as const;

/** Self-exclusion periods; none ends by itself, and the first 6 months cannot be undone. */
export const SELF_EXCLUSION_PERIODS = ['P6M', 'P1Y', 'P5Y', 'INDEFINITE'] as const;
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];

/** Days between asking to end a self-exclusion and play resuming. */
export const REOPEN_COOLING_OFF_DAYS = 7;

/** The refusal every money path answers while the member is excluded. */
export const PLAYER_EXCLUDED = 'PLAYER_EXCLUDED';

const Timestamp = z.string().describe('ISO 8601 time, UTC');

export const ExclusionKindSchema = z.enum(['TIME_OUT', 'SELF_EXCLUSION', 'REGISTER']);
export type ExclusionKind = z.infer<typeof ExclusionKindSchema>;

export const ExclusionStateSchema = z
  .object({
    /** Whether play is refused now. */
    inForce: z.boolean(),
    /** The exclusion that refuses play now (the strongest when several are), else null. */
    kind: ExclusionKindSchema.nullable(),
    /** TIME_OUT: P<n>D; SELF_EXCLUSION: P6M, P1Y, P5Y or INDEFINITE; REGISTER: REGISTER. */
    period: z.string().nullable(),
    startsAt: Timestamp.nullable(),
    /** The chosen end (null: indefinite or register); a self-exclusion still waits for the member to ask after it. */
    endsAt: Timestamp.nullable(),
    /** Before this a self-exclusion cannot be ended. */
    irrevocableUntil: Timestamp.nullable(),
    reopenRequestedAt: Timestamp.nullable(),
    /** When play resumes: a time-out's end, or the end of the cooling-off after asking. */
    reopensAt: Timestamp.nullable(),
    /** Whether asking to end the self-exclusion would be accepted now. */
    canAskToReopen: z.boolean(),
  })
  .meta({ id: 'ExclusionState' });
export type ExclusionState = z.infer<typeof ExclusionStateSchema>;

export const TakeExclusionBodySchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('TIME_OUT'),
    days: z.number().int().min(TIME_OUT_MIN_DAYS).max(TIME_OUT_MAX_DAYS),
    /** The member confirmed the dialog that says what happens. */
    confirm: z.literal(true),
  }),
  z.strictObject({
    kind: z.literal('SELF_EXCLUSION'),
    period: z.enum(SELF_EXCLUSION_PERIODS),
    confirm: z.literal(true),
  }),
]);
export type TakeExclusionBody = z.input<typeof TakeExclusionBodySchema>;

/** What taking an exclusion did besides refusing play. */
export const ExclusionTakenSchema = ExclusionStateSchema.extend({
  /** Signed-in sessions ended (the one that asked included). */
  sessionsEnded: z.number().int(),
  /** Bonus grants forfeited (their bonus money back to the site). */
  bonusesForfeited: z.number().int(),
  /** Rewards waiting to be claimed or reviewed that were cancelled. */
  rewardsCancelled: z.number().int(),
});
export type ExclusionTaken = z.infer<typeof ExclusionTakenSchema>;

export const ReopenBodySchema = z.strictObject({ confirm: z.literal(true) });

/** Refusals that tell when: the irrevocable part's end, or the exclusion in force. */
export const ExclusionRefusalEnvelopeSchema = ErrorEnvelopeSchema.extend({
  value: z.union([z.object({ irrevocableUntil: Timestamp.nullable().optional(), reopensAt: Timestamp.nullable().optional() }), z.null()]),
}).meta({ id: 'ExclusionRefusalEnvelope' });

// --- the operator's exclusion register ---

const Reference = z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/, 'must be 1-64 letters, digits, . _ : or -');
const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');

export const RegisterEntryBodySchema = z
  .strictObject({
    reference: Reference.describe('The register\'s own id of the person; the same reference again changes nothing'),
    mobile: z.string().regex(/^\+[0-9]{5,24}$/, 'must be + and the dialing code and number, e.g. +84912345678').optional(),
    email: z.email().max(254).optional(),
    fullName: z.string().trim().min(1).max(100).optional(),
    dateOfBirth: IsoDate.optional(),
    note: z.string().max(200).optional(),
  })
  .refine((entry) => entry.mobile !== undefined || entry.email !== undefined || (entry.fullName !== undefined && entry.dateOfBirth !== undefined), {
    message: 'needs a mobile, an email, or a full name with a date of birth',
    path: ['mobile'],
  });
export type RegisterEntryBody = z.input<typeof RegisterEntryBodySchema>;

export const RegisterEntrySchema = z.object({
  reference: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  fullName: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  note: z.string().nullable(),
  addedBy: z.string(),
  addedAt: Timestamp,
  removedAt: Timestamp.nullable(),
});
export type RegisterEntry = z.infer<typeof RegisterEntrySchema>;

export const RegisterEntryChangedSchema = z.object({
  entry: RegisterEntrySchema,
  /** Members found on the register (added) or let go by it (removed) by this change. */
  members: z.array(z.string()),
  replayed: z.boolean(),
});

export const RegisterCheckResultSchema = z.object({ listed: z.number().int(), lifted: z.number().int() });

const MEMBER_NOTE = 'Real accounts only; the member comes from the session. Allowed while excluded.';

export const exclusionEndpoints = {
  exclusionState: endpoint({
    method: 'GET',
    path: '/wps/member/protection/exclusion',
    caller: 'realMember',
    closedSite: 'serve',
    tag: 'protection',
    summary: "The member's time-out or self-exclusion in force, if any",
    description: MEMBER_NOTE,
    response: ExclusionStateSchema,
  }),
  takeExclusion: endpoint({
    method: 'POST',
    path: '/wps/member/protection/exclusion',
    caller: 'realMember',
    closedSite: 'refuse',
    tag: 'protection',
    summary: 'Take a time-out (1-30 days) or a self-exclusion (6 months, 1 year, 5 years, indefinite), effective at once',
    description:
      `${MEMBER_NOTE} Ends every session of the member (sign in again to withdraw), forfeits active bonus grants, cancels ` +
      'rewards waiting to be claimed or reviewed and stops broadcast messages. While one is in force another is refused (409 ' +
      'EXCLUSION_IN_FORCE), except a self-exclusion taken during a time-out.',
    body: TakeExclusionBodySchema,
    response: ExclusionTakenSchema,
    refusals: { 409: ExclusionRefusalEnvelopeSchema },
  }),
  askToReopen: endpoint({
    method: 'POST',
    path: '/wps/member/protection/exclusion/reopen',
    caller: 'realMember',
    closedSite: 'refuse',
    tag: 'protection',
    summary: 'Ask to end a self-exclusion: play resumes after a 7-day cooling-off',
    description:
      `${MEMBER_NOTE} Refused within the first 6 months (409 EXCLUSION_IRREVOCABLE, value.irrevocableUntil) and without a ` +
      'self-exclusion (409 NO_SELF_EXCLUSION). Asking again changes nothing.',
    body: ReopenBodySchema,
    response: ExclusionStateSchema,
    refusals: { 409: ExclusionRefusalEnvelopeSchema },
  }),
  opsRegisterList: endpoint({
    method: 'GET',
    path: '/ops/protection/register',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'protection',
    summary: 'The local exclusion register: entries in force, newest first (at most 500)',
    response: z.array(RegisterEntrySchema),
  }),
  opsRegisterAdd: endpoint({
    method: 'POST',
    path: '/ops/protection/register',
    caller: 'operator',
    closedSite: 'serve',
    idempotencyKey: 'reference',
    tag: 'protection',
    summary: 'Add a person to the local exclusion register; matching members are excluded at once',
    description: 'Needs `X-Operator`; audited. The same reference again changes nothing (`replayed: true`).',
    body: RegisterEntryBodySchema,
    response: RegisterEntryChangedSchema,
  }),
  opsRegisterRemove: endpoint({
    method: 'DELETE',
    path: '/ops/protection/register/:reference',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'protection',
    summary: 'Remove a person from the local exclusion register; the exclusions it made end',
    description: 'Needs `X-Operator`; audited. 404 REGISTER_ENTRY_NOT_FOUND for an unknown reference; removing twice answers the first.',
    params: z.strictObject({ reference: Reference }),
    response: RegisterEntryChangedSchema,
  }),
  opsRegisterCheck: endpoint({
    method: 'POST',
    path: '/ops/protection/register/check',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'protection',
    summary: 'Check every member against the exclusion register now (the daily check does the same)',
    response: RegisterCheckResultSchema,
  }),
};
