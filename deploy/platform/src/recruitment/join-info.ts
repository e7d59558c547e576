/**
 * What /join shows about pay: each contract kind's live ceiling (agent_contract_kinds: the most a
 * top agent may be paid; an upline passes on at most its own), the active-member threshold and the
 * dividend period (agent_settlement_settings), and one worked example per kind computed from those
 * rates. The example's team figure is an illustration; the rate and the result are the site's own
 * today, so the page never promises what the settings do not pay.
 */
import { formatRate, type ContractKind } from '@site/shared/contract/agents';
import type { JoinInfo, JoinKind } from '@site/shared/contract/agents/recruitment';
import { SALARY_RATE_BUDGET } from '../agents/contracts/house-edge';
import type { Db } from '../db/database';
import { formatAmount } from '../wallet/money';

/** The team figure each example starts from, in minor units: a period's net loss (dividend), else qualifying bet. */
export const JOIN_EXAMPLE_BASES: Record<ContractKind, bigint> = {
  DIVIDEND: 5_000_000n,
  DAILY_SALARY: 10_000_000n,
  HOURLY_SALARY: 2_000_000n,
  REALTIME_SALARY: 1_000_000n,
};

const KIND_ORDER: readonly ContractKind[] = ['DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY', 'DIVIDEND'];

/** base x rate (hundredths of a percent), rounded down to the cent as settlement does. */
export function exampleAmount(base: bigint, rateHundredths: number): bigint {
  return (base * BigInt(rateHundredths)) / 10_000n;
}

export async function joinInfo(db: Db): Promise<JoinInfo> {
  const kinds = await db.query<{ kind: ContractKind; enabled: boolean; max_rate: number; max_profit: number; max_loss: number }>(
    `SELECT kind, enabled, max_rate, max_profit_salary_rate AS max_profit, max_loss_salary_rate AS max_loss FROM agent_contract_kinds`,
  );
  const [settings] = await db.query<{ active_member_valid_bet: string; top_dividend_period: JoinInfo['dividendPeriod'] }>(
    'SELECT active_member_valid_bet::text AS active_member_valid_bet, top_dividend_period FROM agent_settlement_settings',
  );
  const list: JoinKind[] = KIND_ORDER.flatMap((kind) => {
    const row = kinds.find((candidate) => candidate.kind === kind);
    if (!row) return [];
    const realtime = kind === 'REALTIME_SALARY';
    // The real-time example is a team's losing bets: the rate members' lost stakes pay.
    const rate = realtime ? row.max_loss : row.max_rate;
    const base = JOIN_EXAMPLE_BASES[kind];
    return [
      {
        kind,
        enabled: row.enabled,
        maxRate: formatRate(realtime ? Math.max(row.max_profit, row.max_loss) : row.max_rate),
        profitRate: realtime ? formatRate(row.max_profit) : null,
        lossRate: realtime ? formatRate(row.max_loss) : null,
        example: { base: formatAmount(base), rate: formatRate(rate), amount: formatAmount(exampleAmount(base, rate)) },
      },
    ];
  });
  return {
    kinds: list,
    activeMemberBet: formatAmount(BigInt(settings?.active_member_valid_bet ?? '0')),
    dividendPeriod: settings?.top_dividend_period ?? 'SEMIMONTHLY',
    salaryBudget: formatRate(SALARY_RATE_BUDGET),
  };
}
