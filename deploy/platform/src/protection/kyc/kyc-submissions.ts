/**
 * Submissions: the member sends one document in 1-3 files, an operator approves (with the name the
 * document prints and its last valid day) or rejects it with a reason. Files are read one at a
 * time, by their owner or an operator; anyone else is told the file does not exist.
 */
import { normalizeRealName } from '@site/shared/contract/member';
import type { KycDocumentKind, KycSubmission, KycSubmissionState, KycUpload } from '@site/shared/contract/protection/kyc';
import type { Db } from '../../db/database';
import { isoTime, isoTimeOrNull } from '../../db/dates';
import { validationError } from '../../http/errors';
import { onceByRequest } from '../../http/idempotent';
import { recordOperatorAction, type ReferenceRule } from '../../audit/operator-actions';
import { notifyMember } from '../../messages/notify';
import { checkDocumentFiles } from './kyc-files';
import { kycRefusal } from './kyc-refusals';
import { today } from './kyc-state';

/** Submissions one member may have waiting for review at once, so the queue cannot be flooded. */
export const MAX_PENDING_SUBMISSIONS = 3;
/** How many of a member's submissions the status shows, newest first. */
const SHOWN_SUBMISSIONS = 20;

const SUBMISSION_COLUMNS = `s.id::int AS id, s.member_id::text AS member_id, s.kind, s.state, s.reject_reason, s.expires_on::text AS expires_on,
  s.uploaded_at, s.reviewed_at, s.verified_name`;

interface SubmissionRow {
  id: number;
  member_id: string;
  kind: KycDocumentKind;
  state: KycSubmissionState;
  reject_reason: string | null;
  expires_on: string | null;
  uploaded_at: unknown;
  reviewed_at: unknown;
  verified_name: string | null;
}

async function filesOf(db: Db, submissionIds: number[]): Promise<Map<number, KycSubmission['files']>> {
  const rows = await db.query<{ submission_id: number; id: number; name: string; content_type: KycSubmission['files'][number]['contentType']; size: number }>(
    'SELECT submission_id::int AS submission_id, id::int AS id, name, content_type, size FROM kyc_files WHERE submission_id = ANY($1::bigint[]) ORDER BY id',
    [submissionIds],
  );
  const files = new Map<number, KycSubmission['files']>();
  for (const row of rows) files.set(row.submission_id, [...(files.get(row.submission_id) ?? []), { id: row.id, name: row.name, contentType: row.content_type, size: row.size }]);
  return files;
}

async function views(db: Db, rows: SubmissionRow[]): Promise<(KycSubmission & { memberId: string })[]> {
  const files = await filesOf(db, rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    memberId: row.member_id,
    kind: row.kind,
    state: row.state,
    rejectReason: row.reject_reason,
    expiresOn: row.expires_on,
    uploadedAt: isoTime(row.uploaded_at),
    reviewedAt: isoTimeOrNull(row.reviewed_at),
    files: files.get(row.id) ?? [],
  }));
}

const memberView = ({ memberId: _memberId, ...view }: KycSubmission & { memberId: string }): KycSubmission => view;

/** The member's submissions, newest first. */
export async function submissionsOf(db: Db, memberId: string): Promise<KycSubmission[]> {
  const rows = await db.query<SubmissionRow>(`SELECT ${SUBMISSION_COLUMNS} FROM kyc_submissions s WHERE s.member_id = $1::bigint ORDER BY s.id DESC LIMIT ${SHOWN_SUBMISSIONS}`, [memberId]);
  return (await views(db, rows)).map(memberView);
}

/**
 * Keeps a submission. The files are checked before anything is written; the member's row is locked
 * so concurrent sends queue and the pending bound holds. The same requestId with the same files
 * answers the first submission; with other files it is 409 IDEMPOTENCY_CONFLICT.
 */
