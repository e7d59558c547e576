/**
 * The audit of operator actions on member money and messages: who did what, when, under which
 * reference. The row is written in the same transaction as the action, and (action, reference)
 * is unique, so the record and the effect exist together or not at all, and a repeated command
 * does nothing the second time (the reference is the operator's request id: http/idempotent.ts
 * decides replay or conflict, as for every other call).
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { PlatformError } from '../http/errors';
import { onceByRequest } from '../http/idempotent';
import { lockNamed } from '../db/lock-named';

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

/** What the first record of an action under a reference said. */
export interface RecordedAction {
  operator: string;
  details: Record<string, unknown>;
  createdAt: string;
}

/** Whether this call repeats an action recorded before, and what its first record said. */
export interface ActionRecord {
  replayed: boolean;
  first: RecordedAction;
}

/** When a repeated reference asks for the same thing as its first record. */
export interface ReferenceRule {
  /** What the refusal of a reference reused for something else names: 'channel', 'message'… */
  what: string;
  sameContent: (first: RecordedAction) => boolean;
}

/**
 * A repeat is the same action, whatever else it says, and answers as the first time: a reference
 * that names its target (an order, a slice, an issue), or a settings change whose repeat answers
 * the settings as they stand.
 */
export const TARGET_REFERENCE: ReferenceRule = { what: 'action', sameContent: () => true };

async function recordedAction(tx: Db, action: OperatorAction): Promise<RecordedAction | undefined> {
  const rows = await tx.query<{ operator: string; details: Record<string, unknown>; created_at: string }>(
    'SELECT operator, details, created_at::text AS created_at FROM operator_actions WHERE action = $1 AND reference = $2',
    [action.action, action.reference],
  );
  const row = rows[0];
  return row && { operator: row.operator, details: row.details, createdAt: row.created_at };
}

/**
 * Records an operator action inside the caller's transaction, through the request-idempotency
 * helper with the reference as the request id. `replayed` is true when the same action and
 * reference were recorded before and `rule` finds this one the same: then the caller changes
 * nothing and answers as the first time (`first` is what the first record said). A reference
 * reused for something else is refused, 409 IDEMPOTENCY_CONFLICT on reference.
 */
export async function recordOperatorAction(
  tx: Db,
  action: OperatorAction,
  rule: ReferenceRule = TARGET_REFERENCE,
): Promise<ActionRecord> {
  if (!ACTION.test(action.action)) throw new Error(`operator action: bad action code ${action.action}`);
  if (action.reference.length < 1 || action.reference.length > 100) throw new Error('operator action: reference must be 1 to 100 characters');
  // Calls with the same action and reference wait here for each other, so the second one finds
  // what the first recorded once it commits, and does nothing twice.
  await lockNamed(tx, 'operator-action', action.action, action.reference);
  return onceByRequest<RecordedAction, ActionRecord>({
    what: rule.what,
    field: 'reference',
    earlier: () => recordedAction(tx, action),
    sameContent: rule.sameContent,
    replay: (first) => ({ replayed: true, first }),
    firstTime: async () => {
      const [row] = await tx.query<{ created_at: string }>(
        'INSERT INTO operator_actions (operator, action, reference, details) VALUES ($1, $2, $3, $4::jsonb) RETURNING created_at::text AS created_at',
        [action.operator, action.action, action.reference, JSON.stringify(action.details)],
      );
      return { replayed: false, first: { operator: action.operator, details: action.details, createdAt: row!.created_at } };
    },
  });
}
