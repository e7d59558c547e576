/**
 * Know your customer: identity levels, the documents that raise them, the operator's review queue,
 * and the monitoring signals the operator reads (signals never block anything by themselves).
 *
 * Levels: 0 registered; 1 identity data (the real name is set); 2 an identity document approved by
 * an operator and not expired; 3 level 2 and a source-of-funds document approved and not expired.
 * A withdrawal needs level 2 and a payout holder whose name is the verified name (compared by
 * `sameVerifiedName`). Once a member's deposits pass the licence's threshold within its window,
 * level 2 is due within a number of days; past that day new deposits are refused until it is reached.
 * Once they reach the licence's second, higher threshold (source of funds), a withdrawal also needs
 * level 3 (403 KYC_SOURCE_OF_FUNDS_REQUIRED until an operator approves a source-of-funds declaration).
 */
import '../zod-in-browser';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { DaySchema, DecimalTextSchema, PageNoSchema, pagedSchema, RequestIdSchema } from '../member/common';

export const KYC_LEVELS = [0, 1, 2, 3] as const;
export type KycLevel = (typeof KYC_LEVELS)[number];
/** The level a withdrawal needs. */
export const KYC_WITHDRAWAL_LEVEL = 2;

/** What a submission proves: who the member is (level 2), or where the money comes from (level 3). */
export const KYC_DOCUMENT_KINDS = ['IDENTITY', 'SOURCE_OF_FUNDS'] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];
export const KYC_SUBMISSION_STATES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type KycSubmissionState = (typeof KYC_SUBMISSION_STATES)[number];

/** Files: png, jpg or pdf, at most 3 a submission, at most 5 MB each; the platform decides the type from the bytes. */
export const KYC_MAX_FILES = 3;
export const KYC_MAX_BYTES = 5 * 1024 * 1024;
export const KYC_CONTENT_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export type KycContentType = (typeof KYC_CONTENT_TYPES)[number];
/** The file-name endings each type may carry; a name that says another type is refused. */
export const KYC_EXTENSIONS: Record<KycContentType, readonly string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'application/pdf': ['pdf'],
};
/** Base64 of KYC_MAX_BYTES: 4 characters per 3 bytes (the exact byte count is checked after decoding). */
const KYC_MAX_BASE64 = Math.ceil(KYC_MAX_BYTES / 3) * 4;

/** Base64 text, checked by looking for one character outside the alphabet (no backtracking pattern over megabytes). */
function isBase64(text: string): boolean {
  const body = text.endsWith('==') ? text.slice(0, -2) : text.endsWith('=') ? text.slice(0, -1) : text;
  return body.length > 0 && !/[^A-Za-z0-9+/]/.test(body);
}

/**
 * A name as an identity document and a bank print it, for comparing the two: composed, accents and
 * marks removed (banks in the region print names without them), Đ as D, single spaces, upper case.
 * So 'Nguyễn  Văn A' and 'NGUYEN VAN A' are one name, while a different letter is a different name.
 */
export function verifiedNameKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'D')
    .normalize('NFC')
    .trim()
    .replace(/\s+/g, ' ')
    .toLocaleUpperCase('en');
}

/** Whether a payout holder's name is the verified name (see verifiedNameKey). */
export function sameVerifiedName(a: string, b: string): boolean {
  return verifiedNameKey(a) === verifiedNameKey(b);
}

export const KycFileUploadSchema = z.strictObject({
  /** The file's name as the member's device gave it; only its ending is checked (against the bytes). */
  name: z.string().trim().min(1, 'must have a name').max(120, 'must be at most 120 characters'),
  contentType: z.enum(KYC_CONTENT_TYPES, 'must be png, jpg or pdf'),
  data: z
    .string()
    // Over the limit is refused for that alone: nothing else reads it.
    .max(KYC_MAX_BASE64, { error: 'must be at most 5 MB', abort: true })
    .refine(isBase64, 'must be base64'),
});
export type KycFileUpload = z.input<typeof KycFileUploadSchema>;

/** POST /wps/member/kyc/documents */
export const KycUploadSchema = z.strictObject({
  kind: z.enum(KYC_DOCUMENT_KINDS),
  files: z.array(KycFileUploadSchema).min(1, 'must have at least 1 file').max(KYC_MAX_FILES, 'must have at most 3 files'),
  requestId: RequestIdSchema,
});
export type KycUpload = z.input<typeof KycUploadSchema>;

