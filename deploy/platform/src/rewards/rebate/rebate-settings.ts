/**
 * The operator's rebate settings (migration 046): minimum claim, cooldown, rates per VIP level and
 * game type, daily caps per level. Read by every summary and claim inside its own transaction, so
 * a claim pays at the rates it read; changed by `PUT /ops/rewards/rebate`, audited, once per
 * reference.
 */
import type { RebateSettings, RebateSettingsChange } from '@site/shared/contract/rewards/rebate';
import { recordOperatorAction } from '../../audit/operator-actions';
import type { Db } from '../../db/database';
import { amountOf, formatAmount } from '../../wallet/money';

export interface LevelSettings {
  minClaim: bigint;
  cooldownSeconds: number;
  /** Basis points by game type; a type not listed earns nothing. */
  rates: Map<string, number>;
  /** null: the level has no daily cap. */
  dailyCap: bigint | null;
}

/** What a claim of a member of `vipLevel` is judged by. */
export async function levelSettings(tx: Db, vipLevel: number): Promise<LevelSettings> {
  const [settings] = await tx.query<{ min_claim: string; cooldown_seconds: number; daily_cap: string | null; rates: Record<string, number> | null }>(
    `SELECT s.min_claim::text AS min_claim, s.cooldown_seconds,
            (SELECT c.daily_cap::text FROM rebate_caps c WHERE c.vip_level = $1) AS daily_cap,
            (SELECT jsonb_object_agg(r.game_type, r.rate_bp) FROM rebate_rates r WHERE r.vip_level = $1) AS rates
     FROM rebate_settings s`,
    [vipLevel],
  );
  if (!settings) throw new Error('rebate: the settings row is missing (migration 046)');
  return {
    minClaim: BigInt(settings.min_claim),
    cooldownSeconds: settings.cooldown_seconds,
    rates: new Map(Object.entries(settings.rates ?? {})),
    dailyCap: settings.daily_cap === null ? null : BigInt(settings.daily_cap),
  };
}

/** Every setting, for the operator. */
export async function rebateSettings(db: Db): Promise<RebateSettings> {
  const [settings] = await db.query<{ min_claim: string; cooldown_seconds: number }>('SELECT min_claim::text AS min_claim, cooldown_seconds FROM rebate_settings');
  const rates = await db.query<{ vip_level: number; game_type: string; rate_bp: number }>('SELECT vip_level, game_type, rate_bp FROM rebate_rates ORDER BY vip_level, game_type');
  const caps = await db.query<{ vip_level: number; daily_cap: string }>('SELECT vip_level, daily_cap::text AS daily_cap FROM rebate_caps ORDER BY vip_level');
  return {
    minClaim: formatAmount(BigInt(settings!.min_claim)),
    cooldownSeconds: settings!.cooldown_seconds,
    rates: rates.map((row) => ({ vipLevel: row.vip_level, gameType: row.game_type, rateBp: row.rate_bp })),
    caps: caps.map((row) => ({ vipLevel: row.vip_level, dailyCap: formatAmount(BigInt(row.daily_cap)) })),
  };
}

/**
 * Applies an operator's change in one transaction with its audit row (REBATE_SETTINGS_SET). The same
 * reference again changes nothing, whatever it carries: the operator repeated a command.
 */
export async function changeRebateSettings(db: Db, operator: string, change: RebateSettingsChange): Promise<RebateSettings & { replayed: boolean }> {
  const { reference, ...details } = change;
  const minClaim = change.minClaim === undefined ? undefined : amountOf(change.minClaim, 'minClaim');
  const caps = change.caps?.map((cap) => ({ vipLevel: cap.vipLevel, dailyCap: cap.dailyCap === null ? null : amountOf(cap.dailyCap, 'caps') }));
  const replayed = await db.transaction(async (tx) => {
    const audit = await recordOperatorAction(tx, { operator, action: 'REBATE_SETTINGS_SET', reference, details });
    if (audit.replayed) return true;
    if (minClaim !== undefined || change.cooldownSeconds !== undefined) {
      await tx.query(
        `UPDATE rebate_settings SET min_claim = coalesce($1::bigint, min_claim), cooldown_seconds = coalesce($2::int, cooldown_seconds), updated_at = now()`,
        [minClaim?.toString() ?? null, change.cooldownSeconds ?? null],
      );
    }
    for (const rate of change.rates ?? []) {
      await tx.query(
        `INSERT INTO rebate_rates (vip_level, game_type, rate_bp) VALUES ($1, $2, $3)
         ON CONFLICT (vip_level, game_type) DO UPDATE SET rate_bp = EXCLUDED.rate_bp`,
        [rate.vipLevel, rate.gameType, rate.rateBp],
      );
    }
    for (const cap of caps ?? []) {
      if (cap.dailyCap === null) await tx.query('DELETE FROM rebate_caps WHERE vip_level = $1', [cap.vipLevel]);
      else {
        await tx.query(
          'INSERT INTO rebate_caps (vip_level, daily_cap) VALUES ($1, $2::bigint) ON CONFLICT (vip_level) DO UPDATE SET daily_cap = EXCLUDED.daily_cap',
          [cap.vipLevel, cap.dailyCap.toString()],
        );
      }
    }
    return false;
  });
  return { ...(await rebateSettings(db)), replayed };
}
