import { rebateEndpoints as calls } from '@site/shared/contract/rewards/rebate';
import { runCli } from './cli';
import { planRebateCommand } from './rebate-commands';

const env = { OPS_OPERATOR: 'erin' };
class Usage extends Error {}
const fail = (message: string) => new Usage(message);

describe('rewards rebate-rates command', () => {
  test('without a reference it reads the settings; with one it sends what is given, rates in basis points', () => {
    expect(planRebateCommand([], env, fail)).toEqual({ method: 'GET', path: calls.opsRebateSettings.path, operator: 'erin' });
    expect(
      planRebateCommand(['--reference', 'r1', '--level', '2', '--rate', 'RNG=0.8', '--rate', 'LIVE=1.25', '--cap', '500.00', '--min', '2.00', '--cooldown', '600', '--as', 'frank'], env, fail),
    ).toEqual({
      method: 'PUT',
      path: calls.opsSetRebateSettings.path,
      operator: 'frank',
      body: {
        reference: 'r1',
        rates: [
          { vipLevel: 2, gameType: 'RNG', rateBp: 80 },
          { vipLevel: 2, gameType: 'LIVE', rateBp: 125 },
        ],
        caps: [{ vipLevel: 2, dailyCap: '500.00' }],
        minClaim: '2.00',
        cooldownSeconds: 600,
      },
    });
    expect(planRebateCommand(['--reference', 'r2', '--cap', 'none'], env, fail).body).toEqual({ reference: 'r2', caps: [{ vipLevel: 0, dailyCap: null }] });
  });

  test('malformed command lines are usage errors', () => {
    expect(() => planRebateCommand(['--rate', 'RNG=1'], env, fail)).toThrow(/reference/);
    expect(() => planRebateCommand(['--reference', 'r'], env, fail)).toThrow(/at least one/);
    expect(() => planRebateCommand(['--reference', 'r', '--rate', 'RNG'], env, fail)).toThrow(/TYPE=percent/);
    expect(() => planRebateCommand(['--reference', 'r', '--rate', 'RNG=0.805'], env, fail)).toThrow(/percentage/);
    expect(() => planRebateCommand(['--reference', 'r', '--level', 'top', '--min', '1'], env, fail)).toThrow(/VIP level/);
    expect(() => planRebateCommand(['extra'], env, fail)).toThrow(Usage);
  });

  test('npm run ops -- rewards rebate-rates calls the server with the token and prints the settings', async () => {
    const seen: { url: string; method: string | undefined; body: unknown }[] = [];
    const settings = { minClaim: '1.00', cooldownSeconds: 3600, rates: [{ vipLevel: 0, gameType: 'RNG', rateBp: 80 }], caps: [] };
    const fetchStub = (async (url: string, init: RequestInit) => {
      seen.push({ url, method: init.method, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(JSON.stringify({ success: true, value: settings }), { status: 200 });
    }) as unknown as typeof fetch;
    const lines: string[] = [];
    const errors: string[] = [];
    const io = { env: { ...env, OPERATOR_TOKEN: 't', SITE_URL: 'http://site' }, out: (line: string) => lines.push(line), err: (line: string) => errors.push(line), fetch: fetchStub };
    expect(await runCli(['rewards', 'rebate-rates'], io)).toBe(0);
    expect(seen).toEqual([{ url: `http://site${calls.opsRebateSettings.path}`, method: 'GET', body: undefined }]);
    expect(JSON.parse(lines.join('\n'))).toEqual(settings);
    expect(await runCli(['rewards', 'rebate-rates', '--min', '1'], io)).toBe(2);
    expect(errors.join('\n')).toMatch(/--reference[\s\S]*rewards rebate-rates/);
  });
});
