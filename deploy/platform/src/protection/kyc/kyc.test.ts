import { depositsEndpoints, MessagePageSchema, messagesEndpoints } from '@site/shared/contract/member';
import type { Paged } from '@site/shared/contract/member';
import { kycEndpoints as kyc, KYC_MAX_BYTES, sameVerifiedName, type SourceOfFundsDueItem } from '@site/shared/contract/protection/kyc';
import { opsCli } from '../../testing/ops-cli';
import { createPlatformFixture, type PlatformFixture } from '../../testing/platform-fixture';
import { creditMember } from '../../wallet/ledger';
import { reconcile } from '../../wallet/reconcile';
import { calls, JPEG_BYTES, PNG_BYTES, withdrawingMember, writtenState, type Calls, type TestMember } from '../../withdrawals/withdrawal-test-support';
import { brandProfileFor } from '../brand-profile';
import { sniffDocumentType } from './kyc-files';
import { noteThresholdsPassed } from './kyc-state';
import { scanMember } from './signals';

let fx: PlatformFixture;
let api: Calls;
const SEA = brandProfileFor('SEA');

beforeAll(async () => {
  fx = await createPlatformFixture({ brandProfile: SEA });
  api = calls(fx);
}, 60_000);

afterAll(async () => {
  await fx?.close();
});

/** A small pdf: header, one empty page, trailer and end marker. */
const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
/** The start of a Windows program (MZ header and DOS stub text). */
const EXE_BYTES = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.from('This program cannot be run in DOS mode.'.repeat(4), 'latin1')]);

const file = (name: string, contentType: string, bytes: Buffer) => ({ name, contentType, data: bytes.toString('base64') });
const png = (name = 'id-front.png') => file(name, 'image/png', PNG_BYTES);

let serial = 0;
const requestId = () => `kyc-test-${Date.now().toString(36)}-${(serial += 1)}`;
const fileUrl = (path: string, fileId: number | string) => path.replace(':fileId', String(fileId));
const submissionUrl = (path: string, id: number) => path.replace(':submissionId', String(id));

function envelope(response: { statusCode: number; json: () => unknown }) {
  const body = response.json() as { success: boolean; errorCode: string | null; field?: string; value: Record<string, unknown> };
  return { status: response.statusCode, errorCode: body.errorCode, field: body.field, value: body.value };
}

async function upload(member: TestMember, files: unknown[], kind = 'IDENTITY', id = requestId()) {
  return envelope(await api.post(member.token, kyc.upload.path, { kind, files, requestId: id }));
}

async function approve(submissionId: number, extra: Record<string, unknown> = {}) {
  return envelope(await api.ops('POST', submissionUrl(kyc.opsApprove.path, submissionId), { reference: `approve-${submissionId}-${requestId()}`, ...extra }));
}

/** The member's inbox in `language`, newest first. */
async function inbox(member: TestMember, language = 'en') {
  const response = await fx.call({ method: 'GET', url: messagesEndpoints.list.path, headers: { authorization: member.token, language } });
  expect(response.statusCode).toBe(200);
  return MessagePageSchema.parse((response.json() as { value: unknown }).value).list;
}

/** The member's verification-required messages, oldest first: their stored values. */
async function verificationNotices(member: TestMember): Promise<Record<string, string>[]> {
  const rows = await fx.db.query<{ params: Record<string, string> }>(
    "SELECT params FROM member_messages WHERE member_id = $1::bigint AND template = 'VERIFICATION_REQUIRED' ORDER BY id",
    [member.memberId],
  );
  return rows.map((row) => row.params);
}

/** The KYC decisions in the member's inbox (what a repeat must not add to). */
async function decisionMessages(member: TestMember): Promise<number> {
  const rows = await fx.db.query<{ n: number }>("SELECT count(*)::int AS n FROM member_messages WHERE member_id = $1::bigint AND template LIKE 'KYC_%'", [member.memberId]);
  return rows[0]!.n;
}

async function status(member: TestMember) {
  const answer = envelope(await api.get(member.token, kyc.status.path));
  expect(answer.status).toBe(200);
  return answer.value as { level: number; verifiedName: string | null; dueAt: string | null; overdue: boolean; depositsCounted: string; sourceOfFundsRequired: boolean; submissions: { id: number; state: string }[] };
}

