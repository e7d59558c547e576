import { expect, test } from '@site/deploy/e2e';

test.describe('help modal', () => {
  test('the register modal\'s terms link opens the help modal on the terms, over the registration', async ({ page, axe }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
    const register = page.getByTestId('auth-modal-register');
    const form = register.getByRole('form', { name: 'Register' });
    await expect(form).toBeVisible();
    await expect(form.getByRole('link', { name: 'Help centre' })).toHaveAttribute('href', '/help');

    await form.getByRole('link', { name: 'Read the terms and conditions' }).click();
    const help = page.getByTestId('help-modal');
    await expect(help).toBeVisible();
    await expect(help.getByRole('tab', { name: 'Terms and conditions' })).toHaveAttribute('aria-selected', 'true');
    await expect(help.getByRole('tabpanel')).toHaveAttribute('data-section', 'terms');
    await expect(help.getByRole('tabpanel')).not.toBeEmpty();
    await axe.check({ include: '[data-testid="help-modal"]', label: 'help modal' });
    // The link asked the modal; it did not leave the page the registration is on.
    expect(new URL(page.url()).pathname).toBe('/');

    await help.getByRole('button', { name: 'Close' }).click();
    await expect(help).toHaveCount(0);
    await expect(form).toBeVisible();
  });

  test('/help#terms opens the help modal on the terms, with its version and last update', async ({ page, axe }) => {
    await page.goto('/help#terms');
    await expect(page.getByTestId('help-page')).toBeVisible();
    const help = page.getByTestId('help-modal');
    await expect(help).toBeVisible();
    await expect(help.getByRole('tabpanel')).toHaveAttribute('data-section', 'terms');
    await expect(help.getByRole('tab', { name: 'Terms and conditions' })).toHaveAttribute('aria-selected', 'true');
    await expect(help.getByTestId('help-section-meta')).toContainText(/Version \d+/);
    await expect(help.getByTestId('help-section-meta')).toContainText('Last updated');

    // By keyboard to the next section: the bonus terms, their figures filled by the platform.
    await help.getByRole('tab', { name: 'Terms and conditions' }).focus();
    await page.keyboard.press('ArrowDown');
    const bonus = help.getByRole('tabpanel');
    await expect(bonus).toHaveAttribute('data-section', 'bonus');
    await expect(help.getByRole('tab', { name: 'Bonus and promotion terms' })).toBeFocused();
    await expect(bonus).toContainText('Restricted funds');
    await expect(bonus).toContainText('Slots: 100 %');
    await expect(bonus).not.toContainText('{{');
    await axe.check({ include: '[data-testid="help-modal"]', label: 'help modal, bonus terms' });
  });

  test('on a 390 px phone the help page reads in Spanish without sideways scrolling', async ({ page, axe }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => window.localStorage.setItem('lang', 'es'));
    await page.goto('/help#complaints');
    const panel = page.getByTestId('help-page').getByRole('tabpanel');
    await expect(panel).toHaveAttribute('data-section', 'complaints');
    await expect(panel).toContainText('Reclamaciones');
    await expect(panel).toContainText('48 horas');
    await expect(panel.getByTestId('help-section-meta')).toContainText('Versión');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await axe.check({ include: '[data-testid="help-page"]', label: 'help page, complaints, phone' });
  });

  test('/register\'s terms link opens the help modal too, and closing it returns to the form', async ({ page }) => {
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByRole('link', { name: 'Read the terms and conditions' }).click();
    const help = page.getByTestId('help-modal');
    await expect(help).toBeVisible();
    await expect(help.getByRole('tabpanel')).toHaveAttribute('data-section', 'terms');
    await help.getByRole('button', { name: 'Close' }).click();
    await expect(help).toHaveCount(0);
    await expect(form).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/register');
  });
});
