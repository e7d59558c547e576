import {
  CONTRACT_CALLS,
  CONTRACT_KINDS,
  contractCallSchema,
  ContractCallValueSchema,
  ContractConsolidatedSchema,
  type ContractKind,
} from '@site/shared/contract/agents';
import { SESSION_SECURITY } from '../../accounts/session-routes';
import { accountOf, sessionGuard } from '../../accounts/session-auth';
import type { Db } from '../../db/database';
import { ok } from '../../http/errors';
import { ErrorEnvelopeSchema, okEnvelope } from '../../http/schemas';
import type { ZodApp } from '../../http/types';
import { acceptAction, type ContractCaller, mineAction, offerAction, rejectAction, terminateAction } from './contract-actions';
import { contractAnswer } from './contract-rows';
import { consolidatedFlags } from './consolidated';

const E = ErrorEnvelopeSchema;
const BODY_LIMIT = 8 * 1024;
const tags = ['agents'];
const security = SESSION_SECURITY;

const KIND_NAMES: Record<ContractKind, string> = {
  DIVIDEND: 'dividend',
  DAILY_SALARY: 'daily salary',
  HOURLY_SALARY: 'hourly salary',
  REALTIME_SALARY: 'real-time salary',
};

/**
 * The four contract calls (one per kind, the body's `action` chooses what to do) and the
 * consolidated flags. Agent sessions only (members and trial accounts get 403 FORBIDDEN); a
 * contract id the caller is not a party to is 404 CONTRACT_NOT_FOUND, a downline account outside
 * its team 404 AGENT_NOT_IN_TEAM.
 */
export function registerContractsRoutes(app: ZodApp, { db }: { db: Db }): void {
  const agent = sessionGuard(db, 'agent');
  const callerOf = (request: Parameters<typeof accountOf>[0]): ContractCaller => {
    const account = accountOf(request);
    return { memberId: String(account.memberId), type: account.type };
  };

  for (const kind of CONTRACT_KINDS) {
    app.post(
      `/wps/relay/${CONTRACT_CALLS[kind]}`,
      {
        onRequest: agent,
        bodyLimit: BODY_LIMIT,
        schema: {
          tags,
          security,
          summary: `The caller's ${KIND_NAMES[kind]} contracts: see, offer, accept, reject, end`,
          description:
            '`mine`: my contract with my upline, my waiting offer, what I offered my direct downlines, and the most I may offer. ' +
            '`offer` (to a direct downline agent): refused above my own rate (409 CONTRACT_RATE_ABOVE_UPLINE naming the field), ' +
            'without a contract of my own unless I am a top agent (409 CONTRACT_NOTHING_TO_OFFER); a newer offer replaces one still ' +
            'waiting; the same requestId offers once. `accept`/`reject` (the downline only): accepting ends my previous contract ' +
            'of the kind and, in the same transaction, every contract below me now above its upline’s rate. `terminate` (the upline ' +
            'only) ends an offer or a contract, and what it bounded below. A contract not mine: 404 CONTRACT_NOT_FOUND.',
          body: contractCallSchema(kind),
          response: { 200: okEnvelope(ContractCallValueSchema), 400: E, 401: E, 403: E, 404: E, 409: E, 500: E },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        const body = request.body;
        switch (body.action) {
          case 'mine':
            return ok(await mineAction(db, caller, kind));
          case 'offer':
            return ok({ contract: contractAnswer(await offerAction(db, caller, kind, body)) });
          case 'accept':
            return ok({ contract: contractAnswer(await acceptAction(db, caller, kind, body.contractId)) });
          case 'reject':
            return ok({ contract: contractAnswer(await rejectAction(db, caller, kind, body.contractId)) });
          case 'terminate':
            return ok({ contract: contractAnswer(await terminateAction(db, caller, kind, body.contractId)) });
        }
      },
    );
  }

  app.get(
    '/wps/agent/contracts/consolidated',
    {
      onRequest: agent,
      schema: {
        tags,
        security,
        summary: 'Which contract pages to show: one flag per kind',
        description:
          'A flag is 1 when the kind is on for the site and the caller has a contract of it (accepted or waiting for an answer) or ' +
          'is a top agent (type 1).',
        response: { 200: okEnvelope(ContractConsolidatedSchema), 401: E, 403: E, 500: E },
      },
    },
    async (request) => ok(await consolidatedFlags(db, callerOf(request))),
  );
}
