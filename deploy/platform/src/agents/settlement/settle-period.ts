/**
 * Settling one period of one kind:
 *
 * 1. The run is recorded (kind, period key); a run that finished before is not run again.
 * 2. What earlier periods left owed is paid first, as far as funds allow.
 * 3. Every payee's amount is computed on its whole team with its own terms (amounts.ts): salaries
 *    on the team's qualifying bet, a dividend on the team's loss after the loss carried forward
 *    from earlier periods (dividend-carry.ts).
 * 4. One payment row per payee with an amount above zero: the payee's upline owes it the payee's
 *    whole amount, and the platform owes a top agent its amount. So each agent keeps the difference
 *    between its amount and what it owes its own contracted downlines.
 * 5. Payments are made top down (an upline is paid before it pays), each payer first clearing what
 *    it still owes from before; a payer short of funds pays what it has, the rest stays owed.
 *
 * Every step can run again: the payment row is unique per (kind, period, payee) and keeps the
 * amount first computed, and the ledger keys move money once.
 */
import type { IncomeKind } from '@site/shared/contract/agents';
import type { Db } from '../../db/database';
import { toMinor } from '../../wallet/money';
import { realtimeAmount, tieredAmount, type TeamFigures } from './amounts';
import { payOwed, payPayment } from './payments';
import { periodDay, type Period } from './periods';
import { withDividendCarry } from './dividend-carry';
import { dailyTeamFigures, realtimeTeamFigures, settledTeamFigures } from './team-figures';
import { payeeTermsFor, type PayeeTerms } from './terms';

export interface PeriodReport {
  kind: IncomeKind;
  periodKey: string;
  /** The run had finished before: nothing was done. */
  alreadySettled: boolean;
  /** Payment rows of this period. */
  payments: number;
  /** What moved in this run, old debts included. */
  paid: bigint;
  /** What this period's payments still owe. */
  owed: bigint;
}

interface Due {
  terms: PayeeTerms;
  amount: bigint;
  figures: TeamFigures;
  rate: number;
}

const NO_PLAY: TeamFigures = { validBet: 0n, qualifyingBet: 0n, win: 0n, activeMembers: 0 };

async function dues(db: Db, kind: IncomeKind, period: Period, payees: PayeeTerms[]): Promise<Due[]> {
  const ids = payees.map((payee) => payee.payeeId);
  if (kind === 'REALTIME_SALARY') {
    const withTerms = payees.filter((payee) => payee.realtime !== null);
    const figures = await realtimeTeamFigures(db, withTerms.map((payee) => ({ payeeId: payee.payeeId, singleBetAmount: payee.realtime!.singleBetAmount })), period);
    return withTerms.map((terms) => {
      const own = figures.get(terms.payeeId) ?? { wonQualifyingBet: 0n, lostQualifyingBet: 0n };
      return {
        terms,
        amount: realtimeAmount(terms.realtime!, own),
        figures: { validBet: own.validBet ?? 0n, qualifyingBet: own.wonQualifyingBet + own.lostQualifyingBet, win: 0n, activeMembers: 0 },
        rate: Math.max(terms.realtime!.profitSalaryRate, terms.realtime!.lossSalaryRate),
      };
    });
  }
  const [settings] = await db.query<{ active: string }>('SELECT active_member_valid_bet::text AS active FROM agent_settlement_settings');
  const active = toMinor(settings?.active ?? '50000');
  const figures = kind === 'HOURLY_SALARY' ? await settledTeamFigures(db, ids, period, active) : await dailyTeamFigures(db, ids, period, active);
  const result: Due[] = [];
  for (const terms of payees) {
    const played = figures.get(terms.payeeId) ?? NO_PLAY;
    const own = kind === 'DIVIDEND' ? await withDividendCarry(db, terms, period, played) : played;
    const { amount, rate } = tieredAmount(kind, terms.tiers, own);
    result.push({ terms, amount, figures: own, rate });
  }
  return result;
}

