/**
 * Operator messages: to one member or to every member. Each send is audited (who, when, what) and
 * idempotent by its reference: the same reference again sends nothing and answers the first result.
 *
 * "All" is one INSERT ... SELECT over the members, in the transaction of its audit row: one
 * statement writes a row per member (about a second for 100,000 members), and afterwards every
 * message is an ordinary inbox row, so reading, deleting and the unread count need no second path.
 * Members who register later do not receive an earlier broadcast, as with any message sent before
 * they joined. Trial (free-play) accounts have no inbox and are left out, and so are members who
 * stepped away from play (time-out, self-exclusion, the exclusion register): a broadcast is
 * marketing, which must not reach them. A message to one member is service and still arrives.
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
  return db.transaction(async (tx) => {
    const audit = await recordOperatorAction(
      tx,
      { operator, action: ACTION, reference: body.reference, details: { to, title: body.title } },
      // The record gains the count of recipients, so the same message is the same addressee and title.
      { what: 'message', sameContent: (first) => first.details.to === to && first.details.title === body.title },
    );
    if (audit.replayed) return { reference: body.reference, recipients: Number(audit.first.details.recipients ?? 0), replayed: true };
    const inserted =
      memberId === null
        ? await tx.query<{ n: number }>(
            `WITH sent AS (
               INSERT INTO member_messages (member_id, title, content)
               SELECT id, $1, $2 FROM members WHERE type <> ${TRIAL_TYPE} AND member_exclusion_in_force(id) IS NULL
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
