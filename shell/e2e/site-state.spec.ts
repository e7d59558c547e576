import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readRegistry, writeRegistry, type RegistryFile, release, rollback, REPO_ROOT, expect, isolatedTest as test, putOps, systemStatus, type Site } from '@site/deploy/e2e';

/**
 * Journeys that change site-wide state: system status, the remote registry, releases. They run on
 * a server of their own (isolatedTest), one after another in one worker ('default' mode keeps the
 * order without skipping the rest when one fails), and each puts back what it changed.
 */
test.describe.configure({ mode: 'default' });

interface OpsSettings {
  maintenance: { enabled: boolean; endTime: string | null };
  regionRestriction: { enabled: boolean; blockedIps: string[] };
}

async function opsSettings(site: Site): Promise<OpsSettings> {
  const response = await fetch(`${site.url}/ops/system`, { headers: { authorization: `Bearer ${site.operatorToken}` } });
  return ((await response.json()) as { value: OpsSettings }).value;
}

test('maintenance shows the maintenance page until it is switched off', async ({ page, site }) => {
  const before = await opsSettings(site);
  await page.goto('/');
  await expect(page.getByTestId('home-lanes')).toBeVisible();
  try {
    const endTime = new Date(Date.now() + 2 * 3600_000).toISOString();
    await putOps(site, { maintenance: { enabled: true, endTime } });
    await page.reload();
    await expect(page.getByTestId('maintenance-page')).toBeVisible();
    await expect(page.getByTestId('home-lanes')).toHaveCount(0);
    // The one thing it offers is the site's help centre, which answers while the site is closed.
    await expect(page.getByTestId('maintenance-page').getByRole('link', { name: 'Help centre' })).toHaveAttribute('href', '/helpmc');
    await page.goto('/helpmc');
    await expect(page.getByTestId('helpmc-page').getByRole('tabpanel')).not.toBeEmpty();
    await expect(page.getByTestId('maintenance-page')).toHaveCount(0);
    await page.goto('/');
    await expect(page.getByTestId('maintenance-page')).toBeVisible();
  } finally {
    await putOps(site, { maintenance: before.maintenance });
  }
  await page.reload();
  await expect(page.getByTestId('maintenance-page')).toHaveCount(0);
  await expect(page.getByTestId('home-lanes')).toBeVisible();
});

test('a blocked visitor sees the region-blocked page with their IP', async ({ page, site }) => {
  const before = await opsSettings(site);
  const { ip } = await systemStatus(site);
  expect(ip).toBeTruthy();
  try {
    await putOps(site, { regionRestriction: { enabled: true, blockedIps: [ip] } });
    await page.goto('/');
    await expect(page.getByTestId('region-blocked-page')).toBeVisible();
    await expect(page.getByTestId('visitor-ip')).toHaveText(ip);
    await expect(page.getByTestId('region-blocked-page').getByRole('link', { name: 'Help centre' })).toHaveAttribute('href', '/helpmc');
  } finally {
    await putOps(site, { regionRestriction: before.regionRestriction });
  }
  await page.reload();
  await expect(page.getByTestId('region-blocked-page')).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
});

test('a remote whose version is missing leaves a fallback in its area only', async ({ page, site }) => {
  const saved: RegistryFile = await readRegistry(site.dataDir);
  expect(saved.remotes.games?.active).toBeTruthy();
  try {
    await writeRegistry(site.dataDir, {
      remotes: { ...saved.remotes, games: { ...saved.remotes.games!, active: '0.0.0-missing-version' } },
    });
    await page.goto('/');
    const fallback = page.getByTestId('remote-fallback-games');
    await expect(fallback).toBeVisible();
    await expect(fallback).toHaveAttribute('role', 'alert');
    await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();

    // Everything else still works: header, navigation, footer, another remote (auth's login dialog).
    await expect(page.getByTestId('nav-item-LIVE')).toBeVisible();
    await expect(page.getByTestId('site-footer')).toBeVisible();
    await expect(page.getByTestId('notice-bar')).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  } finally {
    await writeRegistry(site.dataDir, saved);
  }
  await page.goto('/');
  await expect(page.getByTestId('home-lanes')).toBeVisible();
  await expect(page.getByTestId('remote-fallback-games')).toHaveCount(0);
});

/** The longest visible line of `text` that is a literal in exactly one of the build's scripts. */
async function patchableLine(dir: string, text: string): Promise<{ line: string; file: string }> {
  const scripts = (await fs.readdir(dir)).filter((f) => f.endsWith('.js'));
  const contents = await Promise.all(scripts.map(async (f) => ({ file: f, body: await fs.readFile(path.join(dir, f), 'utf8') })));
  const lines = [...new Set(text.split('\n').map((l) => l.trim()).filter((l) => l.length >= 8 && !/["'\\]/.test(l)))].sort((a, b) => b.length - a.length);
  for (const line of lines) {
    const holders = contents.filter((c) => c.body.includes(line));
    if (holders.length === 1) return { line, file: holders[0]!.file };
  }
  throw new Error(`none of the visible lines is a literal of exactly one script: ${JSON.stringify(lines)}`);
}

test('a released build is live on the next load, and a rollback brings the previous one back', async ({ page, site }) => {
  const id = 'member-centre';
  const before = (await readRegistry(site.dataDir)).remotes[id]?.active;
  expect(before).toBeTruthy();
  const temp = await fs.mkdtemp(path.join(os.tmpdir(), 'site-e2e-release-'));
  const marker = `Release check ${Date.now().toString(36)}`;
  let released: string | undefined;
  try {
    await page.goto('/vip');
    const screen = page.getByRole('main');
    await expect(screen).toBeVisible();
    await expect(page.getByTestId('remote-fallback-member-centre')).toHaveCount(0);
    const original = await screen.innerText();

    // Copy the built remote, change one visible string, release the copy.
    await fs.cp(path.join(REPO_ROOT, 'mf-member-centre', 'dist'), temp, { recursive: true });
    const { line, file } = await patchableLine(temp, original);
    const script = path.join(temp, file);
    await fs.writeFile(script, (await fs.readFile(script, 'utf8')).split(line).join(marker));
    const result = await release(site.dataDir, id, { from: temp });
    expect(result.status).toBe('released');
    released = result.version;

    await page.reload();
    await expect(page.getByText(marker)).toBeVisible();
    await expect(page.getByText(line, { exact: true })).toHaveCount(0);

    const back = await rollback(site.dataDir, id);
    expect(back.version).toBe(before);
    released = undefined;
    await page.reload();
    await expect(page.getByText(line, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(marker)).toHaveCount(0);
  } finally {
    if (released && (await readRegistry(site.dataDir)).remotes[id]?.active === released) await rollback(site.dataDir, id);
    await fs.rm(temp, { recursive: true, force: true });
  }
});
