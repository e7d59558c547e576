import { customerServiceEndpoints as calls } from '@site/shared/contract/site';
import { expect, test, type Site } from '@site/deploy/e2e';

/** An /ops call with the operator token, as the ops command line makes it. */
async function ops(site: Site, method: 'PUT' | 'DELETE', path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${site.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${site.operatorToken}`, 'x-operator': 'e2e.operator', ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.status, `${method} ${path}`).toBe(200);
}

/**
 * A type-3 service-record path in a real browser: the platform stores and sends it encrypted, the
 * right bar opens the contact window inside the click and sends it to the decrypted address. The
 * entry is limited to Japanese pages, which no other journey uses, so the shared site's other
 * journeys never see it.
 */
test('a type-3 contact opens its window at once and lands on the decrypted address', async ({ page, site }) => {
  const path = calls.opsSetEntry.path.replace(':name', 'e2e-records');
  await ops(site, 'PUT', path, { position: 'TELEGRAM2', csType: '3', path: '/helpmc?channel=records', minLevel: null, languages: ['ja'], hours: null });
  try {
    await page.addInitScript(() => localStorage.setItem('lang', 'ja'));
    await page.goto('/');
    const button = page.getByTestId('right-bar').getByRole('button', { name: 'Telegram (second line)' });
    await expect(button).toBeVisible();
    // The page never holds the address in clear: the answer carries only the encrypted form.
    expect(await page.content()).not.toContain('channel=records');
    const popup = page.waitForEvent('popup');
    await button.click();
    const contact = await popup;
    await expect(contact).toHaveURL(/\/helpmc\?channel=records$/);
    await expect(contact.getByTestId('helpmc-page')).toBeVisible();
    await contact.close();
    await expect(page.getByRole('alert')).toHaveCount(0);
  } finally {
    await ops(site, 'DELETE', path);
  }
});
