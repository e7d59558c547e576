import { DepositUsageError, planDepositCommand } from './deposit-commands';

const env = { OPS_OPERATOR: 'carol' };

describe('deposit commands', () => {
  it('confirm and reject name the order, the operator and the reason', () => {
    expect(planDepositCommand('deposit-confirm', ['D20261124000001'], env)).toEqual({
      method: 'POST',
      path: '/ops/deposit/orders/D20261124000001/confirm',
      operator: 'carol',
    });
    expect(planDepositCommand('deposit-reject', ['D20261124000001', '--reason', 'not received', '--as', 'dave'], env)).toEqual({
      method: 'POST',
      path: '/ops/deposit/orders/D20261124000001/reject',
      body: { reason: 'not received' },
      operator: 'dave',
    });
  });

  it('a channel change carries only the fields given, and needs a reference', () => {
    expect(planDepositCommand('deposit-channel', ['BANK_TRANSFER', '--reference', 'r1', '--min', '50', '--enabled', 'off'], env)).toEqual({
      method: 'PUT',
      path: '/ops/deposit/channels/BANK_TRANSFER',
      body: { reference: 'r1', minAmount: '50', enabled: false },
      operator: 'carol',
    });
    expect(() => planDepositCommand('deposit-channel', ['BANK_TRANSFER', '--min', '50'], env)).toThrow(DepositUsageError);
    expect(() => planDepositCommand('deposit-channel', ['BANK_TRANSFER', '--reference', 'r', '--enabled', 'maybe'], env)).toThrow('--enabled on|off');
  });

  it('refuses missing or extra arguments', () => {
    expect(() => planDepositCommand('deposit-confirm', [], env)).toThrow(DepositUsageError);
    expect(() => planDepositCommand('deposit-reject', ['D20261124000001'], env)).toThrow('--reason');
    expect(() => planDepositCommand('deposits', ['extra'], env)).toThrow('unexpected arguments');
    expect(planDepositCommand('deposits', ['--limit', '10'], env).path).toBe('/ops/deposit/orders/pending?limit=10');
  });
});
