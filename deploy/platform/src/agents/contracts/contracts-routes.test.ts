/**
 * The contract calls over HTTP: each action, the rate rule and its cascade, the refusals, and who
 * may do what.
 */
import type { Contract, ContractKind, ContractMineValue } from '@site/shared/contract/agents';
import { createPlatformFixture, type PlatformFixture } from '../../testing/platform-fixture';
import { asMember, envelope, insertAgent, insertTestMember, type TestMember } from '../team/team-test-kit';
import { contractCall, contractCount, dailyOffer, nextRequestId, statusOf, tier } from './contract-test-kit';
import { SALARY_OVER_HOUSE_EDGE, SALARY_RATE_BUDGET } from './house-edge';

let fx: PlatformFixture;

beforeAll(async () => {
  fx = await createPlatformFixture();
}, 60_000);

afterAll(async () => {
  await fx?.close();
});

/** A top agent with a sub-agent under it, and another sub-agent under that one. */
async function line(): Promise<{ top: TestMember; sub: TestMember; subSub: TestMember }> {
  const top = await insertAgent(fx);
  const sub = await insertAgent(fx, { upline: top, type: 2 });
  const subSub = await insertAgent(fx, { upline: sub, type: 2 });
  return { top, sub, subSub };
}

async function offered(upline: TestMember, body: Record<string, unknown>, kind: ContractKind = 'DAILY_SALARY'): Promise<Contract> {
  const response = await contractCall(fx, upline, kind, body);
  expect(envelope(response)).toMatchObject({ success: true });
  return envelope<{ contract: Contract }>(response).value.contract;
}

async function accepted(upline: TestMember, downline: TestMember, rate: string): Promise<Contract> {
  const offer = await offered(upline, dailyOffer(downline, rate));
  const response = await contractCall(fx, downline, 'DAILY_SALARY', { action: 'accept', contractId: offer.contractId });
  expect(envelope(response)).toMatchObject({ success: true, value: { contract: { status: 'ACCEPTED' } } });
  return envelope<{ contract: Contract }>(response).value.contract;
}

function expectRefused(response: Awaited<ReturnType<typeof contractCall>>, status: number, errorCode: string, field?: string): void {
  expect(response.statusCode).toBe(status);
  expect(envelope(response)).toMatchObject({ success: false, errorCode, ...(field ? { field } : {}) });
}

