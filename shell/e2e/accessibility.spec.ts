import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, scrollThrough, test } from '@site/deploy/e2e';

/**
 * The shell's chrome and the auth pages have no WCAG 2.0/2.1/2.2 A or AA violation axe-core can
 * find, in the light and the dark theme, on the pages a visitor lands on and in the dialogs the
 * header opens; and a keyboard user can skip the header and navigation in one step.
 */

/**
 * The page has drawn its screen, built what waits for the reader to come near (hot games, a phone's
 * footer and side bars), and stopped loading (lazy images, remotes, lanes).
 */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('main').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await scrollThrough(page);
  await page.waitForLoadState('networkidle');
}

for (const path of ['/', '/rng', '/live', '/sports', '/noticePage', '/register', '/login']) {
  test(`${path} has no accessibility violations in either theme`, async ({ page, axe }) => {
    await page.goto(path);
    await settled(page);
    await axe.check();
  });
}

// The pages Lighthouse scores: its accessibility score also weighs a few best-practice rules
// (heading order, skip link...), and it only ever sees the light theme; these check both, on a phone
// as Lighthouse's mobile run loads them.
for (const path of ['/', '/rng', '/lottery', '/register']) {
  test(`${path} on a phone passes every rule Lighthouse's accessibility score weighs, in either theme`, async ({ page, axe }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(path);
    await settled(page);
    await axe.check({ lighthouseRules: true, label: `${path} by Lighthouse's rules` });
  });
}

test('a phone-sized home page has no accessibility violations either', async ({ page, axe }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await settled(page);
  await axe.check();
});

test('the login and register dialogs have no accessibility violations in either theme', async ({ page, axe }) => {
  await page.goto('/');
  await settled(page);
  const header = page.getByRole('banner');

  await header.getByRole('button', { name: 'Log in' }).click();
  const login = page.getByTestId('auth-modal-login');
  await expect(login.getByRole('form', { name: 'Log in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await axe.check({ label: 'login dialog' });
  await page.keyboard.press('Escape');
  await expect(login).toHaveCount(0);

  await header.getByRole('button', { name: 'Register' }).click();
  const register = page.getByTestId('auth-modal-register');
  await expect(register.getByRole('form', { name: 'Register' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await axe.check({ label: 'register dialog' });
});

test('the dark theme chosen by the visitor is the one checked', async ({ page, axe }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.goto('/rng');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await settled(page);
  await axe.check({ themes: ['dark'] });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('the first Tab stop is the skip link, shown when focused, and it moves the focus to the main content', async ({ page }) => {
  await page.goto('/');
  await settled(page);
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).not.toBeInViewport();

  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();

  await page.keyboard.press('Enter');
  const main = page.getByTestId('home-page');
  await expect(main).toBeFocused();
  await expect(skip).not.toBeInViewport();
  // The next stop is inside the page's content, past the header and the navigation.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main')?.dataset.testid)).toBe('home-page');
});

test('the check fails on a violation, naming the rule, what it asks and the element', async ({ page }) => {
  await page.setContent('<main><h1>Check</h1><p id="faint" style="color:#aaa;background:#fff">Faint text</p><button id="nameless"></button></main>');
  const error = await expectNoAxeViolations(page, { themes: ['light'], label: 'a faint page' }).then(
    () => null,
    (failure: Error) => failure,
  );
  expect(error?.message).toContain('axe found accessibility violations on a faint page');
  expect(error?.message).toContain('color-contrast [serious]: Elements must meet minimum color contrast ratio thresholds');
  expect(error?.message).toContain('- #faint');
  expect(error?.message).toContain('button-name');
  expect(error?.message).toContain('- #nameless');
});

test('the check holds a control to the words it shows (WCAG 2.1 A label in name)', async ({ page }) => {
  await page.setContent('<main><h1>Check</h1><a id="logo" href="/" aria-label="Home">Demo Bet</a></main>');
  const error = await expectNoAxeViolations(page, { themes: ['light'] }).then(
    () => null,
    (failure: Error) => failure,
  );
  expect(error?.message).toContain('label-content-name-mismatch');
  expect(error?.message).toContain('- #logo');
});

test("the check asked for Lighthouse's rules fails on a skipped heading level, which WCAG rules alone pass", async ({ page }) => {
  await page.setContent('<!doctype html><html lang="en"><title>Check</title><main><h1>Check</h1><h3 id="skipped">Card</h3></main></html>');
  await expectNoAxeViolations(page, { themes: ['light'] });
  const error = await expectNoAxeViolations(page, { themes: ['light'], lighthouseRules: true }).then(
    () => null,
    (failure: Error) => failure,
  );
  expect(error?.message).toContain('heading-order');
  expect(error?.message).toContain('- #skipped');
});
