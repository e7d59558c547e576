import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { recruitmentEndpoints } from '@site/shared/contract/agents/recruitment';
import { expect, newMember, test } from '@site/deploy/e2e';
import { operatorCall, signIn } from './support/centre';

/**
 * /down and /join on the real server, on a computer and on a 390 px phone: the releases the
 * platform lists with their checksums, the device's card first, the QR code (a member's carries
 * the member's referral code), the site installable as a web app (Chrome's own installability
 * check, the one Lighthouse's installable-manifest audit reported); /join's figures from the live
 * contract settings, its questions by keyboard, an application refused past 140 characters, then
 * sent, and approved by an operator into one agent account.
 */

const PASSWORD = 'downjoin123';
const PHONE = { width: 390, height: 844 };
const ANDROID_PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

async function noSidewaysScroll(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/**
 * Chrome's reasons `url` could not be installed (none: it installs), asked through the DevTools
 * protocol in a browser with a profile of its own: the test's contexts are off the record, where
 * Chrome never offers an install whatever the page.
 */
async function installabilityErrors(url: string): Promise<string[]> {
  const profile = await mkdtemp(path.join(tmpdir(), 'installable-'));
  const context = await chromium.launchPersistentContext(profile, { ...test.info().project.use.launchOptions, headless: true });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(url, { waitUntil: 'load' });
    await expect(page.getByTestId('download-page')).toBeVisible();
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[] };
    expect(manifest.url).toContain('/media/app/manifest.webmanifest');
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors: errors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    return errors.map((error) => error.errorId);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}

async function applyToJoin(page: Page, name: string): Promise<number> {
  const form = page.getByRole('form', { name: 'Agent application' });
  await form.getByLabel('Your name').fill(name);
  await form.getByLabel('How should we contact you?').selectOption('ZALO');
  await form.getByLabel('Phone number, email or messaging account').fill('+84 912 000 111');
  await form.getByLabel('Expected team size (players)').fill('25');
  const remark = form.getByLabel('Remark (optional)');
  await remark.fill('x'.repeat(141));
  await form.getByRole('button', { name: 'Send my application' }).click();
  await expect(form.getByText('Enter at most 140 characters.')).toBeVisible();
  await expect(remark).toBeFocused();
  await remark.fill('I run a cafe with regulars');
  await form.getByRole('button', { name: 'Send my application' }).press('Enter');
  const sent = form.getByRole('status');
  await expect(sent).toContainText('Your application number is');
  return Number(/number is ([0-9]+)/.exec((await sent.textContent()) ?? '')![1]);
}

test.describe('app download and agent recruitment', () => {
  test('on a computer: releases, the QR code (with the referral code once signed in), an installable site; /join to an approved agent', async ({ page, site, axe }) => {
    test.setTimeout(120_000);
    await page.goto('/down');
    const main = page.getByTestId('download-page');
    await expect(main.getByRole('heading', { level: 1, name: 'App download' })).toBeVisible();
    const android = main.getByTestId('release-ANDROID');
    await expect(android).toContainText('1.3.0');
    await expect(android.locator('code')).toHaveText(/^[0-9a-f]{64}$/);
    await expect(android.getByRole('link', { name: 'Download for Android (1.3.0)' })).toHaveAttribute('href', /^https:\/\//);
    // On a computer the code to scan comes before the cards.
    const qr = main.getByRole('img', { name: /^QR code of the address / });
    await expect(qr).toBeVisible();
    expect(await main.getByTestId('download-qr').evaluate((node) => node.compareDocumentPosition(document.querySelector('[data-testid="release-ANDROID"]')!) & Node.DOCUMENT_POSITION_FOLLOWING)).toBeTruthy();
    await expect(qr).toHaveAttribute('alt', `QR code of the address ${new URL('/down', site.url).toString()}`);
    expect(await installabilityErrors(new URL('/down', site.url).toString())).toEqual([]);
    await axe.check({ label: 'download page, visitor' });

    const account = await newMember(site, { prefix: 'down', password: PASSWORD });
    await signIn(page, site, account, PASSWORD);
    await page.goto('/down');
    await expect(main.getByRole('img', { name: /referralCode=[A-Z2-9]{8}$/ })).toBeVisible();
    await expect(main.getByTestId('download-qr')).toContainText('It carries your referral code');
    await axe.check({ label: 'download page, member' });

    await page.goto('/join');
    const join = page.getByTestId('join-page');
    await expect(join.getByRole('heading', { level: 1, name: 'Join us' })).toBeVisible();
    await expect(join.getByTestId('join-DAILY_SALARY')).toContainText(/Up to [0-9]+\.[0-9]{2} %/);
    await expect(join.getByTestId('join-DAILY_SALARY')).toContainText(/earns [0-9,]+\.[0-9]{2}/);
    const question = join.getByText('Does it cost anything to become an agent?');
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(join.getByText('No. There is no fee and no deposit to make.')).toBeVisible();
    await axe.check({ label: 'join page' });
    const applicationNo = await applyToJoin(page, 'Tran Thi B');
    await axe.check({ label: 'join page, application sent' });

    const agentAccount = `jd${Date.now() % 1_000_000}`;
    const approve = recruitmentEndpoints.opsJoinApprove.path.replace(':id', String(applicationNo));
    const approved = (await operatorCall(site, page, 'POST', approve, { reference: `e2e-join-${applicationNo}`, account: agentAccount, upline: 'demoagent' })) as {
      application: { status: string; account: string };
      temporaryPassword: string;
    };
    expect(approved.application).toMatchObject({ status: 'APPROVED', account: agentAccount });
    expect(approved.temporaryPassword).toMatch(/^[A-Za-z0-9]{12}$/);
  });

  test.describe('on a 390 px Android phone', () => {
    test.use({ viewport: PHONE, userAgent: ANDROID_PHONE, isMobile: true, hasTouch: true });

    test('the Android card comes first with its guide, nothing scrolls sideways; /join sends from the phone', async ({ page, axe }) => {
      // Arriving by a member's QR code: the code goes on to registration.
      await page.goto('/down?referralCode=ABCD2345');
      const main = page.getByTestId('download-page');
      await expect(main.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register?referralCode=ABCD2345');
      const cards = main.getByTestId(/^release-/);
      await expect(cards.first()).toHaveAttribute('data-testid', 'release-ANDROID');
      await expect(cards.first().getByRole('heading', { level: 2 })).toContainText('For your device');
      await expect(cards.first()).toContainText('Allow from this source');
      await expect(main.getByTestId('release-IOS')).toContainText('Add to Home Screen');
      await noSidewaysScroll(page);
      await axe.check({ label: 'download page, phone, invited' });

      await page.goto('/join');
      await expect(page.getByTestId('join-DIVIDEND')).toBeVisible();
      await noSidewaysScroll(page);
      await axe.check({ label: 'join page, phone' });
      await applyToJoin(page, 'Le Van C');
      await noSidewaysScroll(page);
      await axe.check({ label: 'join page, phone, sent' });
    });
  });
});
