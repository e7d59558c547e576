import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@site/deploy/e2e';

/** The brand's configured cockfight providers, moved out of sports by the client. */
const COCKFIGHT_PROVIDERS = ['DS88', 'SV3'];

interface RawCard {
  vassalage: string;
  gameType: string;
}

/** Cards per category, straight from the platform (before the client moves cockfight and e-sports out of sports). */
async function rawLanes(request: APIRequestContext): Promise<Map<string, RawCard[]>> {
  const response = await request.get('/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop');
  expect(response.ok()).toBe(true);
  const lanes = ((await response.json()) as { value: { title: string; cards: RawCard[] }[] }).value;
  return new Map(lanes.map((lane) => [lane.title, lane.cards]));
}

test.describe('game lobbies', () => {
  test('/live lists the live-casino providers of the platform', async ({ page, request }) => {
    const live = ((await rawLanes(request)).get('LIVE') ?? []).map((card) => card.vassalage);
    expect(live.length).toBeGreaterThan(0);
    await page.goto('/live');
    const lobby = page.getByTestId('lobby-LIVE');
    await expect(lobby).toBeVisible();
    for (const code of live) await expect(lobby.getByTestId(`vendor-card-${code}`)).toBeVisible();
    await expect(lobby.locator('[data-testid^="vendor-card-"]')).toHaveCount(live.length);
  });

  test('DS88 is under /cockfight, not under /sports', async ({ page, request }) => {
    const sports = (await rawLanes(request)).get('SPORTS') ?? [];
    // The platform lists DS88 as a sports provider; the configured cockfight list moves it.
    expect(sports.map((card) => card.vassalage)).toContain('DS88');

    await page.goto('/cockfight');
    const cockfight = page.getByTestId('lobby-COCKFIGHT');
    await expect(cockfight.getByTestId('vendor-card-DS88')).toBeVisible();

    await page.goto('/sports');
    const sportsLobby = page.getByTestId('lobby-SPORTS');
    await expect(sportsLobby.locator('[data-testid^="vendor-card-"]').first()).toBeVisible();
    await expect(sportsLobby.getByTestId('vendor-card-DS88')).toHaveCount(0);
    const plainSports = sports.filter((card) => card.gameType === 'SPORTS' && !COCKFIGHT_PROVIDERS.includes(card.vassalage));
    for (const card of plainSports) await expect(sportsLobby.getByTestId(`vendor-card-${card.vassalage}`)).toBeVisible();
    await expect(sportsLobby.locator('[data-testid^="vendor-card-"]')).toHaveCount(plainSports.length);
  });

  test('/seamless typed without a provider is a page of the site: a title, a language, a way home', async ({ page, axe }) => {
    // The site server sends only /seamless/v1 to the wallet API; /seamless itself is the page.
    const response = await page.goto('/seamless');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toMatch(/^text\/html/);
    await expect(page.locator('html')).toHaveAttribute('lang', /^[a-z]{2}/);
    await expect(page).toHaveTitle(/\S/);
    await expect(page.getByRole('alert')).toContainText('This game address is incomplete.');
    await axe.check({ label: '/seamless without a provider' });
  });

  test('choosing a provider while logged out asks the visitor to log in', async ({ page }) => {
    await page.goto('/live');
    const lobby = page.getByTestId('lobby-LIVE');
    await lobby.locator('[data-testid^="vendor-card-"]').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Log in' }).or(dialog.getByRole('heading', { name: /log in/i })).first()).toBeVisible();
    await expect(page).toHaveURL(/\/live$/);
  });
});
