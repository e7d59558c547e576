/**
 * Who is paid for one period of one kind, by whom and on which terms.
 *
 * - A downline with a contract of the kind in force at the end of the period (accepted before the
 *   end, not terminated by then) is paid by the contract's upline on the contract's terms. For a
 *   dividend only contracts of the period's type count (a weekly contract is settled by weeks).
 * - A top agent (type 1) without such a contract is paid by the platform on the site's ceiling for
 *   the kind (agent_contract_kinds: one tier without thresholds at max_rate; for the real-time
 *   salary the two maximum rates and no single-bet minimum); its dividend period is the site's
 *   top_dividend_period.
 * - Nobody is paid for a kind the site has switched off.
 */
import type { IncomeKind } from '@site/shared/contract/agents';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { toMinor } from '../../wallet/money';
import type { RealtimeTerms, Tier } from './amounts';
import type { Period } from './periods';

export interface PayeeTerms {
  payeeId: string;
  /** null: the platform pays. */
  payerId: string | null;
  contractId: string | null;
  /** How far below the top of the tree the payee is: payments go top down. */
  depth: number;
  tiers: Tier[];
  realtime: RealtimeTerms | null;
}

const MinorSchema = z.union([z.number().int(), z.string().regex(/^-?[0-9]+$/)]).transform((value) => toMinor(value));
const TierSchema = z.object({
  periodValidBet: MinorSchema.default(0n),
  periodProfitLoss: MinorSchema.default(0n),
  activeMembers: z.coerce.number().int().min(0).default(0),
  dailyBetAmount: MinorSchema.default(0n),
  hourlyBetAmount: MinorSchema.default(0n),
  rate: z.coerce.number().int().min(0).max(10_000),
});
const TiersSchema = z.array(TierSchema);

interface ContractRow {
  id: string;
  upline_id: string;
  downline_id: string;
  tiers: unknown;
  profit_rate: number | null;
  loss_rate: number | null;
  single_bet: string | null;
  depth: number;
}

interface KindRow {
  enabled: boolean;
  max_rate: number;
  max_profit_salary_rate: number;
  max_loss_salary_rate: number;
  top_dividend_period: string;
}

function realtimeOf(row: ContractRow): RealtimeTerms | null {
  if (row.profit_rate === null || row.loss_rate === null || row.single_bet === null) return null;
  return { profitSalaryRate: row.profit_rate, lossSalaryRate: row.loss_rate, singleBetAmount: toMinor(row.single_bet) };
}

/** Everyone paid for `period` of `kind`, top of the tree first. */
export async function payeeTermsFor(db: Db, kind: IncomeKind, period: Period): Promise<PayeeTerms[]> {
  const [site] = await db.query<KindRow>(
    `SELECT k.enabled, k.max_rate, k.max_profit_salary_rate, k.max_loss_salary_rate, s.top_dividend_period
     FROM agent_contract_kinds k CROSS JOIN agent_settlement_settings s WHERE k.kind = $1`,
    [kind],
  );
  if (!site?.enabled) return [];
  const end = period.end.toISOString();
  const dividendPeriod = kind === 'DIVIDEND' ? period.type : null;
  // Times go to the driver as ISO text: under jest PGlite does not take another realm's Date.
  const contracts = await db.query<ContractRow>(
    `SELECT c.id::text AS id, c.upline_id::text AS upline_id, c.downline_id::text AS downline_id, c.tiers,
            c.realtime_profit_salary_rate AS profit_rate, c.realtime_loss_salary_rate AS loss_rate,
            c.realtime_single_bet_amount::text AS single_bet,
            (SELECT max(t.depth)::int FROM member_tree t WHERE t.descendant_id = c.downline_id) AS depth
     FROM agent_contracts c
     WHERE c.kind = $1 AND c.decided_at IS NOT NULL AND c.decided_at < $2::timestamptz
       AND (c.status = 'ACCEPTED' OR (c.status = 'TERMINATED' AND c.terminated_at >= $2::timestamptz))
       AND ($3::text IS NULL OR c.period = $3::text)`,
    [kind, end, dividendPeriod],
  );
  const payees: PayeeTerms[] = contracts.map((row) => ({
    payeeId: row.downline_id,
    payerId: row.upline_id,
    contractId: row.id,
    depth: row.depth,
    tiers: kind === 'REALTIME_SALARY' ? [] : TiersSchema.parse(row.tiers),
    realtime: kind === 'REALTIME_SALARY' ? realtimeOf(row) : null,
  }));

  const topPaid = kind !== 'DIVIDEND' || period.type === site.top_dividend_period;
  if (topPaid) {
    // A top agent with a contract of the kind in force (whatever its period) is paid under it.
    const tops = await db.query<{ id: string; depth: number }>(
      `SELECT m.id::text AS id, (SELECT max(t.depth)::int FROM member_tree t WHERE t.descendant_id = m.id) AS depth
       FROM members m
       WHERE m.type = 1
         AND NOT EXISTS (
           SELECT 1 FROM agent_contracts c
           WHERE c.kind = $1 AND c.downline_id = m.id AND c.decided_at IS NOT NULL AND c.decided_at < $2::timestamptz
             AND (c.status = 'ACCEPTED' OR (c.status = 'TERMINATED' AND c.terminated_at >= $2::timestamptz)))`,
      [kind, end],
    );
    const ceilingTier: Tier = { periodValidBet: 0n, periodProfitLoss: 0n, activeMembers: 0, dailyBetAmount: 0n, hourlyBetAmount: 0n, rate: site.max_rate };
    for (const top of tops) {
      payees.push({
        payeeId: top.id,
        payerId: null,
        contractId: null,
        depth: top.depth,
        tiers: kind === 'REALTIME_SALARY' ? [] : [ceilingTier],
        realtime:
          kind === 'REALTIME_SALARY' ? { profitSalaryRate: site.max_profit_salary_rate, lossSalaryRate: site.max_loss_salary_rate, singleBetAmount: 0n } : null,
      });
    }
  }
  return payees.sort((a, b) => a.depth - b.depth || Number(BigInt(a.payeeId) - BigInt(b.payeeId)));
}
