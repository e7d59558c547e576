import type { ComponentType } from 'react';
import type { MemberCentrePage } from '../features/centre-panel/components/menu';
import { retryableLazy } from '@site/shared/centre-kit';

/**
 * Which screen each member-centre page shows, loaded when the page is first opened. A page that is
 * not listed here is left out of the menu. One line per page, e.g.
 * `depositv2: retryableLazy(() => import('../features/deposit/deposit-page'))`; a page component
 * takes no props and reads the session itself. `retryableLazy` rather than React.lazy: a page
 * whose download failed loads again on Retry.
 */
export const CENTRE_PAGES: Partial<Record<MemberCentrePage, ComponentType>> = {
  securityCenter: retryableLazy(() => import('../features/security-center/components/security-center-page')),
  transferFund: retryableLazy(() => import('../features/transfer-fund/transfer-fund-page')),
  transferUpline: retryableLazy(() => import('../features/transfer-upline/transfer-upline-page')),
  personalHistoryCopy: retryableLazy(() => import('../features/records/betting-record-page')),
  transactionHistory: retryableLazy(() => import('../features/records/account-record-page')),
  personalProfit: retryableLazy(() => import('../features/records/profit-loss-page')),
  bonusDetails: retryableLazy(() => import('../features/records/bonus-details-page')),
  depositv2: retryableLazy(() => import('./deposit-with-matched')),
  withdraw: retryableLazy(() => import('../features/withdraw/withdraw-page')),
  messageV2: retryableLazy(() => import('../features/messages/messages-page')),
  rewardCenter: retryableLazy(() => import('../features/reward-center/reward-center-page')),
  manualRebate: retryableLazy(() => import('../features/manual-rebate/manual-rebate-page')),
  responsibleGaming: retryableLazy(() => import('../features/responsible-gaming/responsible-gaming-page')),
  feedback: retryableLazy(() => import('../features/feedback/feedback-page')),
};
