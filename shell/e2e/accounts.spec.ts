import type { Locator, Page } from '@playwright/test';
import { createMember, credit, lastMessageId, latestCode, latestMessage, trackCaptcha, uniqueAccount, uniqueMobile, collectPageErrors, expect, expectNoAxeViolations, test, type Site } from '@site/deploy/e2e';

/**
 * Account journeys across remotes (issue 3): mf-auth's forms, the shell's header and mf-games'
 * gated cards, against the real platform (captcha answers and one-time codes come from the
 * platform's operator side, as an operator would read them).
 */

const DIALING_CODE = '+84';

async function chooseCountry(form: Locator, code: string): Promise<void> {
  const picker = form.getByRole('combobox', { name: 'Country code' });
  await picker.focus();
  await form.getByRole('option', { name: code, exact: true }).first().click();
  await expect(picker).toHaveValue(new RegExp(`\\${code}$`));
}

type Captcha = ReturnType<typeof trackCaptcha>;

/** Answers the newest captcha image not answered yet (an answer works once). */
async function fillCaptcha(form: Locator, captcha: Captcha): Promise<void> {
  const field = form.getByLabel('Captcha', { exact: true });
  await expect(form.getByRole('img', { name: 'Captcha' })).toBeVisible();
  await field.fill(await captcha.answer());
}

/** Every code send needs a captcha answer; the page then loads a new image for whatever comes next. */
async function sendCodeAndFill(site: Site, form: Locator, mobile: string, captcha: Captcha): Promise<void> {
  const before = await lastMessageId(site, DIALING_CODE + mobile);
  await fillCaptcha(form, captcha);
  await form.getByRole('button', { name: 'Send code' }).click();
  // The button counts down once the platform has sent the code.
  await expect(form.getByRole('button', { name: /\d+\s*s/ })).toBeDisabled();
  await form.getByLabel('Verification code').fill(await latestCode(site, DIALING_CODE + mobile, before));
}

function header(page: Page): Locator {
  return page.getByRole('banner');
}

async function expectSignedIn(page: Page, account: string): Promise<void> {
  const strip = header(page).getByRole('group', { name: 'Account' });
  await expect(strip).toContainText(account);
  await expect(strip.getByTestId('header-balance')).toHaveText(/^P \d{1,3}(,\d{3})*\.\d{2}$/);
}

