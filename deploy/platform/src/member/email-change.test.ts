/**
 * Changing the email address: nothing is bound until the member types the code mailed to the new
 * address (the old address stays and is told afterwards), and "taken" (EMAIL_EXISTS) is told to
 * one member only a limited number of times, so the call cannot list which addresses have accounts.
 */
import type { LightMyRequestResponse } from 'fastify';
import { EXISTS_ANSWERS } from '../accounts/limits';
import { lightenPasswordHashesForTests } from '../accounts/passwords';
import { refusalOf, type Envelope } from '../testing/account-client';
import { accountSuite } from '../testing/account-suite';

lightenPasswordHashesForTests();
const suite = accountSuite();
jest.setTimeout(120_000);

const PASSWORD = 'secret123';
let serial = 0;
let ip = '10.9.0.1';

beforeEach(() => {
  serial += 1;
  ip = `10.9.${Math.floor(serial / 200)}.${(serial % 200) + 1}`;
});

interface Member {
  id: number;
  account: string;
  token: string;
}

async function newMember(extra: Record<string, unknown> = {}): Promise<Member> {
  serial += 1;
  const account = `mail${serial}x${Date.now().toString(36)}`.slice(0, 16);
  const id = await suite.client.createMember({ account, password: PASSWORD, ...extra });
  const token = await suite.client.login(account, PASSWORD);
  return { id, account, token };
}

const askChange = (member: Member, email: string, password = PASSWORD) =>
  suite.client.sealed('PUT', '/wps/member/account/email', { email, password }, { authorization: member.token }, ip);
const confirm = (member: Member, verificationCode: string) =>
  suite.fx.call({ method: 'PUT', url: '/wps/member/account/email/confirm', payload: { verificationCode }, headers: { authorization: member.token }, remoteAddress: ip });
const answer = (response: LightMyRequestResponse) => ({ status: response.statusCode, errorCode: (response.json() as Envelope).errorCode });

async function storedEmail(member: Member): Promise<string | null> {
  const rows = await suite.fx.db.query<{ email: string | null }>('SELECT email FROM members WHERE id = $1::bigint', [member.id]);
  return rows[0]!.email;
}

/** The newest mail to `to`: its body and the 6-digit code in it, if any. */
async function latestMail(to: string): Promise<{ body: string; code: string | null } | null> {
  const rows = await suite.fx.db.query<{ body: string }>("SELECT body FROM outbox WHERE channel = 'email' AND recipient = $1 ORDER BY id DESC LIMIT 1", [to]);
  if (!rows[0]) return null;
  return { body: rows[0].body, code: /\b(\d{6})\b/.exec(rows[0].body)?.[1] ?? null };
}

describe('an email change', () => {
  it('binds nothing until the code mailed to the new address is typed; the old address stays until then and is told after', async () => {
    const member = await newMember({ email: 'old.address@example.com' });
    const asked = await askChange(member, 'New.Address@example.com');
    expect(answer(asked)).toEqual({ status: 200, errorCode: null });
    expect(await storedEmail(member)).toBe('old.address@example.com');

    const mail = await latestMail('New.Address@example.com');
    expect(mail?.code).toMatch(/^\d{6}$/);
    const wrong = mail!.code === '000000' ? '111111' : '000000';
    expect(answer(await confirm(member, wrong))).toEqual({ status: 400, errorCode: 'CODE_INVALID' });
    expect(await storedEmail(member)).toBe('old.address@example.com');

    // Someone else's session cannot use the code.
    const stranger = await newMember();
    expect(answer(await confirm(stranger, mail!.code!))).toEqual({ status: 400, errorCode: 'CODE_INVALID' });
    expect(await storedEmail(stranger)).toBeNull();

    expect(answer(await confirm(member, mail!.code!))).toEqual({ status: 200, errorCode: null });
    expect(await storedEmail(member)).toBe('New.Address@example.com');
    expect((await latestMail('old.address@example.com'))?.body).toMatch(/changed/i);
    // The code works once.
    expect(answer(await confirm(member, mail!.code!))).toEqual({ status: 400, errorCode: 'CODE_INVALID' });
  });

  it('a newer request replaces the older code, and a code dies after three wrong tries', async () => {
    const member = await newMember();
    expect(answer(await askChange(member, 'first.try@example.com'))).toEqual({ status: 200, errorCode: null });
    const first = (await latestMail('first.try@example.com'))!.code!;
    await suite.fx.db.query("UPDATE send_throttle SET last_sent_at = now() - interval '1 minute'");
    expect(answer(await askChange(member, 'second.try@example.com'))).toEqual({ status: 200, errorCode: null });
    expect(answer(await confirm(member, first))).toEqual({ status: 400, errorCode: 'CODE_INVALID' });
    const second = (await latestMail('second.try@example.com'))!.code!;
    const wrong = second === '000000' ? '111111' : '000000';
    // The older code was the first wrong try of the newer one; two more, and even the right code is dead.
    for (let i = 0; i < 2; i += 1) expect(answer(await confirm(member, wrong))).toEqual({ status: 400, errorCode: 'CODE_INVALID' });
    expect(answer(await confirm(member, second))).toEqual({ status: 400, errorCode: 'CODE_INVALID' });
    expect(await storedEmail(member)).toBeNull();
  });

  it(`tells one member at most ${EXISTS_ANSWERS.maxInRow} times that an address is taken; then every change is refused for a while`, async () => {
    const member = await newMember();
    const taken = Array.from({ length: EXISTS_ANSWERS.maxInRow + 1 }, (_, i) => `taken.${serial}.${i}@example.com`);
    for (const [i, email] of taken.entries()) {
      await suite.fx.db.query(
        "INSERT INTO members (account, type, password_hash, email) VALUES ($1, 0, 'scrypt$not-a-real-hash', $2)",
        [`owner${serial}x${i}`, email],
      );
    }
    const answers = [];
    for (const email of taken) answers.push(answer(await askChange(member, email)));
    expect(answers).toEqual([
      ...Array.from({ length: EXISTS_ANSWERS.maxInRow }, () => ({ status: 409, errorCode: 'EMAIL_EXISTS' })),
      { status: 429, errorCode: 'TOO_MANY_ATTEMPTS' },
    ]);
    // A free address is refused alike while the limit holds, so no mail tells it apart either.
    expect(answer(await askChange(member, `free.${serial}@example.com`))).toEqual({ status: 429, errorCode: 'TOO_MANY_ATTEMPTS' });
    expect(await latestMail(`free.${serial}@example.com`)).toBeNull();
    // Another member still gets its answer.
    expect(refusalOf(await askChange(await newMember(), taken[0]!))).toMatchObject({ status: 409, errorCode: 'EMAIL_EXISTS', field: 'email' });
  });
});
