/** Global teardown of the deploy jest project: deletes the run's PGlite templates. */
import fs from 'node:fs';
import { PGLITE_TEMPLATES_ENV } from './test-database';

export default function removePgliteTemplates(): void {
  const dir = process.env[PGLITE_TEMPLATES_ENV];
  delete process.env[PGLITE_TEMPLATES_ENV];
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
