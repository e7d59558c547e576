/**
 * Operator messages: to one member or to every member. Each send is audited (who, when, what) and
 * idempotent by its reference: the same reference again sends nothing and answers the first result.
 *
 * "All" is one INSERT ... SELECT over the members, in the transaction of its audit row: one
 * statement writes a row per member (about a second for 100,000 members), and afterwards every
 * message is an ordinary inbox row, so reading, deleting and the unread count need no second path.
 * Members who register later do not receive an earlier broadcast, as with any message sent before
 * they joined. Trial (free-play) accounts have no inbox and are left out.
 */
import { z } from 'zod';
import { findMemberByAccount } from '../accounts/members';
import type { Db } from '../db/database';
import { recordOperatorAction } from '../audit/operator-actions';
import { PlatformError } from '../http/errors';

const TRIAL_TYPE = 4;
const ACTION = 'MESSAGE_SEND';
const ALL_MEMBERS = '*';

/** A control character other than tab, line feed and carriage return. */
function isForbiddenControl(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return (code < 0x20 && character !== '\t' && character !== '\n' && character !== '\r') || code === 0x7f;
}

/**
 * Operator text is plain text: shown as written (line breaks kept), never as HTML, so a tag in it is
 * harmless text. Control characters other than line breaks and tabs are refused: they have no
 * place in a message and could hide its content.
 */
function plainText(max: number) {
  return z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`)
    .refine((text) => ![...text].some(isForbiddenControl), 'must be plain text (no control characters)');
}

export const OpsMessageBodySchema = z
  .object({
    account: z.string().trim().min(1).max(64).optional().describe('The member to write to; or `all: true`'),
    all: z.literal(true).optional().describe('Write to every member (trial accounts excluded)'),
    reference: z
      .string()
      .regex(/^[A-Za-z0-9._:-]{1,100}$/, 'must be 1-100 letters, digits, . _ : -')
      .describe('Your reference for this send; the same reference again sends nothing'),
    title: plainText(200),
    content: plainText(5000),
  })
  .refine((body) => (body.account === undefined) !== (body.all === undefined), { message: 'give either account or all: true', path: ['account'] });
export type OpsMessageBody = z.infer<typeof OpsMessageBodySchema>;

export const OpsMessageResultSchema = z.object({
  reference: z.string(),
  recipients: z.number().int().min(0).describe('How many members received it'),
  replayed: z.boolean().describe('True when this reference was sent before: nothing was sent now'),
});
export type OpsMessageResult = z.infer<typeof OpsMessageResultSchema>;

/** Sends the message (or replays the first send of this reference). */
export async function sendOperatorMessage(db: Db, operator: string, body: OpsMessageBody): Promise<OpsMessageResult> {
  let memberId: string | null = null;
  if (body.account !== undefined) {
    // Looked up before the transaction: on the embedded database a query outside `tx` would wait for it.
    const member = await findMemberByAccount(db, body.account);
    if (!member) throw new PlatformError(404, 'USER_NOT_FOUND', 'account: no such member', 'account');
    if (member.type === TRIAL_TYPE) throw new PlatformError(400, 'VALIDATION', 'account: a free-play account has no inbox', 'account');
    memberId = member.id;
  }
  const to = body.account?.toLowerCase() ?? ALL_MEMBERS;
  return db.transaction(async (tx) => {
    const audit = await recordOperatorAction(tx, { operator, action: ACTION, reference: body.reference, details: { to, title: body.title } });
    if (audit.replayed) {
      const first = audit.first.details;
      if (first.to !== to || first.title !== body.title) {
        throw new PlatformError(409, 'IDEMPOTENCY_CONFLICT', 'reference: already used for another message', 'reference');
      }
      return { reference: body.reference, recipients: Number(first.recipients ?? 0), replayed: true };
    }
    const inserted =
      memberId === null
        ? await tx.query<{ n: number }>(
            `WITH sent AS (
               INSERT INTO member_messages (member_id, title, content)
               SELECT id, $1, $2 FROM members WHERE type <> ${TRIAL_TYPE}
               RETURNING 1
             ) SELECT count(*)::int AS n FROM sent`,
            [body.title, body.content],
          )
        : await tx.query<{ n: number }>(
            `WITH sent AS (INSERT INTO member_messages (member_id, title, content) VALUES ($1::bigint, $2, $3) RETURNING 1) SELECT count(*)::int AS n FROM sent`,
            [memberId, body.title, body.content],
          );
    const recipients = inserted[0]?.n ?? 0;
    // The audit row keeps how many received it, so a replay answers the same figure.
    await tx.query(`UPDATE operator_actions SET details = details || jsonb_build_object('recipients', $3::int) WHERE action = $1 AND reference = $2`, [
      ACTION,
      body.reference,
      recipients,
    ]);
    return { reference: body.reference, recipients, replayed: false };
  });
}
