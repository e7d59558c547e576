/**
 * Platform information (messageV2): the member's inbox of notifications and operator messages.
 * Ids are decimal text: they are database bigints, and text never loses a digit in JavaScript.
 */
import { z } from 'zod';
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
});
export type MemberMessage = z.infer<typeof MemberMessageSchema>;

/** A page of the inbox and the unread count of the whole inbox (what the header badge shows). */
export const MessagePageSchema = pagedSchema(MemberMessageSchema).extend({ unreadCount: z.number().int().min(0) });
export type MessagePage = z.infer<typeof MessagePageSchema>;

/** What a read or delete answers: how many messages changed and the unread count after it. */
export const MessagesChangedSchema = z.object({ changed: z.number().int().min(0), unreadCount: z.number().int().min(0) });
export type MessagesChanged = z.infer<typeof MessagesChangedSchema>;
