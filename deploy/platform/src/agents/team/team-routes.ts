import { z } from 'zod';
import {
  CreateDownlineRequestSchema,
  CreateDownlineValueSchema,
  CreateInvitationRequestSchema,
  CreateInvitationValueSchema,
  DownlineTransferRequestSchema,
  DownlineTransferValueSchema,
  InvitationCodeSchema,
  InvitationsValueSchema,
  RemoveInvitationValueSchema,
  TeamMembersQuerySchema,
  TeamMembersValueSchema,
} from '@site/shared/contract/agents';
import { EncryptedBodySchema } from '../../accounts/account-schemas';
import { clientIp, linkOrigin } from '../../accounts/context';
import type { EncryptionKeys } from '../../accounts/encryption-keys';
import type { RegisterFieldsRepository } from '../../accounts/register-fields';
import { ENCRYPTED_BODY_LIMIT, SESSION_SECURITY } from '../../accounts/session-routes';
import { accountOf, sessionGuard } from '../../accounts/session-auth';
import type { Db } from '../../db/database';
import { ok } from '../../http/errors';
import { ErrorEnvelopeSchema, okEnvelope } from '../../http/schemas';
import type { ZodApp } from '../../http/types';
import { parseInput } from '../../http/validation';
import { formatAmount } from '../../wallet/money';
import { createDownline } from './create-downline';
import { transferToDownline } from './downline-transfer';
import { createInvitation, listInvitations, MAX_INVITATIONS, removeInvitation } from './invitations';
import { listTeamMembers } from './team-members';
import { requireInTeam } from './team-scope';

const E = ErrorEnvelopeSchema;
const readErrors = { 400: E, 401: E, 403: E, 404: E, 500: E };
const writeErrors = { 400: E, 401: E, 403: E, 404: E, 409: E, 429: E, 500: E };
const BODY_LIMIT = 4 * 1024;
const tags = ['agents'];
const security = SESSION_SECURITY;

/**
 * The team list, the register centre (direct downlines, invitation codes) and transfers to a
 * downline. Agent sessions only (members and trial accounts get 403 FORBIDDEN); every account or
 * code a call names must be in the caller's team, else 404 AGENT_NOT_IN_TEAM. The two calls that
 * carry a password (a new downline's, the payment password) take a sealed body, like the member's
 * transfer to its upline.
 */
export function registerTeamRoutes(
  app: ZodApp,
  { db, registerFields, keys }: { db: Db; registerFields: RegisterFieldsRepository; keys: EncryptionKeys },
): void {
  const agent = sessionGuard(db, 'agent');
  const agentIdOf = (request: Parameters<typeof accountOf>[0]) => String(accountOf(request).memberId);

  app.get(
    '/wps/agent/team/members',
    {
      onRequest: agent,
      schema: {
        tags,
        security,
        summary: "The caller's downlines: direct or all levels, or one downline's direct downlines",
        description:
          '`scope` direct (default) or all; `parentAccount` lists under that member of the team instead (404 AGENT_NOT_IN_TEAM ' +
          'when it is not in it); `search` keeps accounts starting with it (any case). Ordered by level, then registration; ' +
          '`level` counts from the caller. A page past the end answers the last page.',
        querystring: TeamMembersQuerySchema,
        response: { 200: okEnvelope(TeamMembersValueSchema), ...readErrors },
      },
    },
    async (request) => {
      const agentId = agentIdOf(request);
      const { scope, parentAccount, search, pageNo } = request.query;
      const parent = parentAccount === undefined ? null : await requireInTeam(db, agentId, parentAccount, 'parentAccount');
      return ok(await listTeamMembers(db, { agentId, scope, parent, search, pageNo }));
    },
  );

  app.post(
    '/wps/agent/team/members',
    {
      onRequest: agent,
      bodyLimit: ENCRYPTED_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Create a direct downline: a member or a sub-agent (type 2) (encrypted body: CreateDownlineRequest)',
        description:
          'The account and password follow the site registration rules (GET /wps/system/setting/register), answered as 400 ' +
          'naming `account` or `password`; a taken account (any case) is 409 ACCOUNT_EXISTS. The new account is not signed in.',
        body: EncryptedBodySchema,
        response: { 200: okEnvelope(CreateDownlineValueSchema), ...writeErrors },
      },
    },
    async (request) => {
      const { account, password, accountType, nickname } = parseInput(CreateDownlineRequestSchema, await keys.open(request.body), 'body');
      const member = await createDownline(db, registerFields, agentIdOf(request), { account, password, accountType, nickname, ip: clientIp(request) });
      return ok({ member });
    },
  );

  app.get(
    '/wps/agent/invitations',
    {
      onRequest: agent,
      schema: {
        tags,
        security,
        summary: "The caller's invitation codes, newest first, with their links and registrations",
        response: { 200: okEnvelope(InvitationsValueSchema), ...readErrors },
      },
    },
    async (request) => ok({ list: await listInvitations(db, agentIdOf(request), linkOrigin(request)) }),
  );

  app.post(
    '/wps/agent/invitations',
    {
      onRequest: agent,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Create an invitation code for a member or a sub-agent',
        description: `8 random upper-case letters or digits. At most ${MAX_INVITATIONS} codes per agent: 409 INVITATION_LIMIT.`,
        body: CreateInvitationRequestSchema,
        response: { 200: okEnvelope(CreateInvitationValueSchema), ...writeErrors },
      },
    },
    async (request) => ok({ invitation: await createInvitation(db, agentIdOf(request), request.body.accountType, linkOrigin(request)) }),
  );

  app.delete(
    '/wps/agent/invitations/:code',
    {
      onRequest: agent,
      schema: {
        tags,
        security,
        summary: 'Delete one of the caller\'s invitation codes',
        description: 'Accounts that registered with it stay where they are. Not one of the caller\'s codes: 404 AGENT_NOT_IN_TEAM.',
        params: z.object({ code: InvitationCodeSchema }),
        response: { 200: okEnvelope(RemoveInvitationValueSchema), ...writeErrors },
      },
    },
    async (request) => {
      await removeInvitation(db, agentIdOf(request), request.params.code);
      return ok({ removed: true as const });
    },
  );

  app.post(
    '/wps/agent/team/transfer',
    {
      onRequest: agent,
      bodyLimit: ENCRYPTED_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Send money to a member of the team, with the payment password (encrypted body: DownlineTransferRequest)',
        description:
          'From the MAIN wallet to the member\'s MAIN wallet (any level of the team; else 404 AGENT_NOT_IN_TEAM). The payment ' +
          'password has its own attempt limit (PAYMENT_PASSWORD_NOT_SET, _WRONG, _LOCKED). One ledger entry (AGENT_TO_DOWNLINE) ' +
          'whose reference both sides see; the same `requestId` again moves nothing. More than the wallet holds: 409 INSUFFICIENT_FUNDS.',
        body: EncryptedBodySchema,
        response: { 200: okEnvelope(DownlineTransferValueSchema), ...writeErrors },
      },
    },
    async (request) => {
      const input = parseInput(DownlineTransferRequestSchema, await keys.open(request.body), 'body');
      const result = await transferToDownline(db, agentIdOf(request), input);
      return ok({ reference: result.reference, balance: formatAmount(result.balance) });
    },
  );
}
