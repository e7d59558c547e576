import type { Page } from '@playwright/test';
import { createMember, expect, loginThroughApi, openSignedIn, test, uniqueAccount, uniqueMobile } from '@site/deploy/e2e';
import { chatEndpoints } from '@site/shared/contract/chat';

/**
 * The chat room on the real server, on a 390 px phone and on a desktop: a visitor opens it from the
 * right bar, reads and is offered sign-in; a member with a bound phone opens it by keyboard, posts
 * (the message comes back through the room's stream), is refused a link with its reason under the
 * input, and sees another member's post arrive live, an HTML payload shown as text. A lottery's
 * betting page opens the chat on that game's room (by keyboard; Escape gives focus back to the
 * button). axe in both themes on the open modal and on the lottery page.
 */

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

const DIALOG = '[data-testid="chat-modal"]';

async function openChat(page: Page) {
  const entry = page.getByTestId('right-bar').getByRole('button', { name: 'Chat room' });
  // On a phone the side bars are a row at the page's end, drawn when it comes near the screen.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(entry).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await entry.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('chat-modal');
  await expect(dialog.getByRole('heading', { name: 'Chat room' })).toBeVisible();
  return dialog;
}

for (const viewport of VIEWPORTS) {
  test.describe(`chat room (${viewport.name})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
    });

    test('a visitor reads the lobby and is offered sign-in', async ({ page, axe }) => {
      await page.goto('/');
      const dialog = await openChat(page);
      await expect(dialog.getByText('Sign in to post. Guests can read the chat.')).toBeVisible();
      await expect(dialog.getByLabel('Your message')).toHaveCount(0);
      await axe.check({ include: DIALOG, label: `chat: visitor (${viewport.name})` });
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    });

    test('a member posts, is refused a link with its reason, and sees another post arrive as text', async ({ page, site, axe }) => {
      const password = 'chat12345';
      const account = uniqueAccount('cht');
      await createMember(site, { account, password, countryDialingCode: '+84', mobileNum: uniqueMobile() });
      const other = uniqueAccount('cho');
      await createMember(site, { account: other, password, countryDialingCode: '+84', mobileNum: uniqueMobile() });
      await openSignedIn(page, site, account, password);

      const dialog = await openChat(page);
      const input = dialog.getByLabel('Your message');
      await expect(input).toBeEnabled();
      // A link is refused with its reason (and writes nothing, so the pace of the next post is untouched).
      await input.fill('tips at http://spam.example');
      await page.keyboard.press('Enter');
      await expect(dialog.getByRole('alert').filter({ hasText: 'Links are not allowed in the chat.' })).toBeVisible();
      await axe.check({ include: DIALOG, label: `chat: member with a refusal (${viewport.name})` });

      await input.fill(`hello from ${viewport.name}`);
      await page.keyboard.press('Enter');
      const list = dialog.getByRole('list', { name: 'Messages' });
      await expect(list.getByText(`hello from ${viewport.name}`)).toBeVisible();
      await expect(input).toHaveValue('');
      await expect(dialog.getByRole('alert').filter({ hasText: 'Links are not allowed' })).toHaveCount(0);

      // Another member posts through the API: it arrives through the stream, markup shown as text.
      const payload = `<img src=x onerror=alert(1)> ${viewport.name}`;
      const { token } = await loginThroughApi(page, site, other, password);
      const posted = await page.request.post(`${site.url}${chatEndpoints.post.path.replace(':room', 'lobby-en')}`, {
        headers: { authorization: token },
        data: { text: payload },
      });
      expect(posted.status()).toBe(200);
      await expect(list.getByText(payload)).toBeVisible();
      await expect(dialog.locator('img[src="x"]')).toHaveCount(0);
    });

    test("a lottery's betting page opens that game's room by keyboard", async ({ page, axe }) => {
      await page.goto('/lottery?gameCode=FAST_1M');
      const entry = page.getByTestId('lottery-betting').getByRole('button', { name: 'Chat room of this lottery' });
      await expect(entry).toBeVisible({ timeout: 30_000 });
      // Within the screen's width on the phone, beside or under the lottery's name.
      const box = (await entry.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.height).toBeGreaterThanOrEqual(44);
      await axe.check({ include: '[data-testid="lottery-betting"]', label: `lottery page with its chat entry (${viewport.name})` });
      await entry.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByTestId('chat-modal');
      await expect(dialog.getByRole('heading', { name: 'Chat room' })).toBeVisible();
      await expect(dialog.getByRole('combobox', { name: 'Room' })).toHaveValue('lottery-FAST_1M');
      await expect(dialog.getByText('Sign in to post. Guests can read the chat.')).toBeVisible();
      await axe.check({ include: DIALOG, label: `chat: a lottery's room (${viewport.name})` });
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(entry).toBeFocused();
    });
  });
}
