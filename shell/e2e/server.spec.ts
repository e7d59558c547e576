import type { Page } from '@playwright/test';
import { expect, test } from '@site/deploy/e2e';

/** What deploy/server promises a browser: a CSP nothing on the site trips over, caching that fits. */
async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript({
    content: `window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations.push(e.violatedDirective + ' ' + e.blockedURI));`,
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test('the site runs under its Content-Security-Policy without a violation', async ({ page }) => {
  const violations = await recordCspViolations(page);
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
  expect(csp).toContain("object-src 'none'");
  expect(response?.headers()['cache-control']).toBe('no-store');
  await expect(page.getByTestId('home-lanes').locator('[data-testid^="vendor-card-"]').first()).toBeVisible();
  // Images, styles injected at run time and every remote have loaded by now.
  await expect(page.getByTestId('banner-strip').getByRole('img').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

test.describe('the API documentation', () => {
  // The document only: a browsing UI would bring its own copy of DOMPurify onto the site's origin.
  test('the API document at /docs is the OpenAPI JSON, with no UI bundle', async ({ request }) => {
    const docs = await request.get('/docs');
    expect(docs.ok()).toBe(true);
    expect(docs.headers()['content-type']).toMatch(/^application\/json/);
    expect(((await docs.json()) as { openapi: string }).openapi).toMatch(/^3\./);
    const bundle = await request.get('/docs/static/swagger-ui-bundle.js');
    expect(await bundle.text()).not.toMatch(/DOMPurify/);
  });
});

test('remote files are cached forever, the registry never', async ({ request }) => {
  const registry = await request.get('/remotes.json');
  expect(registry.headers()['cache-control']).toBe('no-store');
  const { games } = (await registry.json()) as Record<string, { entry: string }>;
  const entry = await request.get(games!.entry, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(entry.ok()).toBe(true);
  expect(entry.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(entry.headers()['content-encoding']).toMatch(/br|gzip/);
});
