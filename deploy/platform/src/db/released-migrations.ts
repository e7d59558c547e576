/**
 * Test support: the migration files as a release had them, for tests that build a database as that
 * release left it and then migrate it with this build. Today's files alone cannot: the functions
 * and triggers now live in the SQL folder, which goes with the full set of migrations only.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The last commit whose migrations defined the functions and triggers themselves (001 to 037). */
export const MIGRATIONS_WITH_FUNCTIONS = 'e92ec57e639eb28a7e165a0b9c33647eab099c4c';

const REPO_ROOT = path.resolve(__dirname, '../../../..');
const MIGRATIONS_PATH = 'deploy/platform/migrations';

/**
 * A new temporary directory with the migration files of `commit` numbered up to `upTo` (all by
 * default), read from the repository's history; the caller removes it.
 */
export function releasedMigrations(upTo = Infinity, commit = MIGRATIONS_WITH_FUNCTIONS): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 });
  const files = git('ls-tree', '--name-only', `${commit}:${MIGRATIONS_PATH}`)
    .split('\n')
    .filter((file) => /^\d{3}_.*\.sql$/.test(file) && Number(file.slice(0, 3)) <= upTo);
  if (files.length === 0) throw new Error(`No migrations at ${commit} (is the repository's history there?)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'released-migrations-'));
  for (const file of files) fs.writeFileSync(path.join(dir, file), git('show', `${commit}:${MIGRATIONS_PATH}/${file}`));
  return dir;
}
