/**
 * Invitation codes of the register centre: an agent's codes (each says whether it creates a member
 * or a sub-agent), how many accounts registered through each, creating and deleting them. A
 * visitor registering with a code joins the code's agent (the register call reads the code's
 * account type). New codes are 8 random upper-case letters or digits.
 */
import { randomInt } from 'node:crypto';
import { MAX_INVITATIONS, type AgentAccountType, type Invitation } from '@site/shared/contract/agents';
import type { Db } from '../../db/database';
import { isoTime } from '../../db/dates';
import { databaseError } from '../../db/database-error';
import { PlatformError } from '../../http/errors';
import { notInTeam } from './team-scope';
import { lockNamed } from '../../db/lock-named';

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const CODE_LENGTH = 8;

export function newInvitationCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/** Where a visitor registers with the code; `origin` is the site's configured or listening origin (linkOrigin), never a request header. */
export function invitationLink(origin: string, code: string): string {
  return `${origin}/register?affiliateCode=${encodeURIComponent(code)}`;
}

interface InvitationRow {
  code: string;
  account_type: AgentAccountType;
  registrations: number;
  created_at: unknown;
}

const toInvitation = (origin: string) => (row: InvitationRow): Invitation => ({
  code: row.code,
  accountType: row.account_type,
  link: invitationLink(origin, row.code),
  registrations: row.registrations,
  createdAt: isoTime(row.created_at),
});

const INVITATION_COLUMNS = `a.code, a.account_type, a.created_at,
  (SELECT count(*)::int FROM members r WHERE r.affiliate_code = a.code) AS registrations`;

/** The agent's codes, newest first. */
export async function listInvitations(db: Db, agentId: string, origin: string): Promise<Invitation[]> {
  const rows = await db.query<InvitationRow>(
    `SELECT ${INVITATION_COLUMNS} FROM affiliate_codes a WHERE a.agent_id = $1::bigint ORDER BY a.created_at DESC, a.code`,
    [agentId],
  );
  return rows.map(toInvitation(origin));
}

function tooManyInvitations(): PlatformError {
  return new PlatformError(409, 'INVITATION_LIMIT', `You may hold at most ${MAX_INVITATIONS} invitation codes: delete one first`);
}

/** A new code; the count is checked under a per-agent lock so parallel requests cannot pass it. */
export async function createInvitation(db: Db, agentId: string, accountType: AgentAccountType, origin: string): Promise<Invitation> {
  // A collision of random codes is rare; each try runs in its own transaction.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = newInvitationCode();
    try {
      const row = await db.transaction(async (tx) => {
        await lockNamed(tx, 'agent-invitations', agentId);
        const [held] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM affiliate_codes WHERE agent_id = $1::bigint', [agentId]);
        if ((held?.n ?? 0) >= MAX_INVITATIONS) throw tooManyInvitations();
        await tx.query('INSERT INTO affiliate_codes (code, agent_id, account_type) VALUES ($1, $2::bigint, $3)', [code, agentId, accountType]);
        const [created] = await tx.query<InvitationRow>(`SELECT ${INVITATION_COLUMNS} FROM affiliate_codes a WHERE a.code = $1`, [code]);
        return created!;
      });
      return toInvitation(origin)(row);
    } catch (error) {
      if (databaseError(error).code === '23505') continue;
      throw error;
    }
  }
  throw new Error('agents: could not draw a free invitation code');
}

/** Deletes one of the agent's codes; another agent's code (or none) is 404 AGENT_NOT_IN_TEAM. */
export async function removeInvitation(db: Db, agentId: string, code: string): Promise<void> {
  const removed = await db.query('DELETE FROM affiliate_codes WHERE lower(code) = lower($1) AND agent_id = $2::bigint RETURNING code', [code, agentId]);
  if (removed.length === 0) throw notInTeam('code');
}
