/**
 * The agent centre's side menu: each entry's page name, in menu order.
 * Dividend and the three salary entries depend on the platform's consolidated contract flags; until
 * those pages exist every entry is listed (disabled). Labels are translated under `menu.<page>`.
 */
export const AGENT_CENTRE_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;

export type AgentCentrePage = (typeof AGENT_CENTRE_PAGES)[number];

export const DEFAULT_AGENT_CENTRE_PAGE: AgentCentrePage = 'agentTeamOverview';

export function toAgentCentrePage(page: string | undefined): AgentCentrePage {
  return AGENT_CENTRE_PAGES.find((candidate) => candidate === page) ?? DEFAULT_AGENT_CENTRE_PAGE;
}
