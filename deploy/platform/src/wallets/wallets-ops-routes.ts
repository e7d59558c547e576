import { walletsEndpoints as calls } from '@site/shared/contract/member';
import { operatorName, recordOperatorAction } from '../audit/operator-actions';
import type { Db } from '../db/database';
import type { EndpointRoute } from '../http/endpoint-routes';
import { validationError } from '../http/errors';
import { formatAmount } from '../wallet/money';
import { setUplineLimits, uplineLimits, type UplineLimits } from './upline-transfer';
import { amountOf } from './wallet-transfer';

const formatLimits = (limits: UplineLimits) => ({ min: formatAmount(limits.min), max: formatAmount(limits.max), dailyMax: formatAmount(limits.dailyMax) });

/** The operator's side of the wallets area: the limits of transfers to the upline. */
export function registerWalletsOpsRoutes(route: EndpointRoute, { db }: { db: Db }): void {
  route(calls.opsUplineLimits, async () => formatLimits(await uplineLimits(db)));

  route(
    calls.opsSetUplineLimits,
    async (request) => {
      const operator = operatorName(request);
      const { reference, ...text } = request.body;
      const limits: UplineLimits = { min: amountOf(text.min, 'min'), max: amountOf(text.max, 'max'), dailyMax: amountOf(text.dailyMax, 'dailyMax') };
      if (limits.max < limits.min) throw validationError('max', 'must be at least min');
      if (limits.dailyMax < limits.max) throw validationError('dailyMax', 'must be at least max');
      const replayed = await db.transaction(async (tx) => {
        const audit = await recordOperatorAction(tx, { operator, action: 'UPLINE_LIMITS_SET', reference, details: formatLimits(limits) });
        if (!audit.replayed) await setUplineLimits(tx, limits);
        return audit.replayed;
      });
      return { ...formatLimits(await uplineLimits(db)), replayed };
    },
    { bodyLimit: 4 * 1024 },
  );
}
