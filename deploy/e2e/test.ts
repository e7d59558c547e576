import { test as base, expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, type AxeCheckOptions } from './axe';
import { isolatedSiteOfRun } from './isolated-site';

/**
 * The `test` every end-to-end spec imports. Pages open against the server global-setup started
 * (SITE_URL). Specs that change site-wide state (maintenance, region blocking, the remote registry,
 * settling every agent's salary) use `isolatedTest` instead: the same production server, a second
 * process with its own data directory started once per run (isolated-site.ts), so those changes
 * can never leak into specs running in parallel. Such a spec is listed in playwright.config.ts's
 * 'site-wide' project, which runs them one at a time.
 */
export interface Site {
  url: string;
  dataDir: string;
  operatorToken: string;
}

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the specs with "npx playwright test" (global set-up starts the server)`);
  return value;
}

/** Accessibility checks bound to the test's page. */
export interface Axe {
  /**
   * Fails when axe-core finds a WCAG 2.0/2.1/2.2 A or AA violation on the page (or in
   * `options.include`, e.g. a dialog), checked in both themes unless `options.themes` says otherwise.
   */
  check(options?: AxeCheckOptions): Promise<void>;
}

/**
 * Every journey is checked for accessibility: specs call `axe.check()` on each page and dialog they
 * open, and whatever page a test ends on is checked once more in both themes when the test passed
 * (a failed test's page is in no state worth judging). A state the run has already found clean is
 * not checked again (axe.ts). A test that ends on a page that is not the
 * site's own (the API documentation, drawn by Swagger UI) turns the last check off with
 * `test.use({ axeOnFinalPage: false })`.
 */
const withAxe = base.extend<{ axe: Axe; axeOnFinalPage: boolean; finalPageCheck: void }>({
  axe: async ({ page }, provide) => {
    await provide({ check: (options) => expectNoAxeViolations(page, options) });
  },
  axeOnFinalPage: [true, { option: true }],
  finalPageCheck: [
    async ({ page, axeOnFinalPage }, provide, testInfo) => {
      await provide();
      if (!axeOnFinalPage || testInfo.status !== testInfo.expectedStatus || page.isClosed() || !/^https?:/.test(page.url())) return;
      await expectNoAxeViolations(page, { label: 'final page' });
    },
    { auto: true },
  ],
});

export const test = withAxe.extend<{ site: Site }>({
  // Playwright reads a fixture's dependencies from this destructuring pattern, so it must stay.
  // eslint-disable-next-line no-empty-pattern
  site: async ({}, provide) => {
    await provide({ url: env('SITE_URL'), dataDir: env('E2E_DATA_DIR'), operatorToken: env('OPERATOR_TOKEN') });
  },
  baseURL: async ({ site }, provide) => {
    await provide(site.url);
  },
});

export const isolatedTest = withAxe.extend<{ site: Site }, { isolatedSite: Site }>({
  isolatedSite: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      await provide(await isolatedSiteOfRun());
    },
    // Its start may still be under way when the first site-wide spec begins.
    { scope: 'worker', timeout: 180_000 },
  ],
  site: async ({ isolatedSite }, provide) => {
    await provide(isolatedSite);
  },
  baseURL: async ({ isolatedSite }, provide) => {
    await provide(isolatedSite.url);
  },
});

export { expect };

/** PUT /ops/system on `site` with the operator token; returns the new settings. */
export async function putOps(site: Site, body: Record<string, unknown>): Promise<unknown> {
  const response = await fetch(`${site.url}/ops/system`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${site.operatorToken}` },
    body: JSON.stringify(body),
  });
  const payload = (await response.json()) as { success?: boolean; value?: unknown; message?: string };
  if (!response.ok || payload.success === false) throw new Error(`PUT /ops/system: HTTP ${response.status} ${payload.message ?? ''}`);
  return payload.value;
}

/** The site as the platform sees it right now (GET /wps/system/status). */
export async function systemStatus(site: Site): Promise<{ status: number; ip: string; maintenanceEndTime: string | null }> {
  const response = await fetch(`${site.url}/wps/system/status`);
  const payload = (await response.json()) as { value: { status: number; ip: string; maintenanceEndTime: string | null } };
  return payload.value;
}

/** Collects uncaught page errors, so a spec can assert a journey raised none. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
