/**
 * Feedback and complaints: a member (or a visitor, under a stricter rate limit) sends a short
 * message with up to three pictures; operators read it, reply (each reply reaches the member's
 * inbox) and move it along Open -> In progress -> Resolved -> Closed, never any other way. A
 * complaint left unanswered too long is escalated; a complaint's final answer names the dispute
 * body the site's licence gives players.
 */
import './zod-in-browser';
import { z } from 'zod';
import { endpoint, ErrorEnvelopeSchema } from './endpoint';
import { PageNoSchema, pagedSchema } from './member/common';

export const FEEDBACK_CATEGORIES = ['SUGGESTION', 'COMPLAINT', 'PAYMENT', 'GAME', 'ACCOUNT', 'RESPONSIBLE_GAMING'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export const FEEDBACK_STATUSES = ['OPEN', 'IN_PROGRESS', 'RESOLVED', 'CLOSED'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** The only moves a feedback's status makes: each status to the next one. */
export const FEEDBACK_NEXT_STATUS: Record<FeedbackStatus, FeedbackStatus | null> = {
  OPEN: 'IN_PROGRESS',
  IN_PROGRESS: 'RESOLVED',
  RESOLVED: 'CLOSED',
  CLOSED: null,
};

/** The statuses of a final answer: a complaint that reaches one names the dispute body. */
export const FEEDBACK_FINAL_STATUSES: readonly FeedbackStatus[] = ['RESOLVED', 'CLOSED'];

export const FEEDBACK_MAX_CHARACTERS = 140;
export const FEEDBACK_MAX_IMAGES = 3;
export const FEEDBACK_MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** The longest side of a picture's thumbnail in the member's history. */
export const FEEDBACK_THUMBNAIL_SIDE = 160;
/** Base64 of FEEDBACK_MAX_IMAGE_BYTES (the exact byte count is checked after decoding). */
const MAX_BASE64 = Math.ceil(FEEDBACK_MAX_IMAGE_BYTES / 3) * 4;

/** Base64 text, checked by looking for one character outside the alphabet (no backtracking pattern over megabytes). */
function isBase64(text: string): boolean {
  const body = text.endsWith('==') ? text.slice(0, -2) : text.endsWith('=') ? text.slice(0, -1) : text;
  return body.length > 0 && !/[^A-Za-z0-9+/]/.test(body);
}

/** Characters as a person counts them (an emoji is one), the way the form's counter counts. */
export function feedbackLength(text: string): number {
  return [...text].length;
}

export const FeedbackImageUploadSchema = z.strictObject({
  /** The picture's bytes; the platform decides from them alone whether it is a png or a jpg. */
  data: z
    .string()
    .max(MAX_BASE64, { error: 'must be at most 5 MB', abort: true })
    .refine(isBase64, 'must be base64'),
});

/** An order number (deposit or withdrawal) or a game round id of the sender's own. */
export const FeedbackRelatedSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(64, 'must be at most 64 characters')
  .regex(/^[A-Za-z0-9_:.-]+$/, 'must be an order or round number');

/**
 * How a visitor can be reached and later finds their feedback again: an email address or a phone
 * number, kept in one form (an address in lower case, a number as + and its digits), so the
 * lookup matches however it is typed.
 */
export const FeedbackContactSchema = z
  .string()
  .trim()
  .max(100, 'must be at most 100 characters')
  .transform((text, ctx) => {
    if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) return text.toLowerCase();
    const digits = text.replace(/[\s().-]/g, '');
    if (/^\+?[0-9]{6,15}$/.test(digits)) return `+${digits.replace(/^\+/, '')}`;
    ctx.addIssue({ code: 'custom', message: 'must be an email address or a phone number' });
    return z.NEVER;
  });

/** POST /wps/feedback/lookup: a visitor's feedback by its reference number and the contact given with it. */
export const FeedbackLookupSchema = z.strictObject({
  referenceNo: z.string().trim().toUpperCase().regex(/^F[0-9]{8}[0-9]{6,19}$/, 'must be a reference number such as F20261129000042'),
  contact: FeedbackContactSchema,
});
export type FeedbackLookup = z.input<typeof FeedbackLookupSchema>;

/** PUT /wps/feedback */
export const FeedbackSubmitSchema = z.strictObject({
  category: z.enum(FEEDBACK_CATEGORIES, 'must be one of the categories'),
  content: z
    .string()
    .trim()
    .refine((text) => feedbackLength(text) >= 1, 'must not be empty')
    .refine((text) => feedbackLength(text) <= FEEDBACK_MAX_CHARACTERS, `must be at most ${FEEDBACK_MAX_CHARACTERS} characters`),
  images: z.array(FeedbackImageUploadSchema).max(FEEDBACK_MAX_IMAGES, `must have at most ${FEEDBACK_MAX_IMAGES} images`).default([]),
  related: FeedbackRelatedSchema.optional(),
  /** A visitor's email or phone, to be answered and to look the feedback up; a member's account is their contact, so it is not kept. */
  contact: FeedbackContactSchema.optional(),
});
export type FeedbackSubmit = z.input<typeof FeedbackSubmitSchema>;

const Timestamp = z.string().describe('ISO 8601 time, UTC');

export const FeedbackImageItemSchema = z.object({
  id: z.number().int(),
  contentType: z.enum(['image/png', 'image/jpeg']),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
});

export const FeedbackReplySchema = z.object({
  message: z.string(),
  createdAt: Timestamp,
});

/** One feedback as its sender reads it. */
export const FeedbackItemSchema = z.object({
  id: z.number().int(),
  /** What the member quotes to customer service: F, the site day (YYYYMMDD) and a serial. */
  referenceNo: z.string(),
  category: z.enum(FEEDBACK_CATEGORIES),
  content: z.string(),
  related: z.string().nullable(),
  status: z.enum(FEEDBACK_STATUSES),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  images: z.array(FeedbackImageItemSchema),
  replies: z.array(FeedbackReplySchema),
  /**
   * A complaint with a final answer (Resolved or Closed): the independent body the member may take
   * the dispute to, from the licence's brand profile. Null otherwise.
   */
  disputeBody: z.object({ name: z.string(), url: z.string() }).nullable(),
});
export type FeedbackItem = z.infer<typeof FeedbackItemSchema>;

export const FeedbackListQuerySchema = z.strictObject({ pageNo: PageNoSchema });
export const FeedbackParamsSchema = z.strictObject({ feedbackId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
export const FeedbackImageParamsSchema = z.strictObject({ imageId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
export const FeedbackImageSchema = z.object({ id: z.number().int(), contentType: z.enum(['image/png', 'image/jpeg']), data: z.string().describe('base64') });

// Operator side

export const FeedbackOpsItemSchema = FeedbackItemSchema.extend({
  /** The sender's account; null for a visitor. */
  account: z.string().nullable(),
  /** When an unanswered complaint was escalated (null: not escalated). */
  escalatedAt: Timestamp.nullable(),
  replies: z.array(FeedbackReplySchema.extend({ operator: z.string() })),
});
export type FeedbackOpsItem = z.infer<typeof FeedbackOpsItemSchema>;

export const FeedbackOpsQuerySchema = z.strictObject({
  status: z.enum(FEEDBACK_STATUSES).optional(),
  category: z.enum(FEEDBACK_CATEGORIES).optional(),
  escalated: z.enum(['true', 'false']).optional(),
  pageNo: PageNoSchema,
  pageSize: z.coerce.number().int().min(1, 'must be 1-100').max(100, 'must be 1-100').default(20),
});

const ReferenceSchema = z.string().trim().min(1, 'must not be empty').max(64, 'must be at most 64 characters');

export const FeedbackReplyBodySchema = z.strictObject({
  reference: ReferenceSchema,
  message: z.string().trim().min(1, 'must not be empty').max(1000, 'must be at most 1000 characters'),
});
export const FeedbackStatusBodySchema = z.strictObject({
  reference: ReferenceSchema,
  status: z.enum(['IN_PROGRESS', 'RESOLVED', 'CLOSED'], 'must be IN_PROGRESS, RESOLVED or CLOSED'),
});
export const FeedbackOpsChangedSchema = z.object({ feedback: FeedbackOpsItemSchema, replayed: z.boolean() });

const MEMBER_NOTE = "The member is the session's; another member's feedback answers 404 FEEDBACK_NOT_FOUND exactly like a missing one.";
const OPS_NOTE = 'Needs the operator token and `X-Operator` (who acts, for the audit). Idempotent by reference: a repeat answers the current state and changes nothing.';

export const feedbackEndpoints = {
  submit: endpoint({
    method: 'PUT',
    path: '/wps/feedback',
    caller: 'visitor',
    closedSite: 'refuse',
    tag: 'feedback',
    summary: 'Send feedback or a complaint (members, and visitors under a stricter limit)',
    description:
      'With a session (the Authorization header) the feedback is the member\'s and its replies reach the inbox; a token that is not a live session is 401, ' +
      'and a trial account sends as a visitor. Content 1-140 characters; at most 3 png or jpg images of 5 MB each, decided by their bytes alone ' +
      '(anything else is 400 FEEDBACK_IMAGE_INVALID naming `images.<n>`), decoded and re-encoded so no metadata (EXIF, location) is kept. ' +
      '`related`: a deposit or withdrawal order number or a game round id of the member\'s own (else 400 FEEDBACK_RELATED_UNKNOWN; visitors cannot give one). ' +
      'Members may send 10 an hour; visitors 3 an hour per address, and 200 an hour for all visitors together (429 FEEDBACK_TOO_MANY), counted in the database.',
    body: FeedbackSubmitSchema,
    response: z.object({ id: z.number().int(), referenceNo: z.string(), status: z.enum(FEEDBACK_STATUSES) }),
    refusals: { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema, 413: ErrorEnvelopeSchema },
  }),
  list: endpoint({
    method: 'GET',
    path: '/wps/member/feedback',
    caller: 'realMember',
    closedSite: 'serve',
    tag: 'feedback',
    summary: 'My feedback, newest first, with the replies (15 a page)',
    description: MEMBER_NOTE,
    query: FeedbackListQuerySchema,
    response: pagedSchema(FeedbackItemSchema),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/wps/member/feedback/:feedbackId',
    caller: 'realMember',
    closedSite: 'serve',
    tag: 'feedback',
    summary: 'One of my feedbacks with its replies',
    description: MEMBER_NOTE,
    params: FeedbackParamsSchema,
    response: FeedbackItemSchema,
  }),
  lookup: endpoint({
    method: 'POST',
    path: '/wps/feedback/lookup',
    caller: 'visitor',
    closedSite: 'refuse',
    tag: 'feedback',
    summary: "A visitor's feedback by its reference number and the contact given with it (never by the reference alone)",
    description:
      'Both must match a visitor\'s feedback; anything else (a wrong contact, a member\'s feedback, no contact given) is 404 FEEDBACK_NOT_FOUND, ' +
      'the same answer. At most 10 lookups that find nothing per address within an hour (then 429 FEEDBACK_TOO_MANY for an hour), so contacts cannot be guessed.',
    body: FeedbackLookupSchema,
    response: FeedbackItemSchema,
  }),
  image: endpoint({
    method: 'GET',
    path: '/wps/member/feedback/images/:imageId',
    caller: 'realMember',
    closedSite: 'serve',
    tag: 'feedback',
    summary: 'One picture of my feedback (as kept: re-encoded, without metadata)',
    description: MEMBER_NOTE,
    params: FeedbackImageParamsSchema,
    response: FeedbackImageSchema,
  }),
  imageThumbnail: endpoint({
    method: 'GET',
    path: '/wps/member/feedback/images/:imageId/thumbnail',
    caller: 'realMember',
    closedSite: 'serve',
    tag: 'feedback',
    summary: `One picture of my feedback, scaled to fit ${FEEDBACK_THUMBNAIL_SIDE} px (my history shows these)`,
    description: MEMBER_NOTE.replace('feedback answers 404 FEEDBACK_NOT_FOUND', 'picture answers 404 FEEDBACK_IMAGE_NOT_FOUND'),
    params: FeedbackImageParamsSchema,
    response: FeedbackImageSchema,
  }),
  opsList: endpoint({
    method: 'GET',
    path: '/ops/feedback',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'feedback',
    summary: 'Feedback by status, category and escalation, escalated first, then oldest first; paged',
    query: FeedbackOpsQuerySchema,
    response: pagedSchema(FeedbackOpsItemSchema),
  }),
  opsDetail: endpoint({
    method: 'GET',
    path: '/ops/feedback/:feedbackId',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'feedback',
    summary: 'One feedback with its replies',
    params: FeedbackParamsSchema,
    response: FeedbackOpsItemSchema,
  }),
  opsImage: endpoint({
    method: 'GET',
    path: '/ops/feedback/images/:imageId',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'feedback',
    summary: 'One picture of a feedback',
    params: FeedbackImageParamsSchema,
    response: FeedbackImageSchema,
  }),
  opsReply: endpoint({
    method: 'POST',
    path: '/ops/feedback/:feedbackId/reply',
    caller: 'operator',
    closedSite: 'serve',
    idempotencyKey: 'reference',
    tag: 'feedback',
    summary: 'Reply to a feedback: the member gets exactly one inbox message (FEEDBACK_REPLIED)',
    description:
      `${OPS_NOTE} A reply to an Open feedback moves it to In progress. A closed feedback takes no reply (409 FEEDBACK_CLOSED). ` +
      'A visitor\'s feedback keeps the reply but has no inbox. A reply to a complaint with a final answer names the dispute body. Audited as FEEDBACK_REPLY.',
    params: FeedbackParamsSchema,
    body: FeedbackReplyBodySchema,
    response: FeedbackOpsChangedSchema,
  }),
  opsStatus: endpoint({
    method: 'POST',
    path: '/ops/feedback/:feedbackId/status',
    caller: 'operator',
    closedSite: 'serve',
    idempotencyKey: 'reference',
    tag: 'feedback',
    summary: 'Move a feedback to its next status (Open -> In progress -> Resolved -> Closed only)',
    description: `${OPS_NOTE} Any other move is 409 FEEDBACK_STATUS_MOVE. Audited as FEEDBACK_STATUS.`,
    params: FeedbackParamsSchema,
    body: FeedbackStatusBodySchema,
    response: FeedbackOpsChangedSchema,
  }),
  opsEscalate: endpoint({
    method: 'POST',
    path: '/ops/feedback/escalate',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'feedback',
    summary: 'Escalate now every complaint unanswered past the configured time (the timer does the same)',
    description: 'Each complaint is escalated once, whoever runs the pass and however often.',
    body: z.strictObject({}).optional(),
    response: z.object({ escalated: z.array(z.string()) }),
  }),
};
