/**
 * The one way money reaches a member as a reward: an operator's grant, a raffle prize, a reward
 * centre claim, a rebate. Each credit is one ledger entry from MARKETING under the key
 * `reward:<source>:<reference>` and one member_bonuses row. With a wagering multiplier it goes to
 * the BONUS wallet as a bonus grant (released to MAIN only once the requirement is met); with
 * multiplier 0 it goes straight to MAIN.
 */
import type { Db } from '../../db/database';
import { validationError } from '../../http/errors';
import { refusal } from '../../http/refusals';
import { TRIAL_TYPE } from '../../accounts/members';
import { creditMember, idempotencyConflict, openMemberWallet, postTransfer, systemAccountId } from '../../wallet/ledger';
import { formatAmount, MAX_AMOUNT_MINOR } from '../../wallet/money';
import { lockMemberMoney } from './bonus-grants';
import { openBonusWallet } from '../../wallet/bonus-wallet';

export interface RewardCredit {
  memberId: string; // members.id as text
  amount: bigint; // minor units > 0
  multiplier: number; // 0..10; 0 = straight to MAIN
  source: string; // upper-case: OPERATOR, RAFFLE, REWARD, REBATE, ...
  reference: string; // unique per business fact within the source, e.g. the reward issue id
  title?: string;
  contributions?: Partial<Record<string, number>>; // game type -> percent 0..100; default from one table
  maxBetMinor?: bigint;
  maxReleaseMinor?: bigint;
  expiresAt?: Date;
}

export interface RewardCredited {
  bonusId: string;
  wallet: 'MAIN' | 'BONUS';
  grantId?: string;
  amount: string;
}

export const MAX_MULTIPLIER = 10;
const SOURCE = /^[A-Z][A-Z0-9_]{1,31}$/;
/** As member_bonuses and the ledger keep it: what the member quotes. */
const REFERENCE = /^[A-Za-z0-9._:-]{1,64}$/;
const GAME_TYPE = /^[A-Z]{2,16}$/;

export const rewardKey = (source: string, reference: string) => `reward:${source}:${reference}`;

/** The multiplier in hundredths; 0..10 with at most two decimals. */
function multiplierHundredths(multiplier: number): bigint {
  const hundredths = Math.round(multiplier * 100);
  if (!Number.isFinite(multiplier) || multiplier < 0 || multiplier > MAX_MULTIPLIER || Math.abs(hundredths - multiplier * 100) > 1e-6) {
    throw validationError('multiplier', `must be 0 to ${MAX_MULTIPLIER} with at most 2 decimals`);
  }
  return BigInt(hundredths);
}

function checkOptionalAmount(value: bigint | undefined, field: string): void {
  if (value !== undefined && (value <= 0n || value > MAX_AMOUNT_MINOR)) throw validationError(field, 'must be greater than 0');
}

/** Bad input is a 400 naming the field, before anything is read or written. */
function checkCredit(credit: RewardCredit): { hundredths: bigint } {
  if (!/^[1-9][0-9]{0,18}$/.test(credit.memberId)) throw validationError('memberId', 'must be a member id');
  if (credit.amount <= 0n || credit.amount > MAX_AMOUNT_MINOR) throw validationError('amount', 'must be greater than 0');
  if (!SOURCE.test(credit.source)) throw validationError('source', 'must be an upper-case code');
  if (!REFERENCE.test(credit.reference)) throw validationError('reference', 'must be 1-64 letters, digits, . _ : or -');
  if (credit.title !== undefined && (credit.title.trim().length === 0 || credit.title.length > 200)) {
    throw validationError('title', 'must be 1-200 characters');
  }
  for (const [gameType, percent] of Object.entries(credit.contributions ?? {})) {
    if (!GAME_TYPE.test(gameType)) throw validationError('contributions', `${gameType} is not a game type`);
    if (percent === undefined || !Number.isInteger(percent) || percent < 0 || percent > 100) {
      throw validationError('contributions', 'percentages must be whole numbers 0 to 100');
    }
  }
  checkOptionalAmount(credit.maxBetMinor, 'maxBetMinor');
  checkOptionalAmount(credit.maxReleaseMinor, 'maxReleaseMinor');
  if (credit.expiresAt !== undefined && Number.isNaN(credit.expiresAt.getTime())) throw validationError('expiresAt', 'must be a time');
  return { hundredths: multiplierHundredths(credit.multiplier) };
}

interface CreditedRow {
  id: string;
  member_id: string;
  amount: string;
  wallet: 'MAIN' | 'BONUS';
  grant_id: string | null;
}

async function creditOf(tx: Db, source: string, reference: string): Promise<CreditedRow | undefined> {
  const [row] = await tx.query<CreditedRow>(
    `SELECT id::text AS id, member_id::text AS member_id, amount::text AS amount, wallet, grant_id::text AS grant_id
     FROM member_bonuses WHERE source = $1 AND reference = $2`,
    [source, reference],
  );
  return row;
}

