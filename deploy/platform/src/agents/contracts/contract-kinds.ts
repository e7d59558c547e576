/** The site-wide configuration of each contract kind (agent_contract_kinds). */
import type { ContractKind } from '@site/shared/contract/agents';
import type { Db } from '../../db/database';
import type { Ceiling } from './contract-terms';
import { ZERO_POINT } from './contract-terms';

export interface KindSettings {
  kind: ContractKind;
  enabled: boolean;
  maxRate: number;
  maxProfitSalaryRate: number;
  maxLossSalaryRate: number;
}

export async function kindSettings(db: Db, kind: ContractKind): Promise<KindSettings> {
  const [row] = await db.query<{ enabled: boolean; max_rate: number; max_profit: number; max_loss: number }>(
    `SELECT enabled, max_rate AS max_rate, max_profit_salary_rate AS max_profit, max_loss_salary_rate AS max_loss
     FROM agent_contract_kinds WHERE kind = $1`,
    [kind],
  );
  if (!row) throw new Error(`agent contracts: kind ${kind} has no configuration row`);
  return { kind, enabled: row.enabled, maxRate: row.max_rate, maxProfitSalaryRate: row.max_profit, maxLossSalaryRate: row.max_loss };
}

/**
 * What a top agent may pass on: the platform's maximum, as one tier without thresholds (or, for the
 * real-time salary, both rates from any stake).
 */
export function platformCeiling(settings: KindSettings): Ceiling {
  if (settings.kind === 'REALTIME_SALARY') {
    return {
      source: 'PLATFORM',
      terms: { tiers: [], realtime: { profitSalaryRate: settings.maxProfitSalaryRate, lossSalaryRate: settings.maxLossSalaryRate, singleBetAmount: 0 } },
    };
  }
  return { source: 'PLATFORM', terms: { tiers: [{ ...ZERO_POINT, rate: settings.maxRate }], realtime: null } };
}
