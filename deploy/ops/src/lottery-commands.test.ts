import { LotteryUsageError, planLotteryCancel, planLotteryVoid, runLotteryCommand } from './lottery-commands';

const env = { OPS_OPERATOR: 'carol', OPERATOR_TOKEN: 'ops-token-for-tests-0123456789abcdef' };

describe('lottery-cancel command', () => {
  test('reads the lottery, the issue, the reason and the operator', () => {
    expect(planLotteryCancel(['VN_HCM', '20261123-0001', 'draw', 'machine', 'fault', '--as', 'dave'], env)).toEqual({
      path: '/ops/lottery/issues/VN_HCM/20261123-0001/cancel',
      body: { reason: 'draw machine fault' },
      operator: 'dave',
    });
    expect(planLotteryCancel(['FAST_1M', '20261123-0481'], env)).toEqual({ path: '/ops/lottery/issues/FAST_1M/20261123-0481/cancel', body: {}, operator: 'carol' });
  });

  test('refuses a missing issue, a malformed lottery id or issue number', () => {
    expect(() => planLotteryCancel(['VN_HCM'], env)).toThrow(LotteryUsageError);
    expect(() => planLotteryCancel(['vn/../x', '20261123-0001'], env)).toThrow(LotteryUsageError);
    expect(() => planLotteryCancel(['VN_HCM', '2026'], env)).toThrow(LotteryUsageError);
  });

  test('sends the operator token and X-Operator, and reports the cancelled issue', async () => {
    const answer = { success: true, value: { serverTime: 0, issue: { gameId: 'VN_HCM', numero: '20261123-0001', status: 'CANCELLED' } } };
    const fetch = jest.fn().mockResolvedValue(new Response(JSON.stringify(answer), { status: 200 }));
    const out: string[] = [];
    expect(await runLotteryCommand(['VN_HCM', '20261123-0001'], { env, out: (line) => out.push(line), fetch })).toBe(0);
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:8080/ops/lottery/issues/VN_HCM/20261123-0001/cancel');
    expect(init).toMatchObject({ method: 'POST', headers: { authorization: `Bearer ${env.OPERATOR_TOKEN}`, 'x-operator': 'carol' } });
    expect(out).toEqual(['VN_HCM 20261123-0001: CANCELLED; every bet on it is refunded']);
  });
});

describe('lottery-void command', () => {
  test('needs a reason and posts to the void call', () => {
    expect(planLotteryVoid(['VN_HCM', '20261123-0001', 'seed', 'key', 'lost', '--as', 'dave'], env)).toEqual({
      path: '/ops/lottery/issues/VN_HCM/20261123-0001/void',
      body: { reason: 'seed key lost' },
      operator: 'dave',
    });
    expect(() => planLotteryVoid(['VN_HCM', '20261123-0001'], env)).toThrow(/say why the draw cannot run/);
    expect(() => planLotteryVoid(['VN_HCM', '2026', 'reason'], env)).toThrow(LotteryUsageError);
  });

  test('reports the voided issue', async () => {
    const answer = { success: true, value: { serverTime: 0, issue: { gameId: 'FAST_1M', numero: '20261123-0481', status: 'CANCELLED' } } };
    const fetch = jest.fn().mockResolvedValue(new Response(JSON.stringify(answer), { status: 200 }));
    const out: string[] = [];
    expect(await runLotteryCommand(['FAST_1M', '20261123-0481', 'key', 'lost'], { env, out: (line) => out.push(line), fetch }, 'lottery-void')).toBe(0);
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:8080/ops/lottery/issues/FAST_1M/20261123-0481/void');
    expect(JSON.parse(String(init.body))).toEqual({ reason: 'key lost' });
    expect(out).toEqual(['FAST_1M 20261123-0481: CANCELLED; every stake on it is refunded']);
  });
});
