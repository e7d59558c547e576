import { rewardsEndpoints as calls } from '@site/shared/contract/rewards/rewards';
import { planRewardsCommand, RewardsUsageError, runRewardsCommand } from './rewards-commands';

const env = { OPS_OPERATOR: 'carol', OPERATOR_TOKEN: 'ops-token-for-tests-0123456789abcdef' };

describe('rewards commands', () => {
  test('plan campaigns, raffles, issues and review decisions as their /ops calls', () => {
    expect(planRewardsCommand(['campaign', 'WELCOME', '10.00', 'Welcome', 'gift', '--stock', '100', '--limit', '2', '--rule', '{"requirePhone":true}'], env)).toEqual({
      method: 'POST',
      path: calls.opsCampaign.path,
      body: { code: 'WELCOME', kind: 'FIXED', title: 'Welcome gift', amount: '10.00', stock: 100, perMemberLimit: 2, rule: { requirePhone: true } },
      operator: 'carol',
    });
    expect(planRewardsCommand(['raffle', 'LUCKY', '1.00:50,10.00:5', 'Lucky', 'draw', '--multiplier', '1'], env).body).toEqual({
      code: 'LUCKY',
      kind: 'RAFFLE',
      title: 'Lucky draw',
      prizes: [
        { amount: '1.00', weight: 50 },
        { amount: '10.00', weight: 5 },
      ],
      multiplier: 1,
    });
    expect(planRewardsCommand(['issue', 'player1', 'ticket-1', '--campaign', 'LUCKY', '--as', 'dave'], env)).toEqual({
      method: 'POST',
      path: calls.opsIssue.path,
      body: { account: 'player1', reference: 'ticket-1', campaign: 'LUCKY' },
      operator: 'dave',
    });
    expect(planRewardsCommand(['issue', 'player1', 'gift-1', '5.00', 'Birthday', 'gift'], env).body).toEqual({ account: 'player1', reference: 'gift-1', amount: '5.00', title: 'Birthday gift' });
    expect(planRewardsCommand(['reject', '42', 'Shared', 'account'], env)).toMatchObject({ path: calls.opsReview.path.replace(':id', '42'), body: { decision: 'reject', reason: 'Shared account' } });
    expect(planRewardsCommand(['close', 'LUCKY'], env).path).toBe(calls.opsCloseCampaign.path.replace(':code', 'LUCKY'));
    expect(planRewardsCommand(['clear-signals', 'player1'], env)).toMatchObject({ path: calls.opsClearSignals.path, body: { account: 'player1' } });
  });

  test('refuse incomplete commands before any call', () => {
    for (const argv of [['reject', '42'], ['issue', 'player1', 'ref'], ['raffle', 'X', '1.00', 'Title'], ['campaign', 'X', '1.00', 'T', '--stock', 'many'], ['campaign', 'X', '1', 'T', '--rule', '{'], ['what']]) {
      expect(() => planRewardsCommand(argv, env)).toThrow(RewardsUsageError);
    }
  });

  test('print the review queue with its signals', async () => {
    const issue = { id: '7', status: 'IN_REVIEW', title: 'Gift', amount: '5.00', multiplier: 0, reason: null, account: 'player1', signals: [{ kind: 'SHARED_PAYOUT_ACCOUNT', detail: {} }] };
    const held = { account: 'player2', total: '4.00', signals: [{ kind: 'SHARED_DEVICE', detail: {} }, { kind: 'OPPOSITE_SIDES', detail: {} }] };
    const fetch = jest.fn().mockResolvedValue(new Response(JSON.stringify({ success: true, value: { list: [issue], heldRebates: [held] } }), { status: 200 }));
    const out: string[] = [];
    await runRewardsCommand(['reviews'], { env, out: (line) => out.push(line), fetch });
    expect(out).toEqual([
      '#7 IN_REVIEW Gift 5.00 player1: SHARED_PAYOUT_ACCOUNT',
      'rebate held 4.00 player2: SHARED_DEVICE, OPPOSITE_SIDES (clear-signals pays it at the next claim)',
    ]);
  });
});
