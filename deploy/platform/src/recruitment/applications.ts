/**
 * Applications to become an agent: a visitor's form lands in the operator's queue; an operator
 * approves (the agent is opened by the register centre's own code, createDownline, under the upline
 * the operator names) or rejects with a reason. The visitor's limit is counted in the table itself,
 * under a lock per address, so parallel posts from one address cannot pass it.
 */
import { randomBytes } from 'node:crypto';
import {
  JOIN_APPLICATIONS_PER_ADDRESS,
  JOIN_WINDOW_HOURS,
  type JoinApplicationSchema,
  type OpsJoinApplication,
  type OpsJoinDecided,
} from '@site/shared/contract/agents/recruitment';
import type { z } from 'zod';
import { findMemberByAccount, isAgentType } from '../accounts/members';
import type { RegisterFieldsRepository } from '../accounts/register-fields';
import { createDownline } from '../agents/team/create-downline';
import { recordOperatorAction } from '../audit/operator-actions';
import type { Db } from '../db/database';
import { isoTime, isoTimeOrNull } from '../db/dates';
import { PlatformError } from '../http/errors';
import { refusal } from '../http/refusals';
import { lockNamed } from '../db/lock-named';

interface ApplicationRow {
  id: string;
  name: string;
  contact: string;
  channel: string;
  team_size: number;
  remark: string | null;
  language: string;
  status: OpsJoinApplication['status'];
  created_at: unknown;
  decided_by: string | null;
  decided_at: unknown;
  decision_note: string | null;
  account: string | null;
}

const COLUMNS = `a.id::text AS id, a.name, a.contact, a.channel, a.team_size, a.remark, a.language, a.status, a.created_at,
  a.decided_by, a.decided_at, a.decision_note, m.account`;
const FROM = 'agent_applications a LEFT JOIN members m ON m.id = a.member_id';

function application(row: ApplicationRow): OpsJoinApplication {
  return {
    id: Number(row.id),
    name: row.name,
    contact: row.contact,
    channel: row.channel,
    teamSize: row.team_size,
    remark: row.remark,
    language: row.language,
    status: row.status,
    createdAt: isoTime(row.created_at),
    decidedBy: row.decided_by,
    decidedAt: isoTimeOrNull(row.decided_at),
    decisionNote: row.decision_note,
    account: row.account,
  };
}

/** Files a visitor's application; the address's limit is checked in the same transaction. */
export async function applyToJoin(
  db: Db,
  input: z.output<typeof JoinApplicationSchema>,
  context: { ip: string; language: string },
): Promise<{ applicationNo: number }> {
  return db.transaction(async (tx) => {
    await lockNamed(tx, 'join-apply', context.ip);
    const [recent] = await tx.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM agent_applications WHERE ip = $1 AND created_at > now() - make_interval(hours => $2)`,
      [context.ip, JOIN_WINDOW_HOURS],
    );
    if ((recent?.count ?? 0) >= JOIN_APPLICATIONS_PER_ADDRESS) {
      throw new PlatformError(429, 'TOO_MANY_ATTEMPTS', `Too many applications from this address. Please try again within ${JOIN_WINDOW_HOURS} hours.`);
    }
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO agent_applications (name, contact, channel, team_size, remark, language, ip)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id::text AS id`,
      [input.name, input.contact, input.channel, input.teamSize, input.remark || null, context.language, context.ip],
    );
    return { applicationNo: Number(row!.id) };
  });
}

export async function listApplications(db: Db, status: OpsJoinApplication['status'] | undefined): Promise<OpsJoinApplication[]> {
  const rows = await db.query<ApplicationRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE ($1::text IS NULL OR a.status = $1) ORDER BY a.id DESC LIMIT 200`,
    [status ?? null],
  );
  return rows.map(application);
}

async function lockedApplication(tx: Db, id: number): Promise<ApplicationRow> {
  // The row lock makes approvals of one application take turns: the second sees it decided.
  const locked = await tx.query<{ id: string }>('SELECT id::text AS id FROM agent_applications WHERE id = $1::bigint FOR UPDATE', [String(id)]);
  if (!locked[0]) throw new PlatformError(404, 'NOT_FOUND', 'id: no such application', 'id');
  return (await readApplication(tx, id))!;
}

async function readApplication(tx: Db, id: number): Promise<ApplicationRow | undefined> {
  return (await tx.query<ApplicationRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE a.id = $1::bigint`, [String(id)]))[0];
}

