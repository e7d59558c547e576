/**
 * The salary budget: the most all salary kinds together may pay on a qualifying bet.
 *
 * An agent whose team plays is paid daily, hourly and real-time salary on the same play, each a
 * rate times the team's qualifying bet. The qualifying bet of a round is never more than its stake
 * (src/agents/settlement/amounts.ts), and the house keeps on average at least the smallest house
 * edge of the games on offer times every stake, whatever sides are taken. So while the salaries'
 * rates summed stay within that edge, the expected pay of any play is at most what the house
 * expects to keep of it, hedged or not. The edge is derived from the highest declared return of
 * the games the vendor deals; the site's own lottery returns 88-95 % (migration 023) and is not the
 * smallest. An operator who adds a game with a smaller edge must lower the ceilings with it.
 */
import type { ContractKind } from '@site/shared/contract/agents';
import type { Db } from '../../db/database';
import { PlatformError } from '../../http/errors';
import type { ContractTerms } from './contract-terms';

/**
 * The highest return to player any game on offer declares: the game vendor's baccarat banker bet,
 * 98.94 %. Vendors publish their games' returns; the platform takes the highest as a setting (it
 * never reads a vendor's code), and the demo vendor's tests check that none of its games declares more.
 */
export const HIGHEST_DECLARED_RTP = 0.9894;

/** The smallest house edge on offer, as a fraction (baccarat banker: 0.0106). */
export const SMALLEST_HOUSE_EDGE = 1 - HIGHEST_DECLARED_RTP;

/** That edge in hundredths of a percent, rounded down: the salary rates' sum may not exceed it (106). */
export const SALARY_RATE_BUDGET = Math.floor(Number((SMALLEST_HOUSE_EDGE * 10_000).toFixed(6)));

export const SALARY_KINDS: readonly ContractKind[] = ['DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'];

export const SALARY_OVER_HOUSE_EDGE = 'CONTRACT_SALARY_ABOVE_HOUSE_EDGE';

/** The highest rate a contract's terms pay anywhere. */
export function topRate(terms: ContractTerms): number {
  const tiers = terms.tiers.map((tier) => tier.rate);
  const realtime = terms.realtime ? [terms.realtime.profitSalaryRate, terms.realtime.lossSalaryRate] : [];
  return Math.max(0, ...tiers, ...realtime);
}

/** The highest rate of each salary kind the downline holds or is offered (the newest contract of each kind). */
async function salaryRatesOf(db: Db, downlineId: string): Promise<Map<string, number>> {
  const rows = await db.query<{ kind: string; top: number }>(
    `SELECT DISTINCT ON (c.kind) c.kind,
            greatest(coalesce((SELECT max((t ->> 'rate')::int) FROM jsonb_array_elements(c.tiers) t), 0),
                     coalesce(c.realtime_profit_salary_rate, 0), coalesce(c.realtime_loss_salary_rate, 0)) AS top
     FROM agent_contracts c
     WHERE c.downline_id = $1::bigint AND c.kind = ANY($2::text[]) AND c.status IN ('ACCEPTED', 'PENDING')
     ORDER BY c.kind, c.id DESC`,
    [downlineId, SALARY_KINDS],
  );
  return new Map(rows.map((row) => [row.kind, Number(row.top)]));
}

/**
 * Refuses (422) a salary offer that would bring the downline's salary rates, summed over the kinds
 * (this offer in place of the downline's contract of its kind), above the smallest house edge.
 */
export async function checkSalaryBudget(db: Db, kind: ContractKind, downlineId: string, terms: ContractTerms): Promise<void> {
  if (!SALARY_KINDS.includes(kind)) return;
  const rates = await salaryRatesOf(db, downlineId);
  rates.set(kind, topRate(terms));
  const sum = [...rates.values()].reduce((total, rate) => total + rate, 0);
  if (sum > SALARY_RATE_BUDGET) {
    const field = kind === 'REALTIME_SALARY' ? 'realtime' : 'tiers';
    throw new PlatformError(
      422,
      SALARY_OVER_HOUSE_EDGE,
      `${field}: the downline's salary rates would add up to ${(sum / 100).toFixed(2)} %, above the smallest house edge on offer (${(SALARY_RATE_BUDGET / 100).toFixed(2)} %)`,
      field,
    );
  }
}
