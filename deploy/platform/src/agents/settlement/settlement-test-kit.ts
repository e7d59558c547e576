/**
 * Test support for settlement: agents and players inserted straight into the database (the tree
 * trigger files them), accepted contracts with chosen terms and times, settled rounds at chosen
 * times (the rollup trigger files them by day), balances and payment rows. Tests only.
 */
import type { IncomeKind } from '@site/shared/contract/agents';
import type { Db } from '../../db/database';
import { accountBalance, creditMember, systemAccountId } from '../../wallet/ledger';
import { toMinor } from '../../wallet/money';
import type { DividendPeriod } from './periods';

let serial = 0;

export async function insertMember(db: Db, options: { upline?: string | null; type?: number; money?: bigint } = {}): Promise<string> {
  serial += 1;
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO members (account, type, password_hash, upline_id) VALUES ($1, $2, 'scrypt$not-a-real-hash', $3::bigint) RETURNING id::text AS id`,
    [`settle${process.pid % 10000}x${serial}${Math.random().toString(36).slice(2, 6)}`, options.type ?? 0, options.upline ?? null],
  );
  const id = row!.id;
  if (options.money) await fund(db, id, options.money);
  return id;
}

export const insertAgent = (db: Db, upline: string | null, options: { money?: bigint } = {}) =>
  insertMember(db, { upline, type: upline === null ? 1 : 2, money: options.money });

export async function fund(db: Db, memberId: string, amount: bigint): Promise<void> {
  serial += 1;
  await creditMember(db, { memberId, amount, idempotencyKey: `settle-test-fund:${memberId}:${serial}`, kind: 'OPS_CREDIT', source: 'OPERATOR_FUNDING' });
}

export interface TestTier {
  periodValidBet?: number;
  periodProfitLoss?: number;
  activeMembers?: number;
  dailyBetAmount?: number;
  hourlyBetAmount?: number;
  rate: number;
}

/** An accepted contract (tiers in minor units and hundredths of a percent), accepted at `acceptedAt`. */
export async function acceptedContract(
  db: Db,
  options: {
    kind: IncomeKind;
    upline: string;
    downline: string;
    period?: DividendPeriod;
    tiers?: TestTier[];
    realtime?: { profitSalaryRate: number; lossSalaryRate: number; singleBetAmount: number };
    acceptedAt: string;
  },
): Promise<string> {
  serial += 1;
  const tiers = (options.tiers ?? []).map((tier) => ({
    periodValidBet: tier.periodValidBet ?? 0,
    periodProfitLoss: tier.periodProfitLoss ?? 0,
    activeMembers: tier.activeMembers ?? 0,
    dailyBetAmount: tier.dailyBetAmount ?? 0,
    hourlyBetAmount: tier.hourlyBetAmount ?? 0,
    rate: tier.rate,
  }));
  const period = options.kind === 'DIVIDEND' ? (options.period ?? 'WEEKLY') : options.kind === 'DAILY_SALARY' ? 'DAILY' : null;
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO agent_contracts (kind, upline_id, downline_id, period, tiers, realtime_profit_salary_rate, realtime_loss_salary_rate,
                                  realtime_single_bet_amount, status, request_id, offered_at, decided_at, decided_by)
     VALUES ($1, $2::bigint, $3::bigint, $4, $5::jsonb, $6, $7, $8, 'ACCEPTED', $9, $10::timestamptz, $10::timestamptz, $3::bigint)
     RETURNING id::text AS id`,
    [
      options.kind,
      options.upline,
      options.downline,
      period,
      JSON.stringify(tiers),
      options.realtime?.profitSalaryRate ?? null,
      options.realtime?.lossSalaryRate ?? null,
      options.realtime?.singleBetAmount ?? null,
      `settle-test-${serial}`,
      options.acceptedAt,
    ],
  );
  return row!.id;
}

/**
 * A settled real-money round (or play money with `ledger: 'PLAY'`): valid bet = stake unless told;
 * a slot ('RNG', which cannot be hedged) unless another game type is given.
 */
