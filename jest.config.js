// Unit and component tests live next to the code (*.test.ts(x)). Front-end packages run in jsdom,
// deploy/ (server, platform, ops) in node; the platform's tests run a second time on a real
// PostgreSQL (project deploy-pg: a throw-away cluster for the run, a fresh database per test file).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];

// The remote list is declared once, in shared/contract/remote-packages.json (id → package folder).
const REMOTE_PACKAGES = Object.values(require('./shared/contract/remote-packages.json'));

const common = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  // swiper and its helpers ship ES modules only; so do the hash and base32 code under otplib.
  transformIgnorePatterns: ['/node_modules/(?!(swiper|ssr-window|dom7|otplib|@otplib|@scure/base|@noble/hashes)/)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
};

// Password hashes at the light test cost, except in the tests of the hashing itself.
const lightPasswordCost = '<rootDir>/deploy/platform/src/testing/light-password-cost.ts';

module.exports = {
  // One worker more than there are cores. Jest's default leaves a core to itself, which on a 2-core
  // machine means running every file in one process, twice as long; and a platform suite often
  // waits (for PostgreSQL, a file, a timer), so a third worker fills that time: 409 s with two,
  // 376 s with three on 2 cores, every core busy 95 % of the run.
  maxWorkers: require('node:os').availableParallelism() + 1,
  // A busy or slower machine is normal: a platform test that builds, migrates or seeds a database
  // can take many times its usual second or two, and that is not a fault (seeding the demo data
  // took close to a minute with two test runs side by side and builds beside them). A test that
  // waits for something that never comes still fails, only later.
  testTimeout: 180_000,
  projects: [
    {
      ...common,
      displayName: 'web',
      // jsdom, compiling modules so that V8 reuses its work across the test files of a worker.
      testEnvironment: '<rootDir>/shared/test/jsdom-environment.js',
      roots: ['<rootDir>/shared', '<rootDir>/shell', ...REMOTE_PACKAGES.map((pkg) => `<rootDir>/${pkg}`)],
      moduleNameMapper: {
        '\\.module\\.css$': 'identity-obj-proxy',
        // swiper's style entry points have no .css ending.
        '^swiper/css(/.*)?$': '<rootDir>/shared/test/style-stub.js',
        '\\.css$': '<rootDir>/shared/test/style-stub.js',
        '\\.(png|svg|jpe?g|webp|gif)$': '<rootDir>/shared/test/file-stub.js',
      },
      setupFilesAfterEnv: ['<rootDir>/shared/test/setup-tests.ts'],
    },
    {
      ...common,
      displayName: 'deploy',
      // node, compiling modules so that V8 reuses its work across the test files of a worker.
      testEnvironment: '<rootDir>/shared/test/node-environment.js',
      roots: ['<rootDir>/deploy'],
      // *.pg.test.ts need PostgreSQL: deploy-pg runs them.
      testPathIgnorePatterns: [...common.testPathIgnorePatterns, '\\.pg\\.test\\.ts$'],
      // The migrated and seeded PGlite databases every test file copies, built once for the run.
      globalSetup: '<rootDir>/deploy/platform/src/testing/pglite-global-setup.ts',
      globalTeardown: '<rootDir>/deploy/platform/src/testing/pglite-global-teardown.ts',
      setupFilesAfterEnv: [lightPasswordCost],
    },
    {
      ...common,
      displayName: 'deploy-pg',
      // node, compiling modules so that V8 reuses its work across the test files of a worker.
      testEnvironment: '<rootDir>/shared/test/node-environment.js',
      roots: ['<rootDir>/deploy/platform', '<rootDir>/deploy/demo-vendor'],
      // Once, in deploy, is enough for a test that never meets the project's database: the vendor's
      // game client (it runs in the browser) and *.no-pg.test.ts (pure logic, or a PGlite database of
      // its own, such as an old release's migrations brought up to date).
      testPathIgnorePatterns: [...common.testPathIgnorePatterns, '/deploy/demo-vendor/src/client/', '\\.no-pg\\.test\\.ts$'],
      globalSetup: '<rootDir>/deploy/platform/src/testing/postgres-global-setup.ts',
      globalTeardown: '<rootDir>/deploy/platform/src/testing/postgres-global-teardown.ts',
      setupFiles: ['<rootDir>/deploy/platform/src/testing/use-test-postgres.ts'],
      setupFilesAfterEnv: [lightPasswordCost],
    },
  ],
};
