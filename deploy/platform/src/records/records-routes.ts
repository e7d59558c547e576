import { recordsEndpoints as calls } from '@site/shared/contract/member';
import { accountOf } from '../accounts/session-auth';
import type { Db } from '../db/database';
import type { EndpointRoute } from '../http/endpoint-routes';
import { accountRecord } from './account-record';
import { bettingRecord } from './betting-record';
import { bonusList } from './bonuses';
import { profitLoss } from './profit-loss';

// Records only read, so they take the session from the short session cache like the game lists:
// a session revoked by another platform process still reads its own records for at most the
// cache's few seconds; a sign-out in this process counts at once.
const READ = { cachedSession: true };

/** The member's record pages. */
export function registerRecordsRoutes(route: EndpointRoute, { db }: { db: Db }): void {
  route(calls.bettingRecord, (request) => bettingRecord(db, { ...request.query, memberId: accountOf(request).memberId }), READ);

  route(calls.accountRecord, (request) => accountRecord(db, { ...request.query, memberId: accountOf(request).memberId }), READ);

  route(calls.profitLoss, (request) => profitLoss(db, { ...request.query, memberId: accountOf(request).memberId }), READ);

  route(calls.bonuses, (request) => bonusList(db, { ...request.query, memberId: accountOf(request).memberId }), READ);
}