export async function insertRound(
  db: Db,
  memberId: string,
  round: { stake: number; win: number; validBet?: number; startedAt: string; settledAt?: string; ledger?: 'REAL' | 'PLAY'; status?: string; gameType?: string },
): Promise<void> {
  serial += 1;
  await db.query(
    `INSERT INTO game_rounds (provider, round_id, member_id, vendor, game_type, game_code, game_name, ledger, stake, valid_bet, win, status, started_at, settled_at)
     VALUES ('SETTLE_TEST', $1, $2::bigint, 'TEST', $10, 'test', 'Test game', $3, $4, $5, $6, $7, $8::timestamptz, $9::timestamptz)`,
    [
      `r${process.pid}x${serial}`,
      memberId,
      round.ledger ?? 'REAL',
      round.stake,
      round.validBet ?? round.stake,
      round.win,
      round.status ?? 'SETTLED',
      round.startedAt,
      round.settledAt ?? round.startedAt,
      round.gameType ?? 'RNG',
    ],
  );
}

/** The site's ceiling for a kind: what the platform pays top agents on. */
export async function setCeiling(db: Db, kind: IncomeKind, ceiling: { rate?: number; profitSalaryRate?: number; lossSalaryRate?: number }): Promise<void> {
  await db.query(
    `UPDATE agent_contract_kinds SET max_rate = coalesce($2, max_rate), max_profit_salary_rate = coalesce($3, max_profit_salary_rate),
            max_loss_salary_rate = coalesce($4, max_loss_salary_rate) WHERE kind = $1`,
    [kind, ceiling.rate ?? null, ceiling.profitSalaryRate ?? null, ceiling.lossSalaryRate ?? null],
  );
}

/** Moves a kind's cursor: every period ending after `to` is due again. */
export async function setCursor(db: Db, kind: IncomeKind, to: string): Promise<void> {
  await db.query('UPDATE agent_settlement_cursors SET settled_to = $2::timestamptz WHERE kind = $1', [kind, to]);
}

export async function mainBalance(db: Db, memberId: string): Promise<bigint> {
  const [row] = await db.query<{ id: string }>(`SELECT id::text AS id FROM ledger_accounts WHERE member_id = $1::bigint AND wallet_type = 'MAIN'`, [memberId]);
  return row ? accountBalance(db, row.id) : 0n;
}

export async function payoutsBalance(db: Db): Promise<bigint> {
  return accountBalance(db, await systemAccountId(db, 'AGENT_PAYOUTS'));
}

export interface PaymentView {
  periodKey: string;
  payer: string | null;
  payee: string;
  due: bigint;
  paid: bigint;
  status: string;
  keys: string[];
}

/** The payments of these payees, with the ledger keys of their entries, in id order. */
export async function paymentsOf(db: Db, kind: IncomeKind, payees: string[]): Promise<PaymentView[]> {
  const rows = await db.query<{ period_key: string; payer_id: string | null; payee_id: string; due: string; paid: string; status: string; keys: string[] | null }>(
    `SELECT p.period_key, p.payer_id::text AS payer_id, p.payee_id::text AS payee_id, p.due::text AS due, p.paid::text AS paid, p.status,
            (SELECT array_agg(e.idempotency_key ORDER BY e.id) FROM journal_entries e WHERE e.id = ANY(p.entry_ids)) AS keys
     FROM agent_payments p WHERE p.kind = $1 AND p.payee_id = ANY($2::bigint[]) ORDER BY p.id`,
    [kind, payees],
  );
  return rows.map((row) => ({
    periodKey: row.period_key,
    payer: row.payer_id,
    payee: row.payee_id,
    due: toMinor(row.due),
    paid: toMinor(row.paid),
    status: row.status,
    keys: row.keys ?? [],
  }));
}

export async function journalCount(db: Db, pattern: string): Promise<number> {
  const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM journal_entries WHERE idempotency_key LIKE $1', [pattern]);
  return row!.count;
}
