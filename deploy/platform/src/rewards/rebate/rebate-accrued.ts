/**
 * What a member's rebate stands at: the accrual rows no claim has taken yet, priced at the rates of
 * the member's level, and what would stop a claim now. The summary page and the claim read it the
 * same way, so the page shows what a claim would pay.
 */
import type { RebateSummary } from '@site/shared/contract/rewards/rebate';
import type { Db } from '../../db/database';
import { formatAmount } from '../../wallet/money';
import { checkEligibility, DEFAULT_VIP_LEVEL, hasOpenAbuseSignal, type Ineligible } from '../eligibility';
import { levelSettings, type LevelSettings } from './rebate-settings';

const BASIS_POINTS = 10_000n;

/** Accrual rows, or their sums per game type. */
export interface AccrualSum {
  /** null for money a capped claim carried. */
  game_type: string | null;
  qualifying: string;
  carried: string;
}

export interface AccrualRow extends AccrualSum {
  id: string;
}

export interface PricedLine {
  gameType: string;
  qualifying: bigint;
  rateBp: number;
  amount: bigint;
}

export interface Priced {
  lines: PricedLine[];
  carried: bigint;
  /** Lines plus carried, never below zero. */
  total: bigint;
}

/** Rounded down to the cent, towards minus infinity: a rollback nets at least what it gave. */
function floorDiv(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  return numerator % denominator !== 0n && numerator < 0n ? quotient - 1n : quotient;
}

/** Prices accrual rows: per game type, qualifying bet x rate rounded down; plus what was carried. */
export function priceAccruals(rows: readonly AccrualSum[], rates: ReadonlyMap<string, number>): Priced {
  const qualifying = new Map<string, bigint>();
  let carried = 0n;
  for (const row of rows) {
    carried += BigInt(row.carried);
    if (row.game_type !== null) qualifying.set(row.game_type, (qualifying.get(row.game_type) ?? 0n) + BigInt(row.qualifying));
  }
  const lines = [...qualifying]
    .filter(([, sum]) => sum !== 0n)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([gameType, sum]) => {
      const rateBp = rates.get(gameType) ?? 0;
      return { gameType, qualifying: sum, rateBp, amount: floorDiv(sum * BigInt(rateBp), BASIS_POINTS) };
    });
  const sum = lines.reduce((total, line) => total + line.amount, carried);
  return { lines, carried, total: sum > 0n ? sum : 0n };
}

/** The member's accrual rows no claim has taken, held for the caller's claim until it commits. */
export async function lockOpenAccruals(tx: Db, memberId: string): Promise<AccrualRow[]> {
  return tx.query<AccrualRow>(
    `SELECT id::text AS id, game_type, qualifying::text AS qualifying, carried::text AS carried
     FROM rebate_accruals WHERE member_id = $1::bigint AND claim_id IS NULL ORDER BY id FOR UPDATE`,
    [memberId],
  );
}

/** What the page shows: the same rows summed per game type in the database (a day of slots is many rows). */
async function openAccrualSums(db: Db, memberId: string): Promise<AccrualSum[]> {
  return db.query<AccrualSum>(
    `SELECT game_type, sum(qualifying)::text AS qualifying, sum(carried)::text AS carried
     FROM rebate_accruals WHERE member_id = $1::bigint AND claim_id IS NULL GROUP BY game_type`,
    [memberId],
  );
}

export interface RebateState {
  vipLevel: number;
  settings: LevelSettings;
  priced: Priced;
  paidToday: bigint;
  /** What a claim now would pay: the total within today's cap. */
  claimable: bigint;
  nextClaimAt: Date | null;
  reasons: Ineligible[];
}

export const REBATE_REFUSALS = {
  REBATE_COOLDOWN: 'The last claim was too recent; try again later',
  REBATE_BELOW_MINIMUM: 'The accrued rebate is below the minimum claim',
  REBATE_DAILY_CAP_REACHED: "Today's rebate limit has been reached",
  REBATE_IN_REVIEW: 'Your account is being reviewed; rebate can be claimed once an operator has cleared it',
} as const;

/** Where the member stands, read inside `tx` (a claim's, after it locked the member's rows). */
export async function rebateState(tx: Db, memberId: string, rows: readonly AccrualSum[]): Promise<RebateState> {
  const vipLevel = DEFAULT_VIP_LEVEL;
  const settings = await levelSettings(tx, vipLevel);
  const priced = priceAccruals(rows, settings.rates);
  const [claims] = await tx.query<{ paid_today: string; next_claim_at: Date | null }>(
    `SELECT coalesce(sum(paid) FILTER (WHERE site_day = site_day(now())), 0)::text AS paid_today,
            max(created_at) + make_interval(secs => $2) AS next_claim_at
     FROM rebate_claims WHERE member_id = $1::bigint`,
    [memberId, settings.cooldownSeconds],
  );
  const paidToday = BigInt(claims!.paid_today);
  const nextClaimAt = claims!.next_claim_at && new Date(claims!.next_claim_at) > new Date() ? new Date(claims!.next_claim_at) : null;
  const left = settings.dailyCap === null ? priced.total : settings.dailyCap - paidToday;
  const claimable = priced.total < left ? priced.total : left > 0n ? left : 0n;

  const eligibility = await checkEligibility(tx, memberId, {});
  const reasons: Ineligible[] = eligibility.eligible ? [] : [...eligibility.reasons];
  const refuse = (code: keyof typeof REBATE_REFUSALS) => reasons.push({ code, text: REBATE_REFUSALS[code] });
  // An open abuse signal holds instant credit for an operator: the rebate stays accrued until the
  // signals are cleared (npm run ops -- rewards clear-signals), then pays as usual.
  if (await hasOpenAbuseSignal(tx, memberId)) refuse('REBATE_IN_REVIEW');
  if (nextClaimAt) refuse('REBATE_COOLDOWN');
  if (priced.total < settings.minClaim) refuse('REBATE_BELOW_MINIMUM');
  else if (claimable === 0n) refuse('REBATE_DAILY_CAP_REACHED');
  return { vipLevel, settings, priced, paidToday, claimable, nextClaimAt, reasons };
}

/** The page's summary. */
export async function rebateSummary(db: Db, memberId: string): Promise<RebateSummary> {
  return db.transaction(async (tx) => {
    const state = await rebateState(tx, memberId, await openAccrualSums(tx, memberId));
    return {
      vipLevel: state.vipLevel,
      lines: state.priced.lines.map((line) => ({
        gameType: line.gameType,
        qualifyingBet: formatAmount(line.qualifying),
        rateBp: line.rateBp,
        amount: formatAmount(line.amount),
      })),
      carried: formatAmount(state.priced.carried),
      total: formatAmount(state.priced.total),
      minClaim: formatAmount(state.settings.minClaim),
      dailyCap: state.settings.dailyCap === null ? null : formatAmount(state.settings.dailyCap),
      paidToday: formatAmount(state.paidToday),
      claimable: formatAmount(state.claimable),
      cooldownSeconds: state.settings.cooldownSeconds,
      nextClaimAt: state.nextClaimAt?.toISOString() ?? null,
      reasons: state.reasons,
    };
  });
}