/**
 * The first credit of a (source, reference) again. Another member, amount or wallet under the same
 * reference is another fact under a used name: refused, as the ledger refuses a key reused.
 */
function replayOf(row: CreditedRow, credit: RewardCredit, wallet: 'MAIN' | 'BONUS'): RewardCredited {
  if (row.member_id !== credit.memberId || BigInt(row.amount) !== credit.amount || row.wallet !== wallet) throw idempotencyConflict();
  return answer(row);
}

function answer(row: CreditedRow): RewardCredited {
  return {
    bonusId: row.id,
    wallet: row.wallet,
    ...(row.grant_id ? { grantId: row.grant_id } : {}),
    amount: formatAmount(BigInt(row.amount)),
  };
}

/** The percentages a new grant keeps: the site's table, overridden by the credit's own. */
async function grantContributions(tx: Db, own: RewardCredit['contributions']): Promise<Record<string, number>> {
  const rows = await tx.query<{ game_type: string; percent: number }>('SELECT game_type, percent FROM bonus_contributions');
  const merged: Record<string, number> = Object.fromEntries(rows.map((row) => [row.game_type, row.percent]));
  for (const [gameType, percent] of Object.entries(own ?? {})) if (percent !== undefined) merged[gameType] = percent;
  return merged;
}

/**
 * Credits a reward inside the caller's transaction (or its own). Idempotent on (source,
 * reference): a replay answers the first credit and moves nothing; the same reference for other
 * content is 409 IDEMPOTENCY_CONFLICT. A trial account is refused (403 NEED_REAL_ACCOUNT): play
 * money never earns rewards.
 */
export async function creditReward(tx: Db, credit: RewardCredit): Promise<RewardCredited> {
  const { hundredths } = checkCredit(credit);
  const wallet: 'MAIN' | 'BONUS' = hundredths === 0n ? 'MAIN' : 'BONUS';
  return tx.transaction(async (t) => {
    const first = await creditOf(t, credit.source, credit.reference);
    if (first) return replayOf(first, credit, wallet);
    const [member] = await t.query<{ type: number }>('SELECT type::int AS type FROM members WHERE id = $1::bigint', [credit.memberId]);
    if (!member) throw refusal('USER_NOT_FOUND', { field: 'memberId' });
    if (member.type === TRIAL_TYPE) throw refusal('NEED_REAL_ACCOUNT', { field: 'memberId' });

    // The member's money lock before the posting, as every move of bonus money takes it (sql/bonus_member_lock.sql).
    await openMemberWallet(t, credit.memberId);
    await lockMemberMoney(t, credit.memberId);
    const key = rewardKey(credit.source, credit.reference);
    const posting = { idempotencyKey: key, kind: 'BONUS', amount: credit.amount, reference: credit.reference, memo: credit.title };
    const posted =
      wallet === 'MAIN'
        ? await creditMember(t, { ...posting, memberId: credit.memberId, source: 'MARKETING' })
        : await postTransfer(t, {
            ...posting,
            from: await systemAccountId(t, 'MARKETING'),
            to: (await openBonusWallet(t, credit.memberId)).accountId,
          });
    if (posted.replayed) {
      // A concurrent credit of the same fact committed first (its posting held the key): answer it.
      const committed = await creditOf(t, credit.source, credit.reference);
      if (!committed) throw idempotencyConflict();
      return replayOf(committed, credit, wallet);
    }

    let grantId: string | null = null;
    if (wallet === 'BONUS') {
      const [grant] = await t.query<{ id: string }>(
        `INSERT INTO bonus_grants (member_id, amount, multiplier, required, contributions, max_bet, max_release, expires_at, balance)
         VALUES ($1::bigint, $2::bigint, $3::numeric / 100, $4::bigint, $5::jsonb, $6::bigint, $7::bigint, $8::timestamptz, $2::bigint)
         RETURNING id::text AS id`,
        [
          credit.memberId,
          credit.amount.toString(),
          hundredths.toString(),
          // The requirement rounds up: a fraction of a cent still has to be wagered.
          ((credit.amount * hundredths + 99n) / 100n).toString(),
          JSON.stringify(await grantContributions(t, credit.contributions)),
          credit.maxBetMinor?.toString() ?? null,
          credit.maxReleaseMinor?.toString() ?? null,
          credit.expiresAt?.toISOString() ?? null,
        ],
      );
      grantId = grant!.id;
    }
    const [row] = await t.query<CreditedRow>(
      `INSERT INTO member_bonuses (member_id, source, reference, amount, memo, entry_id, wallet, grant_id)
       VALUES ($1::bigint, $2, $3, $4::bigint, $5, $6::bigint, $7, $8::bigint)
       RETURNING id::text AS id, member_id::text AS member_id, amount::text AS amount, wallet, grant_id::text AS grant_id`,
      [credit.memberId, credit.source, credit.reference, credit.amount.toString(), credit.title ?? null, posted.entryId, wallet, grantId],
    );
    return answer(row!);
  });
}
