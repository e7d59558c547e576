/**
 * The double-entry ledger (tables in migrations/005_wallet.sql; the posting and the rules are held by
 * the database: sql/ledger_post_transfer.sql and the journal's triggers in sql/).
 *
 * - Every movement is one journal entry with two lines that sum to zero, posted under an
 *   idempotency key unique per operation. Posting the same key again with the same content returns
 *   the first result and moves nothing; the same key with other content is refused.
 * - Balances are never written here: inserting a journal line applies its amount to the account in
 *   the database, which refuses any other change of a balance. So a balance is always the sum of
 *   its lines, whatever code runs.
 * - A member wallet never goes negative: the account's CHECK fails the line's insert, which this
 *   code turns into INSUFFICIENT_FUNDS after undoing the whole posting. Two concurrent debits queue
 *   on the account's row, so the second sees what the first left.
 * - Play money (trial accounts) and real money are separate ledgers; the database refuses an entry
 *   that mixes them (LEDGER_MISMATCH).
 * - Lines are inserted in account-id order, so two opposite transfers lock their accounts in the
 *   same order and cannot deadlock on PostgreSQL.
 * - System accounts every member touches (HOUSE, PAYMENT_CLEARING, …) are split into shards
 *   (migration 040): a posting lands on the shard chosen by the member's account, so different
 *   members' postings do not queue on one row. Callers still name the account by its id
 *   (systemAccountId); accountBalance and system_account_balances give its one figure.
 *
 * Amounts are bigint minor units; ids are the database's bigint ids as decimal text.
 */
import { TRIAL_TYPE } from '../accounts/members';
import { refusal } from '../http/refusals';
import type { Db } from '../db/database';
import { databaseError } from '../db/database-error';
import { PlatformError } from '../http/errors';
import { MAX_AMOUNT_MINOR, toMinor } from './money';

export type SystemAccountCode =
  | 'OPERATOR_FUNDING'
  | 'TRIAL_FUNDING'
  | 'HOUSE'
  | 'PLAY_HOUSE'
  | 'PAYMENT_CLEARING'
  | 'WITHDRAWAL_HOLD'
  | 'MARKETING'
  | 'LOTTERY_STAKES'
  | 'AGENT_PAYOUTS';

/** Play money a trial account starts with: 2,000.00. */
export const TRIAL_GRANT_MINOR = 200_000n;

export const trialGrantKey = (memberId: string) => `trial-grant:${memberId}`;

export function insufficientFunds(): PlatformError {
  return new PlatformError(409, 'INSUFFICIENT_FUNDS', 'Insufficient balance');
}

export function idempotencyConflict(): PlatformError {
  return new PlatformError(409, 'IDEMPOTENCY_CONFLICT', 'This reference was already used for a different operation');
}

export function ledgerMismatch(): PlatformError {
  return new PlatformError(409, 'LEDGER_MISMATCH', 'Play money and real money cannot move between each other');
}

/** The refusal a failed line insert stands for, or undefined when it is not one of the ledger's rules. */
export function postingRefusal(error: unknown): Error | undefined {
  const { code, constraint } = databaseError(error);
  if (code === '23514' && constraint === 'ledger_accounts_no_overdraft') return insufficientFunds();
  if (code === '23514' && constraint === 'journal_entry_single_ledger') return ledgerMismatch();
  if (code === '23505' && constraint === 'journal_entry_same_content') return idempotencyConflict();
  if (code === '23503') return new Error('ledger: unknown account');
  return undefined;
}

export interface TransferRequest {
  /** Unique per operation, e.g. 'ops-credit:<reference>'; at most 200 characters. */
  idempotencyKey: string;
  /** What kind of operation this is (OPS_CREDIT, TRIAL_GRANT, …): upper-case code. */
  kind: string;
  /** Ledger account ids. */
  from: string;
  to: string;
  /** Minor units, > 0. */
  amount: bigint;
  memo?: string;
  /** What the member sees and quotes in the account record (an order or slice number); 1-64 characters. */
  reference?: string;
  /**
   * Between two system accounts: the member account whose shard both sides use. Needed where a
   * sharded account that may not go negative pays out what a member's posting put in (a lottery
   * stake leaving LOTTERY_STAKES); a posting with a member side takes that member's shard anyway.
   */
  shardOf?: string;
}