const Timestamp = z.string().describe('ISO 8601 time, UTC');

export const KycFileItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  contentType: z.enum(KYC_CONTENT_TYPES),
  size: z.number().int(),
});

export const KycSubmissionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(KYC_DOCUMENT_KINDS),
  state: z.enum(KYC_SUBMISSION_STATES),
  /** Why the operator refused it (shown to the member). */
  rejectReason: z.string().nullable(),
  /** The last day an approved document counts (null: no end). */
  expiresOn: z.string().nullable(),
  uploadedAt: Timestamp,
  reviewedAt: Timestamp.nullable(),
  files: z.array(KycFileItemSchema),
});
export type KycSubmission = z.infer<typeof KycSubmissionSchema>;

export const KycStatusSchema = z.object({
  level: z.number().int().min(0).max(3),
  realNameSet: z.boolean(),
  /** The name the approved identity document shows (null below level 2). */
  verifiedName: z.string().nullable(),
  /** The day the approved identity document stops counting (null: no end, or none approved). */
  identityExpiresOn: z.string().nullable(),
  /** Deposits counted towards the threshold (within the window, or ever when the licence counts a lifetime). */
  depositsCounted: DecimalTextSchema,
  amlThreshold: DecimalTextSchema,
  /** Days the threshold counts over; null: the member's whole life. */
  amlWindowDays: z.number().int().nullable(),
  /** Since the threshold was passed, level 2 is due by this time (null: not passed, or level 2 reached). */
  dueAt: Timestamp.nullable(),
  /** Past dueAt without level 2: deposits are refused until it is reached. */
  overdue: z.boolean(),
  /** Whether an identity submission waits for review. */
  identityPending: z.boolean(),
  /** Deposits (counted like depositsCounted) from which a withdrawal also needs level 3. */
  sourceOfFundsThreshold: DecimalTextSchema,
  /** The deposits reached sourceOfFundsThreshold (once, kept) and level 3 is not reached: withdrawals wait for it. */
  sourceOfFundsRequired: z.boolean(),
  /** Whether a source-of-funds submission waits for review. */
  sourceOfFundsPending: z.boolean(),
  submissions: z.array(KycSubmissionSchema),
});
export type KycStatus = z.infer<typeof KycStatusSchema>;