describe('offer, mine, accept, reject, terminate', () => {
  it('offers a contract the downline sees and accepts, and both see it in force', async () => {
    const { top, sub } = await line();
    const offer = await offered(top, dailyOffer(sub, '0.4'));
    expect(offer).toMatchObject({
      kind: 'DAILY_SALARY',
      uplineAccount: top.account,
      downlineAccount: sub.account,
      period: 'DAILY',
      tiers: [{ rate: '0.40', dailyBetAmount: '0.00', activeMembers: 0 }],
      realtime: null,
      status: 'PENDING',
      decidedAt: null,
    });
    const downlineView = envelope<ContractMineValue>(await contractCall(fx, sub, 'DAILY_SALARY', { action: 'mine' })).value;
    expect(downlineView).toMatchObject({ mine: { contractId: offer.contractId, status: 'PENDING' }, pendingOffer: { contractId: offer.contractId } });
    // Nothing to pass on until the offer is accepted.
    expect(downlineView).toMatchObject({ canOffer: false, myRate: null, offered: [] });

    const answer = await contractCall(fx, sub, 'DAILY_SALARY', { action: 'accept', contractId: offer.contractId });
    expect(envelope(answer)).toMatchObject({ success: true, value: { contract: { status: 'ACCEPTED', decidedBy: sub.account } } });
    const after = envelope<ContractMineValue>(await contractCall(fx, sub, 'DAILY_SALARY', { action: 'mine' })).value;
    expect(after).toMatchObject({ mine: { status: 'ACCEPTED' }, pendingOffer: null, canOffer: true, myRate: { source: 'CONTRACT', tiers: [{ rate: '0.40' }] } });
    const uplineView = envelope<ContractMineValue>(await contractCall(fx, top, 'DAILY_SALARY', { action: 'mine' })).value;
    expect(uplineView).toMatchObject({ mine: null, canOffer: true, myRate: { source: 'PLATFORM', tiers: [{ rate: '0.50' }] } });
    expect(uplineView.offered.map((contract) => contract.contractId)).toEqual([offer.contractId]);
  });

  it('lets the downline reject an offer, which the upline then sees', async () => {
    const { top, sub } = await line();
    const offer = await offered(top, dailyOffer(sub, '0.30'));
    const answer = await contractCall(fx, sub, 'DAILY_SALARY', { action: 'reject', contractId: offer.contractId });
    expect(envelope(answer)).toMatchObject({ success: true, value: { contract: { status: 'REJECTED', decidedBy: sub.account } } });
    const uplineView = envelope<ContractMineValue>(await contractCall(fx, top, 'DAILY_SALARY', { action: 'mine' })).value;
    expect(uplineView.offered).toMatchObject([{ contractId: offer.contractId, status: 'REJECTED' }]);
    expectRefused(await contractCall(fx, sub, 'DAILY_SALARY', { action: 'accept', contractId: offer.contractId }), 409, 'CONTRACT_NOT_PENDING', 'contractId');
  });

  it('replaces an offer still waiting with a newer one', async () => {
    const { top, sub } = await line();
    const first = await offered(top, dailyOffer(sub, '0.30'));
    const second = await offered(top, dailyOffer(sub, '0.35'));
    expect(await statusOf(fx, first.contractId)).toEqual({ status: 'TERMINATED', terminated_by: 'UPLINE', termination_reason: 'REPLACED_BY_NEW_OFFER' });
    const view = envelope<ContractMineValue>(await contractCall(fx, sub, 'DAILY_SALARY', { action: 'mine' })).value;
    expect(view.pendingOffer?.contractId).toBe(second.contractId);
  });

  it('offers once per requestId, and refuses the same requestId with other terms', async () => {
    const { top, sub } = await line();
    const body = dailyOffer(sub, '0.30');
    const first = await offered(top, body);
    const again = await offered(top, { ...body, tiers: [tier({ rate: '0.3' })] });
    expect(again.contractId).toBe(first.contractId);
    const count = await contractCount(fx);
    expectRefused(await contractCall(fx, top, 'DAILY_SALARY', { ...body, tiers: [tier({ rate: '0.33' })] }), 409, 'IDEMPOTENCY_CONFLICT', 'requestId');
    expect(await contractCount(fx)).toBe(count);
  });

  it('lets the upline end an offer or a contract, and ends what the contract bounded below', async () => {
    const { top, sub, subSub } = await line();
    const upper = await accepted(top, sub, '0.40');
    const lower = await accepted(sub, subSub, '0.30');
    const answer = await contractCall(fx, top, 'DAILY_SALARY', { action: 'terminate', contractId: upper.contractId });
    expect(envelope(answer)).toMatchObject({ success: true, value: { contract: { status: 'TERMINATED', terminatedBy: 'UPLINE', terminationReason: 'UPLINE_ENDED' } } });
    expect(await statusOf(fx, lower.contractId)).toEqual({ status: 'TERMINATED', terminated_by: 'SYSTEM', termination_reason: 'UPLINE_CONTRACT_ENDED' });
    expectRefused(await contractCall(fx, top, 'DAILY_SALARY', { action: 'terminate', contractId: upper.contractId }), 409, 'CONTRACT_NOT_ACTIVE', 'contractId');
  });
});

