/**
 * The member tree (migration 025): every member has a row for itself and one for each ancestor,
 * kept by the database as members are inserted, and an upline never changes.
 */
import type { ScriptDb } from '../db/database';
import { databaseError } from '../db/database-error';
import { openTestDatabase } from '../testing/test-database';
import { insertMember } from '../wallet/wallet-test-db';

let db: ScriptDb;

beforeAll(async () => {
  db = await openTestDatabase({ seeded: false });
}, 60_000);

afterAll(async () => {
  await db?.close();
});

/** A member (an agent of type 1 unless told) under `uplineId`. */
function member(uplineId: string | null, type = 1): Promise<string> {
  return insertMember(db, { type, uplineId: uplineId ?? undefined });
}

const lineOf = (memberId: string) =>
  db.query<{ ancestor_id: string; depth: number }>(
    'SELECT ancestor_id::text AS ancestor_id, depth FROM member_tree WHERE descendant_id = $1::bigint ORDER BY depth',
    [memberId],
  );

it('records each member under itself and every ancestor, at its depth', async () => {
  const top = await member(null);
  const middle = await member(top);
  const player = await member(middle, 0);
  const sibling = await member(top, 0);
  expect(await lineOf(player)).toEqual([
    { ancestor_id: player, depth: 0 },
    { ancestor_id: middle, depth: 1 },
    { ancestor_id: top, depth: 2 },
  ]);
  const team = await db.query<{ descendant_id: string; depth: number }>(
    'SELECT descendant_id::text AS descendant_id, depth FROM member_tree WHERE ancestor_id = $1::bigint ORDER BY depth, descendant_id',
    [top],
  );
  expect(team).toEqual(
    [
      { descendant_id: top, depth: 0 },
      { descendant_id: middle, depth: 1 },
      { descendant_id: sibling, depth: 1 },
      { descendant_id: player, depth: 2 },
    ].sort((a, b) => a.depth - b.depth || Number(a.descendant_id) - Number(b.descendant_id)),
  );
});

it('refuses to move a member to another upline', async () => {
  const first = await member(null);
  const second = await member(null);
  const player = await member(first, 0);
  const moved = await db.query('UPDATE members SET upline_id = $2::bigint WHERE id = $1::bigint', [player, second]).catch((error: unknown) => error);
  expect(databaseError(moved)).toMatchObject({ code: '23514', constraint: 'members_upline_fixed' });
  expect((await lineOf(player)).map((row) => row.ancestor_id)).toEqual([player, first]);
});
