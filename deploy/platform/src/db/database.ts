import path from 'node:path';
import type { PGlite, Transaction as PgliteTransaction } from '@electric-sql/pglite';
import { Pool, type PoolClient } from 'pg';
import { unavailableOr } from './database-error';
import { startAutoAnalyze } from './pglite-auto-analyze';

/**
 * The platform's one way to the database. The same code and the same SQL run on embedded PGlite
 * (the default, no server needed) and on a real PostgreSQL (`DATABASE_URL`).
 *
 * Values come back as the drivers parse them: `numeric` as a string (money stays exact), `int8`
 * differs between drivers, so queries cast counts to `::int`; `timestamptz` as a Date; `jsonb` parsed.
 */
export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. Use only
   * `tx` inside: on PGlite (one connection) a query on the outer `Db` waits for the transaction to
   * end, so it would never run. Nested calls on `tx` join the same transaction.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  kind: 'pglite' | 'postgres';
  /**
   * LISTEN on `channel` (lower-case letters, digits, _): `onNotify` gets each NOTIFY's payload,
   * from this process or any other on the same database, after the notifying transaction commits.
   * On PostgreSQL it holds one connection of the pool, taken again after a loss (`onReconnect`
   * then runs, since notifications sent meanwhile are lost). Answers how to stop listening.
   */
  listen?(channel: string, onNotify: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
}

/** What migrations need beyond `Db`: running a script of several statements. */
export interface ScriptDb extends Db {
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: ScriptDb) => Promise<T>): Promise<T>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /** The site's data directory; PGlite keeps its files in `<dataDir>/pglite`. */
  dataDir?: string;
  /** An in-memory PGlite (tests): nothing is written to disk. */
  memory?: boolean;
  /**
   * With `memory`: start from this saved data directory (a tarball from `dumpPgliteDataDir`) instead
   * of an empty cluster. Tests copy one database migrated and seeded once per run this way.
   */
  loadDataDir?: Blob;
}

/** Subfolder of the data directory holding PGlite's files, so other files can share the directory. */
export const PGLITE_SUBDIR = 'pglite';

class PgliteTx implements ScriptDb {
  readonly kind = 'pglite' as const;
  constructor(private readonly tx: PgliteTransaction) {}
  async query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]> {
    return (await this.tx.query<T>(sql, params)).rows;
  }
  async exec(sql: string): Promise<void> {
    await this.tx.exec(sql);
  }
  transaction<T>(fn: (tx: ScriptDb) => Promise<T>): Promise<T> {
    return fn(this);
  }
  close(): Promise<void> {
    return Promise.reject(new Error('close() is not available inside a transaction'));
  }
}

class PgliteDb implements ScriptDb {
  readonly kind = 'pglite' as const;
  // PGlite runs no autovacuum: this keeps the planner's statistics current instead.
  private readonly stopAutoAnalyze = startAutoAnalyze(this);
  constructor(private readonly pg: PGlite) {}
  async query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]> {
    return (await this.pg.query<T>(sql, params)).rows;
  }
  async exec(sql: string): Promise<void> {
    await this.pg.exec(sql);
  }
  transaction<T>(fn: (tx: ScriptDb) => Promise<T>): Promise<T> {
    return this.pg.transaction((tx) => fn(new PgliteTx(tx)));
  }
  close(): Promise<void> {
    this.stopAutoAnalyze();
    return this.pg.close();
  }
  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    return this.pg.listen(listenChannel(channel), onNotify);
  }
  dumpDataDir(): Promise<Blob> {
    // Uncompressed: a copy then starts with less work than unpacking a gzipped one.
    return this.pg.dumpDataDir('none');
  }
}

/** The whole data directory of an embedded database as a tarball, for `loadDataDir` of later copies. */
export function dumpPgliteDataDir(db: Db): Promise<Blob> {
  if (!(db instanceof PgliteDb)) throw new Error('dumpPgliteDataDir needs an embedded (PGlite) database');
  return db.dumpDataDir();
}

class PostgresTx implements ScriptDb {
  readonly kind = 'postgres' as const;
  /** `lost`: whether the connection broke during the transaction (its error was emitted). */
  constructor(
    private readonly client: PoolClient,
    private readonly lost: () => boolean,
  ) {}
  async query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]> {
    try {
      return (await this.client.query(sql, params)).rows as T[];
    } catch (error) {
      throw unavailableOr(error, this.lost());
    }
  }
  async exec(sql: string): Promise<void> {
    // Without parameters pg uses the simple protocol, which accepts several statements.
    await this.query(sql);
  }
  transaction<T>(fn: (tx: ScriptDb) => Promise<T>): Promise<T> {
    return fn(this);
  }
  close(): Promise<void> {
    return Promise.reject(new Error('close() is not available inside a transaction'));
  }
}

/**
 * On PostgreSQL a connection can be lost at any moment (the server restarts or fails over, an
 * operator ends the session). Whatever was running on it then fails with DatabaseUnavailableError,
 * which the platform answers as a retryable 503; the next request gets a new connection from the
 * pool. Nothing here retries by itself: a write whose commit was sent but not acknowledged may
 * have happened, and only the caller, repeating with the same idempotency key, can safely ask again.
 */
