/**
 * Feedback rows: sending (with the rate limits and the related-number check), the member's own
 * reads, the operator's list, replies and status moves.
 *
 * Rate limits are counted from the feedback rows themselves, in the database, under a transaction
 * advisory lock per sender: every server sharing the database counts the same rows, two requests
 * at once cannot both take the last place, and a refused request writes nothing.
 */
import {
  FEEDBACK_FINAL_STATUSES,
  FEEDBACK_NEXT_STATUS,
  type FeedbackCategory,
  type FeedbackItem,
  type FeedbackOpsItem,
  type FeedbackStatus,
} from '@site/shared/contract/feedback';
import { MEMBER_PAGE_SIZE, type Paged } from '@site/shared/contract/member';
import { recordOperatorAction } from '../audit/operator-actions';
import type { Db } from '../db/database';
import { isoTime, isoTimeOrNull } from '../db/dates';
import { claimAttempt, lockIfExhausted, returnAttempt, type AttemptLimit } from '../accounts/limits';
import { notifyMember } from '../messages/notify';
import type { BrandProfile } from '../protection/brand-profile';
import { thumbnailOf, type KeptImage } from './feedback-images';
import { feedbackRefusal } from './feedback-refusals';
import { lockNamed } from '../db/lock-named';

/** Feedback a member may send in an hour. */
export const MEMBER_FEEDBACK_PER_HOUR = 10;
/** Feedback one visitor address may send in an hour. */
export const VISITOR_FEEDBACK_PER_HOUR = 3;
/** Feedback all visitors together may send in an hour (a spam run from many addresses). */
export const VISITORS_FEEDBACK_PER_HOUR = 200;

export type Sender = { kind: 'member'; memberId: string; ip: string } | { kind: 'visitor'; ip: string };

/**
 * Whether the sender is already at a limit: a cheap read before a large body is even read. The
 * count that decides is taken again, under the lock, when the feedback is written.
 */
export async function senderAtLimit(db: Db, sender: Sender): Promise<boolean> {
  if (sender.kind === 'member') {
    const [row] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM feedback WHERE member_id = $1::bigint AND created_at > now() - interval '1 hour'", [sender.memberId]);
    return row!.n >= MEMBER_FEEDBACK_PER_HOUR;
  }
  const [row] = await db.query<{ mine: number; all: number }>(
    `SELECT count(*) FILTER (WHERE ip = $1)::int AS mine, count(*)::int AS all
     FROM feedback WHERE member_id IS NULL AND created_at > now() - interval '1 hour'`,
    [sender.ip],
  );
  return row!.mine >= VISITOR_FEEDBACK_PER_HOUR || row!.all >= VISITORS_FEEDBACK_PER_HOUR;
}

async function claimPlace(tx: Db, sender: Sender): Promise<void> {
  if (sender.kind === 'member') {
    await lockNamed(tx, 'feedback-member', sender.memberId);
  } else {
    // One lock for all visitors: the site-wide count must not be passed by two addresses at once.
    await lockNamed(tx, 'feedback-visitors');
  }
  if (await senderAtLimit(tx, sender)) throw feedbackRefusal('FEEDBACK_TOO_MANY');
}

/** Whether `related` is a deposit or withdrawal order number or a game round id of the member's own. */
async function ownsRelated(tx: Db, memberId: string, related: string): Promise<boolean> {
  const rows = await tx.query(
    `SELECT 1 FROM deposit_orders WHERE order_no = $2 AND member_id = $1::bigint
     UNION ALL SELECT 1 FROM withdrawals WHERE order_no = $2 AND member_id = $1::bigint
     UNION ALL (SELECT 1 FROM game_rounds WHERE round_id = $2 AND member_id = $1::bigint LIMIT 1)
     LIMIT 1`,
    [memberId, related],
  );
  return rows.length > 0;
}

export interface NewFeedback {
  category: FeedbackCategory;
  content: string;
  related?: string;
  /** A visitor's contact, already in its one form (the contract's FeedbackContactSchema). */
  contact?: string;
}

