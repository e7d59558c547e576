/**
 * The operator's withdrawal configuration (one row of `withdrawal_settings`) and the bounds of the
 * MATCHED deposit channel, which the deposits area keeps in `deposit_channels`.
 */
import type { Db } from '../db/database';
import { formatAmount, toMinor } from '../wallet/money';

export interface WithdrawalSettingsRow {
  minAmount: bigint;
  maxAmount: bigint;
  dailyCount: number;
  matchingEnabled: boolean;
  matchingMinAmount: bigint;
  paymentMinutes: number;
  confirmationMinutes: number;
}

export interface MatchedChannel {
  enabled: boolean;
  minAmount: bigint;
  maxAmount: bigint;
}

export async function readWithdrawalSettings(db: Db): Promise<WithdrawalSettingsRow> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT min_amount::text AS min_amount, max_amount::text AS max_amount, daily_count, matching_enabled,
            matching_min_amount::text AS matching_min_amount, payment_minutes, confirmation_minutes
     FROM withdrawal_settings`,
  );
  const row = rows[0];
  if (!row) throw new Error('withdrawals: the settings row is missing');
  return {
    minAmount: toMinor(row.min_amount),
    maxAmount: toMinor(row.max_amount),
    dailyCount: Number(row.daily_count),
    matchingEnabled: row.matching_enabled === true,
    matchingMinAmount: toMinor(row.matching_min_amount),
    paymentMinutes: Number(row.payment_minutes),
    confirmationMinutes: Number(row.confirmation_minutes),
  };
}

/**
 * The MATCHED deposit channel: whether members may pay withdrawals and how much one slice may be.
 * Without the row (no such channel configured) matched deposits are off.
 */
export async function readMatchedChannel(db: Db): Promise<MatchedChannel> {
  const rows = await db.query<{ enabled: boolean; min_amount: string; max_amount: string }>(
    `SELECT enabled, min_amount::text AS min_amount, max_amount::text AS max_amount FROM deposit_channels WHERE code = 'MATCHED'`,
  );
  const row = rows[0];
  if (!row) return { enabled: false, minAmount: 1n, maxAmount: 1n };
  return { enabled: row.enabled, minAmount: toMinor(row.min_amount), maxAmount: toMinor(row.max_amount) };
}

export function settingsView(settings: WithdrawalSettingsRow) {
  return {
    minAmount: formatAmount(settings.minAmount),
    maxAmount: formatAmount(settings.maxAmount),
    dailyCount: settings.dailyCount,
    matchingEnabled: settings.matchingEnabled,
    matchingMinAmount: formatAmount(settings.matchingMinAmount),
    paymentMinutes: settings.paymentMinutes,
    confirmationMinutes: settings.confirmationMinutes,
  };
}

export interface SettingsChange {
  minAmount?: bigint;
  maxAmount?: bigint;
  dailyCount?: number;
  matchingEnabled?: boolean;
  matchingMinAmount?: bigint;
  paymentMinutes?: number;
  confirmationMinutes?: number;
}

/** Applies the given fields (others keep their value); the table's checks keep max ≥ min. */
export async function updateWithdrawalSettings(tx: Db, change: SettingsChange): Promise<void> {
  await tx.query(
    `UPDATE withdrawal_settings SET
       min_amount = coalesce($1::bigint, min_amount),
       max_amount = coalesce($2::bigint, max_amount),
       daily_count = coalesce($3::int, daily_count),
       matching_enabled = coalesce($4::boolean, matching_enabled),
       matching_min_amount = coalesce($5::bigint, matching_min_amount),
       payment_minutes = coalesce($6::int, payment_minutes),
       confirmation_minutes = coalesce($7::int, confirmation_minutes),
       updated_at = now()`,
    [
      change.minAmount?.toString() ?? null,
      change.maxAmount?.toString() ?? null,
      change.dailyCount ?? null,
      change.matchingEnabled ?? null,
      change.matchingMinAmount?.toString() ?? null,
      change.paymentMinutes ?? null,
      change.confirmationMinutes ?? null,
    ],
  );
}