export const KycFileParamsSchema = z.strictObject({ fileId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
export const KycFileSchema = z.object({ id: z.number().int(), name: z.string(), contentType: z.enum(KYC_CONTENT_TYPES), data: z.string().describe('base64') });

// Operator side

export const KycQueueItemSchema = KycSubmissionSchema.extend({
  account: z.string(),
  realName: z.string().nullable(),
  level: z.number().int(),
});
export const KycQueueQuerySchema = z.strictObject({ state: z.enum(KYC_SUBMISSION_STATES).default('PENDING') });

export const KycSubmissionParamsSchema = z.strictObject({ submissionId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
const ReferenceSchema = z.string().trim().min(1, 'must not be empty').max(64, 'must be at most 64 characters');
const ReasonSchema = z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters');

/** Approve: the name as the identity document prints it (default: the member's real name) and the document's last valid day. */
export const KycApproveSchema = z.strictObject({
  reference: ReferenceSchema,
  verifiedName: z.string().trim().min(2, 'must be 2-50 letters and spaces').max(50, 'must be 2-50 letters and spaces').optional(),
  expiresOn: DaySchema.optional(),
});
export const KycRejectSchema = z.strictObject({ reference: ReferenceSchema, reason: ReasonSchema });
export const KycReviewedSchema = z.object({ submission: KycQueueItemSchema, replayed: z.boolean() });

/**
 * Where a member owing a source-of-funds declaration stands: DUE (nothing sent, or only refused
 * declarations), IN_REVIEW (a declaration waits for the review queue), MET (level 3 reached; the
 * duty stays kept, so an approval that expires puts the member back to DUE).
 */
export const SOURCE_OF_FUNDS_DUE_STATES = ['DUE', 'IN_REVIEW', 'MET'] as const;
export type SourceOfFundsDueState = (typeof SOURCE_OF_FUNDS_DUE_STATES)[number];
/** OWING (the default) is DUE and IN_REVIEW together: everyone whose withdrawals wait for level 3. */
export const SourceOfFundsDueQuerySchema = z.strictObject({
  state: z.enum(['OWING', ...SOURCE_OF_FUNDS_DUE_STATES, 'ALL']).default('OWING'),
  pageNo: PageNoSchema,
  pageSize: z.coerce.number().int().min(1, 'must be 1-100').max(100, 'must be 1-100').default(50),
});
export const SourceOfFundsDueItemSchema = z.object({
  account: z.string(),
  realName: z.string().nullable(),
  level: z.number().int().min(0).max(3),
  state: z.enum(SOURCE_OF_FUNDS_DUE_STATES),
  /** When the member's deposits were first seen at or over the threshold (the duty's start). */
  passedAt: Timestamp,
  /** The deposits counted at that moment (what made it due). */
  depositsAtPass: DecimalTextSchema,
  /** The brand profile's source-of-funds threshold now. */
  threshold: DecimalTextSchema,
  /** The oldest declaration waiting for review (its id in the review queue), or null. */
  pendingSubmissionId: z.number().int().nullable(),
});
export type SourceOfFundsDueItem = z.infer<typeof SourceOfFundsDueItemSchema>;

export const KycMemberParamsSchema = z.strictObject({ account: z.string().min(1).max(64) });

/** What the monitoring looks for; see the platform's protection/kyc/signals.ts for each rule. */
export const AML_SIGNAL_KINDS = [
  'LITTLE_PLAY_WITHDRAWAL',
  'DEPOSITS_UNDER_THRESHOLD',
  'RISING_DEPOSIT_FREQUENCY',
  'DEPOSITS_AFTER_LOSSES',
  'LIMIT_RAISED',
  'TRANSFER_THEN_WITHDRAW',
] as const;
export type AmlSignalKind = (typeof AML_SIGNAL_KINDS)[number];

export const AmlSignalSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  kind: z.enum(AML_SIGNAL_KINDS),
  /** The figures that raised it (amounts as decimal text). */
  details: z.record(z.string(), z.union([z.string(), z.number()])),
  state: z.enum(['OPEN', 'CLOSED']),
  detectedAt: Timestamp,
  closedBy: z.string().nullable(),
  note: z.string().nullable(),
});
export type AmlSignal = z.infer<typeof AmlSignalSchema>;
export const AmlSignalQuerySchema = z.strictObject({ state: z.enum(['OPEN', 'CLOSED']).default('OPEN'), account: z.string().min(1).max(64).optional() });
export const AmlSignalParamsSchema = z.strictObject({ signalId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
export const AmlSignalCloseSchema = z.strictObject({ reference: ReferenceSchema, note: ReasonSchema });

const MEMBER_NOTE = "Real accounts only (trial: 403 NEED_REAL_ACCOUNT); another member's file answers 404 exactly like a missing one.";
const OPS_NOTE = 'Needs the operator token and `X-Operator` (who acts, for the audit). Idempotent by reference: a repeat answers the current state and changes nothing.';

export const kycEndpoints = {
  status: endpoint({
    method: 'GET',
    path: '/wps/member/kyc',
    caller: 'realMember',
    closedSite: 'serve',
    tag: 'protection',
    summary: 'My identity level, what is still needed and why, and my submissions',
    description: MEMBER_NOTE,
    response: KycStatusSchema,
  }),
  upload: endpoint({
    method: 'POST',
    path: '/wps/member/kyc/documents',
    caller: 'realMember',
    closedSite: 'refuse',
    idempotencyKey: 'requestId',
    tag: 'protection',
    summary: 'Send 1-3 files (png, jpg or pdf, 5 MB each) of one document for review',
    description:
      `${MEMBER_NOTE} The bytes decide the type: a file whose content is not a complete png, jpg or pdf, or whose name or declared type ` +
      'says another type than its content, is 400 KYC_FILE_INVALID naming `files.<n>`; more than 5 MB decoded is 400 KYC_FILE_TOO_LARGE. ' +
      'Files are kept in the database, never under a served folder. At most 3 submissions may wait for review (409 KYC_TOO_MANY_PENDING). ' +
      'The same requestId again answers the first submission.',
    body: KycUploadSchema,
    response: KycSubmissionSchema.extend({ replayed: z.boolean() }),
  }),
  file: endpoint({
    method: 'GET',
    path: '/wps/member/kyc/files/:fileId',
    caller: 'realMember',
    closedSite: 'serve',
    tag: 'protection',
    summary: 'One of my own document files (404 KYC_FILE_NOT_FOUND for anyone else)',
    description: MEMBER_NOTE,
    params: KycFileParamsSchema,
    response: KycFileSchema,
  }),
  opsQueue: endpoint({
    method: 'GET',
    path: '/ops/protection/kyc/queue',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'protection',
    summary: 'KYC submissions by state (PENDING first in, oldest first), at most 100',
    query: KycQueueQuerySchema,
    response: z.object({ list: z.array(KycQueueItemSchema) }),
  }),
  opsFile: endpoint({
    method: 'GET',
    path: '/ops/protection/kyc/files/:fileId',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'protection',
    summary: 'One KYC file, to look at',
    params: KycFileParamsSchema,
    response: KycFileSchema,
  }),
  opsApprove: endpoint({
    method: 'POST',
    path: '/ops/protection/kyc/submissions/:submissionId/approve',
    caller: 'operator',
    closedSite: 'serve',
    idempotencyKey: 'reference',
    tag: 'protection',
    summary: 'Approve a pending submission: the name the document shows and its last valid day',
    description: `${OPS_NOTE} An identity approval keeps verifiedName (default: the real name); withdrawals then go only to payout accounts held in that name. Audited as KYC_APPROVE.`,
    params: KycSubmissionParamsSchema,
    body: KycApproveSchema,
    response: KycReviewedSchema,
  }),
  opsReject: endpoint({
    method: 'POST',
    path: '/ops/protection/kyc/submissions/:submissionId/reject',
    caller: 'operator',
    closedSite: 'serve',
    idempotencyKey: 'reference',
    tag: 'protection',
    summary: 'Refuse a pending submission with a reason the member reads',
    description: `${OPS_NOTE} Audited as KYC_REJECT.`,
    params: KycSubmissionParamsSchema,
    body: KycRejectSchema,
    response: KycReviewedSchema,
  }),
  opsMember: endpoint({
    method: 'GET',
    path: '/ops/protection/kyc/members/:account',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'protection',
    summary: "A member's identity level, threshold state and submissions",
    params: KycMemberParamsSchema,
    response: KycStatusSchema,
  }),
  opsSourceOfFundsDue: endpoint({
    method: 'GET',
    path: '/ops/protection/kyc/source-of-funds-due',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'protection',
    summary: 'Members owing a source-of-funds declaration (level 3), newest duty first, paged',
    description:
      'Each row says what made the declaration due (the deposits counted when the threshold was first reached, the threshold, since when) ' +
      'and whether one waits for review. state: OWING (default: DUE and IN_REVIEW), DUE, IN_REVIEW, MET or ALL. A duty is listed once it is kept ' +
      '(at a withdrawal request, the member\'s status read, or the 10-minute sweep of members credited lately).',
    query: SourceOfFundsDueQuerySchema,
    response: pagedSchema(SourceOfFundsDueItemSchema),
  }),
  opsSignals: endpoint({
    method: 'GET',
    path: '/ops/protection/signals',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'protection',
    summary: 'Monitoring signals (open by default), newest first, at most 100',
    query: AmlSignalQuerySchema,
    response: z.object({ list: z.array(AmlSignalSchema) }),
  }),
  opsSignalScan: endpoint({
    method: 'POST',
    path: '/ops/protection/signals/scan',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'protection',
    summary: 'Look for signals now among members who deposited, withdrew or received a transfer in the last 2 days',
    description: 'Each signal is kept once per member, kind and occasion, so a repeated scan adds nothing already found.',
    body: z.strictObject({}).optional(),
    response: z.object({ members: z.number().int(), found: z.number().int() }),
  }),
  opsSignalClose: endpoint({
    method: 'POST',
    path: '/ops/protection/signals/:signalId/close',
    caller: 'operator',
    closedSite: 'serve',
    idempotencyKey: 'reference',
    tag: 'protection',
    summary: 'Close a signal after looking into it, with a note',
    description: `${OPS_NOTE} Audited as AML_SIGNAL_CLOSE.`,
    params: AmlSignalParamsSchema,
    body: AmlSignalCloseSchema,
    response: z.object({ signal: AmlSignalSchema, replayed: z.boolean() }),
  }),
};
