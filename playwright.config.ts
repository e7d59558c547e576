import { defineConfig } from '@playwright/test';

/**
 * The specs that change site-wide state: they share one isolated server (isolatedTest of
 * deploy/e2e/test.ts) and so run one at a time, beside the others.
 */
const SITE_WIDE_SPECS = [/shell\/e2e\/site-state\.spec\.ts$/, /shell\/e2e\/remote-routes\.spec\.ts$/, /shell\/e2e\/remote-recovery\.spec\.ts$/, /mf-agent-centre\/e2e\/contracts\.spec\.ts$/];

/**
 * The specs with the longest tests (the site tour's take 30 to 100 s each, the servers on one
 * PostgreSQL and the footer's every link about a minute), started first: in file order they came
 * last, and the run ended with one worker finishing a long test while the other had nothing left to
 * do. Started first, they leave the short tests to fill both workers until the end.
 */
const LONG_SPECS = [/shell\/e2e\/site-tour\.spec\.ts$/, /shell\/e2e\/many-servers\.spec\.ts$/, /shell\/e2e\/routes\.spec\.ts$/];

/**
 * End-to-end specs live in each package's e2e/ folder and run against the
 * production build served by deploy/server on a free port with a fresh data directory (see
 * deploy/e2e/global-setup.ts), in Debian's Chromium.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*/e2e/**/*.spec.ts',
  testIgnore: ['**/node_modules/**', '**/dist/**'],
  globalSetup: './deploy/e2e/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : Math.min(2, Number(process.env.E2E_WORKERS ?? 2)),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // Account journeys sign in several times, each a deliberately slow password hash; on two busy
  // cores one journey can take longer than 30 s without anything being wrong.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list', { printSteps: false }]],
  outputDir: 'test-results',
  use: {
    // The real URL is only known once global set-up has started the server; the `test` fixture of
    // deploy/e2e/test.ts sets baseURL from it.
    baseURL: process.env.SITE_URL,
    locale: 'en-US',
    // A person who asks for less motion: the site then runs no endless animation (the notice
    // marquee, image and skeleton shimmer), so Chromium, compositing in software here, draws no
    // frame between a journey's steps; with motion every open page drew sixty a second and the run
    // took twice as long. The moving variant is checked by the specs that ask for motion
    // (`test.use({ reducedMotion: 'no-preference' })`).
    reducedMotion: 'reduce',
    viewport: { width: 1366, height: 900 },
    // A trace records a screencast and a DOM snapshot at every step: in every test that was a third
    // of the browser's and the runner's work (a sample of 13 tests: 130 CPU-seconds with traces,
    // 90 without). CI retries a failed test once, and that retry records the trace to read; a run
    // here, without retries, keeps the trace of a failed test.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  // The site-wide project first: its specs then start at once in one worker, the rest fill the other;
  // then the longest specs, then the rest.
  projects: [
    { name: 'site-wide', testMatch: SITE_WIDE_SPECS, workers: 1 },
    { name: 'long', testMatch: LONG_SPECS },
    { name: 'chromium', testIgnore: [...SITE_WIDE_SPECS, ...LONG_SPECS, '**/node_modules/**', '**/dist/**'] },
  ],
});