export interface TransferResult {
  entryId: string;
  /** True when the key had been posted before: nothing moved now, the first result is returned. */
  replayed: boolean;
  /** Balances right after the entry was first posted. */
  fromBalance: bigint;
  toBalance: bigint;
}

export interface MemberWallet {
  accountId: string;
  memberId: string;
  balance: bigint;
}

const ID = /^[1-9][0-9]{0,18}$/;
const KIND = /^[A-Z][A-Z0-9_]{1,31}$/;

function assertId(id: string, what: string): void {
  if (!ID.test(id)) throw new Error(`ledger: ${what} must be a positive integer id`);
}

/** The id of one of the site's system accounts (created by the migration). */
export async function systemAccountId(db: Db, code: SystemAccountCode): Promise<string> {
  const rows = await db.query<{ id: string }>(`SELECT id::text AS id FROM ledger_accounts WHERE kind = 'SYSTEM' AND code = $1`, [code]);
  const id = rows[0]?.id;
  if (!id) throw new Error(`ledger: system account ${code} is missing`);
  return id;
}

/** The current balance of any ledger account (a split system account's: the sum of its shards). */
export async function accountBalance(db: Db, accountId: string): Promise<bigint> {
  assertId(accountId, 'account');
  const rows = await db.query<{ balance: string | null }>(
    'SELECT sum(balance)::text AS balance FROM ledger_accounts WHERE id = $1::bigint OR shard_of = $1::bigint',
    [accountId],
  );
  if (rows[0]?.balance == null) throw new Error('ledger: unknown account');
  return toMinor(rows[0].balance);
}

/**
 * Moves `amount` from one ledger account to another as one journal entry, through the database's
 * posting (ledger_post_transfer), after checking the request here. Refuses with
 * INSUFFICIENT_FUNDS (nothing moves, the key stays unused) when `from` may not go that low, and
 * with IDEMPOTENCY_CONFLICT when the key was posted with other content. Inside a caller's
 * transaction it joins it.
 */
export async function postTransfer(db: Db, request: TransferRequest): Promise<TransferResult> {
  assertId(request.from, 'from');
  assertId(request.to, 'to');
  if (request.shardOf !== undefined) assertId(request.shardOf, 'shardOf');
  if (request.from === request.to) throw new Error('ledger: a transfer needs two different accounts');
  if (request.amount <= 0n || request.amount > MAX_AMOUNT_MINOR) throw new Error('ledger: amount out of range');
  if (request.idempotencyKey.length < 1 || request.idempotencyKey.length > 200) throw new Error('ledger: idempotency key must be 1 to 200 characters');
  if (!KIND.test(request.kind)) throw new Error('ledger: kind must be an upper-case code');
  if (request.reference !== undefined && (request.reference.length < 1 || request.reference.length > 64)) {
    throw new Error('ledger: reference must be 1 to 64 characters');
  }

  return db.transaction(async (tx) => {
    // A refused posting undoes itself only, so a caller's transaction around it stays usable (on
    // PostgreSQL a failed statement otherwise aborts the whole transaction).
    await tx.query('SAVEPOINT ledger_posting');
    let posted: { entry_id: string; replayed: boolean; from_balance: string; to_balance: string } | undefined;
    try {
      [posted] = await tx.query(
        `SELECT o_entry_id::text AS entry_id, o_replayed AS replayed, o_from_balance::text AS from_balance, o_to_balance::text AS to_balance
         FROM ledger_post_transfer($1, $2, $3::bigint, $4::bigint, $5::bigint, $6, $7, $8::bigint)`,
        [
          request.idempotencyKey,
          request.kind,
          request.from,
          request.to,
          request.amount.toString(),
          request.reference ?? null,
          request.memo ?? null,
          request.shardOf ?? null,
        ],
      );
    } catch (error) {
      const refused = postingRefusal(error);
      if (!refused) throw error;
      // The entry row goes too: the key stays unused.
      await tx.query('ROLLBACK TO SAVEPOINT ledger_posting');
      throw refused;
    }
    if (!posted) throw new Error('ledger: the posting answered no row');
    return { entryId: posted.entry_id, replayed: posted.replayed, fromBalance: toMinor(posted.from_balance), toBalance: toMinor(posted.to_balance) };
  });
}

