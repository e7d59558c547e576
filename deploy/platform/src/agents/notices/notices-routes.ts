import { AgentNoticeSchema, AgentNoticesValueSchema, CreateAgentNoticeRequestSchema, NOTICE_HTML_MAX } from '@site/shared/contract/agents';
import { z } from 'zod';
import { SESSION_SECURITY } from '../../accounts/session-routes';
import { sessionGuard } from '../../accounts/session-auth';
import { operatorName } from '../../audit/operator-actions';
import type { Db } from '../../db/database';
import { ok } from '../../http/errors';
import { requireOperator } from '../../http/operator-auth';
import { ErrorEnvelopeSchema, okEnvelope } from '../../http/schemas';
import type { ZodApp } from '../../http/types';
import { createAgentNotice, listAgentNotices, removeAgentNotice } from './agent-notices';

const E = ErrorEnvelopeSchema;
// The HTML limit in characters, with room for JSON escaping of every one of them.
const NOTICE_BODY_LIMIT = NOTICE_HTML_MAX * 6 + 4 * 1024;

const NoticeIdParamsSchema = z.object({ id: z.string().regex(/^[1-9][0-9]{0,17}$/, 'must be a notice id') });

/** The agents' Announcement page and the operator's notices. */
export function registerNoticeRoutes(app: ZodApp, { db, operatorToken }: { db: Db; operatorToken: string }): void {
  app.get(
    '/wps/agent/notices',
    {
      onRequest: sessionGuard(db, 'agent'),
      schema: {
        tags: ['agents'],
        security: SESSION_SECURITY,
        summary: 'Notices for agents, newest first',
        description: 'Operator-authored HTML, to be sanitised before it is shown. Agent sessions only.',
        response: { 200: okEnvelope(AgentNoticesValueSchema), 401: E, 403: E, 500: E },
      },
    },
    async () => ok({ list: await listAgentNotices(db) }),
  );

  const operatorSecurity = [{ operatorToken: [] }];
  app.post(
    '/ops/agent/notices',
    {
      onRequest: requireOperator(operatorToken),
      bodyLimit: NOTICE_BODY_LIMIT,
      schema: {
        tags: ['agents', 'operator'],
        security: operatorSecurity,
        summary: 'Publish a notice for agents',
        description: 'Needs `X-Operator` (who, for the audit). Audited as AGENT_NOTICE_CREATE.',
        body: CreateAgentNoticeRequestSchema,
        response: { 200: okEnvelope(z.object({ notice: AgentNoticeSchema })), 400: E, 401: E, 500: E },
      },
    },
    async (request) => ok({ notice: await createAgentNotice(db, operatorName(request), request.body) }),
  );

  app.delete(
    '/ops/agent/notices/:id',
    {
      onRequest: requireOperator(operatorToken),
      schema: {
        tags: ['agents', 'operator'],
        security: operatorSecurity,
        summary: 'Remove a notice for agents',
        description: 'Needs `X-Operator`. Unknown id: 404. Audited as AGENT_NOTICE_DELETE.',
        params: NoticeIdParamsSchema,
        response: { 200: okEnvelope(z.object({ removed: z.literal(true) })), 400: E, 401: E, 404: E, 500: E },
      },
    },
    async (request) => {
      await removeAgentNotice(db, operatorName(request), request.params.id);
      return ok({ removed: true as const });
    },
  );
}