describe('withdrawal needs identity level 2', () => {
  test('refused before an approved identity document, paid after the approval; levels 0 → 1 → 2', async () => {
    const member = await withdrawingMember(fx, { balance: '500.00', kyc: false });
    expect((await status(member)).level).toBe(1);
    const before = await writtenState(fx);
    const refused = envelope(await api.withdraw(member, '200.00'));
    expect(refused).toMatchObject({ status: 403, errorCode: 'KYC_REQUIRED' });
    expect(await writtenState(fx)).toEqual(before);

    const sent = await upload(member, [png(), file('id-back.JPG', 'image/jpeg', JPEG_BYTES)]);
    expect(sent).toMatchObject({ status: 200, value: { kind: 'IDENTITY', state: 'PENDING', replayed: false } });
    const submissionId = sent.value.id as number;
    // Waiting for review is still level 1.
    expect(envelope(await api.withdraw(member, '200.00')).errorCode).toBe('KYC_REQUIRED');

    const queue = envelope(await api.ops('GET', kyc.opsQueue.path));
    expect((queue.value.list as { id: number; account: string }[]).find((item) => item.id === submissionId)).toMatchObject({ account: member.account, level: 1 });
    expect(await decisionMessages(member)).toBe(0);
    expect(await approve(submissionId)).toMatchObject({ status: 200, value: { submission: { state: 'APPROVED', level: 2 }, replayed: false } });
    expect((await status(member)).level).toBe(2);
    // The member hears of it in the inbox, in the language the inbox is read in.
    expect((await inbox(member))[0]).toMatchObject({ kind: 'NOTICE', title: 'Document approved', content: expect.stringContaining('Your identity document has been approved') });
    expect((await inbox(member, 'vi'))[0]).toMatchObject({ title: 'Giấy tờ đã được duyệt', content: expect.stringContaining('Giấy tờ tùy thân của bạn đã được duyệt') });
    expect(await decisionMessages(member)).toBe(1);
    expect(envelope(await api.withdraw(member, '200.00')).status).toBe(200);
    expect((await reconcile(fx.db)).consistent).toBe(true);
  });

  test('a rejected document leaves level 1 and the member reads the reason; a reviewed submission cannot be reviewed again', async () => {
    const member = await withdrawingMember(fx, { balance: '500.00', kyc: false });
    const sent = await upload(member, [png()]);
    const id = sent.value.id as number;
    const rejected = envelope(await api.ops('POST', submissionUrl(kyc.opsReject.path, id), { reference: `reject-${id}`, reason: 'Photo too blurred to read' }));
    expect(rejected).toMatchObject({ status: 200, value: { submission: { state: 'REJECTED', rejectReason: 'Photo too blurred to read' } } });
    expect((await status(member)).submissions[0]).toMatchObject({ id, state: 'REJECTED', rejectReason: 'Photo too blurred to read' });
    expect((await inbox(member))[0]).toMatchObject({ title: 'Document not accepted', content: expect.stringContaining('Reason: Photo too blurred to read') });
    expect((await inbox(member, 'es'))[0]).toMatchObject({ title: 'Documento no aceptado', content: expect.stringContaining('Motivo: Photo too blurred to read') });
    expect((await inbox(member, 'zh'))[0]!.content).toContain('您的身份证件未被接受');
    expect((await approve(id)).errorCode).toBe('KYC_NOT_PENDING');
    // The same reference again is the same decision: answered, nothing changed, no second message.
    const again = envelope(await api.ops('POST', submissionUrl(kyc.opsReject.path, id), { reference: `reject-${id}`, reason: 'Photo too blurred to read' }));
    expect(again).toMatchObject({ status: 200, value: { replayed: true } });
    expect(await decisionMessages(member)).toBe(1);
    expect(envelope(await api.withdraw(member, '200.00')).errorCode).toBe('KYC_REQUIRED');
  });

  test('the payout holder must be the verified name: another name is refused, accents, case and spaces are not a difference', async () => {
    const other = await withdrawingMember(fx, { balance: '500.00', kyc: false });
    const otherId = (await upload(other, [png()])).value.id as number;
    expect((await approve(otherId, { verifiedName: 'NGUYEN VAN KHAC' })).status).toBe(200);
    const before = await writtenState(fx);
    expect(envelope(await api.withdraw(other, '200.00'))).toMatchObject({ status: 409, errorCode: 'KYC_NAME_MISMATCH', field: 'payoutAccountId' });
    expect(await writtenState(fx)).toEqual(before);

    const member = await withdrawingMember(fx, { balance: '500.00', kyc: false });
    const realName = (await fx.db.query<{ payee_name: string }>('SELECT payee_name FROM members WHERE id = $1::bigint', [member.memberId]))[0]!.payee_name;
    // The document prints the name with marks and in mixed case: the same person.
    const printed = `  ${realName.toLowerCase().replace('e', 'ê').replace(' ', '   ')} `;
    expect(sameVerifiedName(printed, realName)).toBe(true);
    const id = (await upload(member, [png()])).value.id as number;
    expect((await approve(id, { verifiedName: printed })).status).toBe(200);
    expect(envelope(await api.withdraw(member, '200.00')).status).toBe(200);
  });

  test('an approval with a last valid day counts until that day and not after; a day in the past is refused', async () => {
    const member = await withdrawingMember(fx, { balance: '500.00', kyc: false });
    const id = (await upload(member, [png()])).value.id as number;
    expect(await approve(id, { expiresOn: '2001-01-01' })).toMatchObject({ status: 400, errorCode: 'VALIDATION', field: 'expiresOn' });
    expect(await approve(id, { expiresOn: '2999-12-31' })).toMatchObject({ status: 200 });
    expect((await status(member)).level).toBe(2);
    await fx.db.query("UPDATE kyc_submissions SET expires_on = current_date - 2 WHERE id = $1::bigint", [id]);
    expect((await status(member)).level).toBe(1);
    expect(envelope(await api.withdraw(member, '200.00')).errorCode).toBe('KYC_REQUIRED');
  });
});

