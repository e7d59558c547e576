import type { Page } from '@playwright/test';
import { kycEndpoints } from '@site/shared/contract/protection/kyc';
import type { Site } from './test';

/** A 1x1 png: a photo of an identity document, as far as the platform's checks go. */
const ID_PHOTO_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

async function valueOf<T>(response: { ok(): boolean; status(): number; json(): Promise<unknown> }, what: string): Promise<T> {
  const payload = (await response.json()) as { success: boolean; value: T; message?: string };
  if (!response.ok() || !payload.success) throw new Error(`${what}: HTTP ${response.status()} ${payload.message ?? ''}`);
  return payload.value;
}

/**
 * Identity level 2 for a journey that withdraws but is not about identity, through the same calls
 * the site makes: the member signed in on `page` (real name already set) sends a photo of an
 * identity document, then an operator approves it. Journeys about identity use the Identity tab.
 */
export async function verifyIdentityThroughApi(page: Page, site: Site): Promise<void> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  if (!token) throw new Error('verifyIdentityThroughApi: the page has no signed-in member');
  const requestId = `e2e-kyc-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const submission = await valueOf<{ id: number }>(
    await page.request.post(`${site.url}${kycEndpoints.upload.path}`, {
      headers: { authorization: token },
      data: { kind: 'IDENTITY', files: [{ name: 'id-card.png', contentType: 'image/png', data: ID_PHOTO_BASE64 }], requestId },
    }),
    'identity document upload',
  );
  await valueOf(
    await page.request.post(`${site.url}${kycEndpoints.opsApprove.path.replace(':submissionId', String(submission.id))}`, {
      headers: { authorization: `Bearer ${site.operatorToken}`, 'x-operator': 'e2e.operator' },
      data: { reference: `e2e-kyc-${submission.id}` },
    }),
    'identity approval',
  );
}
