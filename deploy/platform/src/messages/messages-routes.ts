import { messagesEndpoints as calls } from '@site/shared/contract/member';
import { accountOf } from '../accounts/session-auth';
import { operatorName } from '../audit/operator-actions';
import type { Db } from '../db/database';
import type { EndpointRoute } from '../http/endpoint-routes';
import { contentLanguage } from '../i18n/language';
import { deleteMessage, listMessages, markAllMessagesRead, markMessagesRead } from './inbox';
import { sendOperatorMessage } from './operator-messages';
import { messagePreferences, setMessagePreferences } from './preferences';

/** The member's inbox (platform information) and the operator's messages. */
export function registerMessagesRoutes(route: EndpointRoute, { db }: { db: Db }): void {
  const memberOf = (request: Parameters<typeof accountOf>[0]) => String(accountOf(request).memberId);

  route(calls.list, (request) => listMessages(db, memberOf(request), request.query, contentLanguage(request.headers.language)));

  route(
    calls.markRead,
    (request) => {
      const { id, ids } = request.body;
      return markMessagesRead(db, memberOf(request), id !== undefined ? [id] : (ids ?? []), id !== undefined ? 'id' : 'ids');
    },
    { bodyLimit: 8 * 1024 },
  );

  route(calls.markAllRead, (request) => markAllMessagesRead(db, memberOf(request)));

  route(calls.delete, (request) => deleteMessage(db, memberOf(request), request.params.id));

  route(calls.preferences, (request) => messagePreferences(db, memberOf(request)));

  route(calls.setPreferences, (request) => setMessagePreferences(db, memberOf(request), request.body), { bodyLimit: 1024 });

  route(
    calls.opsSend,
    async (request) => {
      const result = await sendOperatorMessage(db, operatorName(request), request.body);
      // Which send and how many, never the text.
      request.log.info({ reference: result.reference, recipients: result.recipients, replayed: result.replayed }, 'messages: operator message');
      return result;
    },
    { bodyLimit: 32 * 1024 },
  );
}
