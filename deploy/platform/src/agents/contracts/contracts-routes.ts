import { agentsEndpoints as calls, CONTRACT_KINDS, type ContractKind } from '@site/shared/contract/agents';
import { accountOf } from '../../accounts/session-auth';
import type { Db } from '../../db/database';
import type { EndpointRoute } from '../../http/endpoint-routes';
import { acceptAction, type ContractCaller, mineAction, offerAction, rejectAction, terminateAction } from './contract-actions';
import { contractAnswer } from './contract-rows';
import { consolidatedFlags } from './consolidated';

const BODY_LIMIT = 8 * 1024;

/**
 * The four contract calls (one per kind, the body's `action` chooses what to do) and the
 * consolidated flags. Agent sessions only (members and trial accounts get 403 FORBIDDEN); a
 * contract id the caller is not a party to is 404 CONTRACT_NOT_FOUND, a downline account outside
 * its team 404 AGENT_NOT_IN_TEAM.
 */
export function registerContractsRoutes(route: EndpointRoute, { db }: { db: Db }): void {
  const callerOf = (request: Parameters<typeof accountOf>[0]): ContractCaller => {
    const account = accountOf(request);
    return { memberId: String(account.memberId), type: account.type };
  };

  const kindCalls = {
    DIVIDEND: calls.dividendContracts,
    DAILY_SALARY: calls.dailySalaryContracts,
    HOURLY_SALARY: calls.hourlySalaryContracts,
    REALTIME_SALARY: calls.realtimeSalaryContracts,
  } satisfies Record<ContractKind, unknown>;

  for (const kind of CONTRACT_KINDS) {
    route(
      kindCalls[kind],
      async (request) => {
        const caller = callerOf(request);
        const body = request.body;
        switch (body.action) {
          case 'mine':
            return mineAction(db, caller, kind);
          case 'offer':
            return { contract: contractAnswer(await offerAction(db, caller, kind, body)) };
          case 'accept':
            return { contract: contractAnswer(await acceptAction(db, caller, kind, body.contractId)) };
          case 'reject':
            return { contract: contractAnswer(await rejectAction(db, caller, kind, body.contractId)) };
          case 'terminate':
            return { contract: contractAnswer(await terminateAction(db, caller, kind, body.contractId)) };
        }
      },
      { bodyLimit: BODY_LIMIT },
    );
  }

  route(calls.contractsConsolidated, (request) => consolidatedFlags(db, callerOf(request)));
}
