import { expect, test } from '@site/deploy/e2e';

test.describe('visitor preferences', () => {
  test('the language picked is kept across a reload', async ({ page }) => {
    await page.goto('/');
    const home = page.getByTestId('nav-item-HOME');
    await expect(home).toHaveText('Home');

    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await expect(home).toHaveText('Inicio');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    await page.reload();
    await expect(page.getByTestId('nav-item-HOME')).toHaveText('Inicio');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('es');
    // Remote areas follow the language too (mf-games lanes come back in Spanish).
    await expect(page.getByTestId('home-lanes')).toBeVisible();
  });

  test('the theme picked is kept across a reload', async ({ page }) => {
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');

    await page.getByTestId('theme-toggle').click();
    await expect(html).toHaveAttribute('data-theme', 'dark');

    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page.getByTestId('theme-toggle').click();
    await expect(html).toHaveAttribute('data-theme', 'light');
  });
});
