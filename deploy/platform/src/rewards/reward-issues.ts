/**
 * The reward centre's rows. Every reward a member wins is issued here first (by an operator, a
 * campaign, later by promotions, missions and the rest) and paid only when claimed (claim.ts).
 * Expired is not stored: an issued reward past its claim-by time reads as EXPIRED.
 */
import { MEMBER_PAGE_SIZE } from '@site/shared/contract/member';
import type { OpsIssue, RewardIssue, RewardPage } from '@site/shared/contract/rewards/rewards';
import { CURRENCY_SYMBOL, findMemberByAccount, TRIAL_TYPE } from '../accounts/members';
import { recordOperatorAction } from '../audit/operator-actions';
import type { Db } from '../db/database';
import { isoTime } from '../db/dates';
import { PlatformError } from '../http/errors';
import { refusal } from '../http/refusals';
import { notifyMember, shownAmount } from '../messages/notify';
import { amountOf, formatAmount } from '../wallet/money';
import { campaignByCode } from './campaigns';
import { campaignClosed, campaignNotFound } from './reward-refusals';

export interface IssueRow {
  id: string;
  member_id: string;
  campaign_id: string | null;
  campaign_code: string | null;
  source: string;
  reference: string;
  kind: 'MONEY' | 'RAFFLE_TICKET';
  title: string;
  amount: string | null;
  multiplier: number;
  claim_by: unknown;
  status: 'ISSUED' | 'IN_REVIEW' | 'CLAIMED' | 'REJECTED';
  expired: boolean;
  draw_sequence: number | null;
  draw_position: number | null;
  wallet: 'MAIN' | 'BONUS' | null;
  review_reason: string | null;
  created_at: unknown;
}

export const ISSUE_COLUMNS = `i.id::text AS id, i.member_id::text AS member_id, i.campaign_id::text AS campaign_id, c.code AS campaign_code, i.source,
  i.reference, i.kind, i.title, i.amount::text AS amount, i.multiplier::int AS multiplier, i.claim_by, i.status, (i.status = 'ISSUED' AND i.claim_by <= now()) AS expired,
  i.draw_sequence, i.draw_position, i.wallet, i.review_reason, i.created_at`;
export const ISSUE_FROM = 'reward_issues i LEFT JOIN reward_campaigns c ON c.id = i.campaign_id';

/** A row as the member (and the operator) sees it. */
export function issueAnswer(row: IssueRow): RewardIssue {
  const amount = row.amount === null ? null : BigInt(row.amount);
  return {
    id: row.id,
    source: row.source,
    kind: row.kind,
    title: row.title,
    amount: amount === null ? null : formatAmount(amount),
    multiplier: row.multiplier,
    wagering: amount === null ? null : formatAmount(amount * BigInt(row.multiplier)),
    claimBy: isoTime(row.claim_by),
    status: row.expired ? 'EXPIRED' : row.status,
    reason: row.review_reason,
    wallet: row.wallet,
    proof: row.kind === 'RAFFLE_TICKET' && row.draw_sequence !== null && row.campaign_code ? { campaign: row.campaign_code, issueId: row.id } : null,
    createdAt: isoTime(row.created_at),
  };
}

/** One of the member's own issues, or undefined (another member's is answered like a missing one). */
export async function memberIssue(tx: Db, memberId: string, issueId: string, lock = false): Promise<IssueRow | undefined> {
  const rows = await tx.query<IssueRow>(
    `SELECT ${ISSUE_COLUMNS} FROM ${ISSUE_FROM} WHERE i.id = $1::bigint AND i.member_id = $2::bigint${lock ? ' FOR UPDATE OF i' : ''}`,
    [issueId, memberId],
  );
  return rows[0];
}

export async function issueById(tx: Db, issueId: string): Promise<IssueRow | undefined> {
  const rows = await tx.query<IssueRow>(`SELECT ${ISSUE_COLUMNS} FROM ${ISSUE_FROM} WHERE i.id = $1::bigint`, [issueId]);
  return rows[0];
}

