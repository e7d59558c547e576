import type { Notice } from '../../contract/api';
import { DEFAULT_ANNOUNCEMENT_EXECUTION, DEFAULT_ANNOUNCEMENT_TYPES } from '../../contract/first-data';

/**
 * Brand configuration. The server may override it by inlining `window.__SITE_CONFIG__`
 * into index.html; otherwise these defaults apply.
 */
export interface MerchantConfig {
  platform: 'web';
  merchantCode: string;
  lotteryType: 'SEA';
  device: 'WEB';
  prizeModes: readonly string[];
  announcementTypes: readonly Notice['type'][];
  announcementExecution: Notice['type'];
  cockfightProviders: readonly string[];
  esportsProviders: readonly string[];
  /** Send logged-out visitors to /login (optional setting). */
  requireLogin: boolean;
}

export const DEFAULT_MERCHANT_CONFIG: MerchantConfig = {
  platform: 'web',
  merchantCode: 'demo',
  lotteryType: 'SEA',
  device: 'WEB',
  prizeModes: ['Lott', 'ZY', 'Elott', 'SEA'],
  announcementTypes: DEFAULT_ANNOUNCEMENT_TYPES,
  announcementExecution: DEFAULT_ANNOUNCEMENT_EXECUTION,
  cockfightProviders: ['DS88', 'SV3'],
  esportsProviders: [],
  requireLogin: false,
};

declare global {
  interface Window {
    __SITE_CONFIG__?: Partial<MerchantConfig>;
  }
}

export function getMerchantConfig(): MerchantConfig {
  const override = typeof window !== 'undefined' ? window.__SITE_CONFIG__ : undefined;
  return { ...DEFAULT_MERCHANT_CONFIG, ...override };
}
