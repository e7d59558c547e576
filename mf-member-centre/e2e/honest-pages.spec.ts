import { expect, test } from '@site/deploy/e2e';

/**
 * Pages a visitor reaches from the navigation and the banners promise only what works: the
 * download page offers the releases the platform lists and explains adding the site to the home
 * screen, the promotions page says none runs,
 * and the right bar's live chat opens the site's own help centre.
 */
test.describe('pages that promise only what works', () => {
  test('the download item leads to the releases, home-screen instructions and a way back', async ({ page, axe }) => {
    await page.goto('/');
    // The item may sit in the row or, where the row is full, under "More": its address is what counts.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByTestId('nav-item-DOWNLOAD')).toHaveAttribute('href', '/down');
    await page.goto('/down');
    const main = page.getByTestId('download-page');
    await expect(main.getByRole('heading', { level: 1, name: 'App download' })).toBeVisible();
    // Android, iPhone and iPad, the QR code, the computer.
    await expect(main.getByRole('heading', { level: 2 })).toHaveCount(4);
    await expect(main.getByTestId('not-available-yet')).toHaveCount(0);
    await axe.check({ label: 'download page' });
    await main.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page.getByTestId('home-lanes')).toBeVisible();
  });

  test('/promotions says no promotion runs and links what can be played', async ({ page, axe }) => {
    await page.goto('/promotions');
    const main = page.getByTestId('promotions-page');
    await expect(main).toContainText('No promotion is running');
    await expect(main.getByRole('link', { name: 'Lottery: draws every minute' })).toHaveAttribute('href', '/lottery');
    await axe.check({ label: 'promotions page' });
  });

  test("the right bar's live chat is the help centre, which answers", async ({ page }) => {
    await page.goto('/');
    const popup = page.waitForEvent('popup');
    await page.getByTestId('right-bar').getByRole('button', { name: 'Live chat' }).click();
    const help = await popup;
    await expect(help).toHaveURL(/\/helpmc$/);
    await expect(help.getByTestId('helpmc-page').getByRole('tabpanel')).not.toBeEmpty();
    await help.close();
  });
});
