/**
 * The days a report covers and their bounds in SQL. A period is resolved on the server's clock in
 * site days, the days the rollups are kept in, so a list and its totals always cover the same rows.
 */
import { resolveAgentRange, type AgentRange, type AgentRangeQuery } from '@site/shared/contract/agents';
import { siteTimeZone } from '../../system/site-day';

export { DAY_AFTER_SQL, DAY_START_SQL } from '../../records/record-paging';

export function reportRange(query: AgentRangeQuery, now: Date = new Date()): AgentRange {
  return resolveAgentRange(query, now, siteTimeZone());
}
