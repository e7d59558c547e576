/**
 * Where a member's exclusion refuses a call: every member call that puts money into play or opens
 * a game, listed once here by its declaration and refused through the one check
 * (`refuseWhileExcluded`) before its handler runs. The game vendor's bet has no member session,
 * so the seamless area asks the same check itself; reward claims ask it through the rewards
 * eligibility check. Not listed, so open while excluded: sign-in and sign-out, withdrawals, moves
 * back to MAIN and recall-all, records, messages, my account, reading this area's state.
 *
 * Not here because the site has none yet: chat, referral rewards and VIP upgrades (everyone is
 * level 0); when they come, their calls belong in this list (or their rewards in eligibility).
 */
import type { FastifyRequest } from 'fastify';
import type { EndpointDeclaration } from '@site/shared/contract/endpoint';
import { depositsEndpoints } from '@site/shared/contract/member';
import { withdrawalsEndpoints } from '@site/shared/contract/member';
import { walletsEndpoints } from '@site/shared/contract/member';
import { gamesEndpoints } from '@site/shared/contract/games';
import { lotteryEndpoints } from '@site/shared/contract/lottery';
import { accountOf } from '../../accounts/session-auth';
import type { Db } from '../../db/database';
import { refuseWhileExcluded } from './exclusion-check';

interface Guarded {
  endpoint: EndpointDeclaration;
  /** Refuse only when the parsed body asks for play (default: always). */
  when?: (body: Record<string, unknown>) => boolean;
}

export const EXCLUSION_GUARDED: readonly Guarded[] = [
  { endpoint: depositsEndpoints.bankDeposit },
  { endpoint: depositsEndpoints.gatewayDeposit },
  // Paying another member's withdrawal is a deposit of one's own.
  { endpoint: withdrawalsEndpoints.takeSlice },
  // Into a game vendor's wallet is play; back to MAIN is the way out.
  { endpoint: walletsEndpoints.walletTransfer, when: (body) => body.to !== 'MAIN' },
  { endpoint: walletsEndpoints.uplineTransfer },
  { endpoint: lotteryEndpoints.placeBet },
  { endpoint: gamesEndpoints.launchGame },
  { endpoint: gamesEndpoints.launchFb },
];

/** A preHandler (after the session guard and validation) that refuses the guarded calls of an excluded member. */
export function exclusionGuard(db: Db): (request: FastifyRequest) => Promise<void> {
  const guarded = new Map(EXCLUSION_GUARDED.map((entry) => [`${entry.endpoint.method} ${entry.endpoint.path}`, entry]));
  return async (request) => {
    const entry = guarded.get(`${request.method} ${request.routeOptions.url ?? ''}`);
    if (!entry) return;
    if (entry.when && !entry.when((request.body ?? {}) as Record<string, unknown>)) return;
    await refuseWhileExcluded(db, accountOf(request).memberId);
  };
}
