import type { Page } from '@playwright/test';
import { feedbackEndpoints } from '@site/shared/contract/feedback';
import { expect, newMember, test } from '@site/deploy/e2e';
import { openCentrePage, operatorCall, signIn } from './support/centre';

/**
 * Feedback on the real server: a member writes from the member centre (category by keyboard, the
 * live counter, pictures with previews and remove), gets a reference number, an operator replies
 * and resolves it through /ops, and the member reads the reply in the page's history; a visitor on
 * a 390 px phone sends from /feedback and is told to keep the reference number.
 */

const PASSWORD = 'feedback123';
const PHONE = { width: 390, height: 844 };
/** A 1x1 png. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const picture = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

async function noSidewaysScroll(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test.describe('feedback', () => {
  test('a member sends a complaint with pictures, an operator replies and resolves it, the member reads the answer', async ({ page, site, axe }) => {
    test.setTimeout(120_000);
    const account = await newMember(site, { prefix: 'fdbk', password: PASSWORD });
    await signIn(page, site, account, PASSWORD);
    const centre = await openCentrePage(page, 'Feedback');
    await expect(centre.getByText('You have not sent any feedback yet.')).toBeVisible();
    await axe.check({ label: 'feedback page, empty' });

    // The category by keyboard.
    const category = centre.getByLabel('Category');
    await category.focus();
    await category.selectOption('COMPLAINT');
    await expect(category).toHaveValue('COMPLAINT');
    const message = centre.getByLabel('Your message');
    await message.fill('My win of round 12 was not paid');
    await expect(centre.getByTestId('feedback-counter')).toHaveText('31 of 140 characters');
    await centre.getByLabel('Pictures (optional)').setInputFiles([picture('one.png'), picture('two.png')]);
    await expect(centre.getByRole('img', { name: /^Picture \d you chose$/ })).toHaveCount(2);
    await axe.check({ label: 'feedback page, pictures chosen' });
    await centre.getByRole('button', { name: 'Remove picture 2' }).press('Enter');
    await expect(centre.getByRole('img', { name: /^Picture \d you chose$/ })).toHaveCount(1);
    await centre.getByRole('button', { name: 'Send feedback' }).click();
    const sent = centre.getByRole('status');
    await expect(sent).toContainText('Your feedback was sent with reference F');
    const referenceNo = /reference (F[0-9]+)/.exec((await sent.textContent()) ?? '')![1]!;
    const card = centre.getByTestId('feedback-history').getByRole('listitem', { name: `Reference ${referenceNo}` });
    await expect(card).toContainText('Open');
    // The picture comes back as a thumbnail the platform serves to its sender only.
    const thumbnail = card.getByRole('list', { name: '1 picture(s)' }).getByRole('img', { name: `Picture 1 of feedback ${referenceNo}` });
    await expect(thumbnail).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(card).toContainText('No reply yet.');
    await axe.check({ label: 'feedback page, sent' });

    // The operator finds it, replies (one inbox message) and resolves it.
    const list = (await operatorCall(site, page, 'GET', `${feedbackEndpoints.opsList.path}?category=COMPLAINT&status=OPEN&pageSize=100`)) as { list: { id: number; referenceNo: string }[] };
    const id = list.list.find((item) => item.referenceNo === referenceNo)!.id;
    const url = (path: string) => path.replace(':feedbackId', String(id));
    await operatorCall(site, page, 'POST', url(feedbackEndpoints.opsReply.path), { reference: `e2e-reply-${referenceNo}`, message: 'The win was paid at 10:02, see the account record.' });
    await operatorCall(site, page, 'POST', url(feedbackEndpoints.opsStatus.path), { reference: `e2e-resolve-${referenceNo}`, status: 'RESOLVED' });

    await page.reload();
    const again = await openCentrePage(page, 'Feedback');
    const answered = again.getByTestId('feedback-history').getByRole('listitem', { name: `Reference ${referenceNo}` });
    await expect(answered).toContainText('Resolved');
    await expect(answered).toContainText('The win was paid at 10:02, see the account record.');
    await expect(answered).toContainText('If you are not satisfied with this answer, you may refer your complaint to');
    await axe.check({ label: 'feedback page, answered' });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE });

    test('a visitor sends from /feedback, refused past 140 characters first, and keeps the reference', async ({ page, axe }) => {
      await page.goto('/feedback');
      const screen = page.getByTestId('feedback-screen');
      await expect(screen.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
      await expect(screen).toContainText('Keep the reference number');
      await expect(screen.getByLabel('Order or round number (optional)')).toHaveCount(0);
      await noSidewaysScroll(page);
      await axe.check({ label: 'feedback screen, visitor' });

      await screen.getByLabel('Category').selectOption('SUGGESTION');
      await screen.getByLabel('Your message').fill('x'.repeat(141));
      await expect(screen.getByTestId('feedback-counter')).toHaveText('141 of 140 characters');
      await screen.getByRole('button', { name: 'Send feedback' }).click();
      await expect(screen.getByText('At most 140 characters: remove 1.')).toBeVisible();
      await expect(screen.getByLabel('Your message')).toBeFocused();
      await axe.check({ label: 'feedback screen, too long' });

      await screen.getByLabel('Your message').fill('A dark mode switch on the lottery page, please');
      await screen.getByLabel('Email or phone (optional)').fill('+84 912 345 678');
      await screen.getByRole('button', { name: 'Send feedback' }).click();
      await expect(screen.getByRole('status')).toContainText('Your feedback was sent with reference F');
      const referenceNo = /reference (F[0-9]+)/.exec((await screen.getByRole('status').textContent()) ?? '')![1]!;
      await noSidewaysScroll(page);

      // Found again with the reference number and the contact together, typed another way.
      const find = screen.getByRole('form', { name: 'Find my feedback' });
      await find.getByLabel('Reference number').fill(referenceNo);
      await find.getByLabel('Email or phone you gave').fill('+84-912-345-679');
      await find.getByRole('button', { name: 'Find' }).click();
      await expect(find).toContainText('No feedback matches this reference number and contact.');
      await find.getByLabel('Email or phone you gave').fill('84912345678');
      await find.getByRole('button', { name: 'Find' }).click();
      const card = screen.getByTestId('feedback-lookup-result').getByRole('listitem', { name: `Reference ${referenceNo}` });
      await expect(card).toContainText('A dark mode switch on the lottery page, please');
      await expect(card).toContainText('No reply yet.');
      await noSidewaysScroll(page);
      await axe.check({ label: 'feedback screen, visitor lookup' });
    });
  });
});
