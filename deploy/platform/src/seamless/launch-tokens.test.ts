import { createSession, revokeSession } from '../accounts/sessions';
import type { ScriptDb } from '../db/database';
import { insertMember, openLedgerTestDb } from '../wallet/wallet-test-db';
import { consumeLaunchToken, hashToken, issueLaunchToken, type LaunchTarget } from './launch-tokens';

let db: ScriptDb;

beforeAll(async () => {
  db = await openLedgerTestDb();
}, 60_000);

afterAll(async () => {
  await db?.close();
});

const target = async (memberId: string): Promise<LaunchTarget> => ({
  memberId,
  loginSessionId: (await createSession(db, memberId)).sessionId,
  gameCode: 'SPORTS-SABA',
  gameName: 'SABA Sports',
  gameType: 'SPORTS',
  vendor: 'SABA',
  gameId: null,
  language: 'en',
  lobbyOrigin: 'https://site.example',
});

describe('launch tokens', () => {
  it('are 32 random bytes in base64url, stored only as their SHA-256, for 10 minutes', async () => {
    const memberId = await insertMember(db);
    const raw = await issueLaunchToken(db, await target(memberId));
    expect(raw).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await db.query<{ token_hash: string; minutes: number }>(
      `SELECT token_hash, round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes FROM launch_tokens WHERE member_id = $1::bigint`,
      [memberId],
    );
    expect(rows).toEqual([{ token_hash: hashToken(raw), minutes: 10 }]);
    const leaked = await db.query(`SELECT 1 FROM launch_tokens WHERE token_hash = $1 OR game_name = $1`, [raw]);
    expect(leaked).toEqual([]);
  });

  it('are used once: the first consume gets the target, a second gets nothing', async () => {
    const memberId = await insertMember(db);
    const launched = await target(memberId);
    const raw = await issueLaunchToken(db, launched);
    expect(await consumeLaunchToken(db, raw)).toMatchObject({ ...launched, memberType: 0, memberStatus: 'ACTIVE' });
    expect(await consumeLaunchToken(db, raw)).toBeNull();
    expect(await consumeLaunchToken(db, 'not-a-token')).toBeNull();
  });

  it('expire after 10 minutes', async () => {
    const memberId = await insertMember(db);
    const raw = await issueLaunchToken(db, await target(memberId));
    await db.query(`UPDATE launch_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [hashToken(raw)]);
    expect(await consumeLaunchToken(db, raw)).toBeNull();
  });

  it('are void once the login session that launched them ended', async () => {
    const memberId = await insertMember(db);
    const launched = await target(memberId);
    const raw = await issueLaunchToken(db, launched);
    await revokeSession(db, launched.loginSessionId, 'LOGOUT');
    expect(await consumeLaunchToken(db, raw)).toBeNull();
  });
});