export async function submitFeedback(db: Db, sender: Sender, feedback: NewFeedback, images: KeptImage[]) {
  return db.transaction(async (tx) => {
    await claimPlace(tx, sender);
    const memberId = sender.kind === 'member' ? sender.memberId : null;
    if (feedback.related !== undefined) {
      // Visitors have no orders or rounds; for a member one of someone else's reads as unknown.
      if (memberId === null || !(await ownsRelated(tx, memberId, feedback.related))) throw feedbackRefusal('FEEDBACK_RELATED_UNKNOWN', 'related');
    }
    const [row] = await tx.query<{ id: number; reference_no: string; status: FeedbackStatus }>(
      `WITH next AS (SELECT nextval(pg_get_serial_sequence('feedback', 'id')) AS id)
       INSERT INTO feedback (id, reference_no, member_id, ip, category, content, related, contact)
       SELECT next.id, 'F' || to_char(site_day(now()), 'YYYYMMDD') || lpad(next.id::text, 6, '0'), $1::bigint, $2, $3, $4, $5, $6 FROM next
       RETURNING id::int AS id, reference_no, status`,
      // A member's account is their contact: a contact sent with a member's feedback is not kept.
      [memberId, sender.ip, feedback.category, feedback.content, feedback.related ?? null, memberId === null ? (feedback.contact ?? null) : null],
    );
    for (const [position, image] of images.entries()) {
      await tx.query(
        'INSERT INTO feedback_images (feedback_id, position, content_type, width, height, bytes, sha256) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [row!.id, position, image.contentType, image.width, image.height, image.bytes, image.sha256],
      );
    }
    return { id: row!.id, referenceNo: row!.reference_no, status: row!.status };
  });
}

interface FeedbackRow {
  id: number;
  reference_no: string;
  member_id: string | null;
  account: string | null;
  category: FeedbackCategory;
  content: string;
  related: string | null;
  status: FeedbackStatus;
  created_at: unknown;
  updated_at: unknown;
  escalated_at: unknown;
}
const FEEDBACK_COLUMNS = `f.id::int AS id, f.reference_no, f.member_id::text AS member_id, m.account, f.category, f.content, f.related, f.status,
  f.created_at, f.updated_at, f.escalated_at`;
const FEEDBACK_FROM = 'feedback f LEFT JOIN members m ON m.id = f.member_id';

/** The dispute body a complaint's final answer names; null for anything else. */
export function disputeBodyFor(category: FeedbackCategory, status: FeedbackStatus, profile: BrandProfile): { name: string; url: string } | null {
  return category === 'COMPLAINT' && FEEDBACK_FINAL_STATUSES.includes(status) ? { ...profile.disputeBody } : null;
}

async function views(db: Db, rows: FeedbackRow[], profile: BrandProfile): Promise<FeedbackOpsItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [images, replies] = await Promise.all([
    db.query<{ feedback_id: number; id: number; content_type: 'image/png' | 'image/jpeg'; width: number; height: number; size: number }>(
      `SELECT feedback_id::int AS feedback_id, id::int AS id, content_type, width, height, octet_length(bytes) AS size
       FROM feedback_images WHERE feedback_id = ANY($1::bigint[]) ORDER BY feedback_id, position`,
      [ids],
    ),
    db.query<{ feedback_id: number; operator: string; message: string; created_at: unknown }>(
      'SELECT feedback_id::int AS feedback_id, operator, message, created_at FROM feedback_replies WHERE feedback_id = ANY($1::bigint[]) ORDER BY feedback_id, id',
      [ids],
    ),
  ]);
  return rows.map((row) => ({
    id: row.id,
    referenceNo: row.reference_no,
    account: row.account,
    category: row.category,
    content: row.content,
    related: row.related,
    status: row.status,
    createdAt: isoTime(row.created_at),
    updatedAt: isoTime(row.updated_at),
    escalatedAt: isoTimeOrNull(row.escalated_at),
    images: images.filter((image) => image.feedback_id === row.id).map(({ id, content_type, width, height, size }) => ({ id, contentType: content_type, width, height, size: Number(size) })),
    replies: replies.filter((reply) => reply.feedback_id === row.id).map((reply) => ({ operator: reply.operator, message: reply.message, createdAt: isoTime(reply.created_at) })),
    disputeBody: disputeBodyFor(row.category, row.status, profile),
  }));
}

/** What the member reads: no account, no operator names, no escalation. */
function memberView(item: FeedbackOpsItem): FeedbackItem {
  const { account: _account, escalatedAt: _escalatedAt, replies, ...rest } = item;
  return { ...rest, replies: replies.map(({ message, createdAt }) => ({ message, createdAt })) };
}

