/**
 * Notifications to a member's inbox (platform information), written from a template in the
 * transaction of the event they report, so a credited deposit and its message commit together.
 * The template and its values are stored, not a text: each reader gets it in their language.
 *
 * Each template is declared here once, with its class:
 *   - TRANSACTIONAL: money (deposits, withdrawals, bonuses, rebates), account safety (verification,
 *     documents), player protection (limits, time-out, self-exclusion) and decisions on the member's
 *     own requests (claims reviewed, redemptions, promotion applications, feedback). Always written:
 *     a member must learn what happened to their money and their requests.
 *   - PROMOTIONAL: marketing (a reward waiting to be claimed, VIP level changes, missions, referrals).
 *     Not written while a time-out, self-exclusion or register listing is in force, nor to a member
 *     who turned promotional messages off (sql/member_promotions_allowed.sql).
 * The write itself is the database's (sql/member_notify.sql), so the rule lives in one place for the
 * platform's code and the database functions that report events of their own (a grant's closing).
 */
import type { Db } from '../db/database';
import { storedTitle } from './templates';

export type MessageClass = 'TRANSACTIONAL' | 'PROMOTIONAL';

const T = 'TRANSACTIONAL';
const P = 'PROMOTIONAL';

/** Every template with its class. */
export const NOTIFICATION_TEMPLATES = {
  DEPOSIT_CREDITED: T,
  DEPOSIT_FAILED: T,
  WITHDRAWAL_APPROVED: T,
  WITHDRAWAL_REJECTED: T,
  SLICE_PROOF_RECEIVED: T,
  SLICE_REVIEW_CONFIRMED: T,
  SLICE_REVIEW_REFUSED: T,
  REWARD_APPROVED: T,
  REWARD_REJECTED: T,
  KYC_APPROVED: T,
  KYC_REJECTED: T,
  STATEMENT_MONTHLY: T,
  FEEDBACK_REPLIED: T,
  COMPLAINT_ESCALATED: T,
  BONUS_CREDITED: T,
  BONUS_RELEASED: T,
  BONUS_FORFEITED: T,
  BONUS_EXPIRING: T,
  REBATE_CREDITED: T,
  REDEEM_APPROVED: T,
  REDEEM_REJECTED: T,
  PROMOTION_APPROVED: T,
  PROMOTION_REJECTED: T,
  LIMIT_SET: T,
  LIMIT_RAISE_PENDING: T,
  TIME_OUT_STARTED: T,
  SELF_EXCLUSION_STARTED: T,
  VERIFICATION_REQUIRED: T,
  REWARD_ISSUED: P,
  VIP_LEVEL_UP: P,
  VIP_LEVEL_DOWN: P,
  MISSION_COMPLETED: P,
  REFERRAL_QUALIFIED: P,
} as const satisfies Record<string, MessageClass>;
export type NotificationTemplate = keyof typeof NOTIFICATION_TEMPLATES;

export const isPromotional = (template: NotificationTemplate) => NOTIFICATION_TEMPLATES[template] === P;

/**
 * '1234567.50' (the wallet's formatAmount) -> '1,234,567.50': an amount as messages store it (the
 * reader's page adds the currency). Takes the text, not minor units: the wallet area reads the
 * inbox, so this area does not import the wallet's money code.
 */
export function shownAmount(amount: string): string {
  const [whole, fraction] = amount.split('.') as [string, string | undefined];
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction === undefined ? '' : `.${fraction}`}`;
}

export interface NotificationParams {
  /** The amount as the member sees it, e.g. '1,000.00'. */
  amount?: string;
  /** The order (or slice) number the member can quote. */
  orderNo?: string;
  /** Why, when refused or failed. */
  reason?: string;
  /** A KYC document's kind (IDENTITY or SOURCE_OF_FUNDS) and the submission it decided. */
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
  /** A reward or bonus: its title, the wallet it went to (MAIN or BONUS) and the wagering it needs. */
  title?: string;
  wallet?: string;
  wagering?: string;
  /** A bonus's end: FORFEITED, EXPIRED or CLEARED_LOW_BALANCE. */
  cause?: string;
  /** Times (ISO): a bonus's expiry, a reward's claim-by, a limit change's confirmable-from, an exclusion's end, a verification's due time. */
  expiresAt?: string;
  claimBy?: string;
  confirmableFrom?: string;
  until?: string;
  dueAt?: string;
  /** A limit: kind (DEPOSIT, LOSS, WAGER, PLAY_MINUTES), period (SESSION, DAY, WEEK, MONTH) and value as shown (absent: removed). */
  limitKind?: string;
  period?: string;
  value?: string;
  /** A VIP level, a mission's name, a referred friend (masked), a promotion's name, a points-mall item. */
  level?: string;
  mission?: string;
  friend?: string;
  promotion?: string;
  item?: string;
}

/**
 * Writes a template message to the member's inbox, in the caller's transaction; answers its id, or
 * null when nothing was written: a promotional message the member may not receive now, or a `fact`
 * (the business fact it reports, e.g. `bonus-grant:12:expiring`) already reported to this member.
 */
export async function notifyMember(tx: Db, memberId: string | number, template: NotificationTemplate, params: NotificationParams, fact?: string): Promise<string | null> {
  const [row] = await tx.query<{ id: string | null }>('SELECT member_notify($1::bigint, $2, $3::jsonb, $4, $5, $6)::text AS id', [
    String(memberId),
    template,
    JSON.stringify(params),
    fact ?? null,
    isPromotional(template),
    // The stored title is the English wording's: what a reader sees if the template is ever unknown.
    storedTitle(template),
  ]);
  return row?.id ?? null;
}

/**
 * A template's arguments for member_notify when the SQL of the event writes the message itself (a
 * statement that inserts many facts at once): the template, whether it is promotional, its stored title.
 */
export function notifyArguments(template: NotificationTemplate): [string, boolean, string] {
  return [template, isPromotional(template), storedTitle(template)];
}
