import { recordsEndpoints } from '@site/shared/contract/member';
import { bonusEndpoints as calls } from '@site/shared/contract/rewards/bonus';
import { TRIAL_TYPE } from '../../accounts/members';
import { accountOf } from '../../accounts/session-auth';
import { operatorName } from '../../audit/operator-actions';
import type { Db } from '../../db/database';
import type { EndpointRoute } from '../../http/endpoint-routes';
import { memberBalance } from '../../wallet/ledger';
import { amountOf, formatAmount } from '../../wallet/money';
import { activeBonus } from './bonus-grants';
import { grantOperatorBonus } from './operator-grant';

/** The member's bonus calls (the game page's notice) and the operator's bonus grant. */
export function registerBonusRoutes(route: EndpointRoute, { db }: { db: Db }): void {
  route(calls.activeBonus, async (request) => {
    const { memberId, type } = accountOf(request);
    const cash = await memberBalance(db, String(memberId));
    // Play money never earns rewards: a trial account has no grant to read.
    const bonus = type === TRIAL_TYPE ? null : await activeBonus(db, String(memberId));
    const oldest = bonus?.oldest;
    return {
      cashBalance: formatAmount(cash),
      bonusBalance: formatAmount(bonus?.bonusBalance ?? 0n),
      activeGrants: bonus?.grants ?? 0,
      wagering: oldest
        ? {
            required: formatAmount(oldest.required),
            progressed: formatAmount(oldest.progressed),
            left: formatAmount(oldest.required > oldest.progressed ? oldest.required - oldest.progressed : 0n),
            maxBet: oldest.maxBet === null ? null : formatAmount(oldest.maxBet),
            expiresAt: oldest.expiresAt?.toISOString() ?? null,
          }
        : null,
    };
  });

  route(
    recordsEndpoints.opsGrantBonus,
    async (request) => {
      const operator = operatorName(request);
      const { account, amount, reference, memo, multiplier, maxBet, maxRelease, expiresAt } = request.body;
      const granted = await grantOperatorBonus(db, {
        operator,
        account,
        amount: amountOf(amount),
        reference,
        memo: memo || undefined,
        multiplier,
        maxBet: maxBet === undefined ? undefined : amountOf(maxBet, 'maxBet'),
        maxRelease: maxRelease === undefined ? undefined : amountOf(maxRelease, 'maxRelease'),
        expiresAt: expiresAt === undefined ? undefined : new Date(expiresAt),
      });
      request.log.info({ bonusId: granted.bonusId, replayed: granted.replayed }, 'rewards: operator bonus');
      return granted;
    },
    { bodyLimit: 4 * 1024 },
  );
}
