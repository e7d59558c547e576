import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { LOG_REDACT_PATHS, platformPlugin } from '../app';
import { sealPayload, type Envelope } from '../testing/account-client';
import { createPlatformFixture, TEST_OPERATOR_TOKEN, type PlatformFixture } from '../testing/platform-fixture';
import type { RsaKeyValue } from '@site/shared/contract';

let fx: PlatformFixture;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  fx = await createPlatformFixture();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  // The most talkative logger there is, with the platform's redaction.
  app = Fastify({ logger: { level: 'trace', stream, redact: LOG_REDACT_PATHS } });
  await app.register(platformPlugin, { db: fx.db, operatorToken: TEST_OPERATOR_TOKEN });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await fx?.close();
});

describe('logging', () => {
  it('never writes passwords, codes, tokens or captcha answers', async () => {
    const key = (
      (await app.inject({ method: 'GET', url: '/wps/session/key/rsa' })).json() as Envelope<RsaKeyValue>
    ).value;
    const login = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: await sealPayload(key, { type: 'username', username: 'demoplayer', password: 'player1234' }),
    });
    const token = (login.json() as Envelope<{ token: string }>).value.token;
    await app.inject({ method: 'GET', url: '/wps/member/info', headers: { authorization: token } });
    await app.inject({ method: 'GET', url: '/wps/captcha?key=logging-test-key-1' });
    const answer = (await fx.db.query<{ answer: string }>("SELECT answer FROM captchas WHERE key = 'logging-test-key-1'"))[0]!.answer;
    await app.inject({ method: 'GET', url: '/wps/captcha?key=logging-test-key-2' });
    const sendAnswer = (await fx.db.query<{ answer: string }>("SELECT answer FROM captchas WHERE key = 'logging-test-key-2'"))[0]!.answer;
    await app.inject({
      method: 'POST',
      url: '/wps/session/login/code',
      payload: { mobileNum: '912345678', countryDialingCode: '+84', captcha: sendAnswer, captchaKey: 'logging-test-key-2' },
    });
    const code = /\b(\d{6})\b/.exec((await fx.db.query<{ body: string }>('SELECT body FROM outbox ORDER BY id DESC LIMIT 1'))[0]!.body)![1]!;
    await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: await sealPayload(key, { type: 'sms', username: '912345678', password: code, countryDialingCode: '+84' }),
    });
    await app.inject({ method: 'POST', url: '/ops/members', payload: { account: 'logged1', password: 'hunter2secret' }, headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` } });

    // Anything that logs a request's headers or body on purpose is redacted too.
    app.log.info({ req: { headers: { authorization: token } }, body: { password: 'player1234', verificationCode: code, captcha: answer, paymentPassword: '864213', newPaymentPassword: '975319' } }, 'deliberate');

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(10);
    for (const secret of ['player1234', token, 'hunter2secret', TEST_OPERATOR_TOKEN]) expect(log).not.toContain(secret);
    // Short secrets could occur by chance inside timestamps or words: look for them as values.
    for (const secret of [`"${code}"`, `code is ${code}`, `"${answer}"`, '"864213"', '"975319"']) expect(log).not.toContain(secret);
    expect(log).toContain('[Redacted]');
  });
});
