/**
 * The rate rule over random trees, offers and answers: after every step, along every edge and for
 * every kind, no contract in force (or offer waiting) pays more than its upline's own contract at
 * any team result, and every contract the platform ended was above its upline's bound (or its
 * upline had none left) when it was ended. The bound is judged here by brute force over every
 * threshold the two contracts name, independently of rate-invariant.ts.
 */
import { CONTRACT_KIND_PERIODS, type ContractKind, formatRate } from '@site/shared/contract/agents';
import type { ScriptDb } from '../../db/database';
import { PlatformError } from '../../http/errors';
import { openTestDatabase } from '../../testing/test-database';
import { formatAmount } from '../../wallet/money';
import { acceptAction, type ContractCaller, offerAction, type OfferBody, rejectAction, terminateAction } from './contract-actions';
import type { ContractTerms, TierTerms } from './contract-terms';
import { termsFromRow } from './contract-terms';
import { seededRandom } from '../../testing/seeded-random';

jest.setTimeout(180_000);

const KINDS: ContractKind[] = ['DAILY_SALARY', 'DIVIDEND', 'REALTIME_SALARY'];
const STEPS = 300;
const SEEDS = [20261123, 7];

interface Agent {
  id: string;
  account: string;
  type: number;
  uplineId: string | null;
}

interface LiveRow {
  id: string;
  kind: ContractKind;
  upline_id: string;
  downline_id: string;
  status: string;
  terminated_by: string | null;
  termination_reason: string | null;
  tiers: unknown;
  rt_profit: number | null;
  rt_loss: number | null;
  rt_single: string | null;
}

type Point = Omit<TierTerms, 'rate'>;
const FIELDS = ['periodValidBet', 'periodProfitLoss', 'activeMembers', 'dailyBetAmount', 'hourlyBetAmount'] as const;

function payAt(tiers: TierTerms[], point: Point): number {
  return Math.max(0, ...tiers.filter((tier) => FIELDS.every((field) => tier[field] <= point[field])).map((tier) => tier.rate));
}

/** Every combination of the thresholds either contract names: where their pay can differ. */
function points(a: TierTerms[], b: TierTerms[]): Point[] {
  const values = FIELDS.map((field) => [...new Set([...a, ...b].map((tier) => tier[field]).concat(0))]);
  let result: Point[] = [{ periodValidBet: 0, periodProfitLoss: 0, activeMembers: 0, dailyBetAmount: 0, hourlyBetAmount: 0 }];
  FIELDS.forEach((field, index) => {
    result = result.flatMap((point) => values[index]!.map((value) => ({ ...point, [field]: value })));
  });
  return result;
}

/** Whether `terms` pays more than `bound` anywhere (brute force). */
function above(terms: ContractTerms, bound: ContractTerms | null): boolean {
  if (!bound) return true;
  if (terms.realtime) {
    const up = bound.realtime!;
    const stakes = [terms.realtime.singleBetAmount, up.singleBetAmount];
    return stakes.some((stake) => {
      const own = stake >= terms.realtime!.singleBetAmount;
      const upper = stake >= up.singleBetAmount;
      return (own ? terms.realtime!.profitSalaryRate : 0) > (upper ? up.profitSalaryRate : 0) || (own ? terms.realtime!.lossSalaryRate : 0) > (upper ? up.lossSalaryRate : 0);
    });
  }
  return points(terms.tiers, bound.tiers).some((point) => payAt(terms.tiers, point) > payAt(bound.tiers, point));
}