export async function ownFeedbackPage(db: Db, memberId: string, pageNo: number, profile: BrandProfile): Promise<Paged<FeedbackItem>> {
  const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM feedback WHERE member_id = $1::bigint', [memberId]);
  const rows = await db.query<FeedbackRow>(
    `SELECT ${FEEDBACK_COLUMNS} FROM ${FEEDBACK_FROM} WHERE f.member_id = $1::bigint ORDER BY f.created_at DESC, f.id DESC LIMIT $2 OFFSET $3`,
    [memberId, MEMBER_PAGE_SIZE, (pageNo - 1) * MEMBER_PAGE_SIZE],
  );
  const totalCount = count!.n;
  return { list: (await views(db, rows, profile)).map(memberView), pageNo, totalPages: Math.max(1, Math.ceil(totalCount / MEMBER_PAGE_SIZE)), totalCount };
}

async function feedbackRow(db: Db, id: number, memberId: string | null, lock = false): Promise<FeedbackRow> {
  const rows = await db.query<FeedbackRow>(
    `SELECT ${FEEDBACK_COLUMNS} FROM ${FEEDBACK_FROM} WHERE f.id = $1::bigint AND ($2::bigint IS NULL OR f.member_id = $2::bigint)${lock ? ' FOR UPDATE OF f' : ''}`,
    [id, memberId],
  );
  if (!rows[0]) throw feedbackRefusal('FEEDBACK_NOT_FOUND');
  return rows[0];
}

/** One feedback of the member's own; another member's is 404 like a missing one. */
export async function ownFeedback(db: Db, memberId: string, id: number, profile: BrandProfile): Promise<FeedbackItem> {
  const [view] = await views(db, [await feedbackRow(db, id, memberId)], profile);
  return memberView(view!);
}

/** Lookups that find nothing, per address: 10 in a row, then an hour without any. */
export const LOOKUP_MISSES: AttemptLimit = { maxInRow: 10, lockMs: 60 * 60 * 1000, quietMs: 60 * 60 * 1000 };

/**
 * A visitor's feedback by reference number and contact, both matching; every miss answers the same
 * 404 and counts against the address (claimed before the look, so parallel guesses get no more
 * tries than sequential ones); a find gives its try back.
 */
export async function lookUpFeedback(db: Db, ip: string, referenceNo: string, contact: string, profile: BrandProfile): Promise<FeedbackItem> {
  const subject = `feedback-lookup|${ip}`;
  if (!(await claimAttempt(db, subject, LOOKUP_MISSES))) throw feedbackRefusal('FEEDBACK_TOO_MANY');
  const rows = await db.query<FeedbackRow>(
    `SELECT ${FEEDBACK_COLUMNS} FROM ${FEEDBACK_FROM} WHERE f.reference_no = $1 AND f.member_id IS NULL AND f.contact = $2`,
    [referenceNo, contact],
  );
  if (!rows[0]) {
    await lockIfExhausted(db, subject, LOOKUP_MISSES);
    throw feedbackRefusal('FEEDBACK_NOT_FOUND');
  }
  await returnAttempt(db, subject);
  const [view] = await views(db, rows, profile);
  return memberView(view!);
}

export async function opsFeedback(db: Db, id: number, profile: BrandProfile): Promise<FeedbackOpsItem> {
  const [view] = await views(db, [await feedbackRow(db, id, null)], profile);
  return view!;
}

/** A picture, for its sender (memberId) or an operator (null). */
export async function feedbackImage(db: Db, imageId: number, memberId: string | null, size: 'full' | 'thumbnail' = 'full') {
  const [row] = await db.query<{ id: number; content_type: 'image/png' | 'image/jpeg'; bytes: Uint8Array }>(
    `SELECT i.id::int AS id, i.content_type, i.bytes FROM feedback_images i JOIN feedback f ON f.id = i.feedback_id
     WHERE i.id = $1::bigint AND ($2::bigint IS NULL OR f.member_id = $2::bigint)`,
    [imageId, memberId],
  );
  if (!row) throw feedbackRefusal('FEEDBACK_IMAGE_NOT_FOUND');
  const bytes = size === 'thumbnail' ? await thumbnailOf(row.bytes, row.content_type) : Buffer.from(row.bytes);
  return { id: row.id, contentType: row.content_type, data: bytes.toString('base64') };
}

