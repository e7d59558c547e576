/**
 * The deposit channels and the rules of all deposit orders, as the operator configured them
 * (tables of migration 017). Read per request: they are a few rows, and an operator's change
 * applies at once.
 */
import type { DepositChannel, DepositChannelCode } from '@site/shared/contract/member';
import type { Db } from '../db/database';
import { formatAmount, toMinor } from '../wallet/money';

export interface ChannelRow {
  code: DepositChannelCode;
  minAmount: bigint;
  maxAmount: bigint;
  enabled: boolean;
  sort: number;
  bankName: string | null;
  accountNumber: string | null;
  accountHolder: string | null;
}

export interface DepositSettings {
  maxOpenOrders: number;
  gatewayMinutes: number;
}

interface RawChannel {
  code: DepositChannelCode;
  min_amount: string;
  max_amount: string;
  enabled: boolean;
  sort: number;
  bank_name: string | null;
  account_number: string | null;
  account_holder: string | null;
}

const CHANNEL_COLUMNS = 'code, min_amount::text AS min_amount, max_amount::text AS max_amount, enabled, sort, bank_name, account_number, account_holder';

function toChannel(row: RawChannel): ChannelRow {
  return {
    code: row.code,
    minAmount: toMinor(row.min_amount),
    maxAmount: toMinor(row.max_amount),
    enabled: row.enabled,
    sort: row.sort,
    bankName: row.bank_name,
    accountNumber: row.account_number,
    accountHolder: row.account_holder,
  };
}

/**
 * Whether a channel can be used at all in this run: the demo gateway only in demo mode (its Pay
 * button takes no money), whatever its row says. The row may say enabled on a database that once
 * ran in demo mode.
 */
export function channelAvailable(code: DepositChannelCode, demoMode: boolean): boolean {
  return code !== 'DEMO_GATEWAY' || demoMode;
}

/** The channels a member may use now: enabled and available, in the operator's order. */
export async function openChannels(db: Db, demoMode: boolean): Promise<ChannelRow[]> {
  return (await allChannels(db)).filter((channel) => channel.enabled && channelAvailable(channel.code, demoMode));
}

/** Every channel, enabled or not, in the order the member sees them. */
export async function allChannels(db: Db): Promise<ChannelRow[]> {
  const rows = await db.query<RawChannel>(`SELECT ${CHANNEL_COLUMNS} FROM deposit_channels ORDER BY sort, code`);
  return rows.map(toChannel);
}

export async function findChannel(db: Db, code: DepositChannelCode): Promise<ChannelRow | undefined> {
  const rows = await db.query<RawChannel>(`SELECT ${CHANNEL_COLUMNS} FROM deposit_channels WHERE code = $1`, [code]);
  return rows[0] && toChannel(rows[0]);
}

/** A channel as the member centre shows it: bounds as decimal text, the bank account for transfers. */
export function channelView(channel: ChannelRow): DepositChannel {
  return {
    code: channel.code,
    minAmount: formatAmount(channel.minAmount),
    maxAmount: formatAmount(channel.maxAmount),
    bankAccount:
      channel.code === 'BANK_TRANSFER' && channel.bankName && channel.accountNumber && channel.accountHolder
        ? { bankName: channel.bankName, accountNumber: channel.accountNumber, accountHolder: channel.accountHolder }
        : null,
  };
}

export async function depositSettings(db: Db): Promise<DepositSettings> {
  const rows = await db.query<{ max_open_orders: number; gateway_minutes: number }>('SELECT max_open_orders, gateway_minutes FROM deposit_settings');
  const row = rows[0];
  if (!row) throw new Error('deposits: the settings row is missing');
  return { maxOpenOrders: row.max_open_orders, gatewayMinutes: row.gateway_minutes };
}

export interface ChannelChange {
  minAmount?: bigint;
  maxAmount?: bigint;
  enabled?: boolean;
  sort?: number;
  bankName?: string;
  accountNumber?: string;
  accountHolder?: string;
}

/** Applies an operator's change to one channel; returns the channel after it, or undefined when the bounds would cross. */
export async function updateChannel(tx: Db, code: DepositChannelCode, change: ChannelChange): Promise<ChannelRow | 'BOUNDS_CROSSED'> {
  const current = await tx.query<RawChannel>(`SELECT ${CHANNEL_COLUMNS} FROM deposit_channels WHERE code = $1 FOR UPDATE`, [code]);
  if (!current[0]) throw new Error(`deposits: channel ${code} is missing`);
  const before = toChannel(current[0]);
  const min = change.minAmount ?? before.minAmount;
  const max = change.maxAmount ?? before.maxAmount;
  if (max < min) return 'BOUNDS_CROSSED';
  const rows = await tx.query<RawChannel>(
    `UPDATE deposit_channels SET min_amount = $2::bigint, max_amount = $3::bigint, enabled = $4, sort = $5,
            bank_name = $6, account_number = $7, account_holder = $8, updated_at = now()
     WHERE code = $1 RETURNING ${CHANNEL_COLUMNS}`,
    [
      code,
      min.toString(),
      max.toString(),
      change.enabled ?? before.enabled,
      change.sort ?? before.sort,
      change.bankName ?? before.bankName,
      change.accountNumber ?? before.accountNumber,
      change.accountHolder ?? before.accountHolder,
    ],
  );
  return toChannel(rows[0]!);
}

/** Changes the rules of all orders; returns them after the change. */
export async function updateSettings(tx: Db, change: Partial<DepositSettings>): Promise<DepositSettings> {
  const rows = await tx.query<{ max_open_orders: number; gateway_minutes: number }>(
    `UPDATE deposit_settings SET max_open_orders = coalesce($1::int, max_open_orders), gateway_minutes = coalesce($2::int, gateway_minutes)
     RETURNING max_open_orders, gateway_minutes`,
    [change.maxOpenOrders ?? null, change.gatewayMinutes ?? null],
  );
  return { maxOpenOrders: rows[0]!.max_open_orders, gatewayMinutes: rows[0]!.gateway_minutes };
}
