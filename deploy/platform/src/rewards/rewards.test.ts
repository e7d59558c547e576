import { createHash, createHmac } from 'node:crypto';
import { DEVICE_ID_HEADER } from '@site/shared/contract';
import { registrationEndpoints, sessionEndpoints } from '@site/shared/contract/session';
import { MessagePageSchema, messagesEndpoints } from '@site/shared/contract/member';
import {
  CampaignSchema,
  IneligibleEnvelopeSchema,
  OpsIssuedSchema,
  RaffleProofSchema,
  ReviewListSchema,
  RewardClaimedSchema,
  RewardIssueSchema,
  RewardPageSchema,
  SignalsClearedSchema,
  rewardsEndpoints as calls,
  type OpsCampaign,
  type OpsIssue,
} from '@site/shared/contract/rewards/rewards';
import { expectRefused, getAs, postAs, signedInMember, valueOf, type TestMember } from '../games/game-test-support';
import { AccountClient, type Envelope } from '../testing/account-client';
import { buildPlatformApp } from '../app';
import { developmentSealingKeys, SecretSealer, sealingKeysFromEnv } from '../crypto/sealed-secret';
import { createPlatformFixture, type PlatformFixture, SCHEDULERS_OFF, TEST_OPERATOR_TOKEN } from '../testing/platform-fixture';
import { memberBalance } from '../wallet/ledger';
import { reconcile } from '../wallet/reconcile';
import { DEVICE_TEST_PASSWORD, newDeviceId, signInOnDevice } from './device-test-support';
import { campaignByCode } from './campaigns';
import { recordAbuseSignal } from './eligibility';

let fx: PlatformFixture;
let serial = 0;

beforeAll(async () => {
  fx = await createPlatformFixture();
}, 120_000);

afterAll(async () => {
  await fx?.close();
});

const unique = (prefix: string) => `${prefix}-${process.pid}-${(serial += 1)}`;
const ops = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  fx.call({ method, url, operator: true, payload, headers: { 'x-operator': 'alice' } });

async function campaign(body: Omit<OpsCampaign, 'code'>): Promise<string> {
  const code = unique('C').toUpperCase();
  valueOf(await ops('POST', calls.opsCampaign.path, { code, ...body }), CampaignSchema);
  return code;
}

async function issue(member: TestMember, body: Omit<OpsIssue, 'account' | 'reference'>) {
  return valueOf(await ops('POST', calls.opsIssue.path, { account: member.account, reference: unique('ref'), ...body }), OpsIssuedSchema).issue;
}

const claim = (member: TestMember, id: string) => postAs(fx, calls.claim.path, { id }, member);
const claimRaffle = (member: TestMember, id: string) => postAs(fx, calls.claimRaffle.path, { id }, member);
const centre = async (member: TestMember) => valueOf(await getAs(fx, calls.list.path, member), RewardPageSchema);
const path = (template: string, name: string, value: string) => template.replace(`:${name}`, value);

afterEach(async () => {
  // Every money test leaves a ledger that adds up.
  expect((await reconcile(fx.db)).consistent).toBe(true);
});

