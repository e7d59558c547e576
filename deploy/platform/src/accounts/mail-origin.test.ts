import type { FastifyRequest } from 'fastify';
import { mailOrigin, parseSiteOrigins, requestOrigin } from './context';

const request = (host: string) => ({ protocol: 'https', host }) as FastifyRequest;

describe('where links in mails point', () => {
  it('uses the request origin when no site origins are configured', () => {
    expect(mailOrigin('http://127.0.0.1:8080', [])).toBe('http://127.0.0.1:8080');
  });

  it('never points a link at a host the visitor wrote that is not one of the site origins', () => {
    const origins = parseSiteOrigins('https://www.demobet.example, https://m.demobet.example');
    expect(mailOrigin('https://evil.example', origins)).toBe('https://www.demobet.example');
    expect(mailOrigin('https://M.demobet.example', origins)).toBe('https://m.demobet.example');
  });

  it('refuses a configured entry that is not an origin', () => {
    expect(() => parseSiteOrigins('www.demobet.example')).toThrow(/SITE_ORIGINS/);
    expect(() => parseSiteOrigins('https://www.demobet.example/reset')).toThrow(/SITE_ORIGINS/);
    expect(() => parseSiteOrigins('ftp://www.demobet.example')).toThrow(/SITE_ORIGINS/);
  });

  it('reads SITE_ORIGINS from the environment, and works when it is unset', () => {
    const saved = process.env.SITE_ORIGINS;
    try {
      delete process.env.SITE_ORIGINS;
      expect(requestOrigin(request('www.demobet.example'))).toBe('https://www.demobet.example');
      process.env.SITE_ORIGINS = 'https://www.demobet.example';
      expect(requestOrigin(request('evil.example'))).toBe('https://www.demobet.example');
    } finally {
      if (saved === undefined) delete process.env.SITE_ORIGINS;
      else process.env.SITE_ORIGINS = saved;
    }
  });
});
