import { expect, test, type Site } from '@site/deploy/e2e';

/**
 * /vnlottery on the real server: the test hook draws a regional issue now (the north's when it is
 * on sale, else the first regional lottery on sale: an issue is off sale in the 15 minutes before
 * its draw), and the results page, chosen by region tab and date, shows that issue's prize table
 * with its seed hash and seed, and Verify says the platform's recomputation holds. axe in both themes.
 */

const REGION_TABS: Record<string, string> = { NORTH: 'North', CENTRAL: 'Central', SOUTH: 'South' };

interface Issue {
  gameId: string;
  numero: string;
  drawAt: string;
  seedHash: string;
  seed: string | null;
  result: { tiers: { tier: string; numbers: string[] }[] } | null;
}

interface MenuItem {
  gameId: string;
  gameMenuTag: string;
  remainTime: number;
}

async function publicGet<T>(site: Site, path: string): Promise<T> {
  const response = await fetch(`${site.url}${path}`);
  const payload = (await response.json()) as { success: boolean; value: T; message?: string };
  if (!response.ok || !payload.success) throw new Error(`GET ${path}: HTTP ${response.status} ${payload.message ?? ''}`);
  return payload.value;
}

/** A regional lottery on sale (the north's first), with its region. */
async function regionalOnSale(site: Site): Promise<MenuItem> {
  const menu = await publicGet<{ menus: { tag: string; gameMenus: MenuItem[] }[] }>(site, '/lgw/vn/games/game_menu');
  const regional = menu.menus.filter((group) => group.tag in REGION_TABS).flatMap((group) => group.gameMenus);
  // A few seconds of sales left at least, so the hook still finds the issue on sale.
  const onSale = regional.filter((item) => item.remainTime > 5);
  const chosen = onSale.find((item) => item.gameMenuTag === 'NORTH') ?? onSale[0];
  if (!chosen) throw new Error('no regional lottery is on sale');
  return chosen;
}

/** Draws the game's issue on sale now (test hook) and waits until it is drawn, seed revealed. */
async function drawNow(site: Site, gameId: string): Promise<Issue> {
  const response = await fetch(`${site.url}/ops/test/lottery/draw-now`, {
    method: 'POST',
    headers: { authorization: `Bearer ${site.operatorToken}`, 'x-operator': 'e2e.operator', 'content-type': 'application/json' },
    body: JSON.stringify({ gameId }),
  });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  const { numero } = (JSON.parse(text) as { value: { issue: Issue } }).value.issue;
  let drawn: Issue | undefined;
  await expect(async () => {
    drawn = (await publicGet<{ issue: Issue }>(site, `/lgw/vn/numeros/${gameId}/${numero}`)).issue;
    expect(drawn.seed).toBeTruthy();
    expect(drawn.result).toBeTruthy();
  }).toPass({ timeout: 30_000 });
  return drawn!;
}

/** The Vietnam date (YYYY-MM-DD) of an ISO time: results are filed by local draw date. */
function vietnamDay(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
}

test('a drawn regional issue shows on /vnlottery with its seed hash and seed, and Verify says verified', async ({ page, site, axe }) => {
  test.setTimeout(90_000);
  const game = await regionalOnSale(site);
  const issue = await drawNow(site, game.gameId);
  const day = vietnamDay(issue.drawAt);
  const tab = REGION_TABS[game.gameMenuTag]!;

  // Another region first, so the tab is chosen on the page.
  await page.goto(`/vnlottery?region=${game.gameMenuTag === 'SOUTH' ? 'NORTH' : 'SOUTH'}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Vietnam lottery' })).toBeVisible();
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Draw date').fill(day);
  await expect(page.getByTestId('results-date')).toHaveText(`Results of ${day.replaceAll('-', '.')}`);

  const result = page.getByTestId(`vn-result-${game.gameId}`).and(page.locator(`[data-numero="${issue.numero}"]`));
  await expect(result).toBeVisible();
  await expect(result.getByTestId('seed-hash')).toHaveText(issue.seedHash);
  await expect(result.getByTestId('seed')).toHaveText(issue.seed!);
  const special = issue.result!.tiers.find((tier) => tier.tier === 'DB')!.numbers[0]!;
  await expect(result.locator('tr[data-tier="DB"]')).toContainText(special);
  // Every drawn number (27 in the north, 18 elsewhere), special prize first.
  await expect(result.locator('tbody tr').first()).toHaveAttribute('data-tier', 'DB');
  await expect(result.locator('tbody li')).toHaveCount(game.gameMenuTag === 'NORTH' ? 27 : 18);
  await axe.check({ label: 'results of the day' });

  await result.getByRole('button', { name: 'Verify' }).click();
  await expect(result.getByTestId('verify-status')).toHaveText(/^Verified: the seed matches the published hash/);
  await axe.check({ label: 'results with a verified draw' });
});

test('a drawn fast issue shows on the fast-draws tab with its seeds, the next draw is announced, and Verify says verified', async ({ page, site, axe }) => {
  test.setTimeout(90_000);
  const gameId = 'FAST_3M';
  // A few seconds of sales left at least, so the hook still finds the issue on sale.
  await expect(async () => {
    const menu = await publicGet<{ menus: { tag: string; gameMenus: MenuItem[] }[] }>(site, '/lgw/vn/games/game_menu');
    const fast = menu.menus.flatMap((group) => group.gameMenus).find((item) => item.gameId === gameId);
    expect(fast?.remainTime ?? 0).toBeGreaterThan(5);
  }).toPass({ timeout: 30_000 });
  const issue = await drawNow(site, gameId);

  await page.goto('/vnlottery');
  await page.getByRole('tab', { name: 'Fast draws' }).click();
  await page.getByLabel('Fast lottery').selectOption(gameId);
  await expect(page.getByRole('region', { name: 'Next draw' })).toContainText('Fast draw, 3 minutes');
  await expect(page.getByRole('region', { name: 'Next draw' }).getByRole('timer')).toBeVisible();

  const result = page.getByTestId(`vn-result-${gameId}`).and(page.locator(`[data-numero="${issue.numero}"]`));
  await expect(result).toBeVisible();
  await expect(result.getByTestId('seed-hash')).toHaveText(issue.seedHash);
  await expect(result.getByTestId('seed')).toHaveText(issue.seed!);
  await expect(result.locator('tbody li')).toHaveCount(18);
  await axe.check({ label: 'fast draws' });

  await result.getByRole('button', { name: 'Verify' }).click();
  await expect(result.getByTestId('verify-status')).toHaveText(/^Verified: the seed matches the published hash/);
});
