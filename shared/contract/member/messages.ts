/**
 * Platform information (messageV2): the member's inbox of notifications and operator messages,
 * and the operator's sending of messages. Ids are decimal text: they are database bigints, and
 * text never loses a digit in JavaScript.
 */
import { z } from 'zod';
import { endpoint, LanguageHeaderSchema } from '../endpoint';
import { PageNoSchema, pagedSchema } from './common';

/** Which messages a list shows. */
export const MESSAGE_FILTERS = ['all', 'unread'] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

/** GET /wps/member/messages?pageNo=&filter= */
export const MessageListQuerySchema = z.object({
  pageNo: PageNoSchema,
  filter: z.enum(MESSAGE_FILTERS, { error: 'must be all or unread' }).default('all'),
});
export type MessageListQuery = z.input<typeof MessageListQuerySchema>;

export const MessageIdSchema = z.string().regex(/^[1-9][0-9]{0,17}$/, 'must be a message id');

/** Most ids one read call takes (a page is 15). */
export const MAX_MESSAGE_IDS = 100;

/** POST /wps/member/messages/read: one message (`id`) or several (`ids`), all the caller's own. */
export const MarkMessagesReadSchema = z
  .object({
    id: MessageIdSchema.optional(),
    ids: z.array(MessageIdSchema).min(1, 'must name at least one message').max(MAX_MESSAGE_IDS, `must name at most ${MAX_MESSAGE_IDS} messages`).optional(),
  })
  .refine((body) => (body.id === undefined) !== (body.ids === undefined), { message: 'give either id or ids', path: ['ids'] });
export type MarkMessagesRead = z.input<typeof MarkMessagesReadSchema>;

/** DELETE /wps/member/messages/:id */
export const MessageIdParamsSchema = z.object({ id: MessageIdSchema });

/**
 * NOTICE: written by the platform from a template (deposit credited, withdrawal rejected, ...), in
 * the reader's language. OPERATOR: written by an operator, shown as plain text as written.
 */
export const MESSAGE_KINDS = ['NOTICE', 'OPERATOR'] as const;

export const MemberMessageSchema = z.object({
  id: MessageIdSchema,
  kind: z.enum(MESSAGE_KINDS),
  title: z.string(),
  /** Plain text (line breaks kept); never HTML. */
  content: z.string(),
  read: z.boolean(),
  createdAt: z.string().describe('ISO time'),
  /** Where the message leads in the member centre (a page id and, optionally, a section of it); absent for most messages. */
  link: z.object({ page: z.string(), section: z.string().optional() }).optional(),
});
export type MemberMessage = z.infer<typeof MemberMessageSchema>;

/** A page of the inbox and the unread count of the whole inbox (what the header badge shows). */
export const MessagePageSchema = pagedSchema(MemberMessageSchema).extend({ unreadCount: z.number().int().min(0) });
export type MessagePage = z.infer<typeof MessagePageSchema>;

/** What a read or delete answers: how many messages changed and the unread count after it. */
export const MessagesChangedSchema = z.object({ changed: z.number().int().min(0), unreadCount: z.number().int().min(0) });
export type MessagesChanged = z.infer<typeof MessagesChangedSchema>;

/** A control character other than tab, line feed and carriage return. */
function isForbiddenControl(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return (code < 0x20 && character !== '\t' && character !== '\n' && character !== '\r') || code === 0x7f;
}

/**
 * Operator text is plain text: shown as written (line breaks kept), never as HTML, so a tag in it is
 * harmless text. Control characters other than line breaks and tabs are refused: they have no
 * place in a message and could hide its content.
 */
