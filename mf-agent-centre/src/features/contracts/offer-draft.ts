import {
  CONTRACT_KIND_PERIODS,
  CONTRACT_KIND_THRESHOLDS,
  contractCallSchema,
  formatRate,
  rateToHundredths,
  type ContractCeiling,
  type ContractKind,
  type ContractOfferRequest,
  type ContractTier,
  type ContractTierThreshold,
} from '@site/shared/contract/agents';

/**
 * The offer form's values as the agent types them (text everywhere, so a half-typed number stays
 * as typed), and their check: first the contract's own schema (the one the platform validates
 * with), then the rule the platform enforces against the agent's own terms, so the agent sees
 * every refusal it can before sending.
 */
export interface TierDraft {
  periodValidBet: string;
  periodProfitLoss: string;
  activeMembers: string;
  dailyBetAmount: string;
  hourlyBetAmount: string;
  rate: string;
}

export interface RealtimeDraft {
  profitSalaryRate: string;
  lossSalaryRate: string;
  singleBetAmount: string;
}

export interface OfferDraft {
  downlineAccount: string;
  period: string;
  tiers: TierDraft[];
  realtime: RealtimeDraft;
}

/**
 * What went wrong, as the form shows it: a field's path ('downlineAccount', 'tiers.1.rate',
 * 'realtime.lossSalaryRate', or 'tiers.1' for a whole tier) and the reason.
 */
export type OfferProblem =
  | { kind: 'required' }
  | { kind: 'rateFormat' }
  | { kind: 'amountFormat' }
  | { kind: 'countFormat' }
  | { kind: 'ratesRise' }
  | { kind: 'tierOrder' }
  | { kind: 'aboveMine'; rate: string }
  | { kind: 'belowMyMinimum'; amount: string }
  | { kind: 'schema'; message: string };

export type OfferProblems = Record<string, OfferProblem>;

export const EMPTY_TIER: TierDraft = { periodValidBet: '', periodProfitLoss: '', activeMembers: '', dailyBetAmount: '', hourlyBetAmount: '', rate: '' };

export function emptyDraft(kind: ContractKind): OfferDraft {
  const periods = CONTRACT_KIND_PERIODS[kind];
  return {
    downlineAccount: '',
    // A kind with one period (daily salary) has nothing to choose.
    period: periods.length === 1 ? periods[0]! : '',
    tiers: kind === 'REALTIME_SALARY' ? [] : [{ ...EMPTY_TIER }],
    realtime: { profitSalaryRate: '', lossSalaryRate: '', singleBetAmount: '' },
  };
}

/** The thresholds a tier of this kind sets (the others are sent as zero). */
export function thresholdsOf(kind: ContractKind): readonly ContractTierThreshold[] {
  return CONTRACT_KIND_THRESHOLDS[kind];
}

const blankToZero = (text: string, zero: string) => (text.trim() === '' ? zero : text.trim());

/** Whole digits only: anything else is kept as NaN so the schema refuses it. */
function toCount(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return /^[0-9]+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The call's body. A threshold left empty means "no threshold" (zero); a rate left empty stays empty and is refused. */
export function toOfferRequest(kind: ContractKind, draft: OfferDraft, requestId: string): ContractOfferRequest {
  const used = thresholdsOf(kind);
  const amount = (field: Exclude<ContractTierThreshold, 'activeMembers'>, tier: TierDraft) => (used.includes(field) ? blankToZero(tier[field], '0.00') : '0.00');
  const request: ContractOfferRequest = {
    action: 'offer',
    downlineAccount: draft.downlineAccount,
    tiers: kind === 'REALTIME_SALARY'
      ? []
      : draft.tiers.map((tier) => ({
          periodValidBet: amount('periodValidBet', tier),
          periodProfitLoss: amount('periodProfitLoss', tier),
          activeMembers: used.includes('activeMembers') ? toCount(tier.activeMembers) : 0,
          dailyBetAmount: amount('dailyBetAmount', tier),
          hourlyBetAmount: amount('hourlyBetAmount', tier),
          rate: tier.rate.trim(),
        })),
    requestId,
  };
  if (CONTRACT_KIND_PERIODS[kind].length > 0) request.period = (draft.period || undefined) as ContractOfferRequest['period'];
  if (kind === 'REALTIME_SALARY') {
    request.realtime = {
      profitSalaryRate: draft.realtime.profitSalaryRate.trim(),
      lossSalaryRate: draft.realtime.lossSalaryRate.trim(),
      singleBetAmount: blankToZero(draft.realtime.singleBetAmount, '0.00'),
    };
  }
  return request;
}

const RATE_FIELDS = new Set(['rate', 'profitSalaryRate', 'lossSalaryRate']);

/** The form's wording of one schema issue, by the field it is about. */
function problemOf(path: readonly PropertyKey[], message: string, value: unknown): OfferProblem {
  const last = path[path.length - 1];
  if (typeof value === 'string' && value.trim() === '') return { kind: 'required' };
  if (last === 'downlineAccount' || last === 'period') return { kind: 'required' };
  if (last === 'activeMembers') return { kind: 'countFormat' };
  if (typeof last === 'string' && RATE_FIELDS.has(last)) return message.includes('tier before') ? { kind: 'ratesRise' } : { kind: 'rateFormat' };
  if (typeof last === 'string') return { kind: 'amountFormat' };
  // A whole tier (its thresholds do not rise over the tier before).
  if (path[0] === 'tiers' && typeof last === 'number') return { kind: 'tierOrder' };
  return { kind: 'schema', message };
}

function valueAt(request: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined), request);
}

