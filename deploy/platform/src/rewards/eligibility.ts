/**
 * Who may claim a reward: one check that every claim calls (reward centre, raffles, rebate, and the
 * rewards still to come), so a rule is never enforced in one place and forgotten in another. It
 * answers every reason a member is not eligible at once, so the page can list them all.
 *
 * Abuse signals live beside it: facts that do not refuse a claim but send its money to an operator
 * instead of paying at once (see abuse-signals.ts for the ones recorded from shared identities).
 */
import { createHash } from 'node:crypto';
import type { Db } from '../db/database';
import { TRIAL_TYPE } from '../accounts/members';
import { formatAmount, toMinor } from '../wallet/money';

export interface EligibilityRule {
  requirePhone?: boolean;
  requirePayoutAccount?: boolean;
  requireKyc?: boolean;
  vipLevels?: number[];
  memberLabels?: string[];
  registeredFrom?: Date;
  registeredTo?: Date;
  minDepositMinor?: bigint;
  minQualifyingBetMinor?: bigint;
  /** Where the deposit and qualifying-bet conditions start counting (default: ever). */
  since?: Date;
}

/** One reason, by code (the page translates it) and in English words. */
export type Ineligible = { code: string; text: string };

export type Eligibility = { eligible: true } | { eligible: false; reasons: Ineligible[] };

/**
 * The VIP level every member has until the VIP programme exists: rules naming level 0 admit
 * everyone, rules naming only higher levels admit no one yet.
 */
export const DEFAULT_VIP_LEVEL = 0;

/** The journal kinds that are money the member paid in: gateway and bank deposits, matched receipts. */
const DEPOSIT_KINDS = ['DEPOSIT', 'MATCHED_RECEIPT'];

interface MemberFacts {
  type: number;
  status: string;
  exclusion: string | null;
  has_phone: boolean;
  has_real_name: boolean;
  created_at: Date;
  has_payout_account?: boolean;
  labels?: string[];
  deposited?: string;
  qualifying_bet?: string;
}

/**
 * Everything the rules read, in one statement. The parts only some rules need (payout accounts,
 * labels, money sums) are in it only when the rule asks: every claim runs this, and the plain
 * claim should cost one primary-key read.
 */
async function memberFacts(tx: Db, memberId: string, rule: EligibilityRule): Promise<MemberFacts | null> {
  const params: unknown[] = [memberId];
  const since = () => {
    params.push((rule.since ?? new Date(0)).toISOString());
    return `$${params.length}::timestamptz`;
  };
  // The exclusion in force is the protection rule itself (sql/member_exclusion_in_force.sql), read in the same statement.
  const parts = ['m.type', 'm.status', 'm.mobile_num IS NOT NULL AS has_phone', 'm.payee_name IS NOT NULL AS has_real_name', 'm.created_at', 'member_exclusion_in_force(m.id) AS exclusion'];
  if (rule.requirePayoutAccount) parts.push('EXISTS (SELECT 1 FROM payout_accounts p WHERE p.member_id = m.id AND p.deleted_at IS NULL) AS has_payout_account');
  if (rule.memberLabels) {
    parts.push(`ARRAY(SELECT l->>'labelName' FROM jsonb_array_elements(CASE jsonb_typeof(m.labels) WHEN 'array' THEN m.labels ELSE '[]' END) l) AS labels`);
  }
  if (rule.minDepositMinor !== undefined) {
    params.push(DEPOSIT_KINDS);
    const kinds = `$${params.length}::text[]`;
    parts.push(`(SELECT coalesce(sum(j.amount), 0)::text FROM journal_lines j
                WHERE j.member_id = m.id AND j.kind = ANY (${kinds}) AND j.amount > 0 AND j.created_at >= ${since()}) AS deposited`);
  }
  if (rule.minQualifyingBetMinor !== undefined) {
    parts.push(`(SELECT coalesce(sum(r.qualifying_bet), 0)::text FROM game_rounds r
                WHERE r.member_id = m.id AND r.ledger = 'REAL' AND r.status = 'SETTLED' AND r.started_at >= ${since()}) AS qualifying_bet`);
  }
  const rows = await tx.query<MemberFacts>(`SELECT ${parts.join(', ')} FROM members m WHERE m.id = $1::bigint`, params);
  return rows[0] ?? null;
}