class PostgresDb implements ScriptDb {
  readonly kind = 'postgres' as const;
  constructor(private readonly pool: Pool) {}
  async query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]> {
    try {
      // pool.query hands a client whose connection failed back with its error, so the pool drops it.
      return (await this.pool.query(sql, params)).rows as T[];
    } catch (error) {
      throw unavailableOr(error);
    }
  }
  async exec(sql: string): Promise<void> {
    await this.query(sql);
  }
  async transaction<T>(fn: (tx: ScriptDb) => Promise<T>): Promise<T> {
    let client: PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      throw unavailableOr(error);
    }
    // A checked-out client has no 'error' listener of the pool's: without this one, a connection
    // ended by the server while the transaction is open would be an unhandled error and end the
    // process. The failure then surfaces as the next statement's (or COMMIT's) error.
    let lost: Error | undefined;
    const onError = (error: Error) => {
      lost ??= error;
    };
    client.on('error', onError);
    try {
      await client.query('BEGIN');
      const result = await fn(new PostgresTx(client, () => lost !== undefined));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      if (!lost) {
        await client.query('ROLLBACK').catch((rollbackError: Error) => {
          lost = rollbackError;
        });
      }
      throw unavailableOr(error, lost !== undefined);
    } finally {
      // With an error the pool closes the client instead of handing it out again.
      client.release(lost);
      client.removeListener('error', onError);
    }
  }
  async listen(channel: string, onNotify: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>> {
    const name = listenChannel(channel);
    let client: PoolClient | undefined;
    let releaseListening = (): void => undefined;
    let stopped = false;
    let retry: NodeJS.Timeout | undefined;
    const onNotification = (message: { channel: string; payload?: string }) => {
      if (message.channel === name) onNotify(message.payload ?? '');
    };
    const reconnect = (): void => {
      clearTimeout(retry);
      retry = setTimeout(() => {
        if (!stopped) connect().then(() => onReconnect?.(), reconnect);
      }, 1_000);
    };
    const connect = async (): Promise<void> => {
      const next = await this.pool.connect();
      next.on('notification', onNotification);
      // A lost listening connection is replaced after a second; the caller catches up on what it missed.
      // It can report its loss more than once (and LISTEN can fail with it): it goes back once.
      let released = false;
      const drop = (error: Error) => {
        if (released) return;
        released = true;
        next.release(error);
        if (client === next) client = undefined;
      };
      const onError = (error: Error) => {
        const wasListening = client === next;
        drop(error);
        if (wasListening && !stopped) reconnect();
      };
      next.on('error', onError);
      try {
        await next.query(`LISTEN ${name}`);
      } catch (error) {
        drop(error as Error);
        throw error;
      }
      client = next;
      // Given back after UNLISTEN, it is the pool's again: its later errors are the pool's to handle.
      releaseListening = () => {
        next.removeListener('error', onError);
        if (released) return;
        released = true;
        next.release();
      };
    };
    await connect();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      const held = client;
      client = undefined;
      if (!held) return;
      await held.query(`UNLISTEN ${name}`).catch(() => undefined);
      held.removeListener('notification', onNotification);
      releaseListening();
    };
  }
  close(): Promise<void> {
    return this.pool.end();
  }
}

/** A channel name as LISTEN takes it unquoted: checked, since it is written into the statement. */
function listenChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`listen: bad channel name ${channel}`);
  return channel;
}

/**
 * Opens the driver only: no migrations, no seed. A tool that only reads opens the database as it is;
 * migrating is the caller's explicit next step (`runMigrations` in ./migrate: the platform's and the
 * site server's start, and `npm run ops -- migrate`).
 */
export async function connectDatabase(options: OpenDatabaseOptions): Promise<ScriptDb> {
  if (options.databaseUrl) {
    // TCP keepalive: a connection whose server vanished without a word (a failover, a cut network)
    // is found dead within minutes instead of hanging the work on it until the system's default hours.
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    // An idle client that dies must not crash the process; the pool replaces it. The message
    // carries no credentials (the connection string is never part of it).
    pool.on('error', (error) => console.error('platform: idle PostgreSQL connection failed:', error.message));
    // A connection the server ends while it is checked out but between statements (the chat's
    // listening one, a transaction's between two queries) reports an 'error' event no statement is
    // waiting for. Each user of a checked-out connection listens for it, but one left without a
    // listener even for a moment would end the process; with this one the event is only noted, and
    // the next statement on that connection fails (and the pool drops it).
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = new PostgresDb(pool);
    try {
      await db.query('SELECT 1');
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw error;
    }
    return db;
  }
  // Loaded on demand: a platform on PostgreSQL never loads the WASM engine.
  const { PGlite } = await import('@electric-sql/pglite');
  // Game name search needs trigram indexes; PGlite ships pg_trgm as an extension to load.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const extensions = { pg_trgm };
  if (options.memory) {
    // An in-memory database holds a test's or a script's few megabytes. PostgreSQL's default 128 MB
    // of shared buffers made each start spend 0.2 to 0.5 s of CPU setting them up, in every test
    // file; 16 MB halves the start.
    const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];
    return new PgliteDb(await PGlite.create({ extensions, loadDataDir: options.loadDataDir, startParams }));
  }
  if (!options.dataDir) throw new Error('connectDatabase needs databaseUrl, dataDir or memory: true');
  return new PgliteDb(await PGlite.create(path.join(path.resolve(options.dataDir), PGLITE_SUBDIR), { extensions }));
}
