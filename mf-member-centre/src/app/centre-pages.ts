import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MemberCentrePage } from '../features/centre-panel/components/menu';

/**
 * Which screen each member-centre page shows, loaded when the page is first opened. A page that is
 * not listed here shows "Not available yet" in the panel. One line per page, e.g.
 * `depositv2: lazy(() => import('../features/deposit/deposit-page'))`; a page component takes no
 * props and reads the session itself.
 */
export const CENTRE_PAGES: Partial<Record<MemberCentrePage, LazyExoticComponent<ComponentType>>> = {
  securityCenter: lazy(() => import('../features/security-center/components/security-center-page')),
  transferFund: lazy(() => import('../features/transfer-fund/transfer-fund-page')),
  transferUpline: lazy(() => import('../features/transfer-upline/transfer-upline-page')),
  personalHistoryCopy: lazy(() => import('../features/records/betting-record-page')),
  transactionHistory: lazy(() => import('../features/records/account-record-page')),
  personalProfit: lazy(() => import('../features/records/profit-loss-page')),
  bonusDetails: lazy(() => import('../features/records/bonus-details-page')),
  depositv2: lazy(() => import('./deposit-with-matched')),
  withdraw: lazy(() => import('../features/withdraw/withdraw-page')),
  messageV2: lazy(() => import('../features/messages/messages-page')),
};
