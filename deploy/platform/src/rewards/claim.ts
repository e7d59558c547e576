/**
 * Claiming a reward of the reward centre, in one transaction: the eligibility check, the stock and
 * budget of its campaign (a conditional update, so a cap of N lets exactly N claims through however
 * many race), the member's claim row (unique per campaign, member and sequence: the per-member
 * limit), a raffle's draw, and the payment through creditReward under the key
 * reward:<REWARD|RAFFLE>:<issue id>. With an open abuse signal nothing is paid: the claim waits for
 * an operator (review.ts). A claim of a reward already claimed answers that claim again.
 */
import type { RewardClaimed } from '@site/shared/contract/rewards/rewards';
import type { SecretSealer } from '../crypto/sealed-secret';
import type { Db } from '../db/database';
import { databaseError } from '../db/database-error';
import { PlatformError } from '../http/errors';
import { creditReward } from './bonus/credit-reward';
import { campaignColumns, campaignOf, eligibilityRuleOf, openCampaignSeed, type CampaignRow } from './campaigns';
import { checkEligibility, hasOpenAbuseSignal } from './eligibility';
import { drawPrize, type Prize } from './raffle-draw';
import { ISSUE_COLUMNS, ISSUE_FROM, issueAnswer, type IssueRow } from './reward-issues';
import { campaignClosed, claimLimit, notEligible, outOfStock, rewardExpired, rewardNotFound } from './reward-refusals';
import { recordSharedIdentitySignals } from './shared-identity';

/** The source a claim's credit is filed under; with the issue id, its idempotency key. */
export const creditSourceOf = (issue: Pick<IssueRow, 'kind'>) => (issue.kind === 'RAFFLE_TICKET' ? 'RAFFLE' : 'REWARD');

/** Pays a claimed issue (a claim without signals, or an operator's approval); returns the credit. */
export async function payIssue(tx: Db, issue: IssueRow, amount: bigint) {
  return creditReward(tx, {
    memberId: issue.member_id,
    amount,
    multiplier: issue.multiplier,
    source: creditSourceOf(issue),
    reference: issue.id,
    title: issue.title,
  });
}

export async function prizesOf(tx: Db, campaignId: string): Promise<Prize[]> {
  const rows = await tx.query<{ position: number; amount: string; weight: number }>(
    'SELECT position, amount::text AS amount, weight FROM reward_campaign_prizes WHERE campaign_id = $1::bigint ORDER BY position',
    [campaignId],
  );
  return rows.map((row) => ({ position: Number(row.position), amount: BigInt(row.amount), weight: Number(row.weight) }));
}

/** The issue with its campaign and the member's next claim sequence of that campaign, read at once, the issue locked. */
type ClaimTarget = { issue: IssueRow; campaign: CampaignRow | undefined; nextSequence: number };

async function claimTarget(tx: Db, memberId: string, issueId: string): Promise<ClaimTarget | undefined> {
  const [row] = await tx.query<IssueRow & Record<string, unknown> & { next_sequence: number }>(
    `SELECT ${ISSUE_COLUMNS}, ${campaignColumns('c', 'campaign_')},
       (SELECT coalesce(max(k.sequence), 0)::int + 1 FROM reward_campaign_claims k WHERE k.campaign_id = i.campaign_id AND k.member_id = i.member_id) AS next_sequence
     FROM ${ISSUE_FROM} WHERE i.id = $1::bigint AND i.member_id = $2::bigint FOR UPDATE OF i`,
    [issueId, memberId],
  );
  return row && { issue: row, campaign: campaignOf(row, 'campaign_'), nextSequence: Number(row.next_sequence) };
}

/**
 * Takes one claim of the campaign for this member: the next sequence within the per-member limit,
 * the prize when it is a raffle, and the stock and budget by a conditional update with the claim
 * row in the same statement.
 */