/**
 * Whether `memberId` may claim under `rule`. Always: a real account (never a trial account) that is
 * not frozen. Runs inside the claim's transaction, so what it read is what the claim commits on.
 */
export async function checkEligibility(tx: Db, memberId: string, rule: EligibilityRule): Promise<Eligibility> {
  const facts = await memberFacts(tx, memberId, rule);
  if (!facts) return { eligible: false, reasons: [{ code: 'NO_ACCOUNT', text: 'There is no such account' }] };
  const reasons: Ineligible[] = [];
  const add = (code: string, text: string) => reasons.push({ code, text });

  if (Number(facts.type) === TRIAL_TYPE) add('TRIAL_ACCOUNT', 'Free-play accounts cannot claim rewards; register an account first');
  if (facts.status !== 'ACTIVE') add('ACCOUNT_BLOCKED', 'This account is frozen; please contact customer service');
  // A member who stepped away from play (time-out, self-exclusion, the exclusion register) claims nothing.
  if (facts.exclusion !== null) add('PLAYER_EXCLUDED', 'You have taken a break from play: rewards are closed until it ends');
  if (rule.requirePhone && !facts.has_phone) add('PHONE_REQUIRED', 'Bind a mobile number first');
  if (rule.requirePayoutAccount && facts.has_payout_account !== true) add('PAYOUT_ACCOUNT_REQUIRED', 'Add a payout account first');
  if (rule.requireKyc && !facts.has_real_name) add('KYC_REQUIRED', 'Set your real name first');
  if (rule.vipLevels && !rule.vipLevels.includes(DEFAULT_VIP_LEVEL)) add('VIP_LEVEL', `Only for VIP levels ${rule.vipLevels.join(', ')}`);
  if (rule.memberLabels && !rule.memberLabels.some((label) => (facts.labels ?? []).includes(label))) add('MEMBER_LABEL', 'This offer is for selected members only');
  const registered = new Date(facts.created_at);
  if (rule.registeredFrom && registered < rule.registeredFrom) add('REGISTERED_TOO_EARLY', 'Only for accounts registered later');
  if (rule.registeredTo && registered > rule.registeredTo) add('REGISTERED_TOO_LATE', 'Only for accounts registered earlier');
  if (rule.minDepositMinor !== undefined && toMinor(facts.deposited ?? '0') < rule.minDepositMinor) {
    add('MIN_DEPOSIT', `Deposit at least ${formatAmount(rule.minDepositMinor)} first`);
  }
  if (rule.minQualifyingBetMinor !== undefined && toMinor(facts.qualifying_bet ?? '0') < rule.minQualifyingBetMinor) {
    add('MIN_QUALIFYING_BET', `Bet at least ${formatAmount(rule.minQualifyingBetMinor)} first`);
  }
  return reasons.length === 0 ? { eligible: true } : { eligible: false, reasons };
}

/** Whether the member has an abuse signal no operator has cleared: their claims then wait for review. */
export async function hasOpenAbuseSignal(tx: Db, memberId: string): Promise<boolean> {
  const rows = await tx.query<{ open: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM member_abuse_signals WHERE member_id = $1::bigint AND status = 'OPEN') AS open`,
    [memberId],
  );
  return rows[0]?.open === true;
}

/** Same keys in any order make the same text, so one fact recorded twice has one fingerprint. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return typeof value === 'bigint' ? JSON.stringify(value.toString()) : JSON.stringify(value ?? null);
}

/**
 * Records an abuse signal (kind: upper-case, e.g. SHARED_PAYOUT_ACCOUNT, MAX_BET_BREACH) in the
 * caller's transaction. The same kind and detail again records nothing new, so callers may record
 * on every occurrence. A signal an operator cleared stays cleared for that same fact.
 */
export async function recordAbuseSignal(tx: Db, memberId: string, kind: string, detail: Record<string, unknown>): Promise<void> {
  const text = canonical(detail);
  await tx.query(
    `INSERT INTO member_abuse_signals (member_id, kind, detail, fingerprint) VALUES ($1::bigint, $2, $3::jsonb, $4)
     ON CONFLICT (member_id, kind, fingerprint) DO NOTHING`,
    [memberId, kind, text, createHash('sha256').update(text).digest('hex')],
  );
}
