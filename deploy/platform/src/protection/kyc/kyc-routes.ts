/** The member's KYC calls and the operator's review queue and monitoring signals. */
import { kycEndpoints as calls, type KycStatus } from '@site/shared/contract/protection/kyc';
import { accountOf } from '../../accounts/session-auth';
import { operatorName, recordOperatorAction } from '../../audit/operator-actions';
import type { Db } from '../../db/database';
import { isoTime } from '../../db/dates';
import type { EndpointRoute } from '../../http/endpoint-routes';
import { formatAmount } from '../../wallet/money';
import type { BrandProfile } from '../brand-profile';
import { kycRefusal } from './kyc-refusals';
import { sourceOfFundsDueList } from './source-of-funds-due';
import { identityState, kycState, today } from './kyc-state';
import { readDocumentFile, reviewQueue, reviewSubmission, submissionsOf, submitDocuments } from './kyc-submissions';
import { scanRecent } from './signals';

/** Three files of 5 MB in base64 (4/3 larger) and the JSON around them. */
export const KYC_BODY_LIMIT = 21 * 1024 * 1024;

/** The status the member and the operator read. */
export async function kycStatus(db: Db, memberId: string, profile: BrandProfile, now: Date): Promise<KycStatus> {
  const [state, submissions] = await Promise.all([kycState(db, memberId, profile, now), submissionsOf(db, memberId)]);
  return {
    level: state.level,
    realNameSet: state.realName !== null,
    verifiedName: state.verifiedName,
    identityExpiresOn: state.identityExpiresOn,
    depositsCounted: formatAmount(state.depositsCounted),
    amlThreshold: profile.amlThreshold,
    amlWindowDays: profile.amlWindowDays,
    dueAt: state.dueAt?.toISOString() ?? null,
    overdue: state.overdue,
    identityPending: submissions.some((submission) => submission.kind === 'IDENTITY' && submission.state === 'PENDING'),
    sourceOfFundsThreshold: profile.sourceOfFundsThreshold,
    sourceOfFundsRequired: state.sourceOfFundsRequired,
    sourceOfFundsPending: submissions.some((submission) => submission.kind === 'SOURCE_OF_FUNDS' && submission.state === 'PENDING'),
    submissions,
  };
}

const stripMember = <T extends { memberId: string }>({ memberId: _memberId, ...rest }: T): Omit<T, 'memberId'> => rest;

interface SignalRow {
  id: number;
  account: string;
  kind: string;
  details: Record<string, string | number>;
  state: 'OPEN' | 'CLOSED';
  detected_at: unknown;
  closed_by: string | null;
  note: string | null;
}
const SIGNAL_COLUMNS = 's.id::int AS id, m.account, s.kind, s.details, s.state, s.detected_at, s.closed_by, s.note';
const signalView = (row: SignalRow) => ({
  id: row.id,
  account: row.account,
  kind: row.kind as never,
  details: row.details,
  state: row.state,
  detectedAt: isoTime(row.detected_at),
  closedBy: row.closed_by,
  note: row.note,
});

export function registerKycRoutes(route: EndpointRoute, { db, profile }: { db: Db; profile: () => BrandProfile }): void {
  const me = (request: Parameters<typeof accountOf>[0]) => String(accountOf(request).memberId);

  route(calls.status, (request) => kycStatus(db, me(request), profile(), new Date()));

  route(
    calls.upload,
    async (request) => {
      const { submission, replayed } = await submitDocuments(db, me(request), request.body, new Date());
      return { ...submission, replayed };
    },
    { bodyLimit: KYC_BODY_LIMIT },
  );

  route(calls.file, (request) => readDocumentFile(db, request.params.fileId, me(request)));

  route(calls.opsQueue, async (request) => {
    const now = new Date();
    const queue = await reviewQueue(db, request.query.state);
    const list = [];
    for (const item of queue) list.push({ ...stripMember(item), level: (await identityState(db, item.memberId, now)).level });
    return { list };
  });

  route(calls.opsFile, (request) => readDocumentFile(db, request.params.fileId, null));

  const reviewed = async (submission: Awaited<ReturnType<typeof reviewSubmission>>) => ({
    submission: { ...stripMember(submission.submission), level: (await identityState(db, submission.submission.memberId, new Date())).level },
    replayed: submission.replayed,
  });
  route(calls.opsApprove, async (request) => {
    const { reference, verifiedName, expiresOn } = request.body;
    return reviewed(await reviewSubmission(db, operatorName(request), request.params.submissionId, reference, { approve: true, verifiedName, expiresOn }, new Date()));
  });
  route(calls.opsReject, async (request) => {
    const { reference, reason } = request.body;
    return reviewed(await reviewSubmission(db, operatorName(request), request.params.submissionId, reference, { approve: false, reason }, new Date()));
  });

  route(calls.opsMember, async (request) => {
    const [member] = await db.query<{ id: string }>('SELECT id::text AS id FROM members WHERE account = $1', [request.params.account]);
    if (!member) throw kycRefusal('KYC_MEMBER_NOT_FOUND');
    return kycStatus(db, member.id, profile(), new Date());
  });

  route(calls.opsSourceOfFundsDue, (request) => sourceOfFundsDueList(db, profile(), request.query, today(new Date())));

  route(calls.opsSignals, async (request) => {
    const rows = await db.query<SignalRow>(
      `SELECT ${SIGNAL_COLUMNS} FROM aml_signals s JOIN members m ON m.id = s.member_id
       WHERE s.state = $1 AND ($2::text IS NULL OR m.account = $2) ORDER BY s.detected_at DESC, s.id DESC LIMIT 100`,
      [request.query.state, request.query.account ?? null],
    );
    return { list: rows.map(signalView) };
  });

  route(calls.opsSignalScan, () => scanRecent(db, profile(), new Date()));

  route(calls.opsSignalClose, async (request) => {
    const operator = operatorName(request);
    const { signalId } = request.params;
    return db.transaction(async (tx) => {
      const [locked] = await tx.query<{ state: string }>('SELECT state FROM aml_signals WHERE id = $1::bigint FOR UPDATE', [signalId]);
      if (!locked) throw kycRefusal('AML_SIGNAL_NOT_FOUND');
      const { replayed } = await recordOperatorAction(
        tx,
        { operator, action: 'AML_SIGNAL_CLOSE', reference: request.body.reference, details: { signalId, note: request.body.note } },
        { what: 'signal', sameContent: (first) => first.details.signalId === signalId },
      );
      // Closing a closed signal changes nothing: the first note stays.
      if (!replayed && locked.state === 'OPEN') {
        await tx.query("UPDATE aml_signals SET state = 'CLOSED', closed_by = $2, closed_at = now(), note = $3 WHERE id = $1::bigint", [signalId, operator, request.body.note]);
      }
      const [row] = await tx.query<SignalRow>(`SELECT ${SIGNAL_COLUMNS} FROM aml_signals s JOIN members m ON m.id = s.member_id WHERE s.id = $1::bigint`, [signalId]);
      return { signal: signalView(row!), replayed };
    });
  });
}
