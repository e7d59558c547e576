/**
 * The one way money reaches a member as a reward: an operator's grant, a raffle prize, a reward
 * centre claim, a rebate. Each credit is one ledger entry from MARKETING under the key
 * `reward:<source>:<reference>` and one member_bonuses row. With a wagering multiplier it goes to
 * the BONUS wallet as a bonus grant (released to MAIN only once the requirement is met); with
 * multiplier 0 it goes straight to MAIN.
 */
import type { Db } from '../../db/database';
import { validationError } from '../../http/errors';
import { notifyMember, shownAmount } from '../../messages/notify';
import { refusal } from '../../http/refusals';
import { idempotencyConflict, postingRefusal } from '../../wallet/ledger';
import { formatAmount, MAX_AMOUNT_MINOR } from '../../wallet/money';

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

/** What reward_credit answers (and reward_claim_pay passes on), ids and amounts as text. */
export interface CreditedRow {
  result: 'DONE' | 'REPLAY' | 'CONFLICT' | 'USER_NOT_FOUND' | 'NEED_REAL_ACCOUNT';
  id: string | null;
  member_id: string | null;
  amount: string | null;
  wallet: 'MAIN' | 'BONUS' | null;
  grant_id: string | null;
}

function answer(row: CreditedRow): RewardCredited {
  return {
    bonusId: row.id!,
    wallet: row.wallet!,
    ...(row.grant_id ? { grantId: row.grant_id } : {}),
    amount: formatAmount(BigInt(row.amount!)),
  };
}

/** The credit's own percentages as JSON (null: none), without the keys left undefined. */
function ownContributions(own: RewardCredit['contributions']): string | null {
  const defined = Object.entries(own ?? {}).filter((entry): entry is [string, number] => entry[1] !== undefined);
  return defined.length ? JSON.stringify(Object.fromEntries(defined)) : null;
}

/**
 * Credits a reward inside the caller's transaction (or as one statement of its own), through the
 * database's reward_credit (sql/reward_credit.sql): one round trip. Idempotent on (source,
 * reference): a replay answers the first credit and moves nothing; the same reference for other
 * content (another member, amount or wallet) is another fact under a used name, refused 409
 * IDEMPOTENCY_CONFLICT as the ledger refuses a key reused. A trial account is refused (403
 * NEED_REAL_ACCOUNT): play money never earns rewards.
 */
export async function creditReward(tx: Db, credit: RewardCredit): Promise<RewardCredited> {
  const { hundredths, wallet } = checkedCredit(credit);
  let row: CreditedRow | undefined;
  try {
    [row] = await tx.query<CreditedRow>(
      `SELECT o_result AS result, o_bonus_id::text AS id, o_member_id::text AS member_id, o_amount::text AS amount, o_wallet AS wallet, o_grant_id::text AS grant_id
       FROM reward_credit($1::bigint, $2::bigint, $3::int, $4, $5, $6, $7, $8::jsonb, $9::bigint, $10::bigint, $11::timestamptz)`,
      [
        credit.memberId,
        credit.amount.toString(),
        Number(hundredths),
        credit.source,
        credit.reference,
        rewardKey(credit.source, credit.reference),
        credit.title ?? null,
        ownContributions(credit.contributions),
        credit.maxBetMinor?.toString() ?? null,
        credit.maxReleaseMinor?.toString() ?? null,
        credit.expiresAt?.toISOString() ?? null,
      ],
    );
  } catch (error) {
    // The ledger's own refusals (a key posted with other content) in the platform's words.
    throw postingRefusal(error) ?? error;
  }
  if (!row) throw new Error('rewards: reward_credit answered no row');
  return creditAnswer(credit, wallet, row);
}

/**
 * A credit's input checked (a 400 naming the field, before anything is read or written), with the
 * multiplier in hundredths and the wallet it goes to: for a caller that makes the credit inside a
 * database call of its own (a reward centre claim, sql/reward_claim_pay.sql).
 */
export function checkedCredit(credit: RewardCredit): { hundredths: bigint; wallet: 'MAIN' | 'BONUS' } {
  const { hundredths } = checkCredit(credit);
  return { hundredths, wallet: hundredths === 0n ? 'MAIN' : 'BONUS' };
}

/** reward_credit's answer for `credit`: the credit, or its refusal (a replay of another fact under the same name is a conflict). */
export function creditAnswer(credit: RewardCredit, wallet: 'MAIN' | 'BONUS', row: CreditedRow): RewardCredited {
  switch (row.result) {
    case 'USER_NOT_FOUND':
    case 'NEED_REAL_ACCOUNT':
      throw refusal(row.result, { field: 'memberId' });
    case 'CONFLICT':
      throw idempotencyConflict();
    case 'REPLAY':
      if (row.member_id !== credit.memberId || BigInt(row.amount!) !== credit.amount || row.wallet !== wallet) throw idempotencyConflict();
      return answer(row);
    default:
      return answer(row);
  }
}

/**
 * Tells the member of a credit, in the credit's transaction: REBATE_CREDITED for a rebate,
 * BONUS_CREDITED for any other reward. The fact is the credit's own key, so a replayed claim or
 * grant writes no second message.
 */
export async function notifyCredit(tx: Db, credit: RewardCredit, credited: RewardCredited): Promise<void> {
  const wagering = credited.wallet === 'BONUS' ? (credit.amount * checkedCredit(credit).hundredths + 99n) / 100n : 0n;
  await notifyMember(
    tx,
    credit.memberId,
    credit.source === 'REBATE' ? 'REBATE_CREDITED' : 'BONUS_CREDITED',
    {
      amount: shownAmount(formatAmount(credit.amount)),
      wallet: credited.wallet,
      ...(credit.title ? { title: credit.title } : {}),
      ...(wagering > 0n ? { wagering: shownAmount(formatAmount(wagering)) } : {}),
    },
    rewardKey(credit.source, credit.reference),
  );
}
