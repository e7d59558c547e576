/**
 * What the demo vendor needs of a database: its own schema, `demo_vendor` (migrations/), reached
 * through any driver with this shape. The site server hands it the platform's connection in demo
 * mode (one database to run); the vendor never reads a table outside its schema. A driver reports a
 * lost or refused connection as the platform's does (a connection SQLSTATE or socket code, or the
 * platform's DatabaseUnavailableError), which the vendor answers as a retryable 503.
 */
export interface VendorDb {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Committed when `fn` resolves, rolled back when it throws; use only `tx` inside. */
  transaction<T>(fn: (tx: VendorDb) => Promise<T>): Promise<T>;
}

/** Running a script of several statements, for the vendor's migrations. */
export interface VendorScriptDb extends VendorDb {
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: VendorScriptDb) => Promise<T>): Promise<T>;
}