describe('the rate rule', () => {
  it('refuses an offer above the offering agent’s own rate, naming the field, and writes nothing', async () => {
    const { top, sub, subSub } = await line();
    await accepted(top, sub, '0.30');
    const count = await contractCount(fx);
    expectRefused(await contractCall(fx, sub, 'DAILY_SALARY', dailyOffer(subSub, '0.31')), 409, 'CONTRACT_RATE_ABOVE_UPLINE', 'tiers.0.rate');
    expect(await contractCount(fx)).toBe(count);
    await offered(sub, dailyOffer(subSub, '0.30'));
  });

  it('bounds a top agent by the platform maximum of the kind', async () => {
    const { top, sub } = await line();
    expectRefused(await contractCall(fx, top, 'DAILY_SALARY', dailyOffer(sub, '0.51')), 409, 'CONTRACT_RATE_ABOVE_UPLINE', 'tiers.0.rate');
    await offered(top, dailyOffer(sub, '0.50'));
  });

  it('keeps the salary ceilings within the smallest house edge, and refuses salary rates that would add up above it', async () => {
    const [ceilings] = await fx.db.query<{ sum: number }>(
      `SELECT sum(CASE kind WHEN 'REALTIME_SALARY' THEN greatest(max_profit_salary_rate, max_loss_salary_rate) ELSE max_rate END)::int AS sum
       FROM agent_contract_kinds WHERE kind IN ('DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY')`,
    );
    expect(ceilings!.sum).toBeLessThanOrEqual(SALARY_RATE_BUDGET);
    expect(SALARY_RATE_BUDGET).toBe(106);

    // An operator raises the daily ceiling by hand: each kind is still within the top's ceiling,
    // their sum for one downline is not, and that offer is refused and writes nothing.
    const { top, sub } = await line();
    await offered(top, { ...dailyOffer(sub, '0.28'), period: undefined }, 'HOURLY_SALARY');
    await offered(top, { action: 'offer', requestId: nextRequestId(), downlineAccount: sub.account, realtime: { profitSalaryRate: '0.28', lossSalaryRate: '0.10', singleBetAmount: '0' } }, 'REALTIME_SALARY');
    await fx.db.query("UPDATE agent_contract_kinds SET max_rate = 200 WHERE kind = 'DAILY_SALARY'");
    try {
      const count = await contractCount(fx);
      expectRefused(await contractCall(fx, top, 'DAILY_SALARY', dailyOffer(sub, '0.51')), 422, SALARY_OVER_HOUSE_EDGE, 'tiers');
      expect(await contractCount(fx)).toBe(count);
      await offered(top, dailyOffer(sub, '0.50'));
    } finally {
      await fx.db.query("UPDATE agent_contract_kinds SET max_rate = 50 WHERE kind = 'DAILY_SALARY'");
    }
  });

  it('compares tiers at the same thresholds', async () => {
    const { top, sub, subSub } = await line();
    const upper = await offered(top, {
      ...dailyOffer(sub, '0.30'),
      tiers: [tier({ rate: '0.30' }), tier({ dailyBetAmount: '1000', rate: '0.50' })],
    });
    await contractCall(fx, sub, 'DAILY_SALARY', { action: 'accept', contractId: upper.contractId });
    // At a day's bet of 500 the upline's contract pays 1.00 %.
    expectRefused(
      await contractCall(fx, sub, 'DAILY_SALARY', { ...dailyOffer(subSub, '0'), tiers: [tier({ dailyBetAmount: '500', rate: '0.40' })] }),
      409,
      'CONTRACT_RATE_ABOVE_UPLINE',
      'tiers.0.rate',
    );
    await offered(sub, { ...dailyOffer(subSub, '0'), tiers: [tier({ rate: '0.10' }), tier({ dailyBetAmount: '1000', rate: '0.40' })] });
  });

  it('bounds both real-time rates and asks for at least the upline’s single-bet amount', async () => {
    const { top, sub, subSub } = await line();
    const realtime = (profitSalaryRate: string, lossSalaryRate: string, singleBetAmount: string) => ({
      action: 'offer',
      requestId: nextRequestId(),
      realtime: { profitSalaryRate, lossSalaryRate, singleBetAmount },
    });
    expectRefused(await contractCall(fx, top, 'REALTIME_SALARY', { ...realtime('0.12', '0.29', '0'), downlineAccount: sub.account }), 409, 'CONTRACT_RATE_ABOVE_UPLINE', 'realtime.lossSalaryRate');
    const upper = await offered(top, { ...realtime('0.12', '0.20', '10'), downlineAccount: sub.account }, 'REALTIME_SALARY');
    expect(upper.realtime).toEqual({ profitSalaryRate: '0.12', lossSalaryRate: '0.20', singleBetAmount: '10.00' });
    await contractCall(fx, sub, 'REALTIME_SALARY', { action: 'accept', contractId: upper.contractId });
    expectRefused(await contractCall(fx, sub, 'REALTIME_SALARY', { ...realtime('0.12', '0.12', '5'), downlineAccount: subSub.account }), 409, 'CONTRACT_RATE_ABOVE_UPLINE', 'realtime.singleBetAmount');
    expectRefused(await contractCall(fx, sub, 'REALTIME_SALARY', { ...realtime('0.13', '0.12', '10'), downlineAccount: subSub.account }), 409, 'CONTRACT_RATE_ABOVE_UPLINE', 'realtime.profitSalaryRate');
    await offered(sub, { ...realtime('0.12', '0.20', '20'), downlineAccount: subSub.account }, 'REALTIME_SALARY');
  });

  it('on accepting, ends the previous contract and every contract below now above its upline', async () => {
    const { top, sub, subSub } = await line();
    const leaf = await insertAgent(fx, { upline: subSub, type: 2 });
    const sibling = await insertAgent(fx, { upline: sub, type: 2 });
    const old = await accepted(top, sub, '0.40');
    const high = await accepted(sub, subSub, '0.38');
    const below = await accepted(subSub, leaf, '0.10');
    const low = await accepted(sub, sibling, '0.20');
    const waiting = await offered(sub, dailyOffer(subSub, '0.36'));

    const replacement = await offered(top, dailyOffer(sub, '0.30'));
    expect(envelope(await contractCall(fx, sub, 'DAILY_SALARY', { action: 'accept', contractId: replacement.contractId }))).toMatchObject({ success: true });

    expect(await statusOf(fx, old.contractId)).toEqual({ status: 'TERMINATED', terminated_by: 'SYSTEM', termination_reason: 'REPLACED' });
    expect(await statusOf(fx, high.contractId)).toEqual({ status: 'TERMINATED', terminated_by: 'SYSTEM', termination_reason: 'RATE_ABOVE_UPLINE' });
    expect(await statusOf(fx, waiting.contractId)).toEqual({ status: 'TERMINATED', terminated_by: 'SYSTEM', termination_reason: 'RATE_ABOVE_UPLINE' });
    // Its upline no longer has a contract to pass on.
    expect(await statusOf(fx, below.contractId)).toEqual({ status: 'TERMINATED', terminated_by: 'SYSTEM', termination_reason: 'UPLINE_CONTRACT_ENDED' });
    expect(await statusOf(fx, low.contractId)).toMatchObject({ status: 'ACCEPTED' });
  });
});

