import type { ComponentType } from 'react';
import type { AgentCentrePage } from '../features/centre-panel/components/menu';
import { retryableLazy } from '@site/shared/centre-kit';

/** Overview, the page the centre opens at: the panel host also fetches its code ahead. */
export const loadOverviewPage = () => import('../features/team-overview/team-overview-page');

/**
 * Which screen each agent-centre page shows, loaded when the page is first opened (one chunk per
 * page). A page that is not listed here is left out of the menu. One line per page,
 * e.g. `agentTeamOverview: retryableLazy(() => import('../features/team-overview/team-overview-page'))`;
 * a page component takes no props and reads the session itself. `retryableLazy` rather than
 * React.lazy: a page whose download failed loads again on Retry.
 */
export const CENTRE_PAGES: Partial<Record<AgentCentrePage, ComponentType>> = {
  agentAnnouncement: retryableLazy(() => import('../features/agent-announcement/announcement-page')),
  agentTeamOverview: retryableLazy(loadOverviewPage),
  registerCenter: retryableLazy(() => import('../features/register-centre/register-centre-page')),
  downlineManagmentView: retryableLazy(() => import('../features/team-management/team-management-page')),
  personalHistoryCopy: retryableLazy(() => import('../features/team-betting/team-betting-page')),
  palStatementsAgentCopy: retryableLazy(() => import('../features/profit-loss/profit-loss-page')),
  agentDownlineTransactionDetailsCopy: retryableLazy(() => import('../features/transaction-details/transaction-details-page')),
  agentRevenueReport: retryableLazy(() => import('../features/my-income/my-income-page')),
  agentDividendRecordCopy2: retryableLazy(() => import('../features/contracts/dividend-page')),
  agentDailyWages2: retryableLazy(() => import('../features/contracts/daily-salary-page')),
  agentHourSalary: retryableLazy(() => import('../features/contracts/hourly-salary-page')),
  agentRealtimeSalary: retryableLazy(() => import('../features/contracts/realtime-salary-page')),
};
