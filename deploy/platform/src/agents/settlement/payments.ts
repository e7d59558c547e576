/**
 * Moving the money of one payment: from the payer's main wallet (or the platform's AGENT_PAYOUTS)
 * to the payee's main wallet, as much as the payer has, up to what is still owed.
 *
 * Each transfer is one ledger entry keyed 'agent-pay:<kind>:<periodKey>:<payeeId>' (the first) or
 * '…:part<n>' (the n-th, paying an owed rest later), posted in the same transaction that adds it
 * to the payment row with the payment row locked: the row and the ledger cannot disagree, and two
 * runs cannot pay the same rest twice.
 */
import { INCOME_LEDGER_KINDS, type IncomeKind } from '@site/shared/contract/agents';
import type { Db } from '../../db/database';
import { openMemberWallet, postTransfer, systemAccountId } from '../../wallet/ledger';
import { toMinor } from '../../wallet/money';

export const agentPaymentKey = (kind: IncomeKind, periodKey: string, payeeId: string, part = 1) =>
  `agent-pay:${kind}:${periodKey}:${payeeId}${part > 1 ? `:part${part}` : ''}`;

interface PaymentRow {
  kind: IncomeKind;
  period_key: string;
  payer_id: string | null;
  payee_id: string;
  due: string;
  paid: string;
  parts: number;
}

/** Pays what the payer can of what is still owed on one payment; returns what moved now. */
export async function payPayment(db: Db, paymentId: string, now: Date): Promise<bigint> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<PaymentRow>(
      `SELECT kind, period_key, payer_id::text AS payer_id, payee_id::text AS payee_id, due::text AS due, paid::text AS paid, parts
       FROM agent_payments WHERE id = $1::bigint FOR UPDATE`,
      [paymentId],
    );
    if (!row) return 0n;
    const owed = toMinor(row.due) - toMinor(row.paid);
    if (owed <= 0n) return 0n;
    const to = (await openMemberWallet(tx, row.payee_id)).accountId;
    let from: string;
    let amount = owed;
    if (row.payer_id === null) {
      from = await systemAccountId(tx, 'AGENT_PAYOUTS');
    } else {
      from = (await openMemberWallet(tx, row.payer_id)).accountId;
      // Locked so the balance read is the balance debited.
      const [wallet] = await tx.query<{ balance: string }>('SELECT balance::text AS balance FROM ledger_accounts WHERE id = $1::bigint FOR UPDATE', [from]);
      const available = toMinor(wallet?.balance ?? '0');
      if (available < amount) amount = available;
    }
    if (amount <= 0n) return 0n;
    const part = row.parts + 1;
    const posted = await postTransfer(tx, {
      idempotencyKey: agentPaymentKey(row.kind, row.period_key, row.payee_id, part),
      kind: INCOME_LEDGER_KINDS[row.kind],
      from,
      to,
      amount,
      reference: row.period_key,
    });
    await tx.query(
      `UPDATE agent_payments SET paid = paid + $2::bigint, parts = $3, entry_ids = entry_ids || $4::bigint, settled_at = $5::timestamptz WHERE id = $1::bigint`,
      [paymentId, amount.toString(), part, posted.entryId, now.toISOString()],
    );
    return amount;
  });
}

/**
 * Pays what is still owed from earlier periods, oldest first, as far as each payer's funds allow
 * (every payer, or only `payerId`'s). Returns what moved.
 */
export async function payOwed(db: Db, now: Date, options: { payerId?: string; beforeId?: string } = {}): Promise<bigint> {
  const owed = await db.query<{ id: string }>(
    `SELECT id::text AS id FROM agent_payments
     WHERE paid < due AND ($1::bigint IS NULL OR payer_id = $1::bigint) AND ($2::bigint IS NULL OR id < $2::bigint)
     ORDER BY id`,
    [options.payerId ?? null, options.beforeId ?? null],
  );
  let moved = 0n;
  for (const { id } of owed) moved += await payPayment(db, id, now);
  return moved;
}
