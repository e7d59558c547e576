/**
 * Notifications to a member's inbox (platform information), written from a template in the
 * transaction of the event they report, so a credited deposit and its message commit together.
 * The template and its values are stored, not a text: each reader gets it in their language.
 */
import type { Db } from '../db/database';

export const NOTIFICATION_TEMPLATES = [
  'DEPOSIT_CREDITED',
  'DEPOSIT_FAILED',
  'WITHDRAWAL_APPROVED',
  'WITHDRAWAL_REJECTED',
  'SLICE_PROOF_RECEIVED',
  'SLICE_REVIEW_CONFIRMED',
  'SLICE_REVIEW_REFUSED',
  'REWARD_APPROVED',
  'REWARD_REJECTED',
  'KYC_APPROVED',
  'KYC_REJECTED',
  'STATEMENT_MONTHLY',
  'FEEDBACK_REPLIED',
] as const;
export type NotificationTemplate = (typeof NOTIFICATION_TEMPLATES)[number];

export interface NotificationParams {
  /** The amount as the member sees it, e.g. '1,000.00'. */
  amount?: string;
  /** The order (or slice) number the member can quote. */
  orderNo?: string;
  /** Why, when refused or failed. */
  reason?: string;
  /** A KYC decision: the document's kind (IDENTITY or SOURCE_OF_FUNDS) and the submission it decided. */
  document?: string;
  submissionId?: number;
  /** A monthly statement: the site month (YYYY-MM) and its figures as the member sees them. */
  month?: string;
  deposits?: string;
  withdrawals?: string;
  netResult?: string;
  minutesPlayed?: string;
  /** A reply to feedback: its reference number, the operator's words, and the dispute body a complaint's final answer names. */
  feedbackNo?: string;
  reply?: string;
  disputeBody?: string;
}

/** The stored title of a template message (English); readers see it translated. */
const STORED_TITLES: Record<NotificationTemplate, string> = {
  DEPOSIT_CREDITED: 'Deposit credited',
  DEPOSIT_FAILED: 'Deposit failed',
  WITHDRAWAL_APPROVED: 'Withdrawal approved',
  WITHDRAWAL_REJECTED: 'Withdrawal rejected',
  SLICE_PROOF_RECEIVED: 'Payment proof received',
  SLICE_REVIEW_CONFIRMED: 'Matched payment confirmed by an operator',
  SLICE_REVIEW_REFUSED: 'Matched payment refused by an operator',
  REWARD_APPROVED: 'Reward approved',
  REWARD_REJECTED: 'Reward rejected',
  KYC_APPROVED: 'Document approved',
  KYC_REJECTED: 'Document not accepted',
  STATEMENT_MONTHLY: 'Your monthly activity statement',
  FEEDBACK_REPLIED: 'Reply to your feedback',
};

/** Writes a template message to the member's inbox, in the caller's transaction; answers its id. */
export async function notifyMember(tx: Db, memberId: string | number, template: NotificationTemplate, params: NotificationParams): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO member_messages (member_id, title, content, template, params) VALUES ($1::bigint, $2, '', $3, $4::jsonb) RETURNING id::text AS id`,
    [String(memberId), STORED_TITLES[template], template, JSON.stringify(params)],
  );
  return row!.id;
}
