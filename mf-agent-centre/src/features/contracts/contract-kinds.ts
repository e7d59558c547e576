import type { ContractKind } from '@site/shared/contract/agents';

/** The agent centre's menu page of each contract kind. */
export const CONTRACT_PAGE_OF_KIND = {
  DIVIDEND: 'agentDividendRecordCopy2',
  DAILY_SALARY: 'agentDailyWages2',
  HOURLY_SALARY: 'agentHourSalary',
  REALTIME_SALARY: 'agentRealtimeSalary',
} as const satisfies Record<ContractKind, string>;
