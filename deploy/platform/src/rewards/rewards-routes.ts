import { rewardsEndpoints as calls } from '@site/shared/contract/rewards/rewards';
import { accountOf } from '../accounts/session-auth';
import { operatorName } from '../audit/operator-actions';
import type { SecretSealer } from '../crypto/sealed-secret';
import type { Db } from '../db/database';
import type { EndpointRoute } from '../http/endpoint-routes';
import { createCampaign, closeCampaign } from './campaigns';
import { claimReward } from './claim';
import { raffleProof } from './raffle-proof';
import { issueReward, listRewards } from './reward-issues';
import { clearSignals, decideReview, reviewQueue } from './review';

/** The reward centre, raffle claims and proofs, and the operator's campaigns, issues and review queue. */
export function registerRewardsRoutes(route: EndpointRoute, { db, sealer }: { db: Db; sealer: SecretSealer }): void {
  const memberOf = (request: Parameters<typeof accountOf>[0]) => String(accountOf(request).memberId);

  route(calls.list, (request) => listRewards(db, memberOf(request), request.query.pageNo));
  route(calls.claim, (request) => claimReward(db, sealer, memberOf(request), request.body.id));
  route(calls.claimRaffle, (request) => claimReward(db, sealer, memberOf(request), request.body.id, 'RAFFLE_TICKET'));
  route(calls.raffleProof, (request) => raffleProof(db, request.params.issueId));

  route(calls.opsCampaign, (request) => createCampaign(db, request.body, sealer), { bodyLimit: 32 * 1024 });
  route(calls.opsCloseCampaign, (request) => closeCampaign(db, sealer, request.params.code));
  route(calls.opsIssue, (request) => issueReward(db, operatorName(request), request.body));
  route(calls.opsReviews, () => reviewQueue(db));
  route(calls.opsReview, (request) => decideReview(db, operatorName(request), request.params.id, request.body));
  route(calls.opsClearSignals, (request) => clearSignals(db, operatorName(request), request.body.account));
}
