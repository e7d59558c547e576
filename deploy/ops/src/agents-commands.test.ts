import { AgentsUsageError, planAgentsSettle, runAgentsCommand } from './agents-commands';

const env = { OPS_OPERATOR: 'carol', OPERATOR_TOKEN: 'ops-token-for-tests-0123456789abcdef' };

describe('agents-settle command', () => {
  test('reads the kind, the period end and the operator', () => {
    expect(planAgentsSettle(['DAILY_SALARY'], env)).toEqual({ body: { kind: 'DAILY_SALARY' }, operator: 'carol' });
    expect(planAgentsSettle(['--period-end', '2026-11-24T00:00:00+07:00', 'DIVIDEND', '--as', 'dave'], env)).toEqual({
      body: { kind: 'DIVIDEND', periodEnd: '2026-11-23T17:00:00.000Z' },
      operator: 'dave',
    });
  });

  test('refuses a missing or unknown kind, a bad time and extra words', () => {
    expect(() => planAgentsSettle([], env)).toThrow(AgentsUsageError);
    expect(() => planAgentsSettle(['WEEKLY_BONUS'], env)).toThrow(/not a contract kind/);
    expect(() => planAgentsSettle(['DIVIDEND', '--period-end', 'soon'], env)).toThrow(/not a time/);
    expect(() => planAgentsSettle(['DIVIDEND', 'now'], env)).toThrow(/unexpected/);
  });

  test('sends the operator token and reports what was paid', async () => {
    const value = {
      kind: 'DAILY_SALARY',
      skipped: false,
      settledTo: '2026-11-24T00:00:00.000Z',
      periodCount: 1,
      paid: '35.00',
      owed: '0.00',
      periods: [{ periodKey: '2026-11-23', payments: 3, paid: '35.00', owed: '0.00' }],
    };
    const fetch = jest.fn().mockResolvedValue(new Response(JSON.stringify({ success: true, value }), { status: 200 }));
    const out: string[] = [];
    expect(await runAgentsCommand(['DAILY_SALARY'], { env, out: (line) => out.push(line), fetch })).toBe(0);
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:8080/ops/agents/settle');
    expect(init).toMatchObject({ method: 'POST', headers: { authorization: `Bearer ${env.OPERATOR_TOKEN}` }, body: JSON.stringify({ kind: 'DAILY_SALARY' }) });
    expect(out).toEqual([
      'DAILY_SALARY: 1 period(s) settled, 35.00 paid, 0.00 still owed; settled to 2026-11-24T00:00:00.000Z',
      '  2026-11-23: 3 payment(s), 35.00 paid, 0.00 owed',
    ]);
  });

  test('exits 1 when another process was settling', async () => {
    const value = { kind: 'DIVIDEND', skipped: true, settledTo: '2026-11-24T00:00:00.000Z', periodCount: 0, paid: '0.00', owed: '0.00', periods: [] };
    const fetch = jest.fn().mockResolvedValue(new Response(JSON.stringify({ success: true, value }), { status: 200 }));
    const out: string[] = [];
    expect(await runAgentsCommand(['DIVIDEND'], { env, out: (line) => out.push(line), fetch })).toBe(1);
    expect(out).toEqual(['DIVIDEND: another platform process is settling; nothing done, try again']);
  });
});