async function signOut(page: Page): Promise<void> {
  await header(page).getByRole('button', { name: 'Sign out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Sign out?' });
  await expect(confirm).toContainText('You will be signed out on this device.');
  await expectNoAxeViolations(page, { label: 'sign-out confirmation' });
  await confirm.getByRole('button', { name: 'Sign out' }).click();
  await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

async function openLogin(page: Page): Promise<Locator> {
  await header(page).getByRole('button', { name: 'Log in' }).click();
  const form = page.getByTestId('auth-modal-login').getByRole('form', { name: 'Log in' });
  await expect(form).toBeVisible();
  await expectNoAxeViolations(page, { label: 'login dialog' });
  return form;
}

async function passwordLogin(page: Page, account: string, password: string): Promise<void> {
  const form = await openLogin(page);
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill(account);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
}

async function dismissAfterLogin(page: Page): Promise<void> {
  const after = page.getByTestId('after-login');
  await expect(after).toBeVisible();
  await expectNoAxeViolations(page, { label: 'welcome dialog' });
  await after.getByRole('button', { name: 'OK' }).click();
  await expect(after).toHaveCount(0);
}

async function openRegister(page: Page, type: 'Username' | 'Mobile'): Promise<Locator> {
  await header(page).getByRole('button', { name: 'Register' }).click();
  const form = page.getByTestId('auth-modal-register').getByRole('form', { name: 'Register' });
  await expect(form).toBeVisible();
  await form.getByRole('tab', { name: type }).click();
  await expectNoAxeViolations(page, { label: `register dialog (${type})` });
  return form;
}

/** A grown-up's date of birth and the two boxes: what every registration that goes through gives. */
async function acceptTerms(form: Locator): Promise<void> {
  await form.getByLabel('Date of birth').fill('1990-01-01');
  for (const box of await form.getByRole('checkbox').all()) await box.check();
}

test.describe('accounts', () => {
  test('register by username (with the SMS check the site asks for), then the header shows the new member', async ({ page, site }) => {
    const errors = collectPageErrors(page);
    const captcha = trackCaptcha(page, site);
    const account = uniqueAccount('user');
    const mobile = uniqueMobile();
    await page.goto('/');
    const form = await openRegister(page, 'Username');

    await form.getByRole('textbox', { name: 'Username', exact: true }).fill(account);
    await form.getByLabel('Password', { exact: true }).fill('secret123');
    await form.getByLabel('Confirm password').fill('secret123');
    await chooseCountry(form, DIALING_CODE);
    await form.getByLabel('Mobile number').fill(mobile);
    await sendCodeAndFill(site, form, mobile, captcha);
    // The send used its answer up; the registration needs the new picture's.
    await fillCaptcha(form, captcha);
    await acceptTerms(form);
    await form.getByRole('button', { name: 'Register' }).click();

    await expect(page.getByTestId('auth-modal-register')).toHaveCount(0);
    await expectSignedIn(page, account);
    await expect(header(page).getByTestId('header-balance')).toHaveText('P 0.00');
    expect(errors).toEqual([]);
  });

  test('register by mobile with the code read from the outbox', async ({ page, site }) => {
    const captcha = trackCaptcha(page, site);
    const mobile = uniqueMobile();
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByRole('tab', { name: 'Mobile' }).click();
    await expect(form.getByRole('textbox', { name: 'Username', exact: true })).toHaveCount(0);

    await chooseCountry(form, DIALING_CODE);
    await form.getByLabel('Mobile number').fill(mobile);
    await form.getByLabel('Password', { exact: true }).fill('mobile123');
    await form.getByLabel('Confirm password').fill('mobile123');
    await sendCodeAndFill(site, form, mobile, captcha);
    // The send used its answer up; the registration needs the new picture's.
    await fillCaptcha(form, captcha);
    await acceptTerms(form);
    await form.getByRole('button', { name: 'Register' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expectSignedIn(page, mobile);
  });

  test('registration refuses bad input under each field and without accepted terms', async ({ page }) => {
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByRole('tab', { name: 'Username' }).click();
    await form.getByRole('textbox', { name: 'Username', exact: true }).fill('1bad name');
    await form.getByLabel('Password', { exact: true }).fill('abc');
    await form.getByLabel('Confirm password').fill('abd');
    await form.getByRole('button', { name: 'Register' }).click();
    // Terms come first (submit flow).
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page, { label: 'terms prompt' });
    await page.getByRole('dialog').getByRole('button').first().click();
    await acceptTerms(form);
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(form.getByRole('alert').first()).toBeVisible();
    expect(await form.getByRole('alert').count()).toBeGreaterThanOrEqual(3);
    await expectNoAxeViolations(page, { label: 'register form with field errors' });
    await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('sign out and back in with the password, then with a one-time code', async ({ page, site }) => {
    const captcha = trackCaptcha(page, site);
    const account = uniqueAccount('back');
    const mobile = uniqueMobile();
    await createMember(site, { account, password: 'again1234', mobileNum: mobile, countryDialingCode: DIALING_CODE });
    await credit(site, account, '1234.5', `e2e-${account}`);

    await page.goto('/');
    await passwordLogin(page, account, 'again1234');
    await dismissAfterLogin(page);
    await expectSignedIn(page, account);
    await expect(header(page).getByTestId('header-balance')).toHaveText('P 1,234.50');
    await signOut(page);

    const form = await openLogin(page);
    await form.getByRole('tab', { name: 'Mobile' }).click();
    await chooseCountry(form, DIALING_CODE);
    await form.getByLabel('Mobile number').fill(mobile);
    await sendCodeAndFill(site, form, mobile, captcha);
    await form.getByRole('button', { name: 'Log in' }).click();
    await dismissAfterLogin(page);
    await expectSignedIn(page, account);
  });

  test('failed logins bring the captcha, and the right answer lets the member in', async ({ page, site }) => {
    const captcha = trackCaptcha(page, site);
    const account = uniqueAccount('capt');
    await createMember(site, { account, password: 'right1234' });
    await page.goto('/');
    const form = await openLogin(page);
    await form.getByRole('textbox', { name: 'Username', exact: true }).fill(account);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await form.getByLabel('Password', { exact: true }).fill('wrong1234');
      await form.getByRole('button', { name: 'Log in' }).click();
      await expect(form.getByTestId('form-error')).toBeVisible();
    }
    await form.getByLabel('Password', { exact: true }).fill('wrong1234');
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(form.getByRole('img', { name: 'Captcha' })).toBeVisible();

    await form.getByLabel('Password', { exact: true }).fill('right1234');
    await fillCaptcha(form, captcha);
    await form.getByRole('button', { name: 'Log in' }).click();
    await dismissAfterLogin(page);
    await expectSignedIn(page, account);
  });

  test('forgot password by phone, then sign in with the new password', async ({ page, site }) => {
    const captcha = trackCaptcha(page, site);
    const account = uniqueAccount('forg');
    const mobile = uniqueMobile();
    await createMember(site, { account, password: 'old12345', mobileNum: mobile, countryDialingCode: DIALING_CODE });
    await page.goto('/forget');
    const form = page.getByRole('form', { name: 'Forgot password' });
    await form.getByRole('tab', { name: 'By phone' }).click();
    await expectNoAxeViolations(page, { label: 'forgot password page (by phone)' });
    await chooseCountry(form, DIALING_CODE);
    await form.getByLabel('Mobile number').fill(mobile);
    await sendCodeAndFill(site, form, mobile, captcha);
    await form.getByLabel('New password', { exact: true }).fill('new12345');
    // The reset needs a captcha too: the new picture's answer.
    await fillCaptcha(form, captcha);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status').or(page.getByRole('dialog')).first()).toBeVisible();

    await page.goto('/');
    await passwordLogin(page, account, 'new12345');
    await dismissAfterLogin(page);
    await expectSignedIn(page, account);
  });

  test('forgot password by email mails a single-use link; its page sets the new password', async ({ page, site }) => {
    const account = uniqueAccount('mail');
    const email = `${account}@example.com`;
    // The operator's member form takes an email too.
    const member = { account, password: 'old12345', email };
    await createMember(site, member);
    const before = await lastMessageId(site, email);
    await page.goto('/forget');
    const form = page.getByRole('form', { name: 'Forgot password' });
    await form.getByRole('textbox', { name: 'Username', exact: true }).fill(account);
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByTestId('forgot-password-done')).toContainText('If the username and email match an account');
    await expectNoAxeViolations(page, { label: 'forgot password sent' });

    // Nothing changed yet: the old password still works until the link is used.
    const link = /https?:\/\/\S+\/changePassword\?resetToken=\S+/.exec((await latestMessage(site, email, before)).body)?.[0];
    expect(link).toBeTruthy();
    const path = new URL(link!).pathname + new URL(link!).search;
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
    await expect(page).toHaveURL(/\/changePassword$/);
    const reset = page.getByRole('form', { name: 'Change password' });
    await expect(reset.getByLabel('Current password')).toHaveCount(0);
    await expectNoAxeViolations(page, { label: 'password reset page' });
    await reset.getByLabel('New password', { exact: true }).fill('new12345');
    await reset.getByLabel('Confirm new password').fill('new12345');
    await reset.getByRole('button', { name: 'OK' }).click();
    const done = page.getByTestId('password-reset-done');
    await expect(done).toContainText('Your password has been changed.');
    await expectNoAxeViolations(page, { label: 'password changed' });
    await done.getByRole('button', { name: 'Log in' }).click();
    const login = page.getByTestId('auth-modal-login').getByRole('form', { name: 'Log in' });
    await login.getByRole('textbox', { name: 'Username', exact: true }).fill(account);
    await login.getByLabel('Password', { exact: true }).fill('new12345');
    await login.getByRole('button', { name: 'Log in' }).click();
    await dismissAfterLogin(page);
    await expectSignedIn(page, account);

    // The link works once.
    await signOut(page);
    await page.goto(path);
    const again = page.getByRole('form', { name: 'Change password' });
    await again.getByLabel('New password', { exact: true }).fill('other123');
    await again.getByLabel('Confirm new password').fill('other123');
    await again.getByRole('button', { name: 'OK' }).click();
    const invalid = page.getByTestId('password-reset-invalid');
    await expect(invalid).toContainText('This link is invalid, already used or expired.');
    await expectNoAxeViolations(page, { label: 'used reset link' });
    await invalid.getByRole('button', { name: 'Ask for a new link' }).click();
    await expect(page.getByTestId('auth-modal-forgot').getByRole('form', { name: 'Forgot password' })).toBeVisible();
  });

  test("a '123456' password must be changed at sign-in", async ({ page, site }) => {
    // Six password hashes (create, sign in, the change's check and new hash, two sign-ins) at 128 MiB
    // each, and axe on each dialog in both themes: about 40 s on a quiet 2-core machine.
    test.setTimeout(120_000);
    const account = uniqueAccount('weak');
    await createMember(site, { account, password: '123456' });
    await page.goto('/');
    await passwordLogin(page, account, '123456');

    const form = page.getByTestId('auth-modal-change_password').getByRole('form', { name: 'Change password' });
    await expect(form).toBeVisible();
    await expectNoAxeViolations(page, { label: 'change-password dialog' });
    await expect(form.getByRole('textbox', { name: 'Username', exact: true })).toHaveValue(account);
    await expect(form.getByLabel('Current password')).toHaveCount(0);
    await form.getByLabel('New password', { exact: true }).fill('better123');
    await form.getByLabel('Confirm new password').fill('better123');
    await form.getByRole('button', { name: 'OK' }).click();
    await expect(form).toHaveCount(0);
    await expectSignedIn(page, account);

    await signOut(page);
    await passwordLogin(page, account, 'better123');
    await dismissAfterLogin(page);
    await expectSignedIn(page, account);
  });

  test('free play signs in a trial account that is refused on a gated action', async ({ page }) => {
    await page.goto('/');
    const form = await openLogin(page);
    await form.getByRole('button', { name: 'Free play' }).click();
    await dismissAfterLogin(page);
    await expect(header(page).getByTestId('header-balance')).toHaveText(/^P [1-9]/);

    // A trial account may play (with play money), but favourites stay a real member's.
    await page.goto('/rng');
    await page.getByTestId('game-list').locator('[data-testid^="game-favourite-"]').first().click();
    const warning = page.getByTestId('need-real-account');
    await expect(warning).toBeVisible();
    await expectNoAxeViolations(page, { label: 'real-account prompt' });
    await warning.getByRole('button', { name: 'Register now' }).click();
    await expect(page.getByTestId('auth-modal-register')).toBeVisible();
  });

  test('an agent signs in at /agentHome; a member is refused there', async ({ page, site }) => {
    const agent = uniqueAccount('agt');
    const member = uniqueAccount('mem');
    await createMember(site, { account: agent, password: 'agent1234', type: 1 });
    await createMember(site, { account: member, password: 'member1234', upline: agent });

    await page.goto('/agentHome');
    const form = page.getByRole('form', { name: 'Agent login' });
    await expect(form.getByRole('checkbox', { name: 'Remember me' })).toHaveCount(0);
    await form.getByRole('textbox', { name: 'Username', exact: true }).fill(member);
    await form.getByLabel('Password', { exact: true }).fill('member1234');
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(form.getByTestId('form-error')).toHaveText('Non-agents cannot log in');
    await expectNoAxeViolations(page, { label: 'agent login with an error' });
    await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();

    await form.getByRole('textbox', { name: 'Username', exact: true }).fill(agent);
    await form.getByLabel('Password', { exact: true }).fill('agent1234');
    await form.getByRole('button', { name: 'Log in' }).click();
    // An agent lands home with the agent centre open, instead of the member greeting.
    const centre = page.getByTestId('agent-centre-panel');
    await expect(centre).toBeVisible();
    await expectNoAxeViolations(page, { label: 'agent centre' });
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('after-login')).toHaveCount(0);
    await centre.getByRole('button', { name: 'Close' }).click();
    await expectSignedIn(page, agent);
  });

  test("the login modal's provider arrows sit beside the providers and move the list", async ({ page }) => {
    await page.goto('/');
    await openLogin(page);
    const providers = page.getByTestId('auth-modal-login').getByRole('region', { name: 'Game providers' });
    const previous = providers.getByRole('button', { name: 'Previous slide' });
    const next = providers.getByRole('button', { name: 'Next slide' });
    // The demo data has more than 7 hot providers.
    await expect(next).toBeEnabled();
    await expect(previous).toBeDisabled();
    const first = providers.locator('[data-testid^="login-vendor-"]').first();
    const [arrowBox, firstBox] = [await previous.boundingBox(), await first.boundingBox()];
    expect(arrowBox!.x + arrowBox!.width).toBeLessThanOrEqual(firstBox!.x);
    await next.click();
    await expect(previous).toBeEnabled();
  });

  test('one sign-in is seen at once by the header (shell) and the game lanes (mf-games)', async ({ page, site }) => {
    const account = uniqueAccount('both');
    await createMember(site, { account, password: 'both1234' });
    await page.goto('/');
    await expect(page.getByTestId('home-lanes')).toBeVisible();

    await passwordLogin(page, account, 'both1234');
    await dismissAfterLogin(page);
    await expectSignedIn(page, account);
    // No reload: mf-games reads the same session store, so a gated card no longer asks to log in.
    await page.getByTestId('lane-LIVE').locator('[data-testid^="vendor-card-"]').first().click();
    await expect(page.getByTestId('auth-modal-login')).toHaveCount(0);
    // The first live provider lists its tables: its game list opens instead of the login popup.
    await expect(page.getByTestId('vendor-games-dialog')).toBeVisible();
  });
});
