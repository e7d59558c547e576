/**
 * The audit of operator actions on member money and messages: who did what, when, under which
 * reference. The row is written in the same transaction as the action, and (action, reference)
 * is unique, so the record and the effect exist together or not at all, and a repeated command
 * does nothing the second time.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { PlatformError } from '../http/errors';

const OPERATOR_NAME = /^[A-Za-z0-9._@-]{1,64}$/;
const ACTION = /^[A-Z][A-Z0-9_]{1,47}$/;

/**
 * The operator named by the `X-Operator` header. The operator token says the caller may act; the
 * name says who, for the audit. Refused (400) when missing or malformed.
 */
export function operatorName(request: FastifyRequest): string {
  const header = request.headers['x-operator'];
  const name = Array.isArray(header) ? header[0] : header;
  if (typeof name !== 'string' || !OPERATOR_NAME.test(name)) {
    throw new PlatformError(400, 'VALIDATION', 'X-Operator: name the operator (1-64 letters, digits, . _ @ -)', 'X-Operator');
  }
  return name;
}

export interface OperatorAction {
  operator: string;
  /** Upper-case code of what was done, e.g. DEPOSIT_CONFIRM. */
  action: string;
  /** The operator's reference for this action (1-100 characters); repeats are replays. */
  reference: string;
  /** What the action was about: ids, amounts, reasons. Never secrets. */
  details: Record<string, unknown>;
}

/**
 * Records an operator action inside the caller's transaction. `replayed` is true when the same
 * action and reference were recorded before: then the caller changes nothing and answers as the
 * first time. `first` holds what the first record said, to detect a reference reused for another
 * target.
 */
export async function recordOperatorAction(
  tx: Db,
  action: OperatorAction,
): Promise<{ replayed: boolean; first: { operator: string; details: Record<string, unknown>; createdAt: string } }> {
  if (!ACTION.test(action.action)) throw new Error(`operator action: bad action code ${action.action}`);
  if (action.reference.length < 1 || action.reference.length > 100) throw new Error('operator action: reference must be 1 to 100 characters');
  const inserted = await tx.query<{ created_at: string }>(
    `INSERT INTO operator_actions (operator, action, reference, details) VALUES ($1, $2, $3, $4::jsonb)
     ON CONFLICT (action, reference) DO NOTHING RETURNING created_at::text AS created_at`,
    [action.operator, action.action, action.reference, JSON.stringify(action.details)],
  );
  if (inserted[0]) return { replayed: false, first: { operator: action.operator, details: action.details, createdAt: inserted[0].created_at } };
  const rows = await tx.query<{ operator: string; details: Record<string, unknown>; created_at: string }>(
    'SELECT operator, details, created_at::text AS created_at FROM operator_actions WHERE action = $1 AND reference = $2',
    [action.action, action.reference],
  );
  const row = rows[0];
  if (!row) throw new Error('operator action: reference neither new nor recorded');
  return { replayed: true, first: { operator: row.operator, details: row.details, createdAt: row.created_at } };
}
