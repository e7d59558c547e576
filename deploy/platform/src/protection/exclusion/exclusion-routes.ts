import { exclusionEndpoints as calls } from '@site/shared/contract/protection/exclusion';
import { accountOf } from '../../accounts/session-auth';
import { operatorName } from '../../audit/operator-actions';
import type { Db } from '../../db/database';
import type { EndpointRoute } from '../../http/endpoint-routes';
import { addRegisterEntry, listRegister, removeRegisterEntry, syncRegister, type ExclusionRegister } from './exclusion-register';
import { askToReopen, exclusionState, takeExclusion } from './exclusions';

/** The member's time-out and self-exclusion; the operator's exclusion register. */
export function registerExclusionRoutes(route: EndpointRoute, { db, register }: { db: Db; register: ExclusionRegister }): void {
  route(calls.exclusionState, (request) => exclusionState(db, String(accountOf(request).memberId)));

  route(
    calls.takeExclusion,
    async (request) => {
      const taken = await takeExclusion(db, String(accountOf(request).memberId), request.body);
      request.log.info({ kind: taken.kind, period: taken.period, sessionsEnded: taken.sessionsEnded }, 'protection: exclusion taken');
      return taken;
    },
    { bodyLimit: 1024 },
  );

  route(calls.askToReopen, (request) => askToReopen(db, String(accountOf(request).memberId)), { bodyLimit: 1024 });

  route(calls.opsRegisterList, () => listRegister(db));
  route(calls.opsRegisterAdd, (request) => addRegisterEntry(db, register, operatorName(request), request.body), { bodyLimit: 4096 });
  route(calls.opsRegisterRemove, (request) => removeRegisterEntry(db, register, operatorName(request), request.params.reference));
  route(calls.opsRegisterCheck, async () => {
    const { listed, lifted } = await syncRegister(db, register);
    return { listed: listed.length, lifted: lifted.length };
  });
}
