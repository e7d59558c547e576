import { connectDatabase, type ScriptDb } from '../../platform/src/db/database';
import { loadMigrations, runMigrations } from '../../platform/src/db/migrate';
import { loadNativeModulesOutsideSandbox } from '../../platform/src/testing/outside-jest-sandbox';
import { runVendorMigrations } from './vendor-migrations';

const VENDOR_TABLES = ['event_bets', 'events', 'jackpot_hits', 'jackpot_pools', 'outbox', 'rounds', 'schema_migrations', 'sessions'];

async function tablesOf(db: ScriptDb, schema: string): Promise<string[]> {
  const rows = await db.query<{ table_name: string }>('SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name', [schema]);
  return rows.map((row) => row.table_name);
}

describe('the demo vendor schema', () => {
  let db: ScriptDb;

  beforeEach(async () => {
    loadNativeModulesOutsideSandbox();
    db = await connectDatabase({ memory: true });
  }, 60_000);

  afterEach(async () => {
    await db.close();
  });

  it('is built by the vendor alone on an empty database, once', async () => {
    expect(await runVendorMigrations(db)).toEqual([1, 2]);
    expect(await runVendorMigrations(db)).toEqual([]);
    expect(await tablesOf(db, 'demo_vendor')).toEqual(VENDOR_TABLES);
    expect(await tablesOf(db, 'public')).toEqual([]);
  });

  it('takes over the tables the platform used to hold, rows and all, and the platform keeps none of them', async () => {
    // A platform database from before the vendor moved out: migrated up to the vendor's last table there.
    await db.exec('CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())');
    const moved = loadMigrations().find((m) => m.name === 'demo_vendor_tables_leave')!;
    for (const migration of loadMigrations().filter((m) => m.version < moved.version)) {
      await db.transaction(async (tx) => {
        await tx.exec(migration.sql);
        await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      });
    }
    const now = '2026-01-01T00:00:00Z';
    await db.query(
      `INSERT INTO provider_sessions (session_hash, platform_token, player_ref, game_code, game_name, game_type, vendor, engine, language, lobby_origin, currency, balance, created_at, last_seen_at)
       VALUES ('h1', 't1', 'player:1', 'RNG-1', 'Slot', 'RNG', 'DEMO', 'slot', 'en', 'http://site.test', 'REAL', 100, $1, $1)`,
      [now],
    );
    await db.query(`INSERT INTO provider_rounds (round_id, session_hash, player_ref, game_code, engine, stake, status, created_at) VALUES ('r1', 'h1', 'player:1', 'RNG-1', 'slot', 200, 'OPEN', $1)`, [now]);
    await db.query(`INSERT INTO provider_outbox (kind, tx_id, round_id, body, next_attempt_at, created_at) VALUES ('win', 'w1', 'r1', '{}', $1, $1)`, [now]);

    await runMigrations(db);
    expect(await runVendorMigrations(db)).toEqual([1, 2]);
    expect(await tablesOf(db, 'demo_vendor')).toEqual(VENDOR_TABLES);
    expect((await tablesOf(db, 'public')).filter((name) => name.startsWith('provider_'))).toEqual([]);
    // The win not yet acknowledged is still there to be sent.
    expect(await db.query("SELECT kind, tx_id, status FROM demo_vendor.outbox WHERE round_id = 'r1'")).toEqual([{ kind: 'win', tx_id: 'w1', status: 'PENDING' }]);
  }, 120_000);
});
