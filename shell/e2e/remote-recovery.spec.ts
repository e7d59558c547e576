import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Route } from '@playwright/test';
import { collectPageErrors, expect, isolatedTest, readRegistry, registryPath, release, REPO_ROOT, rollback, test } from '@site/deploy/e2e';

/**
 * A remote that does not answer, or a registry that cannot be read, costs one area of the page for a
 * few seconds, never the site: the area offers Retry within ten seconds, and Retry recovers without
 * a page reload once the remote answers or the release is fixed. The registry journey runs on the
 * isolated server, since it breaks and releases that server's registry.
 */
test.describe.configure({ mode: 'default' });

const GAMES_ENTRY = /\/remotes\/games\/[^/]+\/remoteEntry\.js/;

test('a remote entry that does not answer shows Retry within 10 s; Retry after it answers loads the area', async ({ page }) => {
  const errors = collectPageErrors(page);
  const asked: string[] = [];
  const held: Route[] = [];
  let hang = true;
  let firstHeld: () => void = () => undefined;
  const holding = new Promise<void>((resolve) => (firstHeld = resolve));
  await page.route(GAMES_ENTRY, async (route) => {
    asked.push(route.request().url());
    if (!hang) return route.continue();
    held.push(route);
    firstHeld();
  });

  // The held entry keeps the load event from firing; the page itself is there long before.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await holding;
  const fallback = page.getByTestId('remote-fallback-games');
  await expect(fallback).toBeVisible({ timeout: 10_000 });
  await expect(fallback).toHaveAttribute('role', 'alert');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  // The first request still hangs: Retry must not wait on it. By keyboard, as anyone can.
  hang = false;
  const retry = fallback.getByRole('button', { name: 'Retry' });
  await retry.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('home-lanes')).toBeVisible();
  await expect(fallback).toHaveCount(0);
  expect(asked.length).toBeGreaterThan(held.length);
  expect(held.map((route) => route.request().url())).not.toContain(asked.at(-1));

  // The stale request answering at last changes nothing.
  await Promise.all(held.map((route) => route.continue()));
  await expect(page.getByTestId('home-lanes')).toBeVisible();
  expect(errors).toEqual([]);
});

isolatedTest(
  'a truncated registry keeps the site on the last good one and shows no path; Retry after a broken release is rolled back loads the area',
  async ({ page, site, request }) => {
    const id = 'games';
    const file = registryPath(site.dataDir);
    const temp = await fs.mkdtemp(path.join(os.tmpdir(), 'site-e2e-recovery-'));
    let broken: string | undefined;
    let whole: string | undefined;
    try {
      // A release whose entry script throws: the games areas fall back, the rest of the page works.
      await fs.cp(path.join(REPO_ROOT, 'mf-games', 'dist'), temp, { recursive: true, filter: (source) => !source.endsWith('.map') });
      await fs.writeFile(path.join(temp, 'remoteEntry.js'), 'throw new Error("a broken games release");\n');
      const result = await release(site.dataDir, id, { from: temp });
      expect(result.status).toBe('released');
      broken = result.version;
      await page.goto('/');
      await expect(page.getByTestId('remote-fallback-games')).toBeVisible();

      // The registry file cut in half, as a full disk or a hand edit leaves it.
      whole = await fs.readFile(file, 'utf8');
      await fs.writeFile(file, whole.slice(0, Math.floor(whole.length / 2)));
      const reloaded = await page.reload();
      expect(reloaded?.status()).toBe(200);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByTestId('remote-fallback-games')).toBeVisible();
      expect(await page.content()).not.toContain(site.dataDir);
      const registry = await request.get('/remotes.json');
      expect(registry.status()).toBe(200);
      const body = await registry.text();
      expect(body).not.toContain(site.dataDir);
      expect((JSON.parse(body) as Record<string, { version: string }>)[id]?.version).toBe(broken);

      // The fix: the registry whole again and the broken release rolled back. Retry picks it up
      // on this very page (the mark set here survives only if nothing reloads it).
      await page.evaluate(() => ((window as unknown as { recoveryMark: boolean }).recoveryMark = true));
      await fs.writeFile(file, whole);
      whole = undefined;
      await rollback(site.dataDir, id);
      broken = undefined;
      await page.getByTestId('remote-fallback-games').getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByTestId('home-lanes')).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { recoveryMark?: boolean }).recoveryMark)).toBe(true);
    } finally {
      if (whole !== undefined) await fs.writeFile(file, whole);
      if (broken && (await readRegistry(site.dataDir)).remotes[id]?.active === broken) await rollback(site.dataDir, id);
      await fs.rm(temp, { recursive: true, force: true });
    }
  },
);