describe('document files', () => {
  test('the bytes decide: a .png name with pdf or program content, or a declared type the bytes deny, is refused and nothing is kept', async () => {
    const member = await withdrawingMember(fx, { kyc: false });
    const count = async () => (await fx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM kyc_submissions WHERE member_id = $1::bigint', [member.memberId]))[0]!.n;
    const cases: [string, unknown][] = [
      ['pdf content named .png', file('passport.png', 'image/png', PDF_BYTES)],
      ['program named .png', file('passport.png', 'image/png', EXE_BYTES)],
      ['program declared pdf', file('passport.pdf', 'application/pdf', EXE_BYTES)],
      ['png declared as pdf', file('passport.pdf', 'application/pdf', PNG_BYTES)],
      ['pdf named .exe', file('passport.exe', 'application/pdf', PDF_BYTES)],
      ['truncated png', file('passport.png', 'image/png', PNG_BYTES.subarray(0, PNG_BYTES.length - 4))],
    ];
    for (const [what, bad] of cases) {
      expect({ what, ...(await upload(member, [png(), bad])) }).toMatchObject({ what, status: 400, errorCode: 'KYC_FILE_INVALID', field: 'files.1' });
    }
    expect(await count()).toBe(0);
    expect(sniffDocumentType(EXE_BYTES)).toBeNull();
    // A real pdf named for what it is passes.
    expect(await upload(member, [file('statement.PDF', 'application/pdf', PDF_BYTES)], 'SOURCE_OF_FUNDS')).toMatchObject({ status: 200 });
    expect(await count()).toBe(1);
  });

  test('four files are refused; 5 MB is the most a file may be (5 MB + 1 byte refused)', async () => {
    const member = await withdrawingMember(fx, { kyc: false });
    expect(await upload(member, [png(), png(), png(), png()])).toMatchObject({ status: 400, errorCode: 'VALIDATION', field: 'files' });
    // A pdf of exactly 5 MB, then one byte more (padding inside the file, the end marker last).
    const padded = (size: number) => Buffer.concat([PDF_BYTES.subarray(0, 9), Buffer.alloc(size - PDF_BYTES.length, 0x20), PDF_BYTES.subarray(9)]);
    expect(padded(KYC_MAX_BYTES).length).toBe(KYC_MAX_BYTES);
    expect(await upload(member, [file('big.pdf', 'application/pdf', padded(KYC_MAX_BYTES + 1))], 'SOURCE_OF_FUNDS')).toMatchObject({
      status: 400,
      errorCode: 'KYC_FILE_TOO_LARGE',
      field: 'files.0',
    });
    const exact = await upload(member, [file('big.pdf', 'application/pdf', padded(KYC_MAX_BYTES))], 'SOURCE_OF_FUNDS');
    expect(exact).toMatchObject({ status: 200, value: { files: [{ size: KYC_MAX_BYTES }] } });
  }, 60_000);

  test("another member's file is 404 like a missing one; the owner and the operator read it; members cannot review", async () => {
    const owner = await withdrawingMember(fx, { kyc: false });
    const stranger = await withdrawingMember(fx, { kyc: false });
    const sent = await upload(owner, [png()]);
    const fileId = (sent.value.files as { id: number }[])[0]!.id;
    expect(envelope(await api.get(owner.token, fileUrl(kyc.file.path, fileId)))).toMatchObject({ status: 200, value: { id: fileId, contentType: 'image/png', data: PNG_BYTES.toString('base64') } });
    expect(envelope(await api.get(stranger.token, fileUrl(kyc.file.path, fileId)))).toMatchObject({ status: 404, errorCode: 'KYC_FILE_NOT_FOUND' });
    expect(envelope(await api.get(stranger.token, fileUrl(kyc.file.path, 999_999_999)))).toMatchObject({ status: 404, errorCode: 'KYC_FILE_NOT_FOUND' });
    expect(envelope(await api.ops('GET', fileUrl(kyc.opsFile.path, fileId)))).toMatchObject({ status: 200, value: { id: fileId } });
    // A member's token is no operator token: the review calls refuse it.
    const byMember = await api.post(stranger.token, submissionUrl(kyc.opsApprove.path, sent.value.id as number), { reference: 'self-approve' });
    expect(byMember.statusCode).toBe(401);
    expect((await status(owner)).submissions[0]!.state).toBe('PENDING');
  });

  test('the same requestId answers the first submission; with other files it is a conflict; at most 3 wait at once', async () => {
    const member = await withdrawingMember(fx, { kyc: false });
    const id = requestId();
    const first = await upload(member, [png()], 'IDENTITY', id);
    expect(await upload(member, [png()], 'IDENTITY', id)).toMatchObject({ status: 200, value: { id: first.value.id, replayed: true } });
    expect(await upload(member, [file('id.jpg', 'image/jpeg', JPEG_BYTES)], 'IDENTITY', id)).toMatchObject({ status: 409, errorCode: 'IDEMPOTENCY_CONFLICT' });
    await upload(member, [png()]);
    await upload(member, [png()]);
    expect(await upload(member, [png()])).toMatchObject({ status: 409, errorCode: 'KYC_TOO_MANY_PENDING' });
    const noName = await withdrawingMember(fx, { kyc: false, realName: false });
    expect(await upload(noName, [png()])).toMatchObject({ status: 409, errorCode: 'KYC_REAL_NAME_REQUIRED' });
  });
});

describe('the deposit threshold', () => {
  const deposit = (member: TestMember, amount: bigint, key: string) =>
    creditMember(fx.db, { memberId: member.memberId, amount, idempotencyKey: `kyc-test-deposit:${key}`, kind: 'DEPOSIT', source: 'PAYMENT_CLEARING' });
  const bank = (member: TestMember) => api.post(member.token, depositsEndpoints.bankDeposit.path, { amount: '100.00', reference: 'kyc test', requestId: requestId() });

  test('past the threshold level 2 is due within the profile days; play and deposits go on until then, deposits stop after, and resume with level 2', async () => {
    const member = await withdrawingMember(fx, { kyc: false });
    await deposit(member, 150_000n, `${member.memberId}:1`);
    expect(await status(member)).toMatchObject({ depositsCounted: '1500.00', dueAt: null, overdue: false });
    await deposit(member, 50_000n, `${member.memberId}:2`);
    const passed = await status(member);
    expect(passed).toMatchObject({ depositsCounted: '2000.00', overdue: false });
    const dueIn = new Date(passed.dueAt!).getTime() - Date.now();
    expect(dueIn).toBeGreaterThan((SEA.kycDueDays - 1) * 86_400_000);
    expect(dueIn).toBeLessThanOrEqual(SEA.kycDueDays * 86_400_000);
    // The member is told once, with the due time, in the statement that keeps the duty; reading the status again adds nothing.
    await status(member);
    expect(await verificationNotices(member)).toEqual([{ document: 'IDENTITY', dueAt: new Date(passed.dueAt!).toISOString() }]);
    expect((await bank(member)).statusCode).toBe(200);

    await fx.db.query("UPDATE kyc_aml_due SET passed_at = now() - interval '31 days', due_at = now() - interval '1 hour' WHERE member_id = $1::bigint", [member.memberId]);
    expect(await status(member)).toMatchObject({ overdue: true });
    expect(envelope(await bank(member))).toMatchObject({ status: 403, errorCode: 'KYC_OVERDUE' });

    const id = (await upload(member, [png()])).value.id as number;
    await approve(id);
    expect(await status(member)).toMatchObject({ level: 2, dueAt: null, overdue: false });
    expect((await bank(member)).statusCode).toBe(200);
  });

  test('past the source-of-funds threshold a withdrawal needs level 3: a declaration through the same review queue opens it; the duty is kept', async () => {
    const member = await withdrawingMember(fx, { balance: '500.00' });
    expect(await status(member)).toMatchObject({ level: 2, sourceOfFundsRequired: false, sourceOfFundsThreshold: SEA.sourceOfFundsThreshold });
    await deposit(member, 999_999n, `${member.memberId}:sof-1`);
    // One minor unit under the threshold: level 2 is enough.
    expect((await status(member)).sourceOfFundsRequired).toBe(false);
    await deposit(member, 1n, `${member.memberId}:sof-2`);
    // Withdrawn at once, before any sweep or status read noticed the pass: still refused.
    const before = await writtenState(fx);
    expect(envelope(await api.withdraw(member, '200.00'))).toMatchObject({ status: 403, errorCode: 'KYC_SOURCE_OF_FUNDS_REQUIRED' });
    // Nothing of the withdrawal is written; the duty it found is kept, and told to the member with it.
    expect(await writtenState(fx)).toEqual({ ...before, messages: (before.messages ?? 0) + 1 });
    expect(await status(member)).toMatchObject({ level: 2, depositsCounted: '10000.00', sourceOfFundsRequired: true, sourceOfFundsPending: false });
    // Told once: the refused withdrawal and the status read both saw the duty, the first kept it.
    expect(await verificationNotices(member)).toEqual([{ document: 'SOURCE_OF_FUNDS' }]);
    // Deposits go on meanwhile: only money leaving waits.
    expect((await bank(member)).statusCode).toBe(200);

    const sent = await upload(member, [file('payslip.pdf', 'application/pdf', PDF_BYTES)], 'SOURCE_OF_FUNDS');
    expect(sent).toMatchObject({ status: 200, value: { kind: 'SOURCE_OF_FUNDS', state: 'PENDING' } });
    expect(await status(member)).toMatchObject({ sourceOfFundsPending: true, sourceOfFundsRequired: true });
    const queue = envelope(await api.ops('GET', kyc.opsQueue.path));
    expect((queue.value.list as { id: number; kind: string }[]).find((item) => item.id === sent.value.id)).toMatchObject({ kind: 'SOURCE_OF_FUNDS' });
    expect(envelope(await api.withdraw(member, '200.00')).errorCode).toBe('KYC_SOURCE_OF_FUNDS_REQUIRED');
    expect(await approve(sent.value.id as number)).toMatchObject({ status: 200, value: { submission: { kind: 'SOURCE_OF_FUNDS', state: 'APPROVED', level: 3 } } });
    expect(await status(member)).toMatchObject({ level: 3, sourceOfFundsRequired: false });
    expect((await inbox(member))[0]!.content).toContain('Your source of funds declaration has been approved');
    expect(envelope(await api.withdraw(member, '200.00')).status).toBe(200);

    // Kept once passed: a member whose counted deposits fell back under it (the window moved on) still needs level 3.
    const later = await withdrawingMember(fx, { balance: '500.00' });
    await fx.db.query("INSERT INTO kyc_source_of_funds_due (member_id, passed_at, deposits) VALUES ($1::bigint, now() - interval '200 days', 1000000)", [later.memberId]);
    expect(envelope(await api.withdraw(later, '200.00')).errorCode).toBe('KYC_SOURCE_OF_FUNDS_REQUIRED');
  });

  test("the periodic sweep keeps both duties of a member whose credited deposits passed them, and tells the member once however often it runs", async () => {
    const member = await withdrawingMember(fx, { kyc: false });
    const key = `kyc-test-deposit:${member.memberId}:sweep`;
    await deposit(member, 1_000_000n, `${member.memberId}:sweep`);
    const [entry] = await fx.db.query<{ id: string }>('SELECT id::text AS id FROM journal_entries WHERE idempotency_key = $1', [key]);
    await fx.db.query(
      `INSERT INTO deposit_orders (order_no, member_id, channel, amount, state, request_id, entry_id, completed_at)
       VALUES ($1, $2::bigint, 'BANK_TRANSFER', 1000000, 'CREDITED', $3, $4::bigint, now())`,
      [`D${String(Date.now()).slice(-12)}${member.memberId.padStart(6, '0').slice(-6)}`, member.memberId, `sweep-${member.memberId}`, entry!.id],
    );
    const since = new Date(Date.now() - 3_600_000);
    expect(await noteThresholdsPassed(fx.db, SEA, since, new Date())).toBeGreaterThanOrEqual(1);
    await noteThresholdsPassed(fx.db, SEA, since, new Date());
    const notices = await verificationNotices(member);
    expect(notices).toEqual([{ document: 'IDENTITY', dueAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) }, { document: 'SOURCE_OF_FUNDS' }]);
    expect(await status(member)).toMatchObject({ sourceOfFundsRequired: true, dueAt: expect.any(String) });
    expect(await verificationNotices(member)).toHaveLength(2);
  });

  test('the operator reads the same status by account', async () => {
    const member = await withdrawingMember(fx, { kyc: false });
    expect(envelope(await api.ops('GET', kyc.opsMember.path.replace(':account', member.account)))).toMatchObject({ status: 200, value: { level: 1 } });
    expect(envelope(await api.ops('GET', kyc.opsMember.path.replace(':account', 'nobody-here')))).toMatchObject({ status: 404 });
  });
});

