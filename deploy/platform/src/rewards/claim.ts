/**
 * Claiming a reward of the reward centre, in one transaction: the eligibility check, the stock and
 * budget of its campaign (a conditional update, so a cap of N lets exactly N claims through however
 * many race), the member's claim row (unique per campaign, member and sequence: the per-member
 * limit), a raffle's draw, and the payment (as creditReward pays, through reward_credit) under the
 * key reward:<REWARD|RAFFLE>:<issue id>. With an open abuse signal nothing is paid: the claim waits
 * for an operator (review.ts). A claim of a reward already claimed answers that claim again.
 * The writes are one database call (sql/reward_claim_pay.sql): every claim makes four statements
 * (the issue, eligibility, shared identities, the writes) where it made seven.
 */
import type { RewardClaimed } from '@site/shared/contract/rewards/rewards';
import type { SecretSealer } from '../crypto/sealed-secret';
import type { Db } from '../db/database';
import { databaseError } from '../db/database-error';
import { PlatformError } from '../http/errors';
import { postingRefusal } from '../wallet/ledger';
import { checkedCredit, creditAnswer, creditReward, notifyCredit, rewardKey, type CreditedRow, type RewardCredit, type RewardCredited } from './bonus/credit-reward';
import { campaignColumns, campaignOf, eligibilityRuleOf, openCampaignSeed, type CampaignRow } from './campaigns';
import { checkEligibility } from './eligibility';
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
 * What one claim of the campaign would take for this member: the next sequence within the
 * per-member limit and the prize when it is a raffle. The stock, budget and claim row are taken by
 * reward_claim_pay, in the call that pays.
 */
async function campaignClaim(tx: Db, sealer: SecretSealer, campaign: CampaignRow, issue: IssueRow, sequence: number): Promise<{ amount: bigint; sequence: number; position: number | null }> {
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
  return { amount, sequence, position };
}

interface ClaimPaidRow extends Omit<CreditedRow, 'result'> {
  result: CreditedRow['result'] | 'OUT_OF_STOCK' | 'CAMPAIGN_CLOSED';
  status: 'CLAIMED' | 'IN_REVIEW' | null;
}

/**
 * The claim's writes in one database call (sql/reward_claim_pay.sql): the campaign's stock, budget
 * and claim row, then the credit unless an abuse signal is open (the claim then waits for an
 * operator), then the issue's new state. Answers the status and the credit (null in review).
 */
async function payClaim(
  tx: Db,
  issue: IssueRow,
  campaign: CampaignRow | undefined,
  taken: { amount: bigint; sequence: number | null; position: number | null },
): Promise<{ status: 'CLAIMED' | 'IN_REVIEW'; credit: RewardCredited | null }> {
  const credit: RewardCredit = { memberId: issue.member_id, amount: taken.amount, multiplier: issue.multiplier, source: creditSourceOf(issue), reference: issue.id, title: issue.title };
  const { hundredths, wallet } = checkedCredit(credit);
  let row: ClaimPaidRow | undefined;
  try {
    [row] = await tx.query<ClaimPaidRow>(
      `SELECT o_result AS result, o_status AS status, o_bonus_id::text AS id, o_member_id::text AS member_id, o_amount::text AS amount, o_wallet AS wallet,
              o_grant_id::text AS grant_id
       FROM reward_claim_pay($1::bigint, $2::bigint, $3::bigint, $4::int, $5::bigint, $6::int, $7::int, $8, $9, $10, $11)`,
      [issue.id, issue.member_id, campaign?.id ?? null, taken.sequence, taken.amount.toString(), taken.position, Number(hundredths), credit.source,
        credit.reference, rewardKey(credit.source, credit.reference), credit.title],
    );
  } catch (error) {
    // The ledger's own refusals (a key posted with other content) in the platform's words.
    throw postingRefusal(error) ?? error;
  }
  if (!row) throw new Error('rewards: reward_claim_pay answered no row');
  if (row.result === 'OUT_OF_STOCK') throw outOfStock();
  if (row.result === 'CAMPAIGN_CLOSED') throw campaignClosed();
  if (row.status === 'IN_REVIEW') return { status: 'IN_REVIEW', credit: null };
  // A refusal of the credit throws here, which undoes the claim's whole transaction.
  const credited = creditAnswer(credit, wallet, { ...row, result: row.result });
  await notifyCredit(tx, credit, credited);
  return { status: 'CLAIMED', credit: credited };
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

  const taken = campaign ? await campaignClaim(tx, sealer, campaign, issue, target.nextSequence) : { amount: BigInt(issue.amount!), sequence: null, position: null };
  // Recorded before the writes, so that the open-signal look in the same call sees them.
  await recordSharedIdentitySignals(tx, memberId);
  const { status, credit } = await payClaim(tx, issue, campaign, taken);
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
