import { test as base, expect, type Page } from '@playwright/test';
import { startServer } from './server-process';

/**
 * The `test` every end-to-end spec imports. Pages open against the server global-setup started
 * (SITE_URL). Specs that change site-wide state (maintenance, region blocking, the remote registry)
 * use `isolatedTest` instead: the same production server, started once per worker with its own data
 * directory, so those changes can never leak into specs running in parallel.
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

export const test = base.extend<{ site: Site }>({
  // Playwright reads a fixture's dependencies from this destructuring pattern, so it must stay.
  // eslint-disable-next-line no-empty-pattern
  site: async ({}, provide) => {
    await provide({ url: env('SITE_URL'), dataDir: env('E2E_DATA_DIR'), operatorToken: env('OPERATOR_TOKEN') });
  },
  baseURL: async ({ site }, provide) => {
    await provide(site.url);
  },
});

export const isolatedTest = base.extend<{ site: Site }, { isolatedSite: Site }>({
  isolatedSite: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const server = await startServer({ label: 'site-e2e-isolated', seedRemotesFrom: env('E2E_DATA_DIR') });
      try {
        await provide({ url: server.url, dataDir: server.dataDir, operatorToken: server.operatorToken });
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 120_000 },
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