describe('reward centre', () => {
  it('lists an issued reward, pays it once on claim and answers the replay the same', async () => {
    const member = await signedInMember(fx);
    const issued = await issue(member, { title: 'Welcome gift', amount: '12.34' });
    expect(issued).toMatchObject({ status: 'ISSUED', amount: '12.34', multiplier: 0, wagering: '0.00', source: 'OPERATOR' });
    expect(await centre(member)).toMatchObject({ claimable: 1, totalCount: 1 });

    const first = valueOf(await claim(member, issued.id), RewardClaimedSchema);
    expect(first).toMatchObject({ replayed: false, issue: { status: 'CLAIMED', wallet: 'MAIN' } });
    const again = valueOf(await claim(member, issued.id), RewardClaimedSchema);
    expect(again).toEqual({ issue: first.issue, replayed: true });
    expect(await memberBalance(fx.db, String(member.memberId))).toBe(1_234n);
    expect((await centre(member)).claimable).toBe(0);
    const keys = await fx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM journal_entries WHERE idempotency_key = $1`, [`reward:REWARD:${issued.id}`]);
    expect(keys[0]!.n).toBe(1);
  });

  it('pays once when the same claim is sent five times at once, a bonus grant included', async () => {
    const member = await signedInMember(fx);
    const issued = await issue(member, { title: 'Bonus gift', amount: '20.00', multiplier: 3 });
    const values = (await Promise.all(Array.from({ length: 5 }, () => claim(member, issued.id)))).map((answer) => valueOf(answer, RewardClaimedSchema));
    expect(values.filter((value) => !value.replayed)).toHaveLength(1);
    for (const value of values) expect(value.issue).toMatchObject({ status: 'CLAIMED', wallet: 'BONUS', amount: '20.00', wagering: '60.00' });
    const [written] = await fx.db.query<{ bonuses: number; grants: number; entries: number }>(
      `SELECT (SELECT count(*)::int FROM member_bonuses WHERE source = 'REWARD' AND reference = $1) AS bonuses,
              (SELECT count(*)::int FROM bonus_grants WHERE member_id = $2::bigint) AS grants,
              (SELECT count(*)::int FROM journal_entries WHERE idempotency_key = $3) AS entries`,
      [issued.id, member.memberId, `reward:REWARD:${issued.id}`],
    );
    expect(written).toEqual({ bonuses: 1, grants: 1, entries: 1 });
  });

  it('tells the member once of the issued reward and once of its credit, replays and concurrent claims included', async () => {
    const member = await signedInMember(fx);
    const body = { account: member.account, reference: unique('ref'), title: 'Reload gift', amount: '1020.00', multiplier: 3 };
    const issued = valueOf(await ops('POST', calls.opsIssue.path, body), OpsIssuedSchema).issue;
    expect(valueOf(await ops('POST', calls.opsIssue.path, body), OpsIssuedSchema).replayed).toBe(true);
    await Promise.all(Array.from({ length: 3 }, () => claim(member, issued.id)));
    await claim(member, issued.id);
    const notices = await fx.db.query<{ template: string; params: Record<string, string> }>(
      'SELECT template, params FROM member_messages WHERE member_id = $1::bigint ORDER BY id',
      [member.memberId],
    );
    expect(notices).toEqual([
      { template: 'REWARD_ISSUED', params: { title: 'Reload gift', claimBy: issued.claimBy } },
      { template: 'BONUS_CREDITED', params: { amount: '1,020.00', wallet: 'BONUS', title: 'Reload gift', wagering: '3,060.00' } },
    ]);
    const inbox = valueOf(await getAs(fx, `${messagesEndpoints.list.path}?pageNo=1`, member, { language: 'es' }), MessagePageSchema);
    expect(inbox.list.map((message) => message.title)).toEqual(['Bono acreditado', 'Nueva recompensa para reclamar']);
  });

  it('shows an expired reward as expired and refuses its claim, paying nothing', async () => {
    const member = await signedInMember(fx);
    const issued = await issue(member, { title: 'Old gift', amount: '5.00' });
    await fx.db.query(`UPDATE reward_issues SET claim_by = now() - interval '1 second' WHERE id = $1::bigint`, [issued.id]);
    const page = await centre(member);
    expect(page.list[0]).toMatchObject({ id: issued.id, status: 'EXPIRED' });
    expect(page.claimable).toBe(0);
    expectRefused(await claim(member, issued.id), 409, 'REWARD_EXPIRED');
    expect(await memberBalance(fx.db, String(member.memberId))).toBe(0n);
  });

  it("never lets another member claim or read someone's reward, whichever id they try", async () => {
    const owner = await signedInMember(fx);
    const other = await signedInMember(fx);
    await issue(owner, { title: 'Private gift', amount: '1.00' });
    const ids = (await fx.db.query<{ id: string }>('SELECT id::text AS id FROM reward_issues WHERE member_id <> $1::bigint', [other.memberId])).map((row) => row.id);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      expectRefused(await claim(other, id), 404, 'REWARD_NOT_FOUND');
      expectRefused(await claimRaffle(other, id), 404, 'REWARD_NOT_FOUND');
    }
    expect((await centre(other)).list).toEqual([]);
    expect(await memberBalance(fx.db, String(other.memberId))).toBe(0n);
    expectRefused(await claim(other, '99999999999'), 404, 'REWARD_NOT_FOUND');
    expectRefused(await getAs(fx, calls.list.path), 401, 'SESSION_INVALID');
  });

  it('refuses trial accounts: no reward issued to them, no claim by them', async () => {
    const trial = await signedInMember(fx, { trial: true });
    expectRefused(await ops('POST', calls.opsIssue.path, { account: trial.account, reference: unique('ref'), title: 'x', amount: '1.00' }), 403, 'NEED_REAL_ACCOUNT');
    expectRefused(await claim(trial, '1'), 403, 'NEED_REAL_ACCOUNT');
  });

  it('answers every reason a member is not eligible and pays nothing', async () => {
    const member = await signedInMember(fx);
    const code = await campaign({ kind: 'FIXED', title: 'Phone bonus', amount: '3.00', rule: { requirePhone: true, minDeposit: '100.00' } });
    const issued = await issue(member, { campaign: code });
    const response = await claim(member, issued.id);
    expect(response.statusCode).toBe(422);
    const refused = IneligibleEnvelopeSchema.parse(response.json());
    expect(refused.errorCode).toBe('NOT_ELIGIBLE');
    expect(refused.value?.reasons.map((reason) => reason.code)).toEqual(['PHONE_REQUIRED', 'MIN_DEPOSIT']);
    expect(valueOf(await getAs(fx, calls.list.path, member), RewardPageSchema).list[0]!.status).toBe('ISSUED');
  });
});

describe('campaign stock and limits', () => {
  it('lets exactly N of 50 concurrent claims through a cap of N', async () => {
    const cap = 7;
    const code = await campaign({ kind: 'FIXED', title: 'First seven', amount: '2.00', stock: cap });
    const members = await Promise.all(Array.from({ length: 50 }, () => signedInMember(fx)));
    const tickets = [];
    for (const member of members) tickets.push({ member, issue: await issue(member, { campaign: code }) });
    const answers = await Promise.all(tickets.map(({ member, issue: issued }) => claim(member, issued.id)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(cap);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) expectRefused(answer, 409, 'OUT_OF_STOCK');
    const [left] = await fx.db.query<{ stock: number; claims: number }>(
      `SELECT c.stock, (SELECT count(*)::int FROM reward_campaign_claims k WHERE k.campaign_id = c.id) AS claims FROM reward_campaigns c WHERE c.code = $1`,
      [code],
    );
    expect(left).toEqual({ stock: 0, claims: cap });
    const paid = await Promise.all(members.map((member) => memberBalance(fx.db, String(member.memberId))));
    expect(paid.reduce((sum, balance) => sum + balance, 0n)).toBe(BigInt(cap) * 200n);
  }, 120_000);

  it('holds the per-member limit by its claim row, and the budget by the same update', async () => {
    const member = await signedInMember(fx);
    const code = await campaign({ kind: 'FIXED', title: 'Twice', amount: '1.00', perMemberLimit: 2 });
    const issued = [await issue(member, { campaign: code }), await issue(member, { campaign: code }), await issue(member, { campaign: code })];
    expect((await claim(member, issued[0]!.id)).statusCode).toBe(200);
    expect((await claim(member, issued[1]!.id)).statusCode).toBe(200);
    expectRefused(await claim(member, issued[2]!.id), 409, 'CLAIM_LIMIT');
    expect(await memberBalance(fx.db, String(member.memberId))).toBe(200n);

    const budgeted = await campaign({ kind: 'FIXED', title: 'Budget', amount: '4.00', budget: '6.00', perMemberLimit: 5 });
    expect((await claim(member, (await issue(member, { campaign: budgeted })).id)).statusCode).toBe(200);
    expectRefused(await claim(member, (await issue(member, { campaign: budgeted })).id), 409, 'OUT_OF_STOCK');
  });
});

describe('raffles', () => {
  const prizes = [
    { amount: '1.00', weight: 5 },
    { amount: '10.00', weight: 3 },
    { amount: '100.00', weight: 1 },
  ];

  it('draws by HMAC from the committed seed, and anyone can recompute the draw once the seed is revealed', async () => {
    const member = await signedInMember(fx);
    const code = unique('R').toUpperCase();
    const opened = valueOf(await ops('POST', calls.opsCampaign.path, { code, kind: 'RAFFLE', title: 'Lucky draw', prizes, multiplier: 1 }), CampaignSchema);
    expect(opened.seed).toBeNull();
    expect(opened.seedHash).toMatch(/^[0-9a-f]{64}$/);
    // While open the database holds the seed sealed: a copy of it cannot compute the draws.
    const storedSeed = async () => (await fx.db.query<{ seed: string }>('SELECT seed FROM reward_campaigns WHERE code = $1', [code]))[0]!.seed;
    const sealedSeed = await storedSeed();
    expect(sealedSeed).toMatch(/^s1\.dev\./);
    expect(createHash('sha256').update(Buffer.from(new SecretSealer(developmentSealingKeys()).open(sealedSeed, `raffle-seed:${code}`), 'hex')).digest('hex')).toBe(opened.seedHash);
    const ticket = await issue(member, { campaign: code });
    expect(ticket).toMatchObject({ kind: 'RAFFLE_TICKET', amount: null });
    expectRefused(await claim(await signedInMember(fx), ticket.id), 404, 'REWARD_NOT_FOUND');

    const claimed = valueOf(await claimRaffle(member, ticket.id), RewardClaimedSchema).issue;
    expect(claimed).toMatchObject({ status: 'CLAIMED', wallet: 'BONUS', proof: { campaign: code, issueId: ticket.id } });
    const proofPath = path(calls.raffleProof.path, 'issueId', ticket.id);
    const before = valueOf(await getAs(fx, proofPath), RaffleProofSchema);
    expect(before).toMatchObject({ seed: null, verified: null, seedHash: opened.seedHash, amount: claimed.amount, message: `${code}:${member.memberId}:1` });

    const closed = valueOf(await ops('POST', path(calls.opsCloseCampaign.path, 'code', code)), CampaignSchema);
    expect(closed).toMatchObject({ status: 'CLOSED', seedHash: opened.seedHash });
    // Revealed: in the clear from now on.
    expect(await storedSeed()).toBe(closed.seed);
    const after = valueOf(await getAs(fx, proofPath), RaffleProofSchema);
    expect(after.seed).toBe(closed.seed);
    expect(after.verified).toBe(true);

    // The test's own recomputation, from the published rule alone.
    const digest = createHmac('sha256', Buffer.from(after.seed!, 'hex')).update(after.message).digest();
    const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
    const limit = 2 ** 32 - (2 ** 32 % total);
    const value = [0, 4, 8, 12, 16, 20, 24, 28].map((offset) => digest.readUInt32BE(offset)).find((chunk) => chunk < limit)!;
    let ticketNo = value % total;
    const drawn = prizes.findIndex((prize) => (ticketNo -= prize.weight) < 0);
    expect(after.drawnPosition).toBe(drawn);
    expect(after.amount).toBe(prizes[drawn]!.amount);
    expect(claimed.wagering).toBe(claimed.amount);

    // A closed campaign takes no more claims.
    const late = await issue(member, { campaign: code }).catch(() => null);
    expect(late).toBeNull();
  });

  it('a seed sealed under a key the platform does not hold fails closed; one from before sealing still draws and is sealed at start', async () => {
    const member = await signedInMember(fx);
    const code = await campaign({ kind: 'RAFFLE', title: 'Keys', prizes, stock: 5 });
    const dev = new SecretSealer(developmentSealingKeys());
    const [row] = await fx.db.query<{ seed: string; stock: number }>('SELECT seed, stock FROM reward_campaigns WHERE code = $1', [code]);
    const plainSeed = dev.open(row!.seed, `raffle-seed:${code}`);
    const otherKey = new SecretSealer(sealingKeysFromEnv({ SECRETS_SEALING_KEY: `k2:${'w'.repeat(40)}` })!);
    await fx.db.query('UPDATE reward_campaigns SET seed = $2 WHERE code = $1', [code, otherKey.seal(plainSeed, `raffle-seed:${code}`)]);

    const ticket = await issue(member, { campaign: code });
    expect((await claimRaffle(member, ticket.id)).statusCode).toBe(500);
    const [after] = await fx.db.query<{ stock: number; claims: number; status: string }>(
      `SELECT c.stock, c.status, (SELECT count(*)::int FROM reward_campaign_claims k WHERE k.campaign_id = c.id) AS claims FROM reward_campaigns c WHERE code = $1`,
      [code],
    );
    expect(after).toEqual({ stock: row!.stock, claims: 0, status: 'OPEN' });
    // Closing cannot reveal what it cannot open: the campaign stays open.
    expect((await ops('POST', path(calls.opsCloseCampaign.path, 'code', code))).statusCode).toBe(500);
    expect((await campaignByCode(fx.db, code))!.status).toBe('OPEN');

    // A seed stored as it was before sealing draws as before, and a platform starting on the database seals it.
    await fx.db.query('UPDATE reward_campaigns SET seed = $2 WHERE code = $1', [code, plainSeed]);
    const restarted = await buildPlatformApp({ db: fx.db, operatorToken: TEST_OPERATOR_TOKEN, testHooks: false, demoMode: true, ...SCHEDULERS_OFF });
    await restarted.close();
    const resealed = (await campaignByCode(fx.db, code))!.seed!;
    expect(resealed).toMatch(/^s1\.dev\./);
    expect(dev.open(resealed, `raffle-seed:${code}`)).toBe(plainSeed);
    expect(valueOf(await claimRaffle(member, ticket.id), RewardClaimedSchema).issue.status).toBe('CLAIMED');
  });

  it('freezes the weights once a claim exists', async () => {
    const member = await signedInMember(fx);
    const code = await campaign({ kind: 'RAFFLE', title: 'Frozen', prizes });
    const [row] = await fx.db.query<{ id: string }>('SELECT id::text AS id FROM reward_campaigns WHERE code = $1', [code]);
    // Before any claim the operator may still correct them.
    await fx.db.query('UPDATE reward_campaign_prizes SET weight = 4 WHERE campaign_id = $1::bigint AND position = 0', [row!.id]);
    expect((await claimRaffle(member, (await issue(member, { campaign: code })).id)).statusCode).toBe(200);
    await expect(fx.db.query('UPDATE reward_campaign_prizes SET weight = 1 WHERE campaign_id = $1::bigint AND position = 2', [row!.id])).rejects.toThrow(/frozen/);
    await expect(fx.db.query('DELETE FROM reward_campaign_prizes WHERE campaign_id = $1::bigint', [row!.id])).rejects.toThrow(/frozen/);
    await expect(fx.db.query('INSERT INTO reward_campaign_prizes (campaign_id, position, amount, weight) VALUES ($1::bigint, 9, 100, 1)', [row!.id])).rejects.toThrow(/frozen/);
  });
});

describe('review queue', () => {
  const inbox = async (member: TestMember) => valueOf(await getAs(fx, messagesEndpoints.list.path, member), MessagePageSchema).list;

  it('holds the claim of a member with an open signal until an operator approves or rejects it', async () => {
    const member = await signedInMember(fx);
    await recordAbuseSignal(fx.db, String(member.memberId), 'MAX_BET_BREACH', { roundId: unique('round') });
    const code = await campaign({ kind: 'FIXED', title: 'Reviewed', amount: '8.00', stock: 5, perMemberLimit: 2 });
    const approved = await issue(member, { campaign: code });
    const rejected = await issue(member, { campaign: code });

    for (const ticket of [approved, rejected]) {
      const held = valueOf(await claim(member, ticket.id), RewardClaimedSchema);
      expect(held.issue.status).toBe('IN_REVIEW');
    }
    expect(await memberBalance(fx.db, String(member.memberId))).toBe(0n);
    const queue = valueOf(await ops('GET', calls.opsReviews.path), ReviewListSchema).list.filter((item) => item.account === member.account);
    expect(queue.map((item) => item.id)).toEqual([approved.id, rejected.id]);
    expect(queue[0]!.signals).toEqual([expect.objectContaining({ kind: 'MAX_BET_BREACH' })]);

    const reviewPath = (id: string) => path(calls.opsReview.path, 'id', id);
    expectRefused(await ops('POST', reviewPath(rejected.id), { decision: 'reject' }), 400, 'VALIDATION', 'reason');
    const paid = valueOf(await ops('POST', reviewPath(approved.id), { decision: 'approve' }), RewardIssueSchema);
    expect(paid).toMatchObject({ status: 'CLAIMED', wallet: 'MAIN' });
    const refused = valueOf(await ops('POST', reviewPath(rejected.id), { decision: 'reject', reason: 'Shared payout account' }), RewardIssueSchema);
    expect(refused).toMatchObject({ status: 'REJECTED', reason: 'Shared payout account' });
    // Deciding again changes nothing.
    expect(valueOf(await ops('POST', reviewPath(rejected.id), { decision: 'approve' }), RewardIssueSchema)).toEqual(refused);

    expect(await memberBalance(fx.db, String(member.memberId))).toBe(800n);
    const [stock] = await fx.db.query<{ stock: number }>('SELECT stock FROM reward_campaigns WHERE code = $1', [code]);
    expect(stock!.stock).toBe(4);
    const page = await centre(member);
    expect(page.list.find((item) => item.id === rejected.id)).toMatchObject({ status: 'REJECTED', reason: 'Shared payout account' });
    const titles = (await inbox(member)).map((message) => [message.title, message.content]);
    expect(titles).toEqual(
      expect.arrayContaining([
        ['Reward approved', expect.stringContaining('8.00')],
        ['Reward rejected', expect.stringContaining('Shared payout account')],
      ]),
    );
  });

  it('records a payout account shared with another member as a signal, so the claim goes to review', async () => {
    const first = await signedInMember(fx);
    const second = await signedInMember(fx);
    const number = String(1_000_000_000 + serial);
    for (const member of [first, second]) {
      await fx.db.query(`INSERT INTO payout_accounts (member_id, bank_code, account_number, holder_name) SELECT $1::bigint, code, $2, 'SAME HOLDER' FROM banks ORDER BY code LIMIT 1`, [
        member.memberId,
        number,
      ]);
    }
    const held = valueOf(await claim(second, (await issue(second, { title: 'Gift', amount: '1.00' })).id), RewardClaimedSchema);
    expect(held.issue.status).toBe('IN_REVIEW');
    const signals = await fx.db.query<{ kind: string; detail: Record<string, unknown> }>('SELECT kind, detail FROM member_abuse_signals WHERE member_id = $1::bigint', [second.memberId]);
    expect(signals).toEqual([{ kind: 'SHARED_PAYOUT_ACCOUNT', detail: expect.objectContaining({ otherMemberId: String(first.memberId), accountEnding: number.slice(-4) }) }]);

    // Once an operator has looked into it and cleared it, the same fact does not hold claims again.
    expect(valueOf(await ops('POST', calls.opsClearSignals.path, { account: second.account }), SignalsClearedSchema)).toEqual({ cleared: 1 });
    const paid = valueOf(await claim(second, (await issue(second, { title: 'Gift', amount: '1.00' })).id), RewardClaimedSchema);
    expect(paid.issue.status).toBe('CLAIMED');
    expect(valueOf(await ops('POST', calls.opsClearSignals.path, { account: second.account }), SignalsClearedSchema)).toEqual({ cleared: 0 });
  });
});

describe('shared device', () => {
  const PASSWORD = DEVICE_TEST_PASSWORD;
  const newDevice = newDeviceId;
  const signInOn = (device: string | undefined) => signInOnDevice(fx, device);

  // Logins are full password checks, on a machine that may be busy.
  jest.setTimeout(60_000);

  it("sends a second account's claim from the same browser to review and credits nothing; other browsers are paid", async () => {
    const device = newDevice();
    const first = await signInOn(device);
    const second = await signInOn(device);
    const elsewhere = await signInOn(newDevice());

    const held = valueOf(await claim(second, (await issue(second, { title: 'Welcome', amount: '5.00' })).id), RewardClaimedSchema);
    expect(held.issue.status).toBe('IN_REVIEW');
    expect(await memberBalance(fx.db, String(second.memberId))).toBe(0n);
    const signals = await fx.db.query<{ kind: string; detail: Record<string, unknown> }>('SELECT kind, detail FROM member_abuse_signals WHERE member_id = $1::bigint', [second.memberId]);
    const hash = createHash('sha256').update(device).digest('hex');
    expect(signals).toEqual([{ kind: 'SHARED_DEVICE', detail: { otherMemberId: String(first.memberId), device: hash.slice(0, 12) } }]);

    // The id itself is never stored, only its hash.
    const stored = await fx.db.query<{ device_hash: string }>('SELECT device_hash FROM member_devices WHERE member_id = ANY ($1::bigint[])', [[first.memberId, second.memberId]]);
    expect(stored.map((row) => row.device_hash)).toEqual([hash, hash]);

    const paid = valueOf(await claim(elsewhere, (await issue(elsewhere, { title: 'Welcome', amount: '5.00' })).id), RewardClaimedSchema);
    expect(paid.issue.status).toBe('CLAIMED');
    expect(await memberBalance(fx.db, String(elsewhere.memberId))).toBe(500n);
  });

  it('notices a device id first sent at registration', async () => {
    const device = newDevice();
    const accounts = new AccountClient(fx);
    // Registration takes 2-15 letters or digits.
    const account = `dr${process.pid % 1000}x${(serial += 1)}${Date.now().toString(36)}`.slice(0, 15);
    // The seeded site registers with a mobile number and the code sent to it.
    const mobileNum = `9${String(Date.now() % 100_000_000).padStart(8, '0')}`;
    const sent = await fx.call({ method: 'POST', url: registrationEndpoints.registerCode.path, payload: { countryDialingCode: '+84', mobileNo: mobileNum, ...(await accounts.captchaFields()) } });
    expect(sent.statusCode).toBe(200);
    const response = await accounts.sealed(
      'PUT',
      registrationEndpoints.register.path,
      {
        username: account,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        mobileNum,
        countryDialingCode: '+84',
        verificationCode: await accounts.latestCode(`+84${mobileNum}`),
        registerMethod: 'WEB',
        dateOfBirth: '1990-01-01',
        ...(await accounts.captchaFields()),
      },
      { [DEVICE_ID_HEADER]: device },
    );
    const registered = (response.json() as Envelope<{ token: string; customerId: number }>).value;
    expect({ status: response.statusCode, registered }).toMatchObject({ status: 200, registered: { token: expect.any(String) } });
    const second = await signInOn(device);
    const held = valueOf(await claim(second, (await issue(second, { title: 'Welcome', amount: '1.00' })).id), RewardClaimedSchema);
    expect(held.issue.status).toBe('IN_REVIEW');
    const [signal] = await fx.db.query<{ detail: { otherMemberId: string } }>(`SELECT detail FROM member_abuse_signals WHERE member_id = $1::bigint AND kind = 'SHARED_DEVICE'`, [second.memberId]);
    expect(signal!.detail.otherMemberId).toBe(String(registered.customerId));
  });

  it('refuses a sign-in whose device id is malformed, naming the header, and opens no session', async () => {
    const accounts = new AccountClient(fx);
    const account = `dx${process.pid % 1000}x${(serial += 1)}${Date.now().toString(36)}`.slice(0, 20);
    await accounts.createMember({ account, password: PASSWORD });
    const sessions = async () => (await fx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions')).at(0)!.n;
    const before = await sessions();
    for (const bad of ['short', 'x'.repeat(65), 'has spaces in it ok', "quote'sAndMore0123"]) {
      const response = await accounts.sealed('POST', sessionEndpoints.login.path, { type: 'username', username: account, password: PASSWORD }, { [DEVICE_ID_HEADER]: bad });
      expectRefused(response, 400, 'VALIDATION', DEVICE_ID_HEADER);
    }
    expect(await sessions()).toBe(before);
  });
});
