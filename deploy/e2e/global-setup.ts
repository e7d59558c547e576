import { existsSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_PACKAGES } from '@site/shared/contract';
import { REPO_ROOT, startServer } from './server-process';

/**
 * Starts the production server once for the whole end-to-end run: a free port, a fresh data
 * directory (demo data seeded, every remote released), a fixed operator token. Tests read
 * SITE_URL, E2E_DATA_DIR and OPERATOR_TOKEN; the returned function is the teardown.
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
  return async () => {
    await server.stop();
  };
}
