import { REGISTER_FIELD_SEED } from '../accounts/accounts-seed';
import { seedPlatform } from '../seed';
import { openTestDatabase } from '../testing/test-database';
import { runWalletDemoSeed } from '../wallet/wallet-seed';
import type { ScriptDb } from './database';
import { databaseModeLine, demoDataDecision, embeddedDatabaseWarning } from './database-mode';

describe('demoDataDecision', () => {
  it.each([
    ['pglite', {}, true, 'embedded database'],
    ['postgres', {}, false, 'DATABASE_URL without DEMO_SEED=1'],
    ['postgres', { DEMO_SEED: '1' }, true, 'DEMO_SEED=1'],
    ['pglite', { DEMO_SEED: '0' }, false, 'DEMO_SEED=0'],
    ['postgres', { DEMO_SEED: '' }, false, 'DATABASE_URL without DEMO_SEED=1'],
  ] as const)('%s with %p: demo accounts %p', (kind, env, enabled, reason) => {
    const decision = demoDataDecision(kind, env);
    expect(decision.enabled).toBe(enabled);
    expect(decision.reason).toContain(reason);
  });

  it.each(['yes', 'true', '2'])('refuses DEMO_SEED=%s rather than guess', (value) => {
    expect(() => demoDataDecision('postgres', { DEMO_SEED: value })).toThrow(/DEMO_SEED must be 1 .* or 0/);
  });
});

describe('databaseModeLine', () => {
  it('names the database and whether demo accounts run, and why', () => {
    expect(databaseModeLine('postgres', {})).toBe(
      'database: PostgreSQL (DATABASE_URL); demo accounts and money: off (DATABASE_URL without DEMO_SEED=1)',
    );
    expect(databaseModeLine('pglite', {})).toMatch(/^database: embedded PGlite; demo accounts and money: on \(embedded database/);
  });
});

describe('embeddedDatabaseWarning', () => {
  it.each([
    [{}, false],
    [{ HOST: '127.0.0.1' }, false],
    [{ HOST: 'localhost', NODE_ENV: 'development' }, false],
    [{ HOST: '::1' }, false],
    [{ NODE_ENV: 'production' }, true],
    [{ HOST: '0.0.0.0' }, true],
    [{ HOST: '::' }, true],
    [{ HOST: '192.168.1.10' }, true],
  ])('embedded database with %p: warns %p', (env, warns) => {
    const warning = embeddedDatabaseWarning('pglite', env);
    expect(warning !== null).toBe(warns);
    if (warning) expect(warning).toMatch(/does not fsync.*PostgreSQL \(DATABASE_URL\)/);
  });

  it('never warns on PostgreSQL', () => {
    expect(embeddedDatabaseWarning('postgres', { NODE_ENV: 'production', HOST: '0.0.0.0' })).toBeNull();
  });
});

/** The same database under another name: how a PostgreSQL start looks to the seed, without a server. */
function asPostgres(inner: ScriptDb): ScriptDb {
  return {
    kind: 'postgres',
    query: (sql, params) => inner.query(sql, params),
    exec: (sql) => inner.exec(sql),
    transaction: (fn) => inner.transaction((tx) => fn(asPostgres(tx))),
    close: () => inner.close(),
  } as ScriptDb;
}

describe('seeding by database kind', () => {
  let db: ScriptDb;

  beforeEach(async () => {
    // A copy of the run's migrated template: migrating anew for each test took most of this file's time.
    db = asPostgres(await openTestDatabase({ seeded: false }));
  });

  afterEach(async () => {
    await db.close();
  });

  const counts = async () =>
    (
      await db.query<{ members: number; settings: number; games: number; register_fields: number; entries: number }>(
        `SELECT (SELECT count(*)::int FROM members) AS members, (SELECT count(*)::int FROM settings) AS settings,
           (SELECT count(*)::int FROM games) AS games, (SELECT count(*)::int FROM register_fields) AS register_fields,
           (SELECT count(*)::int FROM journal_entries) AS entries`,
      )
    )[0]!;

  it('a PostgreSQL database without DEMO_SEED gets the site content but no demo account and no demo money', async () => {
    await seedPlatform(db, { env: {} });
    expect(await runWalletDemoSeed(db, {})).toBe('demo-data-off');
    const seeded = await counts();
    expect(seeded).toMatchObject({ members: 0, settings: 1, register_fields: REGISTER_FIELD_SEED.length, entries: 0 });
    expect(seeded.games).toBeGreaterThan(0);
  });

  it('a member who registers the demo name there is not credited', async () => {
    await seedPlatform(db, { env: {} });
    await db.query(`INSERT INTO members (account, type, password_hash) VALUES ('demoplayer', 0, '!')`);
    expect(await runWalletDemoSeed(db, {})).toBe('demo-data-off');
    expect((await counts()).entries).toBe(0);
  });

  it('DEMO_SEED=1 seeds the demo accounts and their money there too', async () => {
    await seedPlatform(db, { env: { DEMO_SEED: '1' } });
    expect(await runWalletDemoSeed(db, { DEMO_SEED: '1' })).toBe('already-seeded');
    expect(await counts()).toMatchObject({ members: 2, entries: 1 });
  });

  it('turning demo data on later adds the accounts to a database seeded without them', async () => {
    await seedPlatform(db, { env: {} });
    expect(await seedPlatform(db, { env: { DEMO_SEED: '1' } })).toBe(true);
    expect(await seedPlatform(db, { env: { DEMO_SEED: '1' } })).toBe(false);
    expect(await counts()).toMatchObject({ members: 2, register_fields: REGISTER_FIELD_SEED.length });
  });
});
