import { kycEndpoints as calls } from '@site/shared/contract/protection/kyc';
import { runCli } from './cli';
import { planProtectionKycCommand } from './protection-kyc-commands';

const env = { OPS_OPERATOR: 'erin' };

/** The declared path with one parameter filled in; the declaration must have that parameter, so a renamed one fails here. */
function declared(template: string, name: string, value: string): string {
  expect(template).toContain(`/:${name}`);
  return template.replace(`:${name}`, value);
}

describe('protection kyc and signals commands', () => {
  test('each command stands for its /ops call', () => {
    expect(planProtectionKycCommand(['kyc', 'queue'], env)).toEqual({ method: 'GET', path: `${calls.opsQueue.path}?state=PENDING`, operator: 'erin' });
    expect(planProtectionKycCommand(['kyc', 'approve', '12', '--reference', 'a1', '--name', 'Nguyễn Văn An', '--expires', '2030-01-31', '--as', 'frank'], env)).toEqual({
      method: 'POST',
      path: declared(calls.opsApprove.path, 'submissionId', '12'),
      body: { reference: 'a1', verifiedName: 'Nguyễn Văn An', expiresOn: '2030-01-31' },
      operator: 'frank',
    });
    expect(planProtectionKycCommand(['kyc', 'reject', '12', '--reference', 'r1', 'photo', 'too', 'dark'], env).body).toEqual({ reference: 'r1', reason: 'photo too dark' });
    expect(planProtectionKycCommand(['kyc', 'file', '7', '--out', '/tmp/x.png'], env)).toMatchObject({ path: declared(calls.opsFile.path, 'fileId', '7'), out: '/tmp/x.png' });
    expect(planProtectionKycCommand(['kyc', 'member', 'alice'], env).path).toBe(declared(calls.opsMember.path, 'account', 'alice'));
    expect(planProtectionKycCommand(['kyc', 'due'], env)).toEqual({ method: 'GET', path: `${calls.opsSourceOfFundsDue.path}?state=OWING`, operator: 'erin' });
    expect(planProtectionKycCommand(['kyc', 'due', '--state', 'MET', '--page', '3', '--page-size', '20'], env).path).toBe(`${calls.opsSourceOfFundsDue.path}?state=MET&pageNo=3&pageSize=20`);
    expect(planProtectionKycCommand(['signals'], env).path).toBe(`${calls.opsSignals.path}?state=OPEN`);
    expect(planProtectionKycCommand(['signals', '--closed', '--account', 'bob'], env).path).toBe(`${calls.opsSignals.path}?state=CLOSED&account=bob`);
    expect(planProtectionKycCommand(['signals', 'scan'], env)).toMatchObject({ method: 'POST', path: calls.opsSignalScan.path });
    expect(planProtectionKycCommand(['signals', 'close', '3', '--reference', 'c3', 'known', 'customer'], env)).toMatchObject({
      path: declared(calls.opsSignalClose.path, 'signalId', '3'),
      body: { reference: 'c3', note: 'known customer' },
    });
  });

  test('missing or bad arguments are a usage error, before any call', async () => {
    const lines: string[] = [];
    const io = { env, out: (line: string) => lines.push(line), err: (line: string) => lines.push(line), fetch: () => Promise.reject(new Error('no network in this test')) };
    for (const argv of [
      ['kyc', 'approve', '12'],
      ['kyc', 'approve', 'x', '--reference', 'a'],
      ['kyc', 'reject', '12', '--reference', 'r'],
      ['kyc', 'file', '7'],
      ['signals', 'close', '3', '--reference', 'c'],
      ['kyc', 'due', '--page', 'two'],
      ['kyc', 'due', 'alice'],
      ['kyc', 'nothing'],
      ['elsewhere'],
    ]) {
      expect(await runCli(['protection', ...argv], io as never)).toBe(2);
    }
    expect(lines.some((line) => line.includes('--reference is required'))).toBe(true);
  });
});