describe.each(SEEDS)('random contracts, seed %i', (seed) => {
  let db: ScriptDb;
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const agents: Agent[] = [];
  let requests = 0;

  beforeAll(async () => {
    db = await openTestDatabase({ seeded: false });
    // Two top agents, and sub-agents each under a random earlier agent: lines up to several levels deep.
    for (let index = 0; index < 16; index += 1) {
      const type = index < 2 ? 1 : random() < 0.1 ? 1 : 2;
      const upline = index < 2 ? null : pick(agents);
      const account = `prop${seed}x${index}`;
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO members (account, type, password_hash, upline_id) VALUES ($1, $2, 'scrypt$not-a-real-hash', $3::bigint) RETURNING id::text AS id`,
        [account, type, upline?.id ?? null],
      );
      agents.push({ id: row!.id, account, type, uplineId: upline?.id ?? null });
    }
  }, 60_000);

  afterAll(async () => {
    await db?.close();
  });

  const maxima = async () => {
    const rows = await db.query<{ kind: ContractKind; max_rate: number; max_profit_salary_rate: number; max_loss_salary_rate: number }>(
      'SELECT kind, max_rate, max_profit_salary_rate, max_loss_salary_rate FROM agent_contract_kinds',
    );
    return new Map(rows.map((row) => [row.kind, row]));
  };

  const readAll = () =>
    db.query<LiveRow>(
      `SELECT id::text AS id, kind, upline_id::text AS upline_id, downline_id::text AS downline_id, status, terminated_by, termination_reason, tiers,
              realtime_profit_salary_rate AS rt_profit, realtime_loss_salary_rate AS rt_loss, realtime_single_bet_amount::text AS rt_single
       FROM agent_contracts ORDER BY id`,
    );

  /** An agent's bound of a kind in this state: its accepted contract, the platform maximum for a top agent, else none. */
  function boundIn(rows: LiveRow[], limits: Awaited<ReturnType<typeof maxima>>, kind: ContractKind, agentId: string): ContractTerms | null {
    const own = rows.find((row) => row.kind === kind && row.downline_id === agentId && row.status === 'ACCEPTED');
    if (own) return termsFromRow(own);
    if (agents.find((agent) => agent.id === agentId)!.type !== 1) return null;
    const limit = limits.get(kind)!;
    if (kind === 'REALTIME_SALARY') {
      return { tiers: [], realtime: { profitSalaryRate: limit.max_profit_salary_rate, lossSalaryRate: limit.max_loss_salary_rate, singleBetAmount: 0 } };
    }
    return { tiers: [{ periodValidBet: 0, periodProfitLoss: 0, activeMembers: 0, dailyBetAmount: 0, hourlyBetAmount: 0, rate: limit.max_rate }], realtime: null };
  }

  /** Random terms near the platform's scale: sometimes within the upline's bound, sometimes above it. */
  function randomOffer(kind: ContractKind, downline: Agent): OfferBody {
    requests += 1;
    const base = { action: 'offer' as const, downlineAccount: downline.account, requestId: `prop-${seed}-${requests}` };
    const rate = () => Math.floor(random() * 60);
    if (kind === 'REALTIME_SALARY') {
      return {
        ...base,
        tiers: [],
        realtime: { profitSalaryRate: formatRate(rate() % 34), lossSalaryRate: formatRate(rate() % 34), singleBetAmount: formatAmount(BigInt(pick([0, 1000, 5000]))) },
      };
    }
    const thresholds = kind === 'DAILY_SALARY' ? (['dailyBetAmount', 'activeMembers'] as const) : (['periodValidBet', 'periodProfitLoss', 'activeMembers'] as const);
    const tiers: TierTerms[] = [];
    let current: TierTerms = { periodValidBet: 0, periodProfitLoss: 0, activeMembers: 0, dailyBetAmount: 0, hourlyBetAmount: 0, rate: kind === 'DIVIDEND' ? rate() * 70 : rate() };
    const count = 1 + Math.floor(random() * 3);
    for (let index = 0; index < count; index += 1) {
      if (index > 0) {
        const raised = pick(thresholds);
        current = { ...current, rate: current.rate + Math.floor(random() * (kind === 'DIVIDEND' ? 600 : 12)) };
        for (const field of thresholds) {
          const step = field === raised ? 1 + Math.floor(random() * 3) : Math.floor(random() * 2);
          current = { ...current, [field]: current[field] + step * (field === 'activeMembers' ? 1 : 50_000) };
        }
      }
      tiers.push({ ...current, rate: Math.min(current.rate, 10_000) });
    }
    return {
      ...base,
      period: pick(CONTRACT_KIND_PERIODS[kind]),
      tiers: tiers.map((tier) => ({
        periodValidBet: formatAmount(BigInt(tier.periodValidBet)),
        periodProfitLoss: formatAmount(BigInt(tier.periodProfitLoss)),
        activeMembers: tier.activeMembers,
        dailyBetAmount: formatAmount(BigInt(tier.dailyBetAmount)),
        hourlyBetAmount: formatAmount(BigInt(tier.hourlyBetAmount)),
        rate: formatRate(tier.rate),
      })),
    };
  }

  const callerOf = (agent: Agent): ContractCaller => ({ memberId: agent.id, type: agent.type });
  const agentById = (id: string) => agents.find((agent) => agent.id === id)!;

  it(`keeps the rule through ${STEPS} random steps`, async () => {
    const limits = await maxima();
    const tally = { offered: 0, refused: 0, accepted: 0, rejected: 0, terminated: 0, cascaded: 0 };
    for (let step = 0; step < STEPS; step += 1) {
      const before = await readAll();
      const kind = pick(KINDS);
      const pending = before.filter((row) => row.kind === kind && row.status === 'PENDING');
      const live = before.filter((row) => row.kind === kind && (row.status === 'PENDING' || row.status === 'ACCEPTED'));
      const roll = random();
      const where = `seed ${seed} step ${step}`;

      if (roll < 0.45 || pending.length === 0) {
        const downline = pick(agents.filter((agent) => agent.uplineId !== null));
        const upline = agentById(downline.uplineId!);
        const body = randomOffer(kind, downline);
        const bound = boundIn(before, limits, kind, upline.id);
        const expectedRefusal = bound === null ? 'CONTRACT_NOTHING_TO_OFFER' : above(termsFromRowOf(body), bound) ? 'CONTRACT_RATE_ABOVE_UPLINE' : null;
        const outcome = await offerAction(db, callerOf(upline), kind, body).then(
          () => null,
          (error: unknown) => (error instanceof PlatformError ? error.errorCode : String(error)),
        );
        expect({ where, outcome }).toEqual({ where, outcome: expectedRefusal });
        if (outcome) tally.refused += 1;
        else tally.offered += 1;
      } else if (roll < 0.8) {
        const offer = pick(pending);
        await acceptAction(db, callerOf(agentById(offer.downline_id)), kind, offer.id);
        tally.accepted += 1;
      } else if (roll < 0.9) {
        const offer = pick(pending);
        await rejectAction(db, callerOf(agentById(offer.downline_id)), kind, offer.id);
        tally.rejected += 1;
      } else if (live.length > 0) {
        const contract = pick(live);
        await terminateAction(db, callerOf(agentById(contract.upline_id)), kind, contract.id);
        tally.terminated += 1;
      }

      const after = await readAll();
      for (const row of after) {
        if (row.status !== 'ACCEPTED' && row.status !== 'PENDING') continue;
        const bound = boundIn(after, limits, row.kind, row.upline_id);
        expect({ where, contract: row.id, above: above(termsFromRow(row), bound) }).toEqual({ where, contract: row.id, above: false });
      }
      const previous = new Map(before.map((row) => [row.id, row]));
      for (const row of after) {
        const was = previous.get(row.id);
        if (!was || was.status === 'TERMINATED' || row.status !== 'TERMINATED' || row.terminated_by !== 'SYSTEM') continue;
        if (row.termination_reason === 'REPLACED') {
          // Replaced: the downline accepted a newer contract of the kind in this step.
          expect(after.some((other) => other.kind === row.kind && other.downline_id === row.downline_id && other.status === 'ACCEPTED')).toBe(true);
          continue;
        }
        tally.cascaded += 1;
        expect({ where, contract: row.id, above: above(termsFromRow(row), boundIn(after, limits, row.kind, row.upline_id)) }).toEqual({ where, contract: row.id, above: true });
      }
    }
    // The run exercised every path, including the cascade.
    expect(tally.offered).toBeGreaterThan(20);
    expect(tally.refused).toBeGreaterThan(20);
    expect(tally.accepted).toBeGreaterThan(20);
    expect(tally.cascaded).toBeGreaterThan(0);
  });
});

/** An offer body's terms in the stored units, read back through the same path as a stored contract. */
function termsFromRowOf(body: OfferBody): ContractTerms {
  const amount = (text: string) => Math.round(Number(text) * 100);
  const rate = (text: string) => Math.round(Number(text) * 100);
  return termsFromRow({
    tiers: body.tiers.map((tier) => ({
      periodValidBet: amount(tier.periodValidBet),
      periodProfitLoss: amount(tier.periodProfitLoss),
      activeMembers: tier.activeMembers,
      dailyBetAmount: amount(tier.dailyBetAmount),
      hourlyBetAmount: amount(tier.hourlyBetAmount),
      rate: rate(tier.rate),
    })),
    rt_profit: body.realtime ? rate(body.realtime.profitSalaryRate) : null,
    rt_loss: body.realtime ? rate(body.realtime.lossSalaryRate) : null,
    rt_single: body.realtime ? String(amount(body.realtime.singleBetAmount)) : null,
  });
}