/** The reward centre: the member's rewards, newest first, 15 a page, and the count still claimable. */
export async function listRewards(db: Db, memberId: string, pageNo: number): Promise<RewardPage> {
  const [counts] = await db.query<{ total: number; claimable: number }>(
    `SELECT count(*)::int AS total, (count(*) FILTER (WHERE status = 'ISSUED' AND claim_by > now()))::int AS claimable
     FROM reward_issues WHERE member_id = $1::bigint`,
    [memberId],
  );
  const totalCount = counts?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(totalCount / MEMBER_PAGE_SIZE));
  const page = Math.min(pageNo, totalPages);
  const rows = await db.query<IssueRow>(
    `SELECT ${ISSUE_COLUMNS} FROM ${ISSUE_FROM} WHERE i.member_id = $1::bigint ORDER BY i.created_at DESC, i.id DESC LIMIT $2 OFFSET $3`,
    [memberId, MEMBER_PAGE_SIZE, (page - 1) * MEMBER_PAGE_SIZE],
  );
  return { list: rows.map(issueAnswer), pageNo: page, totalPages, totalCount, claimable: counts?.claimable ?? 0 };
}

const DAY_MS = 86_400_000;

/**
 * An operator's reward to one member, audited (REWARD_ISSUE) in the same transaction. The same
 * reference again answers the first issue; the reference is also the issue's (source OPERATOR).
 */
export async function issueReward(db: Db, operator: string, body: OpsIssue): Promise<{ issue: RewardIssue; replayed: boolean }> {
  const member = await findMemberByAccount(db, body.account);
  if (!member) throw new PlatformError(404, 'USER_NOT_FOUND', 'account: no member has this account', 'account');
  if (Number(member.type) === TRIAL_TYPE) throw refusal('NEED_REAL_ACCOUNT', { field: 'account' });
  const ownAmount = body.amount === undefined ? null : amountOf(body.amount, 'amount');
  return db.transaction(async (tx) => {
    const campaign = body.campaign === undefined ? undefined : await campaignByCode(tx, body.campaign);
    if (body.campaign !== undefined && !campaign) throw campaignNotFound();
    if (campaign && campaign.status !== 'OPEN') throw campaignClosed();
    const details = { memberId: String(member.id), campaign: body.campaign ?? null, amount: ownAmount === null ? null : formatAmount(ownAmount) };
    const audit = await recordOperatorAction(
      tx,
      { operator, action: 'REWARD_ISSUE', reference: body.reference, details },
      { what: 'reward', sameContent: (first) => first.details.memberId === details.memberId && first.details.campaign === details.campaign && first.details.amount === details.amount },
    );
    if (!audit.replayed) {
      const amount = campaign ? (campaign.amount === null ? null : BigInt(campaign.amount)) : ownAmount;
      const claimDays = body.claimDays ?? campaign?.claim_days ?? 7;
      await tx.query(
        `INSERT INTO reward_issues (member_id, campaign_id, source, reference, kind, title, amount, multiplier, claim_by)
         VALUES ($1::bigint, $2::bigint, 'OPERATOR', $3, $4, $5, $6::bigint, $7, now() + make_interval(secs => $8))`,
        [
          String(member.id),
          campaign?.id ?? null,
          body.reference,
          campaign?.kind === 'RAFFLE' ? 'RAFFLE_TICKET' : 'MONEY',
          body.title ?? campaign?.title ?? '',
          amount?.toString() ?? null,
          body.multiplier ?? campaign?.multiplier ?? 0,
          (claimDays * DAY_MS) / 1000,
        ],
      );
    }
    const [row] = await tx.query<IssueRow>(`SELECT ${ISSUE_COLUMNS} FROM ${ISSUE_FROM} WHERE i.source = 'OPERATOR' AND i.reference = $1`, [body.reference]);
    const issue = issueAnswer(row!);
    // An offer waiting to be claimed: promotional, so not written to a member who turned them off or stepped away.
    await notifyMember(
      tx,
      row!.member_id,
      'REWARD_ISSUED',
      { title: row!.title || (row!.amount === null ? '' : `${CURRENCY_SYMBOL} ${shownAmount(formatAmount(BigInt(row!.amount)))}`), claimBy: issue.claimBy },
      `reward-issue:${row!.id}`,
    );
    return { issue, replayed: audit.replayed };
  });
}
