import type { Response } from '@playwright/test';
import { expect, test } from '@site/deploy/e2e';

/**
 * React, React DOM and `shared` exist once per page. A second copy would mean a second
 * session store and broken hooks, and it would show up here as a second download or a second
 * version in the federation share scope.
 */
interface ShareInfo {
  from: string;
  loaded?: boolean;
  useIn?: string[];
}
type ShareScopes = Record<string, Record<string, Record<string, Record<string, ShareInfo>>>>;

interface ManifestShared {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

const SINGLETONS = ['react', 'react-dom', '@site/shared'];

test('React, React DOM and shared are each downloaded and instantiated once', async ({ page, request }) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(response.url())) scripts.push(response);
  });

  await page.goto('/');
  await expect(page.getByTestId('home-lanes')).toBeVisible();
  await page.getByTestId('nav-item-LIVE').click();
  await expect(page.getByTestId('lobby-LIVE')).toBeVisible();

  // `shared`: a runtime string of its API client is in exactly one downloaded script.
  const bodies = await Promise.all(scripts.map(async (response) => ({ url: response.url(), body: (await response.body()).toString('utf8') })));
  const withShared = bodies.filter((b) => b.body.includes('Network link is abnormal')).map((b) => b.url);
  expect(withShared, 'scripts carrying the shared package').toHaveLength(1);
  expect(new URL(withShared[0]!).pathname.startsWith('/remotes/')).toBe(false);

  // No remote's own copy (its fallback chunks for a shared singleton) was fetched.
  const registry = (await (await request.get('/remotes.json')).json()) as Record<string, { version: string; entry: string }>;
  const fetched = new Set(bodies.map((b) => new URL(b.url).pathname));
  for (const [id, { entry }] of Object.entries(registry)) {
    const base = entry.slice(0, entry.lastIndexOf('/') + 1);
    const manifest = (await (await request.get(`${base}mf-manifest.json`)).json()) as { shared: ManifestShared[] };
    for (const shared of manifest.shared.filter((s) => SINGLETONS.includes(s.name))) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
        expect(fetched.has(`${base}${file}`), `${id} fetched its own ${shared.name} (${file})`).toBe(false);
      }
    }
  }

  // One version of each in the share scope, provided by the shell, used by the remotes too.
  const scopes = await page.evaluate(() => (globalThis as unknown as { __FEDERATION__: { __SHARE__: ShareScopes } }).__FEDERATION__.__SHARE__);
  for (const name of SINGLETONS) {
    const providers = Object.values(scopes).flatMap((byScope) => Object.values(byScope).flatMap((pkgs) => Object.entries(pkgs[name] ?? {})));
    expect(providers.map(([version]) => version), `versions of ${name}`).toHaveLength(1);
    const [, info] = providers[0]!;
    expect(info.from).toBe('shell');
    expect(info.loaded).toBe(true);
  }
  const react = Object.values(scopes).flatMap((byScope) => Object.values(byScope).flatMap((pkgs) => Object.values(pkgs.react ?? {})));
  expect(react[0]!.useIn).toEqual(expect.arrayContaining(['shell', 'games']));
});