describe('refusals and authorisation', () => {
  it('refuses members and trial accounts', async () => {
    const { top } = await line();
    const member = await insertTestMember(fx, { upline: top });
    const trial = await insertTestMember(fx, { type: 4 });
    for (const caller of [member, trial]) {
      expectRefused(await contractCall(fx, caller, 'DAILY_SALARY', { action: 'mine' }), 403, 'FORBIDDEN');
      expectRefused(await fx.call({ method: 'GET', url: '/wps/agent/contracts/consolidated', headers: asMember(caller) }), 403, 'FORBIDDEN');
    }
    expectRefused(await fx.call({ method: 'POST', url: '/wps/relay/MCS2_processDailySalContract', payload: { action: 'mine' } }), 401, 'SESSION_INVALID');
  });

  it('answers another agent’s contract id as not found, whatever the action', async () => {
    const { top, sub } = await line();
    const stranger = await insertAgent(fx);
    const offer = await offered(top, dailyOffer(sub, '0.30'));
    for (const action of ['accept', 'reject', 'terminate']) {
      expectRefused(await contractCall(fx, stranger, 'DAILY_SALARY', { action, contractId: offer.contractId }), 404, 'CONTRACT_NOT_FOUND', 'contractId');
    }
    expectRefused(await contractCall(fx, stranger, 'DAILY_SALARY', { action: 'accept', contractId: '999999999' }), 404, 'CONTRACT_NOT_FOUND', 'contractId');
    // Through another kind's call the contract is not found either.
    expectRefused(await contractCall(fx, sub, 'HOURLY_SALARY', { action: 'accept', contractId: offer.contractId }), 404, 'CONTRACT_NOT_FOUND', 'contractId');
    expect(await statusOf(fx, offer.contractId)).toMatchObject({ status: 'PENDING' });
  });

  it('lets only the downline answer and only the upline end', async () => {
    const { top, sub } = await line();
    const offer = await offered(top, dailyOffer(sub, '0.30'));
    expectRefused(await contractCall(fx, top, 'DAILY_SALARY', { action: 'accept', contractId: offer.contractId }), 403, 'CONTRACT_WRONG_PARTY', 'contractId');
    expectRefused(await contractCall(fx, top, 'DAILY_SALARY', { action: 'reject', contractId: offer.contractId }), 403, 'CONTRACT_WRONG_PARTY', 'contractId');
    expectRefused(await contractCall(fx, sub, 'DAILY_SALARY', { action: 'terminate', contractId: offer.contractId }), 403, 'CONTRACT_WRONG_PARTY', 'contractId');
    expect(await statusOf(fx, offer.contractId)).toMatchObject({ status: 'PENDING' });
  });

  it('offers only to direct downline agents of the caller’s own team', async () => {
    const { top, sub, subSub } = await line();
    const player = await insertTestMember(fx, { upline: top });
    const stranger = await insertAgent(fx);
    const count = await contractCount(fx);
    expectRefused(await contractCall(fx, top, 'DAILY_SALARY', dailyOffer(subSub, '1.00')), 409, 'CONTRACT_DOWNLINE_NOT_ELIGIBLE', 'downlineAccount');
    expectRefused(await contractCall(fx, top, 'DAILY_SALARY', dailyOffer(player, '1.00')), 409, 'CONTRACT_DOWNLINE_NOT_ELIGIBLE', 'downlineAccount');
    expectRefused(await contractCall(fx, top, 'DAILY_SALARY', dailyOffer(stranger, '1.00')), 404, 'AGENT_NOT_IN_TEAM', 'downlineAccount');
    expectRefused(await contractCall(fx, top, 'DAILY_SALARY', { ...dailyOffer(sub, '1.00'), downlineAccount: 'nobody-here' }), 404, 'AGENT_NOT_IN_TEAM', 'downlineAccount');
    // A sub-agent without a contract of its own has nothing to pass on.
    expectRefused(await contractCall(fx, sub, 'DAILY_SALARY', dailyOffer(subSub, '0.10')), 409, 'CONTRACT_NOTHING_TO_OFFER', 'downlineAccount');
    expect(await contractCount(fx)).toBe(count);
  });

  it('validates the offer against its kind, naming the field', async () => {
    const { top, sub } = await line();
    const count = await contractCount(fx);
    const cases: [ContractKind, Record<string, unknown>, string][] = [
      ['DAILY_SALARY', dailyOffer(sub, '1.00', { period: 'WEEKLY' }), 'period'],
      ['HOURLY_SALARY', dailyOffer(sub, '1.00'), 'period'],
      ['DIVIDEND', dailyOffer(sub, '1.00', { period: undefined }), 'period'],
      ['DAILY_SALARY', dailyOffer(sub, '1.00', { tiers: [tier({ rate: '1', periodValidBet: '5' })] }), 'tiers.0.periodValidBet'],
      ['DAILY_SALARY', dailyOffer(sub, '1.00', { tiers: [] }), 'tiers'],
      ['DAILY_SALARY', dailyOffer(sub, '1.00', { tiers: [tier({ rate: '1.5', dailyBetAmount: '10' }), tier({ rate: '1', dailyBetAmount: '20' })] }), 'tiers.1.rate'],
      ['DAILY_SALARY', dailyOffer(sub, '1.00', { tiers: [tier({ rate: '1', dailyBetAmount: '10' }), tier({ rate: '1', dailyBetAmount: '10' })] }), 'tiers.1'],
      ['DAILY_SALARY', dailyOffer(sub, '100.01'), 'tiers.0.rate'],
      ['DAILY_SALARY', dailyOffer(sub, '0.555'), 'tiers.0.rate'],
      // A malformed threshold is refused on its field, not thrown by the kind's own checks.
      ['DAILY_SALARY', dailyOffer(sub, '1.00', { tiers: [tier({ rate: '1', dailyBetAmount: '1e5' })] }), 'tiers.0.dailyBetAmount'],
      ['REALTIME_SALARY', { action: 'offer', downlineAccount: sub.account, requestId: nextRequestId() }, 'realtime'],
      ['DAILY_SALARY', dailyOffer(sub, '1.00', { requestId: 'x' }), 'requestId'],
      ['DAILY_SALARY', { action: 'accept', contractId: 'abc' }, 'contractId'],
    ];
    for (const [kind, body, field] of cases) expectRefused(await contractCall(fx, top, kind, body), 400, 'VALIDATION', field);
    expect(await contractCount(fx)).toBe(count);
  });
});