describe('members owing a source-of-funds declaration (operator list)', () => {
  const deposit = (member: TestMember, amount: bigint, key: string) =>
    creditMember(fx.db, { memberId: member.memberId, amount, idempotencyKey: `kyc-test-due:${key}`, kind: 'DEPOSIT', source: 'PAYMENT_CLEARING' });
  const page = async (query: string) => {
    const answer = envelope(await api.ops('GET', `${kyc.opsSourceOfFundsDue.path}?${query}`));
    expect({ status: answer.status, errorCode: answer.errorCode }).toEqual({ status: 200, errorCode: null });
    return answer.value as unknown as Paged<SourceOfFundsDueItem>;
  };
  /** Every row of a state, all pages read. */
  const listed = async (state: string) => {
    const rows: SourceOfFundsDueItem[] = [];
    for (let pageNo = 1; ; pageNo += 1) {
      const answer = await page(`state=${state}&pageSize=100&pageNo=${pageNo}`);
      rows.push(...answer.list);
      if (pageNo >= answer.totalPages) return rows;
    }
  };
  /** A member whose deposits reach `amount` (minor units) and whose status read keeps the duty, `hoursAgo` back. */
  const depositor = async (amount: bigint, hoursAgo: number, options: { kyc?: boolean } = {}) => {
    const member = await withdrawingMember(fx, options);
    await deposit(member, amount, member.memberId);
    await status(member);
    await fx.db.query(`UPDATE kyc_source_of_funds_due SET passed_at = now() - make_interval(hours => $2::int) WHERE member_id = $1::bigint`, [member.memberId, hoursAgo]);
    return member;
  };

  test('lists who owes it, with the deposits that made it due, since when and the declaration waiting; newest first; nobody else', async () => {
    const before = new Set((await listed('ALL')).map((item) => item.account));
    const owing = await depositor(1_000_000n, 3);
    const reviewing = await depositor(1_200_000n, 2);
    const sent = await upload(reviewing, [file('payslip.pdf', 'application/pdf', PDF_BYTES)], 'SOURCE_OF_FUNDS');
    expect(sent.status).toBe(200);
    const met = await depositor(1_000_000n, 4);
    const approved = await upload(met, [file('bank.pdf', 'application/pdf', PDF_BYTES)], 'SOURCE_OF_FUNDS');
    expect((await approve(approved.value.id as number)).status).toBe(200);
    const unverified = await depositor(1_500_000n, 1, { kyc: false });
    // One minor unit under the threshold, and no deposit at all: no duty, never listed.
    const under = await depositor(999_999n, 0);
    const quiet = await withdrawingMember(fx);
    await status(quiet);

    const mine = (rows: SourceOfFundsDueItem[]) => rows.filter((item) => !before.has(item.account));
    const row = (member: TestMember, state: string, level: number, deposits: string, pending: number | null) => ({
      account: member.account,
      state,
      level,
      depositsAtPass: deposits,
      threshold: SEA.sourceOfFundsThreshold,
      pendingSubmissionId: pending,
    });
    const owingRows = mine((await page('pageSize=100')).list);
    expect(owingRows).toEqual([
      expect.objectContaining(row(unverified, 'DUE', 1, '15000.00', null)),
      expect.objectContaining(row(reviewing, 'IN_REVIEW', 2, '12000.00', sent.value.id as number)),
      expect.objectContaining(row(owing, 'DUE', 2, '10000.00', null)),
    ]);
    expect(owingRows[2]!.realName).toMatch(/^TEST MEMBER /);
    const since = Date.now() - new Date(owingRows[2]!.passedAt).getTime();
    expect(since).toBeGreaterThan(2.9 * 3_600_000);
    expect(since).toBeLessThan(3.1 * 3_600_000);
    expect(mine(await listed('DUE')).map((item) => item.account)).toEqual([unverified.account, owing.account]);
    expect(mine(await listed('IN_REVIEW')).map((item) => item.account)).toEqual([reviewing.account]);
    expect(mine(await listed('MET'))).toEqual([expect.objectContaining(row(met, 'MET', 3, '10000.00', null))]);
    const all = mine(await listed('ALL')).map((item) => item.account);
    expect(all).toEqual([unverified.account, reviewing.account, owing.account, met.account]);
    expect(all).not.toContain(under.account);
    expect(all).not.toContain(quiet.account);
  });

  test('pages: every page in turn is the whole list once; a page past the end is the last; a bad page, size or state is 400 naming it', async () => {
    for (let n = 0; n < 3; n += 1) await depositor(1_000_000n, 5 + n);
    const whole = await listed('ALL');
    expect(whole.length).toBeGreaterThanOrEqual(3);
    const first = await page('state=ALL&pageSize=2');
    expect(first).toMatchObject({ pageNo: 1, totalCount: whole.length, totalPages: Math.ceil(whole.length / 2) });
    const walked: SourceOfFundsDueItem[] = [...first.list];
    for (let pageNo = 2; pageNo <= first.totalPages; pageNo += 1) walked.push(...(await page(`state=ALL&pageSize=2&pageNo=${pageNo}`)).list);
    expect(walked).toEqual(whole);
    expect(await page(`state=ALL&pageSize=2&pageNo=${first.totalPages + 5}`)).toMatchObject({ pageNo: first.totalPages, list: whole.slice((first.totalPages - 1) * 2) });
    for (const [query, field] of [['pageSize=0', 'pageSize'], ['pageSize=101', 'pageSize'], ['pageNo=0', 'pageNo'], ['state=OPEN', 'state'], ['account=x', 'account']]) {
      expect({ query, ...envelope(await api.ops('GET', `${kyc.opsSourceOfFundsDue.path}?${query}`)) }).toMatchObject({ query, status: 400, errorCode: 'VALIDATION', field });
    }
  });

  test("is the operator's alone: a member's token, as a session or as a bearer, and a visitor are refused with nothing listed", async () => {
    const member = await depositor(1_000_000n, 0);
    const url = `${kyc.opsSourceOfFundsDue.path}?state=ALL`;
    // Like every operator call, anything but the operator token is 401: a member's session opens nothing here.
    for (const headers of [{ authorization: member.token }, { authorization: `Bearer ${member.token}` }, {}]) {
      const response = await fx.call({ method: 'GET', url, headers });
      expect({ status: response.statusCode, value: (response.json() as { value: unknown }).value }).toEqual({ status: 401, value: null });
    }
  });

  test('`npm run ops -- protection kyc due` prints them as a table, with the page', async () => {
    const member = await depositor(1_100_000n, 0);
    const { run, lines, errors } = opsCli(fx.app, { operator: 'erin' });
    expect({ code: await run('protection', 'kyc', 'due', '--page-size', '1'), errors }).toEqual({ code: 0, errors: [] });
    expect(lines[0]).toMatch(/^account\s+real name\s+level\s+state\s+deposits at pass\s+threshold\s+since\s+declaration waiting$/);
    expect(lines[1]).toMatch(new RegExp(`^${member.account}\\s+TEST MEMBER \\S\\s+2\\s+DUE\\s+11000\\.00\\s+10000\\.00\\s+\\S+Z\\s+-$`));
    expect(lines[2]).toMatch(/^page 1 of (\d+) \(\1 members?\)$/);
  });
});

