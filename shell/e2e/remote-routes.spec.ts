import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readRegistry, release, rollback, REPO_ROOT, expect, isolatedTest as test } from '@site/deploy/e2e';

/**
 * A remote declares its routes once, in its own build (routes.json beside its manifest): releasing
 * one remote with a new route makes the route live on the next page load, with no shell build, and
 * a rollback takes it away again. Runs on a server of its own, since it changes the registry.
 */
test.describe.configure({ mode: 'default' });

const NEW_PATH = '/lottery-results-preview';

test('a lottery release that adds a route makes it live on the next load; a rollback makes it not found again', async ({ page, site, request }) => {
  const id = 'lottery';
  const before = (await readRegistry(site.dataDir)).remotes[id]?.active;
  expect(before).toBeTruthy();
  const temp = await fs.mkdtemp(path.join(os.tmpdir(), 'site-e2e-routes-'));
  let released: string | undefined;
  try {
    await page.goto(NEW_PATH);
    await expect(page.getByTestId('not-found')).toBeVisible();

    // The built lottery remote, its route declarations extended by one path that shows an existing
    // screen with the full chrome (where /vnlottery keeps only the header).
    await fs.cp(path.join(REPO_ROOT, 'mf-lottery', 'dist'), temp, { recursive: true });
    const file = path.join(temp, 'routes.json');
    const declared = JSON.parse(await fs.readFile(file, 'utf8')) as { routes: Record<string, unknown>[] };
    expect(declared.routes.map((route) => route.path)).toEqual(['/lottery', '/vnlottery']);
    declared.routes.push({ path: NEW_PATH, screenId: 'vn-lottery', chrome: 'full', title: 'page.vnlottery' });
    await fs.writeFile(file, JSON.stringify(declared));
    const result = await release(site.dataDir, id, { from: temp });
    expect(result.status).toBe('released');
    released = result.version;

    // The registry serves the new route with the entry; index.html preloads its remote.
    const registry = (await (await request.get('/remotes.json')).json()) as Record<string, { entry: string; routes: { path: string }[] }>;
    expect(registry.lottery!.routes.map((route) => route.path)).toContain(NEW_PATH);
    const html = await (await request.get(NEW_PATH, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(`<link rel="preload" as="script" href="${registry.lottery!.entry}">`);

    await page.reload();
    const screen = page.getByTestId('vnlottery-page');
    await expect(screen).toBeVisible();
    await expect(screen.getByRole('heading', { level: 1, name: 'Vietnam lottery' })).toBeVisible();
    await expect(page.getByTestId('not-found')).toHaveCount(0);
    // Framed as the new declaration says: the full chrome, the navigation, the route's title in the tab.
    await expect(page.getByTestId('site-footer')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page).toHaveTitle(/^Vietnam lottery · /);
    // The remote's own routes are unchanged.
    await page.goto('/vnlottery');
    await expect(page.getByTestId('vnlottery-page')).toBeVisible();
    await expect(page.getByTestId('site-footer')).toHaveCount(0);

    const back = await rollback(site.dataDir, id);
    expect(back.version).toBe(before);
    released = undefined;
    await page.goto(NEW_PATH);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByTestId('vnlottery-page')).toHaveCount(0);
  } finally {
    if (released && (await readRegistry(site.dataDir)).remotes[id]?.active === released) await rollback(site.dataDir, id);
    await fs.rm(temp, { recursive: true, force: true });
  }
});
