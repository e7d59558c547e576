/**
 * Campaigns: what a reward is and who may claim it. A fixed campaign pays its amount; a raffle
 * draws from weighted prizes with a seed committed now (its hash answered and kept) and revealed
 * when the operator closes it. Stock and budget are taken in the claim's transaction (claim.ts).
 *
 * While the campaign is open its seed is stored sealed (crypto/sealed-secret.ts, bound to the
 * campaign's code), so nobody who reads the database can compute the draws ahead; closing writes
 * the seed in the clear, as it is then public. A seed stored as it is from before sealing is
 * sealed at the platform's start (sealOpenCampaignSeeds) and read as it is until then.
 */
import type { EligibilityRuleBody, OpsCampaign } from '@site/shared/contract/rewards/rewards';
import { isSealed, type SecretSealer } from '../crypto/sealed-secret';
import type { Db } from '../db/database';
import { amountOf, formatAmount } from '../wallet/money';
import type { EligibilityRule } from './eligibility';
import { newSeed } from './raffle-draw';
import { campaignNotFound } from './reward-refusals';

export interface CampaignRow {
  id: string;
  code: string;
  kind: 'FIXED' | 'RAFFLE';
  title: string;
  amount: string | null;
  multiplier: number;
  rule: EligibilityRuleBody;
  stock: number | null;
  budget: string | null;
  per_member_limit: number;
  claim_days: number;
  status: 'OPEN' | 'CLOSED';
  seed: string | null;
  seed_hash: string | null;
  seed_revealed: boolean;
}

const NAMES = ['id', 'code', 'kind', 'title', 'amount', 'multiplier', 'rule', 'stock', 'budget', 'per_member_limit', 'claim_days', 'status', 'seed', 'seed_hash', 'seed_revealed'] as const;
const CASTS: Partial<Record<(typeof NAMES)[number], string>> = { id: '::text', amount: '::text', multiplier: '::int', budget: '::text' };

/** The columns of a CampaignRow read from the table aliased `alias`, each named `<prefix><name>` (for a read that joins it). */
export const campaignColumns = (alias: string, prefix = '') => NAMES.map((name) => `${alias}.${name}${CASTS[name] ?? ''} AS ${prefix}${name}`).join(', ');

/** The CampaignRow in a joined read's `<prefix><name>` columns; undefined when the join found none. */
export function campaignOf(row: Record<string, unknown>, prefix: string): CampaignRow | undefined {
  if (row[`${prefix}id`] === null || row[`${prefix}id`] === undefined) return undefined;
  return Object.fromEntries(NAMES.map((name) => [name, row[`${prefix}${name}`]])) as unknown as CampaignRow;
}

const COLUMNS = campaignColumns('reward_campaigns');

export async function campaignByCode(tx: Db, code: string, lock = false): Promise<CampaignRow | undefined> {
  const rows = await tx.query<CampaignRow>(`SELECT ${COLUMNS} FROM reward_campaigns WHERE code = $1${lock ? ' FOR UPDATE' : ''}`, [code]);
  return rows[0];
}

export async function campaignById(tx: Db, id: string): Promise<CampaignRow> {
  const rows = await tx.query<CampaignRow>(`SELECT ${COLUMNS} FROM reward_campaigns WHERE id = $1::bigint`, [id]);
  if (!rows[0]) throw new Error('rewards: issue names a missing campaign');
  return rows[0];
}

/** The campaign's stored rule as the eligibility check takes it. */
export function eligibilityRuleOf(rule: EligibilityRuleBody): EligibilityRule {
  const time = (text: string | undefined) => (text === undefined ? undefined : new Date(text));
  return {
    requirePhone: rule.requirePhone,
    requirePayoutAccount: rule.requirePayoutAccount,
    requireKyc: rule.requireKyc,
    vipLevels: rule.vipLevels,
    memberLabels: rule.memberLabels,
    registeredFrom: time(rule.registeredFrom),
    registeredTo: time(rule.registeredTo),
    minDepositMinor: rule.minDeposit === undefined ? undefined : amountOf(rule.minDeposit, 'rule.minDeposit'),
    minQualifyingBetMinor: rule.minQualifyingBet === undefined ? undefined : amountOf(rule.minQualifyingBet, 'rule.minQualifyingBet'),
    since: time(rule.since),
  };
}

const seedContext = (code: string) => `raffle-seed:${code}`;

/** The plain seed of a raffle campaign (throws, failing closed, when it does not open). */
export function openCampaignSeed(sealer: SecretSealer, campaign: Pick<CampaignRow, 'code' | 'seed'>): string {
  if (campaign.seed === null) throw new Error('rewards: a raffle campaign without a seed');
  return sealer.read(campaign.seed, seedContext(campaign.code)).value;
}

