import type { ContractConsolidated } from '@site/shared/contract/agents';
import { CENTRE_PAGES } from '../../../app/centre-pages';

/**
 * The agent centre's side menu: each entry's page name, in menu order. The page names are the
 * platform's vocabulary (the bus's `agent-centre:open` takes them); labels are translated under
 * `menu.<page>`.
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

/**
 * What the menu can offer: the pages that are built, in menu order. A page whose feature has not
 * landed stays out of the menu until it does, so no entry leads to "Not available yet".
 */
export const AGENT_CENTRE_MENU: readonly AgentCentrePage[] = AGENT_CENTRE_PAGES.filter((page) => CENTRE_PAGES[page] !== undefined);

export const DEFAULT_AGENT_CENTRE_PAGE: AgentCentrePage = 'agentTeamOverview';

/** The page an opener asked for when the menu offers it; Overview otherwise. */
export function toAgentCentrePage(page: string | undefined): AgentCentrePage {
  return AGENT_CENTRE_MENU.find((candidate) => candidate === page) ?? DEFAULT_AGENT_CENTRE_PAGE;
}

/** The contract pages and the consolidated flag that shows each: only agents with such a contract (or top agents) see them. */
export const CONTRACT_PAGE_FLAGS: Partial<Record<AgentCentrePage, keyof ContractConsolidated>> = {
  agentDividendRecordCopy2: 'divtypereq',
  agentDailyWages2: 'dailysalreqtype',
  agentHourSalary: 'contracthoursalreq',
  agentRealtimeSalary: 'realtimesalreqtype',
};

/**
 * The entries the agent sees. A contract page shows when its flag is 1. While the flags load the
 * contract pages wait hidden (they appear at once for most agents); when the flags cannot be read
 * they are shown, so a failed call never hides an agent's own contract: each contract page says
 * itself whether there is one.
 */
export function visiblePages(flags: ContractConsolidated | undefined, failed: boolean): AgentCentrePage[] {
  return AGENT_CENTRE_MENU.filter((page) => {
    const flag = CONTRACT_PAGE_FLAGS[page];
    if (flag === undefined || failed) return true;
    return flags !== undefined && flags[flag] === 1;
  });
}
