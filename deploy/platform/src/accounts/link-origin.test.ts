import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { insertAgent } from '../agents/team/team-test-kit';
import { AccountClient } from '../testing/account-client';
import { createPlatformFixture, type PlatformFixture } from '../testing/platform-fixture';

jest.setTimeout(120_000);

const EVIL = 'login.evil-example.net';
let fx: PlatformFixture;
let client: AccountClient;
let port: number;
const savedOrigins = process.env.SITE_ORIGINS;

beforeAll(async () => {
  delete process.env.SITE_ORIGINS;
  fx = await createPlatformFixture();
  client = new AccountClient(fx);
  await fx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (fx.app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await fx?.close();
  if (savedOrigins === undefined) delete process.env.SITE_ORIGINS;
  else process.env.SITE_ORIGINS = savedOrigins;
});

/** A real request to the listening platform, with the Host header a visitor chose. */
function send(method: string, path: string, body: string, headers: Record<string, string>): Promise<{ statusCode: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function lastMailLink(recipient: string): Promise<URL> {
  const mail = (await fx.db.query<{ body: string }>('SELECT body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [recipient]))[0]!;
  return new URL(/(https?:\/\/\S+)/.exec(mail.body)![1]!);
}

describe('links in mails and invitations never follow the Host header', () => {
  it('mails the password reset link on the listening address when SITE_ORIGINS is not set', async () => {
    const email = 'host.header@example.com';
    await client.createMember({ account: 'hostheader1', password: 'old12345', email });
    const response = await send('POST', '/wps/member/password/email', new URLSearchParams({ username: 'hostheader1', email }).toString(), {
      host: EVIL,
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.statusCode).toBe(200);
    const link = await lastMailLink(email);
    expect(link.origin).toBe(`http://127.0.0.1:${port}`);
    expect(link.href).not.toContain('evil');
  });

  it('mails the link on a configured origin, whatever the Host header says', async () => {
    process.env.SITE_ORIGINS = 'https://www.demobet.example,https://m.demobet.example';
    try {
      const email = 'host.header2@example.com';
      await client.createMember({ account: 'hostheader2', password: 'old12345', email });
      await client.clearSendQuotas();
      const response = await send('POST', '/wps/member/password/email', new URLSearchParams({ username: 'hostheader2', email }).toString(), {
        host: EVIL,
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect(response.statusCode).toBe(200);
      expect((await lastMailLink(email)).origin).toBe('https://www.demobet.example');
    } finally {
      delete process.env.SITE_ORIGINS;
    }
  });

  it('builds invitation links on the listening address, not the Host header', async () => {
    const agent = await insertAgent(fx);
    const response = await send('POST', '/wps/agent/invitations', JSON.stringify({ accountType: 'MEMBER' }), {
      host: EVIL,
      authorization: agent.token,
      'content-type': 'application/json',
    });
    expect(response.statusCode).toBe(200);
    const link = new URL((JSON.parse(response.body) as { value: { invitation: { link: string } } }).value.invitation.link);
    expect(link.origin).toBe(`http://127.0.0.1:${port}`);
    const listed = await send('GET', '/wps/agent/invitations', '', { host: EVIL, authorization: agent.token });
    expect(listed.body).not.toContain('evil');
  });
});
