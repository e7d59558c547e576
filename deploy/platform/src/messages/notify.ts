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
] as const;
export type NotificationTemplate = (typeof NOTIFICATION_TEMPLATES)[number];

export interface NotificationParams {
  /** The amount as the member sees it, e.g. '1,000.00'. */
  amount: string;
  /** The order (or slice) number the member can quote. */
  orderNo: string;
  /** Why, when refused or failed. */
  reason?: string;
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
};

/** Writes a template message to the member's inbox, in the caller's transaction. */
export async function notifyMember(tx: Db, memberId: string | number, template: NotificationTemplate, params: NotificationParams): Promise<void> {
  await tx.query(
    `INSERT INTO member_messages (member_id, title, content, template, params) VALUES ($1::bigint, $2, '', $3, $4::jsonb)`,
    [String(memberId), STORED_TITLES[template], template, JSON.stringify(params)],
  );
}
