/**
 * What the packages' end-to-end specs use from deploy/, imported as '@site/deploy/e2e': the
 * Playwright fixtures (a server on a free port with a fresh data directory), account helpers, and
 * the release tooling the registry journeys drive.
 */
export * from './test';
export * from './accounts';
export { verifyIdentityThroughApi } from './identity';
export { scrollThrough } from './scroll';
export { readRegistry, writeRegistry, type RegistryFile } from '../releases/src/registry';
export { release, rollback } from '../releases/src/release';
export { REPO_ROOT, registryPath, versionDir } from '../releases/src/paths';
export { startServer, type ServerProcess } from './server-process';
export { startTestCluster, type TestCluster } from '../platform/src/testing/postgres-cluster';
export { AXE_TAGS, BOTH_THEMES, LIGHTHOUSE_BEST_PRACTICE_RULES, axeViolations, describeViolations, expectNoAxeViolations, type AxeCheckOptions, type ThemeName } from './axe';
