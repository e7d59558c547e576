/**
 * Moving money between a member's own wallets: MAIN and the transfer-wallet vendors' wallets.
 *
 * - One transfer is one ledger entry (kind WALLET_TRANSFER, key
 *   `wallet-transfer:<memberId>:<requestId>`): the same requestId with the same content moves money
 *   once; with other content it is refused (IDEMPOTENCY_CONFLICT).
 * - "Recall all" empties every vendor wallet into MAIN in one transaction (one entry per wallet,
 *   key `wallet-recall:<memberId>:<requestId>:<vendor>`); its answer is kept per requestId, so a
 *   repeat answers the same and does not sweep money that arrived since.
 * - A member's wallet moves queue on one lock per member, so concurrent transfers in both
 *   directions see each other's results; an overdraft is refused by the ledger (INSUFFICIENT_FUNDS).
 * - Money may go into a vendor wallet while that vendor has an open round: the vendor's next
 *   seamless call sees the new balance. A recall during an open round leaves the round as it is;
 *   its win, when it comes, lands in the vendor wallet.
 */
import { limitRefusal } from '../protection/limits/limit-refusal';
import type { Db } from '../db/database';
import { PlatformError, validationError } from '../http/errors';
import { onceByRequest, requestIdReused } from '../http/idempotent';
import { openMemberWallet, postTransfer } from '../wallet/ledger';
import { amountOf, formatAmount, toMinor } from '../wallet/money';
import { isTransferVendor, openWallet, vendorWalletType, type WalletType } from './vendor-wallets';
import { lockNamed } from '../db/lock-named';

export const walletTransferKey = (memberId: string, requestId: string) => `wallet-transfer:${memberId}:${requestId}`;
export const walletRecallKey = (memberId: string, requestId: string, vendor: string) => `wallet-recall:${memberId}:${requestId}:${vendor}`;

/** Serialises one member's wallet moves (transfers and recalls) on PostgreSQL; PGlite runs one transaction at a time anyway. */
export async function lockMemberWallets(tx: Db, memberId: string): Promise<void> {
  await lockNamed(tx, 'member-wallets', memberId);
}

// How a request's amount becomes minor units is the wallet area's; its users here import it from this module.
export { amountOf };

function notEnough(): PlatformError {
  return new PlatformError(409, 'INSUFFICIENT_FUNDS', 'amount: more than the wallet holds', 'amount');
}

/** The ledger's refusals of a member's own transfer, named after the request's fields. */
export function transferRefusal(error: unknown): unknown {
  if (error instanceof PlatformError && error.errorCode === 'INSUFFICIENT_FUNDS') return notEnough();
  if (error instanceof PlatformError && error.errorCode === 'IDEMPOTENCY_CONFLICT') return requestIdReused('transfer');
  return error;
}

/**
 * The wallet a request names. Money may go into MAIN or an active transfer-wallet vendor's wallet;
 * it may also come out of a wallet the member still holds of a vendor that went back to seamless.
 */
async function walletOf(tx: Db, memberId: string, code: string, field: 'from' | 'to'): Promise<WalletType> {
  if (code === 'MAIN') return 'MAIN';
  if (await isTransferVendor(tx, code)) return vendorWalletType(code);
  if (field === 'from') {
    const held = await tx.query('SELECT 1 FROM ledger_accounts WHERE member_id = $1::bigint AND wallet_type = $2', [memberId, vendorWalletType(code)]);
    if (held.length > 0) return vendorWalletType(code);
  }
  throw validationError(field, 'is not one of your wallets');
}

/**
 * Money from one member's MAIN wallet to another's, as one entry under a reference both see
 * (`<prefix><next of sequence>`): the transfers between members (to the upline, to a downline).
 * The caller holds the sender's wallet lock and checked everything else; an overdraft is refused.
 */
export async function postMemberToMember(
  tx: Db,
  options: { kind: string; idempotencyKey: string; fromMemberId: string; toMemberId: string; amount: bigint; referenceSequence: string; referencePrefix: string },
): Promise<{ reference: string; entryId: string; fromBalance: bigint }> {
  const from = await openMemberWallet(tx, options.fromMemberId);
  const to = await openMemberWallet(tx, options.toMemberId);
  const [sequence] = await tx.query<{ n: string }>('SELECT nextval($1::regclass)::text AS n', [options.referenceSequence]);
  const reference = `${options.referencePrefix}${sequence!.n}`;
  const posted = await postTransfer(tx, {
    idempotencyKey: options.idempotencyKey,
    kind: options.kind,
    from: from.accountId,
    to: to.accountId,
    amount: options.amount,
    reference,
  }).catch((error: unknown) => {
    throw transferRefusal(error);
  });
  return { reference, entryId: posted.entryId, fromBalance: posted.fromBalance };
}