export interface OpsQuery {
  status?: FeedbackStatus;
  category?: FeedbackCategory;
  escalated?: 'true' | 'false';
  pageNo: number;
  pageSize: number;
}

/** The operator's list: escalated first, then the oldest waiting first. */
export async function opsFeedbackPage(db: Db, query: OpsQuery, profile: BrandProfile): Promise<Paged<FeedbackOpsItem>> {
  const where = `($1::text IS NULL OR f.status = $1) AND ($2::text IS NULL OR f.category = $2)
    AND ($3::boolean IS NULL OR (f.escalated_at IS NOT NULL) = $3::boolean)`;
  const params = [query.status ?? null, query.category ?? null, query.escalated === undefined ? null : query.escalated === 'true'];
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM feedback f WHERE ${where}`, params);
  const rows = await db.query<FeedbackRow>(
    `SELECT ${FEEDBACK_COLUMNS} FROM ${FEEDBACK_FROM} WHERE ${where}
     ORDER BY (f.escalated_at IS NULL), f.created_at, f.id LIMIT $4 OFFSET $5`,
    [...params, query.pageSize, (query.pageNo - 1) * query.pageSize],
  );
  const totalCount = count!.n;
  return { list: await views(db, rows, profile), pageNo: query.pageNo, totalPages: Math.max(1, Math.ceil(totalCount / query.pageSize)), totalCount };
}

/**
 * An operator's reply: one feedback_replies row and, for a member's feedback, exactly one inbox
 * message, in one transaction with the audit record; a repeated reference writes nothing.
 */
export async function replyToFeedback(db: Db, operator: string, id: number, reference: string, message: string, profile: BrandProfile) {
  const replayed = await db.transaction(async (tx) => {
    const row = await feedbackRow(tx, id, null, true);
    const { replayed } = await recordOperatorAction(
      tx,
      { operator, action: 'FEEDBACK_REPLY', reference, details: { feedbackId: id, referenceNo: row.reference_no, message } },
      { what: 'reply', sameContent: (first) => first.details.feedbackId === id && first.details.message === message },
    );
    if (replayed) return true;
    if (row.status === 'CLOSED') throw feedbackRefusal('FEEDBACK_CLOSED');
    const dispute = disputeBodyFor(row.category, row.status, profile);
    const messageId =
      row.member_id === null
        ? null
        : await notifyMember(tx, row.member_id, 'FEEDBACK_REPLIED', {
            feedbackNo: row.reference_no,
            reply: message,
            ...(dispute ? { disputeBody: `${dispute.name} (${dispute.url})` } : {}),
          });
    await tx.query('INSERT INTO feedback_replies (feedback_id, operator, message, message_id) VALUES ($1::bigint, $2, $3, $4::bigint)', [id, operator, message, messageId]);
    // Answering opens the work on it: an Open feedback moves to In progress (its one allowed move).
    await tx.query(
      `UPDATE feedback SET first_reply_at = coalesce(first_reply_at, now()), updated_at = now(),
         status = CASE WHEN status = 'OPEN' THEN 'IN_PROGRESS' ELSE status END
       WHERE id = $1::bigint`,
      [id],
    );
    return false;
  });
  return { feedback: await opsFeedback(db, id, profile), replayed };
}

/** Moves a feedback to its next status; any other move is 409 FEEDBACK_STATUS_MOVE. */
export async function moveFeedback(db: Db, operator: string, id: number, reference: string, status: Exclude<FeedbackStatus, 'OPEN'>, profile: BrandProfile) {
  const replayed = await db.transaction(async (tx) => {
    const row = await feedbackRow(tx, id, null, true);
    const { replayed } = await recordOperatorAction(
      tx,
      { operator, action: 'FEEDBACK_STATUS', reference, details: { feedbackId: id, referenceNo: row.reference_no, from: row.status, to: status } },
      { what: 'status change', sameContent: (first) => first.details.feedbackId === id && first.details.to === status },
    );
    if (replayed) return true;
    if (FEEDBACK_NEXT_STATUS[row.status] !== status) throw feedbackRefusal('FEEDBACK_STATUS_MOVE', 'status');
    await tx.query('UPDATE feedback SET status = $2, updated_at = now() WHERE id = $1::bigint AND status = $3', [id, status, row.status]);
    return false;
  });
  return { feedback: await opsFeedback(db, id, profile), replayed };
}
