/**
 * An agent acts on its own team only: every account or id a call names is looked up under the
 * caller in member_tree (a primary-key lookup). Anyone else, whether the account exists or not,
 * is answered the same 404, so a call cannot be used to learn which accounts exist elsewhere.
 */
import type { Db } from '../../db/database';
import { PlatformError } from '../../http/errors';

export const AGENT_NOT_IN_TEAM = 'AGENT_NOT_IN_TEAM';

/** 404 AGENT_NOT_IN_TEAM naming the request's field. */
export function notInTeam(field: string): PlatformError {
  return new PlatformError(404, AGENT_NOT_IN_TEAM, `${field}: no such member in your team`, field);
}

export interface TeamMemberRef {
  id: string;
  account: string;
  type: number;
  /** Levels below the agent: 1 for a direct downline. */
  depth: number;
}

/** A member of the agent's team (depth 1 or more) by account, ignoring case; null when not in it. */
export async function findInTeam(db: Db, agentId: string | number, account: string): Promise<TeamMemberRef | null> {
  const rows = await db.query<TeamMemberRef>(
    `SELECT m.id::text AS id, m.account, m.type::int AS type, t.depth
     FROM members m JOIN member_tree t ON t.descendant_id = m.id AND t.ancestor_id = $1::bigint
     WHERE lower(m.account) = lower($2) AND t.depth >= 1`,
    [String(agentId), account],
  );
  return rows[0] ?? null;
}

/** As findInTeam, refusing with 404 AGENT_NOT_IN_TEAM (naming `field`) when the member is not in the team. */
export async function requireInTeam(db: Db, agentId: string | number, account: string, field: string): Promise<TeamMemberRef> {
  const member = await findInTeam(db, agentId, account);
  if (!member) throw notInTeam(field);
  return member;
}

/** Whether `memberId` is in the agent's team (depth 1 or more). */
export async function isInTeam(db: Db, agentId: string | number, memberId: string | number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM member_tree WHERE ancestor_id = $1::bigint AND descendant_id = $2::bigint AND depth >= 1', [
    String(agentId),
    String(memberId),
  ]);
  return rows.length > 0;
}
