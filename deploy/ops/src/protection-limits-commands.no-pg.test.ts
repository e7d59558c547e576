import { limitsEndpoints as calls } from '@site/shared/contract/protection/limits';
import { planProtectionLimitsCommand, ProtectionLimitsUsageError } from './protection-limits-commands';

const env = { OPS_OPERATOR: 'erin' };

describe('protection limits commands', () => {
  test('reads a member, sets a money or play-time limit, removes one', () => {
    expect(planProtectionLimitsCommand(['limits', 'alice'], env)).toEqual({ method: 'GET', path: `${calls.opsMemberLimits.path}?account=alice`, operator: 'erin' });
    expect(planProtectionLimitsCommand(['limit', 'alice', 'LOSS', 'WEEK', '50.00', '--reference', 'cs-1'], env)).toEqual({
      method: 'PUT',
      path: calls.opsSetLimit.path,
      operator: 'erin',
      body: { account: 'alice', reference: 'cs-1', kind: 'LOSS', period: 'WEEK', amount: '50.00' },
    });
    expect(planProtectionLimitsCommand(['limit', 'alice', 'PLAY_MINUTES', 'DAY', '90', '--reference', 'cs-2', '--as', 'frank'], env)).toMatchObject({
      operator: 'frank',
      body: { kind: 'PLAY_MINUTES', period: 'DAY', minutes: 90 },
    });
    expect(planProtectionLimitsCommand(['limit', 'alice', 'DEPOSIT', 'DAY', 'none', '--reference', 'cs-3'], env).body).toMatchObject({ amount: null });
  });

  test('malformed command lines are usage errors', () => {
    expect(() => planProtectionLimitsCommand(['limits'], env)).toThrow(ProtectionLimitsUsageError);
    expect(() => planProtectionLimitsCommand(['limit', 'alice', 'LOSS', 'WEEK', '50.00'], env)).toThrow(/--reference/);
    expect(() => planProtectionLimitsCommand(['limit', 'alice', 'LOSS', '--reference', 'x'], env)).toThrow(ProtectionLimitsUsageError);
  });
});
