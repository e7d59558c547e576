import type { FastifyRequest } from 'fastify';
import type { ScriptDb } from '../db/database';
import { openLedgerTestDb } from '../wallet/wallet-test-db';
import { operatorName, recordOperatorAction } from './operator-actions';

let db: ScriptDb;
beforeAll(async () => {
  db = await openLedgerTestDb();
}, 60_000);
afterAll(async () => {
  await db.close();
});

const requestWith = (headers: Record<string, string | string[] | undefined>) => ({ headers }) as unknown as FastifyRequest;

describe('operator actions', () => {
  it('records an action once; the same action and reference again is a replay that keeps the first record', async () => {
    const first = await recordOperatorAction(db, { operator: 'alice', action: 'DEPOSIT_CONFIRM', reference: 'ref-1', details: { orderNo: 'D1' } });
    const again = await recordOperatorAction(db, { operator: 'bob', action: 'DEPOSIT_CONFIRM', reference: 'ref-1', details: { orderNo: 'D2' } });
    expect(first.replayed).toBe(false);
    expect(again).toMatchObject({ replayed: true, first: { operator: 'alice', details: { orderNo: 'D1' } } });
    const rows = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM operator_actions WHERE reference = 'ref-1'`);
    expect(rows[0]!.count).toBe(1);
  });

  it('keeps the same reference apart for different actions', async () => {
    await recordOperatorAction(db, { operator: 'alice', action: 'BONUS_GRANT', reference: 'shared-ref', details: {} });
    const other = await recordOperatorAction(db, { operator: 'alice', action: 'MESSAGE_SEND', reference: 'shared-ref', details: {} });
    expect(other.replayed).toBe(false);
  });

  it('refuses a reference reused for something else, 409 IDEMPOTENCY_CONFLICT on reference, and records nothing more', async () => {
    const rule = (to: string) => ({ what: 'message', sameContent: (first: { details: Record<string, unknown> }) => first.details.to === to });
    await recordOperatorAction(db, { operator: 'alice', action: 'MESSAGE_SEND', reference: 'ref-rule', details: { to: 'm1' } }, rule('m1'));
    const again = await recordOperatorAction(db, { operator: 'alice', action: 'MESSAGE_SEND', reference: 'ref-rule', details: { to: 'm1' } }, rule('m1'));
    expect(again.replayed).toBe(true);
    await expect(
      recordOperatorAction(db, { operator: 'alice', action: 'MESSAGE_SEND', reference: 'ref-rule', details: { to: 'm2' } }, rule('m2')),
    ).rejects.toMatchObject({ statusCode: 409, errorCode: 'IDEMPOTENCY_CONFLICT', field: 'reference' });
    const rows = await db.query<{ details: unknown }>(`SELECT details FROM operator_actions WHERE reference = 'ref-rule'`);
    expect(rows).toEqual([{ details: { to: 'm1' } }]);
  });

  it('records once when 20 identical actions arrive at once: one is first, the others replay it', async () => {
    const action = { operator: 'alice', action: 'DEPOSIT_SETTINGS_SET', reference: 'ref-burst', details: { n: 1 } };
    const results = await Promise.all(Array.from({ length: 20 }, () => db.transaction((tx) => recordOperatorAction(tx, action))));
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    const rows = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM operator_actions WHERE reference = 'ref-burst'`);
    expect(rows[0]!.count).toBe(1);
  });

  it('is undone with the transaction it was part of', async () => {
    await expect(
      db.transaction(async (tx) => {
        await recordOperatorAction(tx, { operator: 'alice', action: 'WITHDRAWAL_APPROVE', reference: 'rolled-back', details: {} });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    const rows = await db.query(`SELECT 1 FROM operator_actions WHERE reference = 'rolled-back'`);
    expect(rows).toHaveLength(0);
  });

  it('takes the operator name from X-Operator and refuses a missing or malformed one', () => {
    expect(operatorName(requestWith({ 'x-operator': 'ops.alice@site' }))).toBe('ops.alice@site');
    for (const headers of [{}, { 'x-operator': '' }, { 'x-operator': 'two words' }, { 'x-operator': 'x'.repeat(65) }]) {
      expect(() => operatorName(requestWith(headers))).toThrow(expect.objectContaining({ statusCode: 400, field: 'X-Operator' }));
    }
  });
});
