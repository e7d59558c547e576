/**
 * Set-up file of the deploy-pg jest project: this test file's databases go to the run's PostgreSQL
 * cluster (started by postgres-global-setup.ts). process.env is the test file's own copy, so the
 * same files in the plain deploy project keep PGlite.
 */
const url = process.env.PLATFORM_TEST_POSTGRES_URL;
if (!url) throw new Error('deploy-pg: PLATFORM_TEST_POSTGRES_URL is not set; the global set-up did not start PostgreSQL');
process.env.TEST_DATABASE_URL = url;
export {};