async function takeCampaignClaim(tx: Db, sealer: SecretSealer, campaign: CampaignRow, issue: IssueRow, sequence: number): Promise<{ amount: bigint; sequence: number; position: number | null }> {
  if (campaign.status !== 'OPEN') throw campaignClosed();
  if (sequence > campaign.per_member_limit) throw claimLimit();
  let amount = issue.amount === null ? null : BigInt(issue.amount);
  let position: number | null = null;
  if (campaign.kind === 'RAFFLE') {
    const draw = drawPrize(openCampaignSeed(sealer, campaign), campaign.code, issue.member_id, sequence, await prizesOf(tx, campaign.id));
    amount = draw.amount;
    position = draw.position;
  }
  if (amount === null) throw new Error('rewards: a money reward without an amount');
  const taken = await tx.query(
    `WITH taken AS (
       UPDATE reward_campaigns SET stock = stock - 1, budget = budget - $2::bigint
       WHERE id = $1::bigint AND status = 'OPEN' AND (stock IS NULL OR stock > 0) AND (budget IS NULL OR budget >= $2::bigint)
       RETURNING id)
     INSERT INTO reward_campaign_claims (campaign_id, member_id, sequence, issue_id) SELECT id, $3::bigint, $4, $5::bigint FROM taken
     RETURNING sequence`,
    [campaign.id, amount.toString(), issue.member_id, sequence, issue.id],
  );
  if (taken.length === 0) {
    const [now] = await tx.query<{ status: string }>('SELECT status FROM reward_campaigns WHERE id = $1::bigint', [campaign.id]);
    throw now?.status === 'OPEN' ? outOfStock() : campaignClosed();
  }
  return { amount, sequence, position };
}

async function claimInTransaction(tx: Db, sealer: SecretSealer, memberId: string, issueId: string, only: IssueRow['kind'] | undefined): Promise<RewardClaimed> {
  const target = await claimTarget(tx, memberId, issueId);
  const issue = target?.issue;
  if (!target || !issue || (only !== undefined && issue.kind !== only)) throw rewardNotFound();
  if (issue.status !== 'ISSUED') return { issue: issueAnswer(issue), replayed: true };
  if (issue.expired) throw rewardExpired();
  const { campaign } = target;
  const eligibility = await checkEligibility(tx, memberId, campaign ? eligibilityRuleOf(campaign.rule) : {});
  if (!eligibility.eligible) throw notEligible(eligibility.reasons);

  const taken = campaign ? await takeCampaignClaim(tx, sealer, campaign, issue, target.nextSequence) : { amount: BigInt(issue.amount!), sequence: null, position: null };
  await recordSharedIdentitySignals(tx, memberId);
  const review = await hasOpenAbuseSignal(tx, memberId);
  const credit = review ? null : await payIssue(tx, { ...issue, amount: taken.amount.toString() }, taken.amount);
  const status = review ? 'IN_REVIEW' : 'CLAIMED';
  await tx.query(
    `UPDATE reward_issues SET status = $2, amount = $3::bigint, draw_sequence = $4, draw_position = $5, bonus_id = $6, wallet = $7, claimed_at = now()
     WHERE id = $1::bigint`,
    [issue.id, status, taken.amount.toString(), taken.sequence, taken.position, credit?.bonusId ?? null, credit?.wallet ?? null],
  );
  // The row as just written: no need to read it back.
  const claimed: IssueRow = {
    ...issue,
    status,
    expired: false,
    amount: taken.amount.toString(),
    draw_sequence: taken.sequence,
    draw_position: taken.position,
    wallet: credit?.wallet ?? null,
  };
  return { issue: issueAnswer(claimed), replayed: false };
}

/**
 * Claims the member's reward `issueId` (`only`: refuse other kinds, as the raffle call does).
 * Another member's id is answered like a missing one.
 */
export async function claimReward(db: Db, sealer: SecretSealer, memberId: string, issueId: string, only?: IssueRow['kind']): Promise<RewardClaimed> {
  try {
    return await db.transaction((tx) => claimInTransaction(tx, sealer, memberId, issueId, only));
  } catch (error) {
    // Two claims of one member for the same place of a campaign: the first holds it.
    if (databaseError(error).constraint === 'reward_campaign_claims_pkey') {
      throw new PlatformError(409, 'CLAIM_IN_PROGRESS', 'Another claim of this reward is under way; try again in a moment');
    }
    throw error;
  }
}
