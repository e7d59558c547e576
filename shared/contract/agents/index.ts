/**
 * '@site/shared/contract/agents': the agent centre's calls (team, register centre, transfers,
 * notices, reports, contracts, income) as zod schemas shared by the platform and the agent centre.
 * A separate entry because it carries zod: only the agent centre's lazy pages load it.
 */
import '../zod-in-browser';
export * from './common';
export * from './team';
export * from './reports';
export * from './contracts';
export * from './income';
export * from './endpoints';
