import { rebateEndpoints as calls } from '@site/shared/contract/rewards/rebate';
import { accountOf } from '../../accounts/session-auth';
import { operatorName } from '../../audit/operator-actions';
import type { Db } from '../../db/database';
import type { EndpointRoute } from '../../http/endpoint-routes';
import { rebateSummary } from './rebate-accrued';
import { claimRebate } from './rebate-claim';
import { rebateHistory } from './rebate-history';
import { changeRebateSettings, rebateSettings } from './rebate-settings';

/** The member's manual rebate page and the operator's rebate settings. */
export function registerRebateRoutes(route: EndpointRoute, { db }: { db: Db }): void {
  route(calls.rebateSummary, (request) => rebateSummary(db, String(accountOf(request).memberId)));

  route(
    calls.rebateClaim,
    async (request) => {
      const claimed = await claimRebate(db, String(accountOf(request).memberId), request.body.requestId);
      request.log.info({ claimNo: claimed.claimNo, replayed: claimed.replayed }, 'rebate: claim');
      return claimed;
    },
    { bodyLimit: 1024 },
  );

  route(calls.rebateHistory, (request) => rebateHistory(db, String(accountOf(request).memberId), request.query.pageNo));

  route(calls.opsRebateSettings, () => rebateSettings(db));

  route(calls.opsSetRebateSettings, (request) => changeRebateSettings(db, operatorName(request), request.body), { bodyLimit: 16 * 1024 });
}
