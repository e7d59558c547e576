/** What an agent may pass on of a kind: the bound every contract it offers must stay within. */
import type { Db } from '../../db/database';
import { isAgentType } from '../../accounts/members';
import { contractTerms, downlineContract } from './contract-rows';
import { type KindSettings, platformCeiling } from './contract-kinds';
import type { Ceiling } from './contract-terms';

/** A top agent is paid by the platform: type 1 without an accepted contract above it. */
export const TOP_AGENT_TYPE = 1;

/**
 * The agent's accepted contract of the kind; for a top agent without one, the platform's maximum;
 * otherwise null (an agent without a contract has nothing to pass on).
 */
export async function ceilingOf(db: Db, settings: KindSettings, agentId: string): Promise<Ceiling | null> {
  const own = await downlineContract(db, settings.kind, agentId, 'ACCEPTED');
  if (own) return { source: 'CONTRACT', terms: contractTerms(own) };
  const [member] = await db.query<{ type: number }>('SELECT type::int AS type FROM members WHERE id = $1::bigint', [agentId]);
  if (member && isAgentType(member.type) && member.type === TOP_AGENT_TYPE) return platformCeiling(settings);
  return null;
}