/**
 * The rate the agent's own terms pay at a tier's thresholds: the highest of its own tiers whose
 * every threshold the offered tier also reaches, or nothing (0) when none does. An offered tier
 * above it would, at exactly its thresholds, pay the downline more than the agent itself earns.
 */
export function ceilingRateAt(ceiling: ContractCeiling, tier: ContractTier): number {
  const reached = ceiling.tiers.filter(
    (own) =>
      rateCompare(tier.periodValidBet, own.periodValidBet) >= 0 &&
      rateCompare(tier.periodProfitLoss, own.periodProfitLoss) >= 0 &&
      tier.activeMembers >= own.activeMembers &&
      rateCompare(tier.dailyBetAmount, own.dailyBetAmount) >= 0 &&
      rateCompare(tier.hourlyBetAmount, own.hourlyBetAmount) >= 0,
  );
  return reached.reduce((highest, own) => Math.max(highest, rateToHundredths(own.rate)), 0);
}

/** Compares two decimal texts with at most two decimals, exactly. */
function rateCompare(a: string, b: string): number {
  return Math.sign(rateToHundredths(a) - rateToHundredths(b));
}

/**
 * Every problem of the draft, by field path; an empty object means it may be sent. `ceiling` is
 * the agent's own terms (null when it has nothing to pass on: the form is not offered then).
 */
export function checkOffer(kind: ContractKind, draft: OfferDraft, ceiling: ContractCeiling | null): OfferProblems {
  const request = toOfferRequest(kind, draft, 'check-only-0000');
  const problems: OfferProblems = {};
  const result = contractCallSchema(kind).safeParse(request);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = issue.path.join('.');
      problems[key] ??= problemOf(issue.path, issue.message, valueAt(request, issue.path));
    }
  }
  if (ceiling === null) return problems;
  // The platform refuses an offer above the agent's own terms; say so on the field before sending.
  if (kind === 'REALTIME_SALARY' && ceiling.realtime && request.realtime) {
    // A lower minimum bet would pay the downline on bets that pay the agent nothing.
    const { singleBetAmount } = ceiling.realtime;
    const paysSomething = rateToHundredths(request.realtime.profitSalaryRate) > 0 || rateToHundredths(request.realtime.lossSalaryRate) > 0;
    if (problems['realtime.singleBetAmount'] === undefined && paysSomething && rateCompare(request.realtime.singleBetAmount, singleBetAmount) < 0) {
      problems['realtime.singleBetAmount'] = { kind: 'belowMyMinimum', amount: singleBetAmount };
    }
    for (const field of ['profitSalaryRate', 'lossSalaryRate'] as const) {
      const key = `realtime.${field}`;
      const own = rateToHundredths(ceiling.realtime[field]);
      if (problems[key] === undefined && rateToHundredths(request.realtime[field]) > own) problems[key] = { kind: 'aboveMine', rate: ceiling.realtime[field] };
    }
  }
  request.tiers?.forEach((tier, index) => {
    const key = `tiers.${index}.rate`;
    if (problems[key] !== undefined || problems[`tiers.${index}`] !== undefined || Object.keys(problems).some((other) => other.startsWith(`tiers.${index}.`))) return;
    const own = ceilingRateAt(ceiling, tier);
    if (rateToHundredths(tier.rate) > own) problems[key] = { kind: 'aboveMine', rate: formatRate(own) };
  });
  return problems;
}
