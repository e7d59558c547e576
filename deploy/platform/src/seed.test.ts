import { issueSession } from './accounts/session-auth';
import { buildPlatformApp } from './app';
import type { ScriptDb } from './db/database';
import { seedPlatform } from './seed';
import { SCHEDULERS_OFF, TEST_OPERATOR_TOKEN } from './testing/platform-fixture';
import { openTestDatabase } from './testing/test-database';

const DEMO_ON = { DEMO_SEED: '1' };

let db: ScriptDb;

beforeEach(async () => {
  // A copy of the run's migrated template, not yet seeded: what seeding at start finds.
  db = await openTestDatabase({ seeded: false });
});

afterEach(async () => {
  await db.close();
});

describe('seeding at start', () => {
  it('is not part of building the platform: the routes alone write nothing', async () => {
    const app = await buildPlatformApp({ db, operatorToken: TEST_OPERATOR_TOKEN, ...SCHEDULERS_OFF });
    await app.close();
    expect(await db.query('SELECT name FROM seed_runs')).toEqual([]);
    expect(await db.query('SELECT 1 FROM members')).toEqual([]);
  });

  it("seeds every area once and credits demoplayer 1,000.00 once, however often the platform starts", async () => {
    expect(await seedPlatform(db, { env: DEMO_ON })).toBe(true);
    expect(await seedPlatform(db, { env: DEMO_ON })).toBe(false);
    const seeds = await db.query<{ name: string }>('SELECT name FROM seed_runs ORDER BY name');
    expect(seeds.map((row) => row.name)).toEqual(['agent-notices-v1', 'app-releases-demo', 'demo-accounts-v1', 'demo-content-v1', 'deposits-demo-gateway', 'help-sections-v2', 'wallet-demo']);
    expect(await db.query(`SELECT 1 FROM journal_entries WHERE kind = 'DEMO_SEED'`)).toHaveLength(1);

    const [member] = await db.query<{ id: string }>(`SELECT id::text AS id FROM members WHERE account = 'demoplayer'`);
    const token = await issueSession(db, member!.id);
    const app = await buildPlatformApp({ db, operatorToken: TEST_OPERATOR_TOKEN, ...SCHEDULERS_OFF });
    try {
      const response = await app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: { authorization: token } });
      expect(response.json().value.sumBalance).toBe('1000.00');
    } finally {
      await app.close();
    }
  }, 60_000);

  it('reports a failed demo credit and still starts; the next start tries again', async () => {
    const errors: string[] = [];
    const log = { info: () => undefined, error: (_details: object, message: string) => errors.push(message) };
    await db.exec(`
      CREATE FUNCTION refuse_entries() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'journal unavailable'; END $$;
      CREATE TRIGGER refuse_entries BEFORE INSERT ON journal_entries FOR EACH ROW EXECUTE FUNCTION refuse_entries();`);
    expect(await seedPlatform(db, { env: DEMO_ON, log })).toBe(true);
    expect(errors).toEqual(['wallet: demo credit failed']);
    expect(await db.query(`SELECT 1 FROM seed_runs WHERE name = 'wallet-demo'`)).toEqual([]);

    await db.exec('DROP TRIGGER refuse_entries ON journal_entries');
    expect(await seedPlatform(db, { env: DEMO_ON, log })).toBe(true);
    expect(await db.query(`SELECT 1 FROM seed_runs WHERE name = 'wallet-demo'`)).toHaveLength(1);
    expect(errors).toHaveLength(1);
  }, 60_000);
});