/**
 * Seals every open campaign's seed that is stored as it is or under an earlier key (once at the
 * platform's start; each row only if unchanged meanwhile). A seed that does not open is counted.
 */
export async function sealOpenCampaignSeeds(db: Db, sealer: SecretSealer): Promise<{ sealed: number; unreadable: number }> {
  const rows = await db.query<{ code: string; seed: string }>(
    `SELECT code, seed FROM reward_campaigns WHERE seed IS NOT NULL AND NOT seed_revealed AND seed NOT LIKE $1`,
    [`s1.${sealer.currentKeyId}.%`],
  );
  let sealed = 0;
  let unreadable = 0;
  for (const row of rows) {
    try {
      const { resealed } = sealer.read(row.seed, seedContext(row.code));
      if (resealed !== null) await db.query('UPDATE reward_campaigns SET seed = $3 WHERE code = $1 AND seed = $2 AND NOT seed_revealed', [row.code, row.seed, resealed]);
      sealed += 1;
    } catch {
      unreadable += 1;
    }
  }
  return { sealed, unreadable };
}

/** What the operator sees of a campaign: the seed only once revealed. */
export function campaignAnswer(row: CampaignRow, created: boolean) {
  return {
    code: row.code,
    kind: row.kind,
    title: row.title,
    status: row.status,
    stock: row.stock,
    budget: row.budget === null ? null : formatAmount(BigInt(row.budget)),
    seedHash: row.seed_hash,
    seed: row.seed_revealed && row.seed !== null && !isSealed(row.seed) ? row.seed : null,
    created,
  };
}

/** Opens a campaign; the same code again answers the campaign as it stands and changes nothing. */
export async function createCampaign(db: Db, body: OpsCampaign & { multiplier: number; perMemberLimit: number; claimDays: number }, sealer?: SecretSealer) {
  // Only a raffle has a secret to seal; scripts that open fixed campaigns need no key.
  if (body.kind === 'RAFFLE' && !sealer) throw new Error('rewards: a raffle campaign needs the platform\'s sealer for its seed');
  // Amounts are checked before anything is written.
  const amount = body.amount === undefined ? null : amountOf(body.amount, 'amount');
  const budget = body.budget === undefined ? null : amountOf(body.budget, 'budget');
  const prizes = (body.prizes ?? []).map((prize, position) => ({ position, amount: amountOf(prize.amount, `prizes.${position}.amount`), weight: prize.weight }));
  const rule = body.rule ?? {};
  eligibilityRuleOf(rule);
  return db.transaction(async (tx) => {
    const seed = body.kind === 'RAFFLE' ? newSeed() : null;
    const inserted = await tx.query<{ id: string }>(
      `INSERT INTO reward_campaigns (code, kind, title, amount, multiplier, rule, stock, budget, per_member_limit, claim_days, seed, seed_hash)
       VALUES ($1, $2, $3, $4::bigint, $5, $6::jsonb, $7, $8::bigint, $9, $10, $11, $12)
       ON CONFLICT (code) DO NOTHING RETURNING id::text AS id`,
      [body.code, body.kind, body.title, amount?.toString() ?? null, body.multiplier, JSON.stringify(rule), body.stock ?? null, budget?.toString() ?? null,
        body.perMemberLimit, body.claimDays, seed ? sealer!.seal(seed.seed, seedContext(body.code)) : null, seed?.seedHash ?? null],
    );
    const id = inserted[0]?.id;
    for (const prize of id ? prizes : []) {
      await tx.query('INSERT INTO reward_campaign_prizes (campaign_id, position, amount, weight) VALUES ($1::bigint, $2, $3::bigint, $4)', [
        id, prize.position, prize.amount.toString(), prize.weight,
      ]);
    }
    const row = await campaignByCode(tx, body.code);
    return campaignAnswer(row!, id !== undefined);
  });
}

/** Closes a campaign (no more claims) and reveals a raffle's seed (written in the clear); closing again changes nothing. */
export async function closeCampaign(db: Db, sealer: SecretSealer, code: string) {
  return db.transaction(async (tx) => {
    const open = await campaignByCode(tx, code, true);
    // The seed is opened before anything is written: a seed that does not open leaves the campaign open.
    const revealed = open?.status === 'OPEN' && open.kind === 'RAFFLE' ? openCampaignSeed(sealer, open) : null;
    await tx.query(
      `UPDATE reward_campaigns SET status = 'CLOSED', closed_at = now(), seed_revealed = (kind = 'RAFFLE'), seed = coalesce($2, seed) WHERE code = $1 AND status = 'OPEN'`,
      [code, revealed],
    );
    const row = await campaignByCode(tx, code);
    if (!row) throw campaignNotFound('code');
    return campaignAnswer(row, false);
  });
}
