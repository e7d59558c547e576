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
    await expect(help.getByRole('tab', { name: /terms/i })).toHaveAttribute('aria-selected', 'true');
    await expect(help.getByRole('tabpanel')).toHaveAttribute('data-section', 'terms');
    await expect(help.getByRole('tabpanel')).not.toBeEmpty();
    await axe.check({ include: '[data-testid="help-modal"]', label: 'help modal' });
    // The link asked the modal; it did not leave the page the registration is on.
    expect(new URL(page.url()).pathname).toBe('/');

    await help.getByRole('button', { name: 'Close' }).click();
    await expect(help).toHaveCount(0);
    await expect(form).toBeVisible();
  });

  test('/help#terms opens the help modal on the terms', async ({ page }) => {
    await page.goto('/help#terms');
    await expect(page.getByTestId('help-page')).toBeVisible();
    const help = page.getByTestId('help-modal');
    await expect(help).toBeVisible();
    await expect(help.getByRole('tabpanel')).toHaveAttribute('data-section', 'terms');
    await expect(help.getByRole('tab', { name: /terms/i })).toHaveAttribute('aria-selected', 'true');
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
