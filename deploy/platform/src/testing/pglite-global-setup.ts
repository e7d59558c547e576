/**
 * Global set-up of the deploy jest project: the PGlite templates every test file's database starts
 * from (see test-database.ts), built once for the run in a temporary folder whose path reaches the
 * test files through PLATFORM_TEST_PGLITE_TEMPLATES.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lightenPasswordHashesForTests } from '../accounts/passwords';
import { createPgliteTemplates, PGLITE_TEMPLATES_ENV } from './test-database';

export default async function buildPgliteTemplates(): Promise<void> {
  // The demo accounts' passwords in the templates get the cost the tests use (light-password-cost.ts).
  lightenPasswordHashesForTests();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-test-pglite-'));
  try {
    await createPgliteTemplates(dir);
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  process.env[PGLITE_TEMPLATES_ENV] = dir;
}
