import { planBonusCommand, RecordsUsageError, runBonusCommand } from './records-commands';

const env = { OPS_OPERATOR: 'carol', OPERATOR_TOKEN: 'ops-token-for-tests-0123456789abcdef' };

describe('bonus command', () => {
  test('reads account, amount, reference, memo and the operator', () => {
    expect(planBonusCommand(['player1', '50.00', 'welcome-1', 'Welcome', 'bonus'], env)).toEqual({
      body: { account: 'player1', amount: '50.00', reference: 'welcome-1', memo: 'Welcome bonus' },
      operator: 'carol',
    });
    expect(planBonusCommand(['player1', '5', 'r-2', '--as', 'dave'], env)).toEqual({ body: { account: 'player1', amount: '5', reference: 'r-2' }, operator: 'dave' });
  });

  test('reads the wagering terms of a bonus grant', () => {
    expect(
      planBonusCommand(['player1', '50', 'raffle-9', '--multiplier', '5', '--max-bet', '10', '--max-release', '200', '--expires', '2030-01-01T00:00:00Z'], env),
    ).toEqual({
      body: { account: 'player1', amount: '50', reference: 'raffle-9', multiplier: 5, maxBet: '10', maxRelease: '200', expiresAt: '2030-01-01T00:00:00Z' },
      operator: 'carol',
    });
    expect(() => planBonusCommand(['player1', '50', 'r', '--multiplier', 'ten'], env)).toThrow(RecordsUsageError);
  });

  test('refuses a command without a reference', () => {
    expect(() => planBonusCommand(['player1', '5'], env)).toThrow(RecordsUsageError);
    expect(() => planBonusCommand(['player1', '5', 'r', '--as'], env)).toThrow(RecordsUsageError);
  });

  test('sends the operator token and X-Operator', async () => {
    const fetch = jest.fn().mockResolvedValue(new Response(JSON.stringify({ success: true, value: { bonusId: '7', amount: '5.00', replayed: false } }), { status: 200 }));
    const out: string[] = [];
    await runBonusCommand(['player1', '5', 'r-3'], { env, out: (line) => out.push(line), fetch });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:8080/ops/member/bonus');
    expect(init.headers).toMatchObject({ authorization: `Bearer ${env.OPERATOR_TOKEN}`, 'x-operator': 'carol' });
    expect(JSON.parse(String(init.body))).toEqual({ account: 'player1', amount: '5', reference: 'r-3' });
    expect(out).toEqual(['granted 5.00 to player1 (bonus 7, reference r-3)']);
  });
});
