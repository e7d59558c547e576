/**
 * Global set-up of the deploy-pg jest project: one throw-away PostgreSQL cluster for the run, with
 * the migrated templates every test file copies its own database from. Its address reaches the
 * test files through PLATFORM_TEST_POSTGRES_URL (see use-test-postgres.ts).
 */
import { lightenPasswordHashesForTests } from '../accounts/passwords';
import { startTestCluster, type TestCluster } from './postgres-cluster';
import { createTemplates } from './test-database';

export const CLUSTER_KEY = '__siteTestPostgresCluster';

export default async function startPostgresForTests(): Promise<void> {
  // The demo accounts' passwords in the templates get the cost the tests use (light-password-cost.ts).
  lightenPasswordHashesForTests();
  const cluster = await startTestCluster();
  try {
    await createTemplates(cluster.url);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  (globalThis as Record<string, unknown>)[CLUSTER_KEY] = cluster satisfies TestCluster;
  process.env.PLATFORM_TEST_POSTGRES_URL = cluster.url;
}
