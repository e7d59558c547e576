import type { Db } from '../db/database';
import { isoTime } from '../db/dates';

export interface OutgoingMessage {
  channel: 'sms' | 'email';
  /** SMS: dialing code + number ('+84912345678'); email: the address. */
  to: string;
  subject: string | null;
  body: string;
  /** A code or a reset link is in it: the message is deleted once delivered or 15 minutes old. */
  carriesSecret: boolean;
}

/** How long a message carrying a code or link is kept (codes live 5 minutes, links 15). */
export const SECRET_MESSAGE_TTL_MS = 15 * 60 * 1000;

/**
 * Where messages to phones and mailboxes go. `send` receives the transaction of the request that
 * produces the message, so a refused request sends nothing. A gateway implementation would queue in
 * `db`, send after commit and then delete a message that carries a secret; the embedded default
 * keeps the message for the operator, a secret one for SECRET_MESSAGE_TTL_MS only.
 */
export interface Delivery {
  send(db: Db, message: OutgoingMessage): Promise<void>;
}

/** The embedded default: the outbox table, read by the operator (`npm run ops -- outbox`) and tests. */
export const outboxDelivery: Delivery = {
  async send(db, message) {
    await purgeSecretMessages(db);
    await db.query('INSERT INTO outbox (channel, recipient, subject, body, carries_secret) VALUES ($1, $2, $3, $4, $5)', [
      message.channel,
      message.to,
      message.subject,
      message.body,
      message.carriesSecret,
    ]);
  },
};

/** Deletes the kept messages with a code or link that are older than SECRET_MESSAGE_TTL_MS. */
export async function purgeSecretMessages(db: Db): Promise<void> {
  await db.query("DELETE FROM outbox WHERE carries_secret AND created_at < now() - $1 * interval '1 millisecond'", [SECRET_MESSAGE_TTL_MS]);
}

export interface OutboxEntry extends OutgoingMessage {
  id: number;
  createdAt: string;
}

/** Newest first; `to` filters by recipient (exact). Old messages with secrets are purged first. */
export async function listOutbox(db: Db, options: { to?: string; limit: number }): Promise<OutboxEntry[]> {
  await purgeSecretMessages(db);
  const rows = await db.query<{
    id: number;
    channel: 'sms' | 'email';
    recipient: string;
    subject: string | null;
    body: string;
    carries_secret: boolean;
    created_at: unknown;
  }>(
    `SELECT id::int AS id, channel, recipient, subject, body, carries_secret, created_at FROM outbox
     WHERE $1::text IS NULL OR recipient = $1 ORDER BY id DESC LIMIT $2`,
    [options.to ?? null, options.limit],
  );
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    body: row.body,
    carriesSecret: row.carries_secret,
    createdAt: isoTime(row.created_at),
  }));
}
