import Fastify, { type FastifyInstance } from 'fastify';
import { unavailableOr } from '../../platform/src/db/database-error';
import { loadNativeModulesOutsideSandbox } from '../../platform/src/testing/outside-jest-sandbox';
import { providerPlugin } from './provider-plugin';
import type { VendorDb } from './vendor-db';

/** A database that is away: every statement fails as the platform's driver fails when the server refuses the connection. */
function databaseAway(): VendorDb {
  const refused = () => unavailableOr(Object.assign(new Error('connect ECONNREFUSED 10.9.8.7:5432'), { code: 'ECONNREFUSED' }));
  return { query: () => Promise.reject(refused()), transaction: () => Promise.reject(refused()) };
}

/** A raw driver's own error for a lost connection, not wrapped by the platform's driver. */
function connectionEnded(): VendorDb {
  const ended = () => new Error('Connection terminated unexpectedly');
  return { query: () => Promise.reject(ended()), transaction: () => Promise.reject(ended()) };
}

loadNativeModulesOutsideSandbox();

const SESSION = 'a'.repeat(43);
let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function vendorOn(db: VendorDb): Promise<FastifyInstance> {
  app = Fastify();
  const walletTransport = () => Promise.reject(new Error('no wallet calls in this test'));
  await app.register(providerPlugin, { db, gameProviderSecret: 'provider-test-secret', walletTransport, outboxIntervalMs: 0, schedulerIntervalMs: 0 });
  await app.ready();
  return app;
}

describe('demo vendor while its database is away', () => {
  it.each([
    ['the driver cannot reach it', databaseAway],
    ['the connection ended under the query', connectionEnded],
  ])('answers its client API with a retryable 503 in its own envelope: %s', async (_what, db) => {
    const vendor = await vendorOn(db());
    for (const [method, url] of [
      ['GET', '/provider/api/session'],
      ['POST', '/provider/api/slot/spin'],
    ] as const) {
      const response = await vendor.inject({ method, url, headers: { 'x-provider-session': SESSION }, ...(method === 'POST' ? { payload: { stake: 100 } } : {}) });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('2');
      expect(response.json()).toEqual({
        success: false,
        value: null,
        errorCode: 'DATABASE_UNAVAILABLE',
        message: 'The game is briefly unavailable; please try again in a moment',
      });
      expect(response.body).not.toMatch(/ECONNREFUSED|10\.9\.8\.7|5432|terminated/);
    }
  });
});