export async function submitDocuments(db: Db, memberId: string, input: KycUpload, now: Date): Promise<{ submission: KycSubmission; replayed: boolean }> {
  const files = checkDocumentFiles(input.files);
  return db.transaction(async (tx) => {
    const [member] = await tx.query<{ payee_name: string | null }>('SELECT payee_name FROM members WHERE id = $1::bigint FOR UPDATE', [memberId]);
    return onceByRequest<{ row: SubmissionRow; hashes: string }, { submission: KycSubmission; replayed: boolean }>({
      what: 'submission',
      earlier: async () => {
        const [row] = await tx.query<SubmissionRow>(`SELECT ${SUBMISSION_COLUMNS} FROM kyc_submissions s WHERE s.member_id = $1::bigint AND s.request_id = $2`, [memberId, input.requestId]);
        if (!row) return undefined;
        const hashes = await tx.query<{ sha256: string }>('SELECT sha256 FROM kyc_files WHERE submission_id = $1::bigint ORDER BY id', [row.id]);
        return { row, hashes: hashes.map((file) => file.sha256).join() };
      },
      sameContent: (earlier) => earlier.row.kind === input.kind && earlier.hashes === files.map((file) => file.sha256).join(),
      replay: async (earlier) => ({ submission: memberView((await views(tx, [earlier.row]))[0]!), replayed: true }),
      firstTime: async () => {
        if (input.kind === 'IDENTITY' && !member?.payee_name) throw kycRefusal('KYC_REAL_NAME_REQUIRED');
        const [pending] = await tx.query<{ n: number }>("SELECT count(*)::int AS n FROM kyc_submissions WHERE member_id = $1::bigint AND state = 'PENDING'", [memberId]);
        if ((pending?.n ?? 0) >= MAX_PENDING_SUBMISSIONS) throw kycRefusal('KYC_TOO_MANY_PENDING');
        const [inserted] = await tx.query<SubmissionRow>(
          `INSERT INTO kyc_submissions AS s (member_id, kind, request_id, uploaded_at) VALUES ($1::bigint, $2, $3, $4::timestamptz) RETURNING ${SUBMISSION_COLUMNS}`,
          [memberId, input.kind, input.requestId, now.toISOString()],
        );
        for (const file of files) {
          await tx.query('INSERT INTO kyc_files (submission_id, member_id, name, content_type, size, sha256, data) VALUES ($1::bigint, $2::bigint, $3, $4, $5, $6, $7)', [
            inserted!.id,
            memberId,
            file.name,
            file.contentType,
            file.bytes.length,
            file.sha256,
            file.bytes,
          ]);
        }
        const [view] = await views(tx, [inserted!]);
        return { submission: memberView(view!), replayed: false };
      },
    });
  });
}

export interface StoredFile {
  id: number;
  name: string;
  contentType: KycSubmission['files'][number]['contentType'];
  data: string;
}

/** One file, for its owner (`memberId`) or an operator (null); anyone else gets 404 like a missing file. */
export async function readDocumentFile(db: Db, fileId: number, memberId: string | null): Promise<StoredFile> {
  const [row] = await db.query<{ id: number; name: string; content_type: StoredFile['contentType']; data: Uint8Array }>(
    'SELECT id::int AS id, name, content_type, data FROM kyc_files WHERE id = $1::bigint AND ($2::bigint IS NULL OR member_id = $2::bigint)',
    [fileId, memberId],
  );
  if (!row) throw kycRefusal('KYC_FILE_NOT_FOUND');
  return { id: row.id, name: row.name, contentType: row.content_type, data: Buffer.from(row.data).toString('base64') };
}

export interface QueueItem extends KycSubmission {
  account: string;
  realName: string | null;
}

/** Submissions in `state` with their member, oldest first, at most 100. */
export async function reviewQueue(db: Db, state: KycSubmissionState): Promise<(QueueItem & { memberId: string })[]> {
  const rows = await db.query<SubmissionRow & { account: string; payee_name: string | null }>(
    `SELECT ${SUBMISSION_COLUMNS}, m.account, m.payee_name FROM kyc_submissions s JOIN members m ON m.id = s.member_id
     WHERE s.state = $1 ORDER BY s.uploaded_at, s.id LIMIT 100`,
    [state],
  );
  const list = await views(db, rows);
  return list.map((view, index) => ({ ...view, account: rows[index]!.account, realName: rows[index]!.payee_name }));
}

