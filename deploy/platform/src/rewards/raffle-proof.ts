/**
 * A raffle draw's public proof: what anyone needs to recompute it (the committed hash, the seed
 * once revealed, the message and the weights) and the platform's own recomputation. While the
 * campaign is open the seed stays secret, so `verified` is null.
 */
import type { RaffleProof } from '@site/shared/contract/rewards/rewards';
import type { Db } from '../db/database';
import { formatAmount } from '../wallet/money';
import { campaignById } from './campaigns';
import { prizesOf } from './claim';
import { drawMessage, drawPrize, seedHashOf } from './raffle-draw';
import { issueById } from './reward-issues';
import { rewardNotFound } from './reward-refusals';

export async function raffleProof(db: Db, issueId: string): Promise<RaffleProof> {
  const issue = await issueById(db, issueId);
  if (!issue || issue.kind !== 'RAFFLE_TICKET' || issue.draw_sequence === null || issue.campaign_id === null) throw rewardNotFound();
  const campaign = await campaignById(db, issue.campaign_id);
  const prizes = await prizesOf(db, campaign.id);
  const drawnPosition = Number(issue.draw_position);
  const seed = campaign.seed_revealed ? campaign.seed! : null;
  const recomputed = seed === null ? null : drawPrize(seed, campaign.code, issue.member_id, issue.draw_sequence, prizes);
  return {
    campaign: campaign.code,
    seedHash: campaign.seed_hash!,
    seed,
    message: recomputed?.message ?? drawMessage(campaign.code, issue.member_id, issue.draw_sequence),
    prizes: prizes.map((prize) => ({ position: prize.position, amount: formatAmount(prize.amount), weight: prize.weight })),
    drawnPosition,
    amount: formatAmount(BigInt(issue.amount!)),
    verified: seed === null ? null : seedHashOf(seed) === campaign.seed_hash && recomputed!.position === drawnPosition,
  };
}