function plainText(max: number) {
  return z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`)
    .refine((text) => ![...text].some(isForbiddenControl), 'must be plain text (no control characters)');
}

/**
 * TRANSACTIONAL: money, account safety, player protection and decisions on the member's own
 * requests; always written. PROMOTIONAL: marketing; not written to a member under time-out or
 * self-exclusion, nor to one who turned promotional messages off.
 */
export const MESSAGE_CLASSES = ['TRANSACTIONAL', 'PROMOTIONAL'] as const;
export type MessageClass = (typeof MESSAGE_CLASSES)[number];

/** The member's message preferences: promotional messages on (the default) or off. */
export const MessagePreferencesSchema = z.object({
  promotional: z.boolean({ error: 'must be true or false' }).describe('Whether promotional messages are written to the inbox'),
});
export type MessagePreferences = z.infer<typeof MessagePreferencesSchema>;

export const OpsMessageBodySchema = z
  .object({
    account: z.string().trim().min(1).max(64).optional().describe('The member to write to; or `all: true`'),
    all: z.literal(true).optional().describe('Write to every member (trial accounts excluded)'),
    reference: z
      .string()
      .regex(/^[A-Za-z0-9._:-]{1,100}$/, 'must be 1-100 letters, digits, . _ : -')
      .describe('Your reference for this send; the same reference again sends nothing'),
    title: plainText(200),
    content: plainText(5000),
    class: z
      .enum(MESSAGE_CLASSES, { error: 'must be TRANSACTIONAL or PROMOTIONAL' })
      .optional()
      .describe(
        'PROMOTIONAL (marketing) skips members under time-out, self-exclusion or a register listing and members who turned promotions off; ' +
          'TRANSACTIONAL (service) reaches every member. Default: PROMOTIONAL for `all: true`, TRANSACTIONAL for one account',
      ),
  })
  .refine((body) => (body.account === undefined) !== (body.all === undefined), { message: 'give either account or all: true', path: ['account'] });
export type OpsMessageBody = z.output<typeof OpsMessageBodySchema>;

export const OpsMessageResultSchema = z.object({
  reference: z.string(),
  recipients: z.number().int().min(0).describe('How many members received it'),
  replayed: z.boolean().describe('True when this reference was sent before: nothing was sent now'),
});
export type OpsMessageResult = z.output<typeof OpsMessageResultSchema>;

const INBOX_NOTE =
  'Needs the session token in `Authorization`; trial accounts get 403 NEED_REAL_ACCOUNT. Only the caller\'s own messages: ' +
  "another member's message id answers 404 exactly like a missing one. Deleted messages are never listed nor counted.";

export const messagesEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/wps/member/messages',
    caller: 'realMember',
    headers: LanguageHeaderSchema,
    closedSite: 'serve',
    tag: 'messages',
    summary: 'The inbox, newest first: 15 a page, all or unread only, with the unread count',
    description: `${INBOX_NOTE} Notifications are worded in the request's \`Language\` (en, es, vi, zh; others English).`,
    query: MessageListQuerySchema,
    response: MessagePageSchema,
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/wps/member/messages/read',
    caller: 'realMember',
    closedSite: 'refuse',
    tag: 'messages',
    summary: 'Mark one message (`id`) or several (`ids`, at most 100) read',
    description: `${INBOX_NOTE} All or nothing: if any id is not one of the caller's messages, nothing changes (404).`,
    body: MarkMessagesReadSchema,
    response: MessagesChangedSchema,
  }),
  markAllRead: endpoint({
    method: 'POST',
    path: '/wps/member/messages/read-all',
    caller: 'realMember',
    closedSite: 'refuse',
    tag: 'messages',
    summary: 'Mark every message of the caller read',
    description: INBOX_NOTE,
    response: MessagesChangedSchema,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/wps/member/messages/:id',
    caller: 'realMember',
    closedSite: 'refuse',
    tag: 'messages',
    summary: 'Delete one message (it is hidden for good)',
    description: INBOX_NOTE,
    params: MessageIdParamsSchema,
    response: MessagesChangedSchema,
  }),
  preferences: endpoint({
    method: 'GET',
    path: '/wps/member/messages/preferences',
    caller: 'realMember',
    closedSite: 'serve',
    tag: 'messages',
    summary: "The caller's message preferences",
    description: 'Needs the session token in `Authorization`; trial accounts get 403 NEED_REAL_ACCOUNT. Promotional messages are on until the member turns them off.',
    response: MessagePreferencesSchema,
  }),
  setPreferences: endpoint({
    method: 'PUT',
    path: '/wps/member/messages/preferences',
    caller: 'realMember',
    closedSite: 'refuse',
    tag: 'messages',
    summary: 'Turn promotional messages on or off (for the caller only)',
    description:
      'Acts only on the member whose token calls it: the body names no member. Transactional messages (money, account safety, ' +
      'protection, decisions on your requests) are written whatever this says. Answers the preferences as stored.',
    body: MessagePreferencesSchema,
    response: MessagePreferencesSchema,
  }),
  opsSend: endpoint({
    method: 'POST',
    path: '/ops/messages',
    caller: 'operator',
    closedSite: 'serve',
    idempotencyKey: 'reference',
    tag: 'operator',
    summary: 'Send a message to one member (`account`) or to every member (`all: true`)',
    description:
      'Plain text (shown as written, never as HTML). Audited with the `X-Operator` name; idempotent per `reference`: ' +
      'the same reference again sends nothing and answers the first result (`replayed: true`); with another recipient or ' +
      'title it is refused (409 IDEMPOTENCY_CONFLICT). Trial accounts have no inbox.',
    body: OpsMessageBodySchema,
    response: OpsMessageResultSchema,
  }),
};