async function queueItem(db: Db, submissionId: number): Promise<QueueItem & { memberId: string }> {
  const rows = await db.query<SubmissionRow & { account: string; payee_name: string | null }>(
    `SELECT ${SUBMISSION_COLUMNS}, m.account, m.payee_name FROM kyc_submissions s JOIN members m ON m.id = s.member_id WHERE s.id = $1::bigint`,
    [submissionId],
  );
  if (!rows[0]) throw kycRefusal('KYC_SUBMISSION_NOT_FOUND');
  const [view] = await views(db, rows);
  return { ...view!, account: rows[0].account, realName: rows[0].payee_name };
}

/** A reference repeats only the decision it first recorded, on the same submission. */
const sameSubmission = (submissionId: number): ReferenceRule => ({ what: 'review', sameContent: (first) => first.details.submissionId === submissionId });

export type Decision = { approve: true; verifiedName?: string; expiresOn?: string } | { approve: false; reason: string };

/**
 * An operator's decision on a pending submission, audited (KYC_APPROVE or KYC_REJECT) and told
 * to the member's inbox (KYC_APPROVED, or KYC_REJECTED with the reason) in the same transaction. An identity approval keeps the name the document prints: the one given, else the
 * member's real name. A last valid day before today is refused.
 */
export async function reviewSubmission(
  db: Db,
  operator: string,
  submissionId: number,
  reference: string,
  decision: Decision,
  now: Date,
): Promise<{ submission: QueueItem & { memberId: string }; replayed: boolean }> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.query<{ member_id: string; kind: KycDocumentKind; state: KycSubmissionState; payee_name: string | null }>(
      'SELECT s.member_id::text AS member_id, s.kind, s.state, m.payee_name FROM kyc_submissions s JOIN members m ON m.id = s.member_id WHERE s.id = $1::bigint FOR UPDATE OF s',
      [submissionId],
    );
    if (!locked) throw kycRefusal('KYC_SUBMISSION_NOT_FOUND');
    const verifiedName = decision.approve && locked.kind === 'IDENTITY' ? normalizeRealName(decision.verifiedName ?? locked.payee_name ?? '') : null;
    if (decision.approve && locked.kind === 'IDENTITY' && (!verifiedName || verifiedName.length < 2)) throw validationError('verifiedName', 'must name the person on the document');
    if (decision.approve && decision.expiresOn && decision.expiresOn < today(now)) throw validationError('expiresOn', 'must not be in the past');
    const details = decision.approve
      ? { submissionId, verifiedName, expiresOn: decision.expiresOn ?? null }
      : { submissionId, reason: decision.reason };
    const { replayed } = await recordOperatorAction(tx, { operator, action: decision.approve ? 'KYC_APPROVE' : 'KYC_REJECT', reference, details }, sameSubmission(submissionId));
    if (!replayed) {
      if (locked.state !== 'PENDING') throw kycRefusal('KYC_NOT_PENDING');
      await tx.query(
        `UPDATE kyc_submissions SET state = $2, verified_name = $3, expires_on = $4::date, reject_reason = $5, reviewed_by = $6, reviewed_at = $7::timestamptz WHERE id = $1::bigint`,
        [
          submissionId,
          decision.approve ? 'APPROVED' : 'REJECTED',
          verifiedName,
          decision.approve ? (decision.expiresOn ?? null) : null,
          decision.approve ? null : decision.reason,
          operator,
          now.toISOString(),
        ],
      );
      // The member hears of the decision in the inbox, in the same transaction: once per decision,
      // since a submission leaves PENDING once and a repeated reference is a replay that writes nothing.
      await notifyMember(tx, locked.member_id, decision.approve ? 'KYC_APPROVED' : 'KYC_REJECTED', {
        document: locked.kind,
        submissionId,
        ...(decision.approve ? {} : { reason: decision.reason }),
      });
    }
    return { submission: await queueItem(tx, submissionId), replayed };
  });
}
