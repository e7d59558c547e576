/** Test support for the contract calls: the call of a kind, tiers from a few fields, row counts. Tests only. */
import { CONTRACT_CALLS, type ContractKind, type ContractTier } from '@site/shared/contract/agents';
import type { PlatformFixture } from '../../testing/platform-fixture';
import { asMember, type TestMember } from '../team/team-test-kit';

let requests = 0;

export function nextRequestId(): string {
  requests += 1;
  return `contract-request-${process.pid}-${requests}`;
}

export function contractCall(fx: PlatformFixture, caller: TestMember, kind: ContractKind, body: Record<string, unknown>) {
  return fx.call({ method: 'POST', url: `/wps/relay/${CONTRACT_CALLS[kind]}`, headers: asMember(caller), payload: body });
}

/** A tier with every threshold zero unless given. */
export function tier(fields: Partial<ContractTier> & { rate: string }): ContractTier {
  return { periodValidBet: '0.00', periodProfitLoss: '0.00', activeMembers: 0, dailyBetAmount: '0.00', hourlyBetAmount: '0.00', ...fields };
}

/** A daily salary offer of one tier at this rate. */
export function dailyOffer(downline: TestMember, rate: string, extra: Record<string, unknown> = {}) {
  return { action: 'offer', downlineAccount: downline.account, period: 'DAILY', tiers: [tier({ rate })], requestId: nextRequestId(), ...extra };
}

export async function contractCount(fx: PlatformFixture): Promise<number> {
  const [row] = await fx.db.query<{ count: number }>('SELECT count(*)::int AS count FROM agent_contracts');
  return row!.count;
}

export async function statusOf(fx: PlatformFixture, contractId: string): Promise<{ status: string; terminated_by: string | null; termination_reason: string | null }> {
  const [row] = await fx.db.query<{ status: string; terminated_by: string | null; termination_reason: string | null }>(
    'SELECT status, terminated_by, termination_reason FROM agent_contracts WHERE id = $1::bigint',
    [contractId],
  );
  return row!;
}