describe('monitoring signals', () => {
  const signals = async (account: string) =>
    (envelope(await api.ops('GET', `${kyc.opsSignals.path}?account=${account}`)).value.list as { id: number; kind: string; details: Record<string, unknown> }[]);

  test('a withdrawal after little play since the last deposit is a signal, not a block; the operator closes it once', async () => {
    const member = await withdrawingMember(fx);
    await creditMember(fx.db, { memberId: member.memberId, amount: 100_000n, idempotencyKey: `kyc-signal:${member.memberId}`, kind: 'DEPOSIT', source: 'PAYMENT_CLEARING' });
    const withdrawn = envelope(await api.withdraw(member, '900.00'));
    expect(withdrawn.status).toBe(200);
    const [signal] = await signals(member.account);
    expect(signal).toMatchObject({ kind: 'LITTLE_PLAY_WITHDRAWAL', details: { orderNo: withdrawn.value.orderNo, lastDeposit: '1000.00', stakedSince: '0.00' } });
    // Scanning again finds nothing new.
    expect(await scanMember(fx.db, member.memberId, SEA, new Date())).toBe(0);
    const close = { reference: `close-${signal!.id}`, note: 'Salary withdrawal, known customer' };
    const url = kyc.opsSignalClose.path.replace(':signalId', String(signal!.id));
    expect(envelope(await api.ops('POST', url, close))).toMatchObject({ status: 200, value: { signal: { state: 'CLOSED', closedBy: 'ops.tester' }, replayed: false } });
    expect(envelope(await api.ops('POST', url, close))).toMatchObject({ status: 200, value: { replayed: true } });
    expect(await signals(member.account)).toEqual([]);
  });

  test('transfer then withdraw, deposits kept just under the threshold, rising frequency and deposits after losses', async () => {
    const member = await withdrawingMember(fx);
    const post = (kind: string, amount: bigint, key: string) =>
      creditMember(fx.db, { memberId: member.memberId, amount, idempotencyKey: `kyc-pattern:${member.memberId}:${key}`, kind, source: kind === 'DEPOSIT' ? 'PAYMENT_CLEARING' : 'OPERATOR_FUNDING' });
    // Four deposits this week totalling 1,840.00 (92 % of 2,000.00), each right after a loss of half its amount or more.
    for (const n of [1, 2, 3, 4]) {
      await fx.db.query(
        `INSERT INTO game_rounds (provider, round_id, member_id, vendor, game_type, game_code, game_name, ledger, stake, valid_bet, win, status, started_at, settled_at)
         VALUES ('TEST', $1, $2::bigint, 'TEST', 'RNG', 'T1', 'Test', 'REAL', 40000, 40000, 0, 'SETTLED', now() - interval '10 minutes', now() - interval '10 minutes')`,
        [`kyc-loss-${member.memberId}-${n}`, member.memberId],
      );
      await post('DEPOSIT', 46_000n, `d${n}`);
    }
    await post('AGENT_TO_DOWNLINE', 300_000n, 'transfer');
    expect(envelope(await api.withdraw(member, '3000.00')).status).toBe(200);
    const kinds = (await signals(member.account)).map((signal) => signal.kind).sort();
    expect(kinds).toEqual(['DEPOSITS_AFTER_LOSSES', 'DEPOSITS_UNDER_THRESHOLD', 'LITTLE_PLAY_WITHDRAWAL', 'RISING_DEPOSIT_FREQUENCY', 'TRANSFER_THEN_WITHDRAW']);
    expect((await reconcile(fx.db)).consistent).toBe(true);
  });
});
