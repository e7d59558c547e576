import { MarkMessagesReadSchema, MessageIdParamsSchema, MessageListQuerySchema, MessagePageSchema, MessagesChangedSchema } from '@site/shared/contract/member';
import { accountOf, sessionGuard } from '../accounts/session-auth';
import { operatorName } from '../audit/operator-actions';
import { ok } from '../http/errors';
import { requireOperator } from '../http/operator-auth';
import { ErrorEnvelopeSchema, okEnvelope } from '../http/schemas';
import type { AreaOptions, ZodApp } from '../http/types';
import { contentLanguage } from '../i18n/language';
import { deleteMessage, listMessages, markAllMessagesRead, markMessagesRead } from './inbox';
import { OpsMessageBodySchema, OpsMessageResultSchema, sendOperatorMessage } from './operator-messages';

const memberErrors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, 500: ErrorEnvelopeSchema };
const operatorErrors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema, 500: ErrorEnvelopeSchema };

const INBOX_NOTE =
  'Needs the session token in `Authorization`; trial accounts get 403 NEED_REAL_ACCOUNT. Only the caller\'s own messages: ' +
  "another member's message id answers 404 exactly like a missing one. Deleted messages are never listed nor counted.";

/** The member's inbox (platform information) and the operator's messages. */
export function registerMessagesRoutes(app: ZodApp, { db, operatorToken }: AreaOptions): void {
  const realAccount = sessionGuard(db, 'real');
  const memberOf = (request: Parameters<typeof accountOf>[0]) => String(accountOf(request).memberId);

  app.get(
    '/wps/member/messages',
    {
      onRequest: realAccount,
      schema: {
        tags: ['messages'],
        summary: 'The inbox, newest first: 15 a page, all or unread only, with the unread count',
        description: `${INBOX_NOTE} Notifications are worded in the request's \`Language\` (en, es, vi, zh; others English).`,
        querystring: MessageListQuerySchema,
        response: { 200: okEnvelope(MessagePageSchema), ...memberErrors },
      },
    },
    async (request) => ok(await listMessages(db, memberOf(request), request.query, contentLanguage(request.headers.language))),
  );

  app.post(
    '/wps/member/messages/read',
    {
      onRequest: realAccount,
      bodyLimit: 8 * 1024,
      schema: {
        tags: ['messages'],
        summary: 'Mark one message (`id`) or several (`ids`, at most 100) read',
        description: `${INBOX_NOTE} All or nothing: if any id is not one of the caller's messages, nothing changes (404).`,
        body: MarkMessagesReadSchema,
        response: { 200: okEnvelope(MessagesChangedSchema), ...memberErrors },
      },
    },
    async (request) => {
      const { id, ids } = request.body;
      return ok(await markMessagesRead(db, memberOf(request), id !== undefined ? [id] : (ids ?? []), id !== undefined ? 'id' : 'ids'));
    },
  );

  app.post(
    '/wps/member/messages/read-all',
    {
      onRequest: realAccount,
      schema: {
        tags: ['messages'],
        summary: 'Mark every message of the caller read',
        description: INBOX_NOTE,
        response: { 200: okEnvelope(MessagesChangedSchema), ...memberErrors },
      },
    },
    async (request) => ok(await markAllMessagesRead(db, memberOf(request))),
  );

  app.delete(
    '/wps/member/messages/:id',
    {
      onRequest: realAccount,
      schema: {
        tags: ['messages'],
        summary: 'Delete one message (it is hidden for good)',
        description: INBOX_NOTE,
        params: MessageIdParamsSchema,
        response: { 200: okEnvelope(MessagesChangedSchema), ...memberErrors },
      },
    },
    async (request) => ok(await deleteMessage(db, memberOf(request), request.params.id)),
  );

  app.post(
    '/ops/messages',
    {
      onRequest: requireOperator(operatorToken),
      bodyLimit: 32 * 1024,
      schema: {
        tags: ['messages', 'operator'],
        summary: 'Send a message to one member (`account`) or to every member (`all: true`)',
        description:
          'Plain text (shown as written, never as HTML). Audited with the `X-Operator` name; idempotent per `reference`: ' +
          'the same reference again sends nothing and answers the first result (`replayed: true`); with another recipient or ' +
          'title it is refused (409 IDEMPOTENCY_CONFLICT). Trial accounts have no inbox.',
        security: [{ operatorToken: [] }],
        body: OpsMessageBodySchema,
        response: { 200: okEnvelope(OpsMessageResultSchema), ...operatorErrors },
      },
    },
    async (request) => {
      const result = await sendOperatorMessage(db, operatorName(request), request.body);
      // Which send and how many, never the text.
      request.log.info({ reference: result.reference, recipients: result.recipients, replayed: result.replayed }, 'messages: operator message');
      return ok(result);
    },
  );
}
