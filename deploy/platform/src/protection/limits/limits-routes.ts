import { limitsEndpoints as calls } from '@site/shared/contract/protection/limits';
import { accountOf } from '../../accounts/session-auth';
import { operatorName } from '../../audit/operator-actions';
import type { Db } from '../../db/database';
import type { EndpointRoute } from '../../http/endpoint-routes';
import type { BrandProfile } from '../brand-profile';
import { answerLimitPrompt, changeLimit, confirmLimit, opsMemberLimits, opsSetLimit, playState, protectionState, setRealityCheck } from './limits';

/** The member's limits and reality check, and the operator's view and changes of a member's limits. */
export function registerLimitsRoutes(route: EndpointRoute, { db, brand }: { db: Db; brand: BrandProfile }): void {
  const member = (request: Parameters<typeof accountOf>[0]) => String(accountOf(request).memberId);
  route(calls.protectionState, (request) => protectionState(db, brand, member(request)));
  route(calls.setLimit, (request) => changeLimit(db, brand, member(request), request.body), { bodyLimit: 1024 });
  route(calls.confirmLimit, (request) => confirmLimit(db, brand, member(request), request.body), { bodyLimit: 1024 });
  route(calls.setRealityCheck, (request) => setRealityCheck(db, brand, member(request), request.body.minutes), { bodyLimit: 1024 });
  route(calls.answerLimitPrompt, (request) => answerLimitPrompt(db, brand, member(request)));
  route(calls.play, (request) => playState(db, brand, member(request)));
  route(calls.continuePlay, (request) => playState(db, brand, member(request), true));
  route(calls.opsMemberLimits, (request) => opsMemberLimits(db, brand, request.query.account));
  route(calls.opsSetLimit, (request) => opsSetLimit(db, brand, operatorName(request), request.body), { bodyLimit: 4096 });
}
