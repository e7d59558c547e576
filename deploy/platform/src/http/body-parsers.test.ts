import Fastify from 'fastify';
import { platformPlugin } from '../app';
import { ErrorEnvelopeSchema } from './schemas';
import { createPlatformFixture, TEST_OPERATOR_TOKEN, type PlatformFixture } from '../testing/platform-fixture';

let fx: PlatformFixture;

beforeAll(async () => {
  fx = await createPlatformFixture();
}, 60_000);

afterAll(async () => {
  await fx?.close();
});

/** A JSON object of about `bytes` bytes. */
function jsonOf(bytes: number): string {
  return JSON.stringify({ pad: 'x'.repeat(bytes - 10) });
}

const json = { 'content-type': 'application/json' };

describe('the default body limit (16 KiB)', () => {
  it('answers a 17 KiB body to a route without its own limit with the 413 envelope, before the route runs', async () => {
    const before = await fx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM members');
    const response = await fx.call({ method: 'POST', url: '/wps/session/login/freeplay', payload: jsonOf(17 * 1024), headers: json });
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(ErrorEnvelopeSchema.parse(response.json())).toEqual({
      success: false,
      value: null,
      errorCode: 'BODY_TOO_LARGE',
      message: 'body: is too large',
      field: 'body',
    });
    expect(await fx.db.query('SELECT count(*)::int AS n FROM members')).toEqual(before);
  });

  it('reads a body just under the limit (and then judges its content)', async () => {
    const response = await fx.call({ method: 'POST', url: '/wps/session/login/freeplay', payload: jsonOf(15 * 1024), headers: json });
    expect(response.statusCode).not.toBe(413);
  });

  it('applies to plain-text bodies too', async () => {
    const response = await fx.call({ method: 'POST', url: '/wps/session/login/freeplay', payload: 'x'.repeat(17 * 1024), headers: { 'content-type': 'text/plain' } });
    expect(response.statusCode).toBe(413);
  });

  it('leaves a larger limit a route sets for itself (sealed calls take 32 KiB)', async () => {
    const response = await fx.call({ method: 'POST', url: '/wps/session/login', payload: jsonOf(20 * 1024), headers: json });
    expect(response.statusCode).toBe(400);
  });

  it('leaves the smaller limit of the form parser (4 KiB)', async () => {
    const response = await fx.call({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: `username=${'a'.repeat(5 * 1024)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.json()).toMatchObject({ errorCode: 'BODY_TOO_LARGE' });
  });

  it('holds inside a host server with a larger limit of its own, and leaves the host its limit', async () => {
    const host = Fastify({ bodyLimit: 1024 * 1024 });
    await host.register(platformPlugin, { db: fx.db, operatorToken: TEST_OPERATOR_TOKEN });
    host.post('/host-echo', async (request) => ({ length: JSON.stringify(request.body).length }));
    try {
      const platform = await host.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: jsonOf(17 * 1024), headers: json });
      expect(platform.statusCode).toBe(413);
      const own = await host.inject({ method: 'POST', url: '/host-echo', payload: jsonOf(17 * 1024), headers: json });
      expect(own.statusCode).toBe(200);
    } finally {
      await host.close();
    }
  });

  it('still refuses prototype poisoning', async () => {
    const response = await fx.call({ method: 'POST', url: '/wps/session/login/freeplay', payload: '{"__proto__":{"admin":true}}', headers: json });
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION', field: 'body' });
  });
});
