import { agentsEndpoints as calls, NOTICE_HTML_MAX } from '@site/shared/contract/agents';
import { operatorName } from '../../audit/operator-actions';
import type { Db } from '../../db/database';
import type { EndpointRoute } from '../../http/endpoint-routes';
import { createAgentNotice, listAgentNotices, removeAgentNotice } from './agent-notices';

// The HTML limit in characters, with room for JSON escaping of every one of them.
const NOTICE_BODY_LIMIT = NOTICE_HTML_MAX * 6 + 4 * 1024;

/** The agents' Announcement page and the operator's notices. */
export function registerNoticeRoutes(route: EndpointRoute, { db }: { db: Db }): void {
  route(calls.notices, async () => ({ list: await listAgentNotices(db) }));

  route(calls.opsCreateNotice, async (request) => ({ notice: await createAgentNotice(db, operatorName(request), request.body) }), {
    bodyLimit: NOTICE_BODY_LIMIT,
  });

  route(calls.opsRemoveNotice, async (request) => {
    await removeAgentNotice(db, operatorName(request), request.params.id);
    return { removed: true as const };
  });
}
