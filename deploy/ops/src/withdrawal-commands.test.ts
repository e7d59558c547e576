import { planWithdrawalCommand, runWithdrawalCommand, WithdrawalUsageError } from './withdrawal-commands';

const env = { OPS_OPERATOR: 'alice' };

describe('withdrawal commands', () => {
  test('each command becomes its /ops call with the operator named', () => {
    expect(planWithdrawalCommand('withdrawal-approve', ['W2026010100000001'], env)).toEqual({
      method: 'POST',
      path: '/ops/withdrawals/W2026010100000001/approve',
      operator: 'alice',
    });
    expect(planWithdrawalCommand('withdrawal-reject', ['W1', '--reason', 'name differs', '--as', 'bob'], env)).toEqual({
      method: 'POST',
      path: '/ops/withdrawals/W1/reject',
      body: { reason: 'name differs' },
      operator: 'bob',
    });
    expect(planWithdrawalCommand('slice-resolve', ['S1', 'received'], env).body).toEqual({ outcome: 'RECEIVED' });
    expect(planWithdrawalCommand('slice-reviews', [], env)).toEqual({ method: 'GET', path: '/ops/withdrawals/slices/review', operator: 'alice' });
    expect(planWithdrawalCommand('slice-review', ['S1', 'refuse', '--reason', 'no transfer on the statement'], env)).toEqual({
      method: 'POST',
      path: '/ops/withdrawals/slices/S1/review',
      body: { outcome: 'REFUSE', reason: 'no transfer on the statement' },
      operator: 'alice',
    });
    expect(planWithdrawalCommand('withdrawal-settings', [], env)).toMatchObject({ method: 'GET', path: '/ops/withdrawals/settings' });
    expect(planWithdrawalCommand('withdrawal-settings', ['--reference', 'r1', '--daily', '3', '--matching', 'off', '--min', '50'], env)).toMatchObject({
      method: 'PUT',
      body: { reference: 'r1', dailyCount: 3, matchingEnabled: false, minAmount: '50' },
    });
  });

  test('malformed commands are usage errors', () => {
    expect(() => planWithdrawalCommand('withdrawal-reject', ['W1'], env)).toThrow(WithdrawalUsageError);
    expect(() => planWithdrawalCommand('slice-resolve', ['S1', 'maybe'], env)).toThrow(WithdrawalUsageError);
    // A review always carries its reason: both members read it.
    expect(() => planWithdrawalCommand('slice-review', ['S1', 'confirm'], env)).toThrow(WithdrawalUsageError);
    expect(() => planWithdrawalCommand('slice-review', ['S1', 'maybe', '--reason', 'x'], env)).toThrow(WithdrawalUsageError);
    expect(() => planWithdrawalCommand('withdrawal-settings', ['--daily', '3'], env)).toThrow(/reference/);
    expect(() => planWithdrawalCommand('withdrawal-settings', ['--reference', 'r', '--daily', 'x'], env)).toThrow(/whole number/);
  });

  test('the call carries the operator token and X-Operator', async () => {
    const seen: { url: string; headers: Record<string, string> }[] = [];
    const fetchStub = (async (url: string, init: RequestInit) => {
      seen.push({ url, headers: init.headers as Record<string, string> });
      return new Response(JSON.stringify({ success: true, value: { state: 'COMPLETED' } }), { status: 200 });
    }) as unknown as typeof fetch;
    const out: string[] = [];
    const code = await runWithdrawalCommand('withdrawal-approve', ['W9'], { env: { ...env, OPERATOR_TOKEN: 'token-123', SITE_URL: 'http://site' }, out: (line) => out.push(line), fetch: fetchStub });
    expect(code).toBe(0);
    expect(seen).toEqual([{ url: 'http://site/ops/withdrawals/W9/approve', headers: { authorization: 'Bearer token-123', 'x-operator': 'alice' } }]);
    expect(out.join('\n')).toContain('COMPLETED');
  });
});
