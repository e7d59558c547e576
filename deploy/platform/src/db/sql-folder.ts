import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ScriptDb } from './database';

/**
 * The database's functions and their triggers as they are now: one file per function (its
 * triggers beside it), `CREATE OR REPLACE FUNCTION` and `DROP TRIGGER IF EXISTS` + `CREATE
 * TRIGGER`, so a file can be applied any number of times. Migrations hold tables, data and one-time
 * changes; this folder is applied after them at every start.
 *
 * Files are applied in file-name order. PL/pgSQL bodies are resolved when called, not when created,
 * so that order only matters for a file whose creation needs another's function (a LANGUAGE sql
 * body calling it, a trigger in another file): such a file must sort after the one it needs.
 */
export const SQL_DIR = path.resolve(__dirname, '../../sql');

const SQL_FILE = /^[a-z0-9_]+\.sql$/;

/** A migration line that stands for a file of this folder as it is now (see expandIncludes). */
const INCLUDE_LINE = /^-- include sql\/([a-z0-9_]+\.sql)$/gm;

export interface SqlFile {
  name: string;
  sql: string;
}

/** Reads the folder; a `.sql` file whose name is not lower-case snake case is an error, not skipped. */
export function loadSqlFolder(dir: string = SQL_DIR): SqlFile[] {
  const files: SqlFile[] = [];
  for (const name of fs.readdirSync(dir).sort()) {
    if (!name.endsWith('.sql')) continue;
    if (!SQL_FILE.test(name)) throw new Error(`SQL file name must look like function_name.sql: ${name}`);
    files.push({ name, sql: fs.readFileSync(path.join(dir, name), 'utf8') });
  }
  return files;
}

/**
 * Replaces each `-- include sql/<file>.sql` line of a migration with that file. A migration whose
 * data step calls a function, or needs a trigger to fire (or to exist, to disable it), includes it
 * at that point; it gets the definition as it is today, so a later change of that function must
 * still suit the data steps that include it.
 */
export function expandIncludes(sql: string, folder: readonly SqlFile[]): string {
  return sql.replace(INCLUDE_LINE, (_line, name: string) => {
    const file = folder.find((f) => f.name === name);
    if (!file) throw new Error(`A migration includes sql/${name}, which does not exist`);
    return file.sql;
  });
}

/**
 * Applies the folder inside the caller's transaction (which holds the migration lock). The digest of
 * what was applied is kept, so a start with unchanged files (unless `force`) rewrites nothing:
 * recreating a trigger locks its table, which would stall the servers already running.
 */
export async function applySqlFolder(tx: ScriptDb, folder: readonly SqlFile[], options: { force?: boolean } = {}): Promise<boolean> {
  const digest = createHash('sha256');
  for (const file of folder) digest.update(`${file.name}\n${file.sql}\n`);
  const sha256 = digest.digest('hex');
  await tx.exec(`CREATE TABLE IF NOT EXISTS schema_sql_folder (
    singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
    sha256 text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied = await tx.query<{ sha256: string }>('SELECT sha256 FROM schema_sql_folder');
  if (!options.force && applied[0]?.sha256 === sha256) return false;
  for (const file of folder) {
    try {
      await tx.exec(file.sql);
    } catch (error) {
      throw new Error(`sql/${file.name}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }
  await tx.query(
    `INSERT INTO schema_sql_folder (sha256) VALUES ($1)
     ON CONFLICT (singleton) DO UPDATE SET sha256 = EXCLUDED.sha256, applied_at = now()`,
    [sha256],
  );
  return true;
}
