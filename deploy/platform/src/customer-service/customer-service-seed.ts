import type { CsEntryUpdate } from '@site/shared/contract/site';
import type { ScriptDb } from '../db/database';
import { encryptServicePath } from './service-path';

/**
 * The site's contacts on first start. The site's own help centre (the page without chrome, made
 * for the 440x750 contact window) is the live chat until a support service exists: every address
 * here must answer. The VIP channel (level 5 and above) leads to the same page as a type-3
 * service-record path, stored encrypted, so the page's decryption runs for real. The demo has no
 * VIP member, so no host is seeded; operators assign hosts (npm run ops -- cs host-set).
 */
export const CUSTOMER_SERVICE_SEED: (CsEntryUpdate & { name: string })[] = [
  { name: 'livechat', position: 'LIVECHAT', csType: '1', path: '/helpmc', minLevel: null, languages: null, hours: null },
  { name: 'vip', position: 'VIP', csType: '3', path: '/helpmc?channel=vip', minLevel: 5, languages: null, hours: null },
];

/** Writes the seed entries (in the site seed's transaction). */
export async function seedCustomerService(tx: ScriptDb): Promise<void> {
  for (const entry of CUSTOMER_SERVICE_SEED) {
    await tx.query(
      `INSERT INTO customer_service_entries (name, position, cs_type, path, min_level, languages, hours, updated_by)
       VALUES ($1, $2, $3, $4, $5, NULL, NULL, 'seed') ON CONFLICT (name) DO NOTHING`,
      [entry.name, entry.position, Number(entry.csType), entry.csType === '3' ? encryptServicePath(entry.path) : entry.path, entry.minLevel],
    );
  }
}
