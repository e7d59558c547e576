import { twoStepEndpoints as calls } from '@site/shared/contract/protection/two-step';
import { runCli } from './cli';
import { planProtectionTwoStepCommand } from './protection-twostep-commands';

const env = { OPS_OPERATOR: 'erin' };

describe('protection trusted and trust commands', () => {
  test('each command stands for its /ops call', () => {
    expect(planProtectionTwoStepCommand(['trusted', 'alice'], env)).toEqual({ method: 'GET', path: `${calls.opsTrustedAddresses.path}?account=alice`, operator: 'erin' });
    expect(planProtectionTwoStepCommand(['trust', 'alice', '203.0.113.9', '--reference', 't-1', '--as', 'frank'], env)).toEqual({
      method: 'POST',
      path: calls.opsTrustAddress.path,
      body: { account: 'alice', ip: '203.0.113.9', reference: 't-1' },
      operator: 'frank',
    });
  });

  test('missing arguments are a usage error, before any call', async () => {
    const lines: string[] = [];
    const io = { env, out: (line: string) => lines.push(line), err: (line: string) => lines.push(line), fetch: () => Promise.reject(new Error('no network in this test')) };
    for (const argv of [['trust', 'alice', '203.0.113.9'], ['trust', 'alice', '--reference', 'x'], ['trusted']]) {
      expect(await runCli(['protection', ...argv], io as never)).toBe(2);
    }
    expect(lines.some((line) => line.includes('--reference is required'))).toBe(true);
  });
});
