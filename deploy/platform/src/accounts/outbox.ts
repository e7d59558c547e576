import type { Db } from '../db/database';
import { isoTime } from './sessions';

export interface OutgoingMessage {
  channel: 'sms' | 'email';
  /** SMS: dialing code + number ('+84912345678'); email: the address. */
  to: string;
  subject: string | null;
  body: string;
}

/**
 * Where messages to phones and mailboxes go (DESIGN.md §4). `send` receives the transaction of the
 * request that produces the message, so a refused request sends nothing. A gateway implementation
 * would queue in `db` and send after commit; the embedded default only keeps the message.
 */
export interface Delivery {
  send(db: Db, message: OutgoingMessage): Promise<void>;
}

/** The embedded default: the outbox table, read by the operator (`npm run ops -- outbox`) and tests. */
export const outboxDelivery: Delivery = {
  async send(db, message) {
    await db.query('INSERT INTO outbox (channel, recipient, subject, body) VALUES ($1, $2, $3, $4)', [
      message.channel,
      message.to,
      message.subject,
      message.body,
    ]);
  },
};

export interface OutboxEntry extends OutgoingMessage {
  id: number;
  createdAt: string;
}

/** Newest first; `to` filters by recipient (exact). */
export async function listOutbox(db: Db, options: { to?: string; limit: number }): Promise<OutboxEntry[]> {
  const rows = await db.query<{ id: number; channel: 'sms' | 'email'; recipient: string; subject: string | null; body: string; created_at: unknown }>(
    `SELECT id::int AS id, channel, recipient, subject, body, created_at FROM outbox
     WHERE $1::text IS NULL OR recipient = $1 ORDER BY id DESC LIMIT $2`,
    [options.to ?? null, options.limit],
  );
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    body: row.body,
    createdAt: isoTime(row.created_at),
  }));
}
