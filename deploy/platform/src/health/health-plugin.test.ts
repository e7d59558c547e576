import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { systemEndpoints as calls } from '@site/shared/contract/site';
import type { Db } from '../db/database';
import { DatabaseUnavailableError } from '../db/database-error';
import { platformErrorHandler } from '../http/error-handler';
import { DATABASE_UNAVAILABLE } from '../http/errors';
import { zodValidatorCompiler } from '../http/validation';
import { loadNativeModulesOutsideSandbox } from '../testing/outside-jest-sandbox';
import { createPlatformFixture, type PlatformFixture } from '../testing/platform-fixture';
import { healthPlugin } from './health-plugin';

loadNativeModulesOutsideSandbox();

/** The health routes alone, as the platform registers them, on a database that does what the test says. */
async function healthAppOn(query: Db['query']): Promise<{ app: FastifyInstance; queries: () => number }> {
  let count = 0;
  const db = {
    kind: 'postgres',
    query: (sql: string, params?: unknown[]) => {
      count += 1;
      return query(sql, params);
    },
  } as Db;
  const app = Fastify();
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(platformErrorHandler);
  await app.register(healthPlugin, { db, operatorToken: 'unused-operator-token-0123456789abcdef' });
  await app.ready();
  return { app, queries: () => count };
}

describe('on the platform', () => {
  let fx: PlatformFixture;
  beforeAll(async () => {
    fx = await createPlatformFixture();
  });
  afterAll(() => fx.close());

  it('is live and ready, with no session, also while the site is closed for maintenance', async () => {
    const closing = await fx.call({ method: calls.opsUpdateSettings.method, url: calls.opsUpdateSettings.path, operator: true, payload: { maintenance: { enabled: true } } });
    expect(closing.statusCode).toBe(200);
    const live = await fx.call({ method: 'GET', url: calls.live.path });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ success: true, value: { status: 'live' }, errorCode: null, message: null });
    const ready = await fx.call({ method: 'GET', url: calls.ready.path });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ success: true, value: { status: 'ready', databaseMs: expect.any(Number) } });
    expect(ready.headers['cache-control']).toBe('no-store');
  });
});

describe('when the database does not answer', () => {
  it('liveness answers without asking the database', async () => {
    const { app, queries } = await healthAppOn(() => Promise.reject(new Error('must not be asked')));
    const live = await app.inject({ method: 'GET', url: calls.live.path });
    expect(live.statusCode).toBe(200);
    expect(queries()).toBe(0);
    await app.close();
  });

  it('readiness answers 503 DATABASE_UNAVAILABLE with Retry-After when the database is down', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const { app } = await healthAppOn(() => Promise.reject(new DatabaseUnavailableError(refused)));
    const ready = await app.inject({ method: 'GET', url: calls.ready.path });
    expect(ready.statusCode).toBe(503);
    expect(Number(ready.headers['retry-after'])).toBeGreaterThan(0);
    expect(ready.json()).toMatchObject({ success: false, errorCode: DATABASE_UNAVAILABLE });
    expect(ready.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|5432/);
    await app.close();
  });

  it('readiness answers 503 when the database takes longer than the limit, without waiting for it', async () => {
    let answer: () => void = () => undefined;
    const { app } = await healthAppOn(
      () =>
        new Promise((resolve) => {
          answer = () => resolve([]);
        }),
    );
    const ready = await app.inject({ method: 'GET', url: calls.ready.path });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ errorCode: DATABASE_UNAVAILABLE });
    answer();
    await app.close();
  });
});