describe('GET /wps/agent/contracts/consolidated and switched-off kinds', () => {
  const flags = async (caller: TestMember) =>
    envelope<Record<string, number>>(await fx.call({ method: 'GET', url: '/wps/agent/contracts/consolidated', headers: asMember(caller) })).value;

  it('shows a top agent every kind, and a sub-agent the kinds it has a contract of', async () => {
    const { top, sub } = await line();
    expect(await flags(top)).toEqual({ dailysalreqtype: 1, divtypereq: 1, contracthoursalreq: 1, realtimesalreqtype: 1 });
    expect(await flags(sub)).toEqual({ dailysalreqtype: 0, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: 0 });
    await offered(top, { ...dailyOffer(sub, '0.20'), period: undefined }, 'HOURLY_SALARY');
    expect(await flags(sub)).toEqual({ dailysalreqtype: 0, divtypereq: 0, contracthoursalreq: 1, realtimesalreqtype: 0 });
  });

  it('hides a switched-off kind and refuses offers and acceptances of it', async () => {
    const { top, sub } = await line();
    const offer = await offered(top, { ...dailyOffer(sub, '5'), period: 'MONTHLY' }, 'DIVIDEND');
    await fx.db.query("UPDATE agent_contract_kinds SET enabled = false WHERE kind = 'DIVIDEND'");
    try {
      expect(await flags(top)).toMatchObject({ divtypereq: 0, dailysalreqtype: 1 });
      expectRefused(await contractCall(fx, top, 'DIVIDEND', { ...dailyOffer(sub, '5'), period: 'MONTHLY' }), 403, 'FEATURE_DISABLED');
      expectRefused(await contractCall(fx, sub, 'DIVIDEND', { action: 'accept', contractId: offer.contractId }), 403, 'FEATURE_DISABLED');
      expect(envelope<ContractMineValue>(await contractCall(fx, top, 'DIVIDEND', { action: 'mine' })).value.canOffer).toBe(false);
    } finally {
      await fx.db.query("UPDATE agent_contract_kinds SET enabled = true WHERE kind = 'DIVIDEND'");
    }
  });
});
