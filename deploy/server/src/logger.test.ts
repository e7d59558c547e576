import Fastify from 'fastify';
import { siteLoggerOptions } from './logger';

describe('site logger', () => {
  it('redacts secrets at any depth: top level, request headers, bodies and lists', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: siteLoggerOptions({ write: (line) => lines.push(line) }) });
    app.log.info(
      {
        password: 'top-secret-1',
        req: { headers: { authorization: 'Bearer top-secret-2', cookie: 'sid=top-secret-3' } },
        body: { account: 'visible-account', newPassword: 'top-secret-4', member: { token: 'top-secret-5', nested: { verificationCode: 'top-secret-6' } } },
        items: [{ captcha: 'top-secret-7' }],
      },
      'logged on purpose',
    );
    await app.close();
    const text = lines.join('\n');
    expect(text).toContain('visible-account');
    expect(text).toContain('[redacted]');
    expect(text).not.toMatch(/top-secret/);
  });
});
