/**
 * Operator messages: to one member or to every member. Each send is audited (who, when, what) and
 * idempotent by its reference: the same reference again sends nothing and answers the first result.
 *
 * "All" is one INSERT ... SELECT over the members, in the transaction of its audit row: one
 * statement writes a row per member (about a second for 100,000 members), and afterwards every
 * message is an ordinary inbox row, so reading, deleting and the unread count need no second path.
 * Members who register later do not receive an earlier broadcast, as with any message sent before
 * they joined. Trial (free-play) accounts have no inbox and are left out.
 *
 * A message is PROMOTIONAL (marketing) or TRANSACTIONAL (service): by default a broadcast is
 * promotional and a message to one member transactional, and the operator may say otherwise. A
 * promotional one is not written to members who stepped away from play (time-out, self-exclusion,
 * the exclusion register) nor to members who turned promotions off: the same rule as the
 * platform's own promotional notifications (sql/member_promotions_allowed.sql).
 */
import type { OpsMessageBody, OpsMessageResult } from '@site/shared/contract/member';
import { findMemberByAccount } from '../accounts/members';
import type { Db } from '../db/database';
import { recordOperatorAction } from '../audit/operator-actions';
import { PlatformError } from '../http/errors';

const TRIAL_TYPE = 4;
const ACTION = 'MESSAGE_SEND';
const ALL_MEMBERS = '*';

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
  const messageClass = body.class ?? (memberId === null ? 'PROMOTIONAL' : 'TRANSACTIONAL');
  const allowed = messageClass === 'PROMOTIONAL' ? 'AND member_promotions_allowed(id)' : '';
  return db.transaction(async (tx) => {
    const audit = await recordOperatorAction(
      tx,
      { operator, action: ACTION, reference: body.reference, details: { to, title: body.title, class: messageClass } },
      // The record gains the count of recipients, so the same message is the same addressee, title and class.
      { what: 'message', sameContent: (first) => first.details.to === to && first.details.title === body.title && first.details.class === messageClass },
    );
    if (audit.replayed) return { reference: body.reference, recipients: Number(audit.first.details.recipients ?? 0), replayed: true };
    const inserted =
      memberId === null
        ? await tx.query<{ n: number }>(
            `WITH sent AS (
               INSERT INTO member_messages (member_id, title, content)
               SELECT id, $1, $2 FROM members WHERE type <> ${TRIAL_TYPE} ${allowed}
               RETURNING 1
             ) SELECT count(*)::int AS n FROM sent`,
            [body.title, body.content],
          )
        : await tx.query<{ n: number }>(
            `WITH sent AS (INSERT INTO member_messages (member_id, title, content) SELECT id, $2, $3 FROM members WHERE id = $1::bigint ${allowed} RETURNING 1)
             SELECT count(*)::int AS n FROM sent`,
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