async function recordPayments(db: Db, kind: IncomeKind, period: Period, owed: Due[]): Promise<void> {
  for (const due of owed) {
    if (due.amount <= 0n) continue;
    // A rerun keeps the first row: the amount owed is fixed when the period is first settled.
    await db.query(
      `INSERT INTO agent_payments (kind, period_key, period_day, period_end, payer_id, payee_id, contract_id,
                                   team_valid_bet, team_profit_loss, active_members, rate, due, team_qualifying_bet)
       VALUES ($1, $2, $3::date, $4::timestamptz, $5::bigint, $6::bigint, $7::bigint, $8::bigint, $9::bigint, $10, $11, $12::bigint, $13::bigint)
       ON CONFLICT (kind, period_key, payee_id) DO NOTHING`,
      [
        kind,
        period.key,
        periodDay(period),
        period.end.toISOString(),
        due.terms.payerId,
        due.terms.payeeId,
        due.terms.contractId,
        due.figures.validBet.toString(),
        (due.figures.win - due.figures.validBet).toString(),
        due.figures.activeMembers,
        due.rate,
        due.amount.toString(),
        due.figures.qualifyingBet.toString(),
      ],
    );
  }
}

/** Settles one period of one kind (see the module comment); safe to call again. */
export async function settlePeriod(db: Db, kind: IncomeKind, period: Period, now: Date): Promise<PeriodReport> {
  const report: PeriodReport = { kind, periodKey: period.key, alreadySettled: false, payments: 0, paid: 0n, owed: 0n };
  await db.query(
    `INSERT INTO agent_settlement_runs (kind, period_key, period_start, period_end, started_at) VALUES ($1, $2, $3::timestamptz, $4::timestamptz, $5::timestamptz)
     ON CONFLICT (kind, period_key) DO UPDATE SET started_at = EXCLUDED.started_at WHERE agent_settlement_runs.finished_at IS NULL`,
    [kind, period.key, period.start.toISOString(), period.end.toISOString(), now.toISOString()],
  );
  const [run] = await db.query<{ finished: boolean }>('SELECT finished_at IS NOT NULL AS finished FROM agent_settlement_runs WHERE kind = $1 AND period_key = $2', [kind, period.key]);
  if (run?.finished) return { ...report, alreadySettled: true };

  const [first] = await db.query<{ id: string | null }>('SELECT min(id)::text AS id FROM agent_payments WHERE kind = $1 AND period_key = $2', [kind, period.key]);
  report.paid += await payOwed(db, now, { beforeId: first?.id ?? undefined });

  const payees = await payeeTermsFor(db, kind, period);
  await recordPayments(db, kind, period, await dues(db, kind, period, payees));

  // Top down: by the payee's depth in the tree, so an upline receives before it pays.
  const rows = await db.query<{ id: string; payer_id: string | null }>(
    `SELECT p.id::text AS id, p.payer_id::text AS payer_id FROM agent_payments p
     WHERE p.kind = $1 AND p.period_key = $2
     ORDER BY (SELECT max(t.depth) FROM member_tree t WHERE t.descendant_id = p.payee_id), p.id`,
    [kind, period.key],
  );
  for (const row of rows) {
    if (row.payer_id !== null) report.paid += await payOwed(db, now, { payerId: row.payer_id, beforeId: row.id });
    report.paid += await payPayment(db, row.id, now);
  }

  const [totals] = await db.query<{ payments: number; owed: string }>(
    'SELECT count(*)::int AS payments, coalesce(sum(due - paid), 0)::text AS owed FROM agent_payments WHERE kind = $1 AND period_key = $2',
    [kind, period.key],
  );
  report.payments = totals?.payments ?? 0;
  report.owed = toMinor(totals?.owed ?? '0');
  await db.query('UPDATE agent_settlement_runs SET finished_at = $3::timestamptz, payments = $4 WHERE kind = $1 AND period_key = $2', [
    kind,
    period.key,
    now.toISOString(),
    report.payments,
  ]);
  return report;
}