function alreadyDecided(row: ApplicationRow): PlatformError {
  return new PlatformError(409, 'JOIN_ALREADY_DECIDED', `id: application ${row.id} was already ${row.status.toLowerCase()}`, 'id');
}

/** A one-time password the register rule accepts (letters and digits, 12 characters); the agent changes it at first sign-in. */
export function temporaryPassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(12);
  // Two letters and two digits fixed in place keep every register rule's "letters and digits" satisfied.
  const body = Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
  return `Ag${body.slice(0, 8)}${(bytes[0]! % 90) + 10}`;
}

/**
 * Approves: opens the agent under `upline` through the register centre's createDownline (its
 * account and password rules, ACCOUNT_EXISTS, the must-change-password rule) in the transaction
 * that marks the application approved, under the application's row lock, so one application opens
 * one agent however many approvals arrive at once.
 */
export async function approveApplication(
  db: Db,
  registerFields: RegisterFieldsRepository,
  operator: string,
  id: number,
  input: { reference: string; account: string; upline: string },
  ip: string,
): Promise<OpsJoinDecided> {
  // The register rules are read before the transaction: the repository reads through its own
  // connection, which on the embedded database would wait for this transaction to end.
  const rules = await registerFields.rules();
  const rulesNow = { rules: async () => rules } as Pick<RegisterFieldsRepository, 'rules'> as RegisterFieldsRepository;
  return db.transaction(async (tx) => {
    const row = await lockedApplication(tx, id);
    const recorded = await recordOperatorAction(
      tx,
      { operator, action: 'JOIN_APPROVE', reference: input.reference, details: { id, account: input.account, upline: input.upline } },
      { what: 'approval', sameContent: (first) => first.details.id === id && first.details.account === input.account && first.details.upline === input.upline },
    );
    if (recorded.replayed) return { application: application(row), temporaryPassword: null, replayed: true };
    if (row.status !== 'PENDING') throw alreadyDecided(row);
    const upline = await findMemberByAccount(tx, input.upline);
    if (!upline || !isAgentType(upline.type)) throw new PlatformError(400, 'VALIDATION', 'upline: must be an agent', 'upline');
    if (upline.status !== 'ACTIVE') throw refusal('ACCOUNT_FROZEN', { field: 'upline' });
    const password = temporaryPassword();
    const agent = await createDownline(tx, rulesNow, upline.id, { account: input.account, password, accountType: 'AGENT', ip });
    const memberId = await tx.query<{ id: string }>('SELECT id::text AS id FROM members WHERE lower(account) = lower($1)', [agent.account]);
    await tx.query(
      `UPDATE agent_applications SET status = 'APPROVED', member_id = $2::bigint, decided_by = $3, decided_at = now() WHERE id = $1::bigint`,
      [String(id), memberId[0]!.id, operator],
    );
    return { application: application((await readApplication(tx, id))!), temporaryPassword: password, replayed: false };
  });
}

/** Rejects with a reason the operator keeps (the applicant is answered through the contact given). */
export async function rejectApplication(db: Db, operator: string, id: number, input: { reference: string; reason: string }): Promise<OpsJoinDecided> {
  return db.transaction(async (tx) => {
    const row = await lockedApplication(tx, id);
    const recorded = await recordOperatorAction(
      tx,
      { operator, action: 'JOIN_REJECT', reference: input.reference, details: { id, reason: input.reason } },
      { what: 'rejection', sameContent: (first) => first.details.id === id },
    );
    if (recorded.replayed) return { application: application(row), temporaryPassword: null, replayed: true };
    if (row.status !== 'PENDING') throw alreadyDecided(row);
    await tx.query(
      `UPDATE agent_applications SET status = 'REJECTED', decided_by = $2, decided_at = now(), decision_note = $3 WHERE id = $1::bigint`,
      [String(id), operator, input.reason],
    );
    return { application: application((await readApplication(tx, id))!), temporaryPassword: null, replayed: false };
  });
}
