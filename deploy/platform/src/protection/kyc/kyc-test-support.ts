/**
 * Test support for identity checks: a member given level 2 the way an operator's approval gives it
 * (an approved identity submission in `name`), for tests of other areas whose members withdraw.
 */
import type { Db } from '../../db/database';

export async function grantIdentity(db: Db, memberId: string, name: string): Promise<void> {
  await db.query(
    `INSERT INTO kyc_submissions (member_id, kind, state, request_id, verified_name, reviewed_by, reviewed_at)
     VALUES ($1::bigint, 'IDENTITY', 'APPROVED', 'test-identity-' || $1, $2, 'test', now())`,
    [memberId, name],
  );
}
