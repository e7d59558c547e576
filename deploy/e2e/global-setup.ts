import { existsSync, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_PACKAGES } from '@site/shared/contract';
import { AXE_DIR_VARIABLE, tallySummary } from './axe-memory';
import { ISOLATED_SITE_FILE_VARIABLE, isolatedSiteFile, startIsolatedSite } from './isolated-site';
import { REPO_ROOT, startServer } from './server-process';

/**
 * Starts the production server once for the whole end-to-end run: a free port, a fresh data
 * directory (demo data seeded, every remote released), a fixed operator token. Tests read
 * SITE_URL, E2E_DATA_DIR and OPERATOR_TOKEN; the returned function is the teardown. Then, without
 * waiting for it, the isolated server of the site-wide specs (isolated-site.ts), and a directory
 * of the run for what the workers share (the accessibility states found clean, axe-memory.ts).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const missing = ['shell', ...Object.values(REMOTE_PACKAGES)].filter(
    (pkg) => !existsSync(path.join(REPO_ROOT, pkg, 'dist', pkg === 'shell' ? 'index.html' : 'remoteEntry.js')),
  );
  if (missing.length) throw new Error(`no production build of ${missing.join(', ')}: run "npm run build" first (npm test does)`);
  const started = Date.now();
  // Seeded game outcomes, so the games journey's rounds (and its win) are reproducible; light
  // password hashes, because every journey signs members up and in and the full cost is the unit
  // tests' to prove (at full cost the hashing took minutes of the suite).
  const server = await startServer({ label: 'site-e2e', env: { GAME_RNG_SEED: 'site-e2e', PLATFORM_TEST_LIGHT_HASHES: '1' } });
  process.env.SITE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.OPERATOR_TOKEN = server.operatorToken;
  console.info(`e2e: server ${server.url} (pid ${server.pid}, data ${server.dataDir}) ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const runDir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-e2e-run-'));
  const axeDir = path.join(runDir, 'axe');
  process.env[AXE_DIR_VARIABLE] = axeDir;
  process.env[ISOLATED_SITE_FILE_VARIABLE] = isolatedSiteFile(runDir);
  const isolated = startIsolatedSite(server.dataDir, isolatedSiteFile(runDir));
  return async () => {
    if (existsSync(axeDir)) console.info(tallySummary(axeDir));
    await Promise.all([isolated.stop(), server.stop()]);
    await fs.rm(runDir, { recursive: true, force: true });
  };
}
