/** @password-cost full: these tests are about the real cost of password hashes (see light-password-cost.ts). */
import { LIGHT_TEST_PASSWORD_COST, PASSWORD_COST } from '../accounts/passwords';
import { scryptHashForTests } from '../accounts/scrypt-test-kit';
import type { ScriptDb } from '../db/database';
import { insertMember, openLedgerTestDb } from '../wallet/wallet-test-db';
import { hasPaymentPassword, realNameOf, storePaymentPassword, verifyPaymentPassword } from './payment-password';

// Most tests store a cheap hash: they are about counting tries, not about the hash's strength.

let db: ScriptDb;
beforeAll(async () => {
  db = await openLedgerTestDb();
}, 60_000);
afterAll(async () => {
  await db.close();
});

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'OK',
    (error: { errorCode?: string }) => error.errorCode ?? String(error),
  );

describe('payment password', () => {
  it('is refused as not set until one is stored, then checks the digits', async () => {
    const member = await insertMember(db);
    expect(await hasPaymentPassword(db, member)).toBe(false);
    expect(await codeOf(verifyPaymentPassword(db, member, '123456'))).toBe('PAYMENT_PASSWORD_NOT_SET');

    await storePaymentPassword(db, member, '246810', LIGHT_TEST_PASSWORD_COST);
    expect(await hasPaymentPassword(db, member)).toBe(true);
    expect(await codeOf(verifyPaymentPassword(db, member, '246810'))).toBe('OK');
    expect(await codeOf(verifyPaymentPassword(db, member, '111111'))).toBe('PAYMENT_PASSWORD_WRONG');
    // A right answer ends the run of failures.
    expect(await codeOf(verifyPaymentPassword(db, member, '246810'))).toBe('OK');
  });

  it('gives parallel guesses no more tries than guesses one by one, and stays locked for the right answer', async () => {
    const member = await insertMember(db);
    await storePaymentPassword(db, member, '135790', LIGHT_TEST_PASSWORD_COST);
    const guesses = Array.from({ length: 30 }, (_, index) => String(100000 + index));
    const answers = await Promise.all(guesses.map((guess) => codeOf(verifyPaymentPassword(db, member, guess))));

    expect(answers.filter((code) => code === 'PAYMENT_PASSWORD_WRONG').length).toBeLessThanOrEqual(4);
    expect(answers.filter((code) => code === 'PAYMENT_PASSWORD_LOCKED').length).toBeGreaterThanOrEqual(26);
    expect(await codeOf(verifyPaymentPassword(db, member, '135790'))).toBe('PAYMENT_PASSWORD_LOCKED');
  });

  it('counts each member apart', async () => {
    const locked = await insertMember(db);
    const other = await insertMember(db);
    await storePaymentPassword(db, locked, '000111', LIGHT_TEST_PASSWORD_COST);
    await storePaymentPassword(db, other, '000111', LIGHT_TEST_PASSWORD_COST);
    for (let i = 0; i < 5; i += 1) await codeOf(verifyPaymentPassword(db, locked, '999999'));
    expect(await codeOf(verifyPaymentPassword(db, locked, '000111'))).toBe('PAYMENT_PASSWORD_LOCKED');
    expect(await codeOf(verifyPaymentPassword(db, other, '000111'))).toBe('OK');
  });

  it('replaces a scrypt hash from before with Argon2id at the right answer; the same digits still pass, and a wrong answer replaces nothing', async () => {
    const member = await insertMember(db);
    const old = scryptHashForTests('864200');
    await db.query('UPDATE members SET payment_password_hash = $2 WHERE id = $1::bigint', [member, old]);
    const storedHash = async () =>
      (await db.query<{ hash: string }>('SELECT payment_password_hash AS hash FROM members WHERE id = $1::bigint', [member]))[0]!.hash;

    expect(await codeOf(verifyPaymentPassword(db, member, '864201'))).toBe('PAYMENT_PASSWORD_WRONG');
    expect(await storedHash()).toBe(old);

    expect(await codeOf(verifyPaymentPassword(db, member, '864200'))).toBe('OK');
    const renewed = await storedHash();
    expect(renewed).toMatch(new RegExp(`^\\$argon2id\\$v=19\\$m=${PASSWORD_COST.memoryCost},t=${PASSWORD_COST.timeCost},p=${PASSWORD_COST.parallelism}\\$`));
    expect(await codeOf(verifyPaymentPassword(db, member, '864200'))).toBe('OK');
    expect(await codeOf(verifyPaymentPassword(db, member, '864201'))).toBe('PAYMENT_PASSWORD_WRONG');
    expect(await storedHash()).toBe(renewed);
  }, 30_000);

  it('reads the real name, null until set', async () => {
    const member = await insertMember(db);
    expect(await realNameOf(db, member)).toBeNull();
    await db.query(`UPDATE members SET payee_name = 'NGUYEN VAN A' WHERE id = $1::bigint`, [member]);
    expect(await realNameOf(db, member)).toBe('NGUYEN VAN A');
  });
});
