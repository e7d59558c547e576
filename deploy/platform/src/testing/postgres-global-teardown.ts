/** Global teardown of the deploy-pg jest project: stops the run's PostgreSQL cluster and deletes it. */
import type { TestCluster } from './postgres-cluster';
import { CLUSTER_KEY } from './postgres-global-setup';

export default async function stopPostgresForTests(): Promise<void> {
  const cluster = (globalThis as Record<string, unknown>)[CLUSTER_KEY] as TestCluster | undefined;
  delete (globalThis as Record<string, unknown>)[CLUSTER_KEY];
  await cluster?.stop();
}