interface WalletRow {
  id: string;
  balance: string;
}

async function findWallet(db: Db, memberId: string): Promise<WalletRow | undefined> {
  const rows = await db.query<WalletRow>(
    `SELECT id::text AS id, balance::text AS balance FROM ledger_accounts WHERE member_id = $1::bigint AND wallet_type = 'MAIN'`,
    [memberId],
  );
  return rows[0];
}

/**
 * The member's MAIN wallet, created on first use (idempotent, safe to call concurrently). A trial
 * account (type 4) gets its play money in the same transaction that creates the wallet, under the
 * key `trial-grant:<memberId>`, so free play works without the sign-in code knowing the wallet.
 * USER_NOT_FOUND when no such member exists.
 */
export async function openMemberWallet(db: Db, memberId: string): Promise<MemberWallet> {
  assertId(memberId, 'member');
  const existing = await findWallet(db, memberId);
  if (existing) return { accountId: existing.id, memberId, balance: toMinor(existing.balance) };

  return db.transaction(async (tx) => {
    const members = await tx.query<{ type: number }>('SELECT type::int AS type FROM members WHERE id = $1::bigint', [memberId]);
    const member = members[0];
    if (!member) throw refusal('USER_NOT_FOUND');
    const created = await tx.query<{ id: string }>(
      `INSERT INTO ledger_accounts (kind, member_id, wallet_type) VALUES ('MEMBER', $1::bigint, 'MAIN')
       ON CONFLICT (member_id, wallet_type) DO NOTHING RETURNING id::text AS id`,
      [memberId],
    );
    if (created[0] && member.type === TRIAL_TYPE) {
      await postTransfer(tx, {
        idempotencyKey: trialGrantKey(memberId),
        kind: 'TRIAL_GRANT',
        from: await systemAccountId(tx, 'TRIAL_FUNDING'),
        to: created[0].id,
        amount: TRIAL_GRANT_MINOR,
      });
    }
    const wallet = await findWallet(tx, memberId);
    if (!wallet) throw new Error('ledger: wallet vanished after creation');
    return { accountId: wallet.id, memberId, balance: toMinor(wallet.balance) };
  });
}

/** The member's balance in minor units (opening the wallet, and granting trial money, on first use). */
export async function memberBalance(db: Db, memberId: string): Promise<bigint> {
  return (await openMemberWallet(db, memberId)).balance;
}

/**
 * Credits a member from a system account (operator credits, demo seed). Returns the member's
 * balance right after the credit was first posted; a replay of the same key returns that again.
 * One transaction: a refused credit does not even leave a newly opened wallet behind.
 */
export async function creditMember(
  db: Db,
  options: {
    memberId: string;
    amount: bigint;
    idempotencyKey: string;
    kind: string;
    source: SystemAccountCode;
    memo?: string;
    reference?: string;
  },
): Promise<TransferResult & { walletId: string }> {
  return db.transaction(async (tx) => {
    const wallet = await openMemberWallet(tx, options.memberId);
    const result = await postTransfer(tx, {
      idempotencyKey: options.idempotencyKey,
      kind: options.kind,
      from: await systemAccountId(tx, options.source),
      to: wallet.accountId,
      amount: options.amount,
      memo: options.memo,
      reference: options.reference,
    });
    return { ...result, walletId: wallet.accountId };
  });
}
