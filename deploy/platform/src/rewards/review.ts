/**
 * The operator's review queue: claims made while the member had an open abuse signal. Approving
 * pays the claim as a claim without signals would have; rejecting pays nothing, returns the stock
 * and budget the claim took and keeps the reason, which the member reads in the reward centre and
 * in the inbox. Both are audited and both leave the issue decided: deciding again answers it as is.
 * Rebate held by open signals is listed beside the claims: clearing the member's signals is its approval.
 */
import type { ReviewDecision, RewardIssue } from '@site/shared/contract/rewards/rewards';
import { findMemberByAccount } from '../accounts/members';
import { recordOperatorAction, TARGET_REFERENCE } from '../audit/operator-actions';
import type { Db } from '../db/database';
import { PlatformError } from '../http/errors';
import { notifyMember } from '../messages/notify';
import { formatAmount } from '../wallet/money';
import { payIssue } from './claim';
import { rebateSummary } from './rebate/rebate-accrued';
import { ISSUE_COLUMNS, ISSUE_FROM, issueAnswer, issueById, type IssueRow } from './reward-issues';
import { reviewNotFound } from './reward-refusals';

/**
 * Members whose rebate open signals hold: a rebate claim is refused while a signal is open (the
 * rebate stays accrued), so the operator finds them here rather than as claims. Members with open
 * signals and unclaimed accrual rows, priced as a claim would price them now.
 */
async function heldRebates(db: Db): Promise<{ member_id: string; account: string; total: string }[]> {
  const members = await db.query<{ member_id: string; account: string }>(
    // From the open signals (a partial index: few rows), never a scan of every member.
    `SELECT m.id::text AS member_id, m.account
     FROM (SELECT DISTINCT member_id FROM member_abuse_signals WHERE status = 'OPEN') s JOIN members m ON m.id = s.member_id
     WHERE EXISTS (SELECT 1 FROM rebate_accruals a WHERE a.member_id = s.member_id AND a.claim_id IS NULL)
     ORDER BY m.id LIMIT 200`,
  );
  const held = [];
  for (const member of members) {
    const { total } = await rebateSummary(db, member.member_id);
    if (total !== '0.00') held.push({ ...member, total });
  }
  return held;
}

export async function reviewQueue(db: Db) {
  const rows = await db.query<IssueRow & { account: string }>(
    `SELECT ${ISSUE_COLUMNS}, m.account FROM ${ISSUE_FROM} JOIN members m ON m.id = i.member_id
     WHERE i.status = 'IN_REVIEW' ORDER BY i.claimed_at, i.id LIMIT 200`,
  );
  const rebates = await heldRebates(db);
  const signals = await db.query<{ member_id: string; kind: string; detail: Record<string, unknown> }>(
    `SELECT member_id::text AS member_id, kind, detail FROM member_abuse_signals WHERE status = 'OPEN' AND member_id = ANY ($1::bigint[]) ORDER BY id`,
    [[...rows.map((row) => row.member_id), ...rebates.map((row) => row.member_id)]],
  );
  const signalsOf = (memberId: string) => signals.filter((signal) => signal.member_id === memberId).map(({ kind, detail }) => ({ kind, detail }));
  return {
    list: rows.map((row) => ({ ...issueAnswer(row), account: row.account, signals: signalsOf(row.member_id) })),
    heldRebates: rebates.map((row) => ({ account: row.account, total: row.total, signals: signalsOf(row.member_id) })),
  };
}

type Decision = ReviewDecision & { decision: 'approve' | 'reject' };

export async function decideReview(db: Db, operator: string, issueId: string, body: Decision): Promise<RewardIssue> {
  return db.transaction(async (tx) => {
    const [issue] = await tx.query<IssueRow>(`SELECT ${ISSUE_COLUMNS} FROM ${ISSUE_FROM} WHERE i.id = $1::bigint FOR UPDATE OF i`, [issueId]);
    if (!issue || issue.status === 'ISSUED') throw reviewNotFound();
    if (issue.status !== 'IN_REVIEW') return issueAnswer(issue);
    await recordOperatorAction(
      tx,
      { operator, action: body.decision === 'approve' ? 'REWARD_APPROVE' : 'REWARD_REJECT', reference: `reward:${issue.id}`, details: { reason: body.reason ?? null } },
      TARGET_REFERENCE,
    );
    const amount = BigInt(issue.amount!);
    const params = { amount: formatAmount(amount), orderNo: issue.title, ...(body.reason ? { reason: body.reason } : {}) };
    if (body.decision === 'approve') {
      const credit = await payIssue(tx, issue, amount);
      await tx.query(`UPDATE reward_issues SET status = 'CLAIMED', bonus_id = $2, wallet = $3, review_reason = $4, reviewed_by = $5, decided_at = now() WHERE id = $1::bigint`, [
        issue.id, credit.bonusId, credit.wallet, body.reason ?? null, operator,
      ]);
      await notifyMember(tx, issue.member_id, 'REWARD_APPROVED', params);
    } else {
      await tx.query(`UPDATE reward_issues SET status = 'REJECTED', review_reason = $2, reviewed_by = $3, decided_at = now() WHERE id = $1::bigint`, [
        issue.id, body.reason, operator,
      ]);
      if (issue.campaign_id !== null) {
        await tx.query(
          `UPDATE reward_campaigns SET stock = stock + 1, budget = budget + $2::bigint WHERE id = $1::bigint`,
          [issue.campaign_id, amount.toString()],
        );
      }
      await notifyMember(tx, issue.member_id, 'REWARD_REJECTED', params);
    }
    return issueAnswer((await issueById(tx, issue.id))!);
  });
}

/** Clears every open abuse signal of the member, audited with the signals it cleared. */
export async function clearSignals(db: Db, operator: string, account: string): Promise<{ cleared: number }> {
  const member = await findMemberByAccount(db, account);
  if (!member) throw new PlatformError(404, 'USER_NOT_FOUND', 'account: no member has this account', 'account');
  return db.transaction(async (tx) => {
    const cleared = await tx.query<{ id: string }>(
      `UPDATE member_abuse_signals SET status = 'CLEARED', cleared_at = now(), cleared_by = $2 WHERE member_id = $1::bigint AND status = 'OPEN' RETURNING id::text AS id`,
      [String(member.id), operator],
    );
    if (cleared.length > 0) {
      const ids = cleared.map((row) => row.id);
      await recordOperatorAction(tx, { operator, action: 'ABUSE_SIGNALS_CLEAR', reference: `signals:${ids[0]}-${ids[ids.length - 1]}`, details: { memberId: String(member.id), signals: ids } });
    }
    return { cleared: cleared.length };
  });
}
