import { expect, test } from '@site/deploy/e2e';

test.describe('routes the shell owns', () => {
  test('an unknown route shows the not-found page inside the site chrome', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.headers()['cache-control']).toBe('no-store');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByTestId('site-footer')).toBeVisible();
  });

  test('/noticePage lists the notices', async ({ page, request }) => {
    const api = await request.get('/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&execution=B');
    const titles = ((await api.json()) as { value: { notices: { title: string }[] } }).value.notices.map((n) => n.title);
    expect(titles.length).toBeGreaterThan(0);

    await page.goto('/noticePage');
    const list = page.getByTestId('notice-page');
    await expect(list).toBeVisible();
    for (const title of titles) await expect(list.getByRole('heading', { name: title, exact: true })).toBeVisible();
  });

  test("every link of the footer opens one of the site's pages", async ({ page }) => {
    // One page load per link.
    test.setTimeout(120_000);
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const footerTargets = () => footer.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    // A link shows once the route table that serves its page has arrived, a moment after the first paint.
    await expect.poll(footerTargets).toEqual(expect.arrayContaining(['/help', '/help#terms', '/help#responsible', '/vip', '/pointMall', '/noticePage', '/join']));
    const targets = await footerTargets();
    for (const target of new Set(targets)) {
      await page.goto(target);
      await expect(page.locator('main').first(), target).toBeVisible();
      await expect(page.getByTestId('not-found'), target).toHaveCount(0);
    }
  });

  test('a nav item navigates without reloading the page', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await page.getByTestId('nav-item-LIVE').click();
    await expect(page).toHaveURL(/\/live$/);
    await expect(page.getByTestId('lobby-LIVE')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  });
});