/** The member's balance right after a posted entry: what a replayed transfer answers again. */
export async function balanceAfterEntry(tx: Db, entryId: string, memberId: string): Promise<bigint> {
  const [line] = await tx.query<{ balance_after: string }>(
    `SELECT l.balance_after::text AS balance_after FROM journal_lines l JOIN ledger_accounts a ON a.id = l.account_id
     WHERE l.entry_id = $1::bigint AND a.member_id = $2::bigint`,
    [entryId, memberId],
  );
  return toMinor(line?.balance_after ?? '0');
}

export interface WalletTransfer {
  from: string;
  to: string;
  amount: string;
  requestId: string;
}

/** Moves money between two of the member's wallets; `replayed` when the requestId was done before. */
export async function transferBetweenWallets(db: Db, memberId: string, request: WalletTransfer): Promise<{ replayed: boolean }> {
  const amount = amountOf(request.amount);
  if (request.from === request.to) throw validationError('to', 'must be another wallet than the one to move from');
  return db.transaction(async (tx) => {
    const fromType = await walletOf(tx, memberId, request.from, 'from');
    const toType = await walletOf(tx, memberId, request.to, 'to');
    await lockMemberWallets(tx, memberId);
    const from = await openWallet(tx, memberId, fromType);
    const to = await openWallet(tx, memberId, toType);
    // Money sent to a vendor's wallet can all be staked there: the member's loss, wager and play-time
    // limits must leave room for it (it is not counted as a stake; the bets there are).
    if (toType !== 'MAIN') {
      await tx.query("SELECT protection_limit_check($1::bigint, 'STAKE', $2::bigint)", [memberId, amount.toString()]).catch((error: unknown) => {
        throw limitRefusal(error) ?? error;
      });
    }
    const posted = await postTransfer(tx, {
      idempotencyKey: walletTransferKey(memberId, request.requestId),
      kind: 'WALLET_TRANSFER',
      from: from.accountId,
      to: to.accountId,
      amount,
      reference: `${request.from}>${request.to}`,
    }).catch((error: unknown) => {
      throw transferRefusal(error);
    });
    return { replayed: posted.replayed };
  });
}

export interface RecallResult {
  replayed: boolean;
  recalled: { code: string; amount: string }[];
}

/** Empties every vendor wallet of the member into MAIN, once per requestId. */
export async function recallAll(db: Db, memberId: string, requestId: string): Promise<RecallResult> {
  return db.transaction(async (tx) => {
    await lockMemberWallets(tx, memberId);
    return onceByRequest({
      what: 'recall',
      earlier: async () =>
        (
          await tx.query<{ response: { recalled: RecallResult['recalled'] } }>('SELECT response FROM wallet_recalls WHERE member_id = $1::bigint AND request_id = $2', [
            memberId,
            requestId,
          ])
        )[0],
      // A recall names nothing but its request id: a repeat always asks for the same.
      sameContent: () => true,
      replay: (earlier) => ({ replayed: true, recalled: earlier.response.recalled }),
      firstTime: async (): Promise<RecallResult> => {
        const main = await openWallet(tx, memberId, 'MAIN');
        // Locked in id order, so a seamless bet cannot take money out between reading a balance and
        // moving it, and the order is the one every posting locks accounts in.
        const wallets = await tx.query<{ id: string; wallet_type: string; balance: string }>(
          `SELECT id::text AS id, wallet_type, balance::text AS balance FROM ledger_accounts
           WHERE member_id = $1::bigint ORDER BY id FOR UPDATE`,
          [memberId],
        );
        const recalled: RecallResult['recalled'] = [];
        for (const wallet of wallets) {
          const balance = toMinor(wallet.balance);
          if (wallet.wallet_type === 'MAIN' || balance <= 0n) continue;
          const code = wallet.wallet_type.slice('VENDOR:'.length);
          await postTransfer(tx, {
            idempotencyKey: walletRecallKey(memberId, requestId, code),
            kind: 'WALLET_TRANSFER',
            from: wallet.id,
            to: main.accountId,
            amount: balance,
            reference: `${code}>MAIN`,
          });
          recalled.push({ code, amount: formatAmount(balance) });
        }
        await tx.query('INSERT INTO wallet_recalls (member_id, request_id, response) VALUES ($1::bigint, $2, $3::jsonb)', [
          memberId,
          requestId,
          JSON.stringify({ recalled }),
        ]);
        return { replayed: false, recalled };
      },
    });
  });
}
