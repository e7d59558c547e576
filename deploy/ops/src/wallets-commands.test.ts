import { runCli } from './cli';
import { planWalletsCommand, runWalletsCommand, WalletsUsageError } from './wallets-commands';

const env = { OPS_OPERATOR: 'erin' };

interface SeenCall {
  url: string;
  method: string | undefined;
  headers: Record<string, string>;
  body: unknown;
}

/** A server stub holding the limits: GET answers them, PUT replaces them (like the endpoint). */
function limitsServer(limits = { min: '10.00', max: '50000.00', dailyMax: '100000.00' }) {
  const seen: SeenCall[] = [];
  const fetchStub = (async (url: string, init: RequestInit) => {
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, string>) : undefined;
    seen.push({ url, method: init.method, headers: init.headers as Record<string, string>, body });
    if (init.method === 'PUT' && body) limits = { min: body.min!, max: body.max!, dailyMax: body.dailyMax! };
    return new Response(JSON.stringify({ success: true, value: { ...limits, ...(body ? { replayed: false } : {}) } }), { status: 200 });
  }) as unknown as typeof fetch;
  return { seen, fetchStub };
}

describe('upline-limits command', () => {
  test('without changes it reads the limits; with a reference it changes the ones given', () => {
    expect(planWalletsCommand('upline-limits', [], env)).toEqual({ kind: 'show', operator: 'erin' });
    expect(planWalletsCommand('upline-limits', ['--reference', 'r1', '--max', '800', '--as', 'frank'], env)).toEqual({
      kind: 'change',
      operator: 'frank',
      reference: 'r1',
      change: { max: '800' },
    });
    expect(planWalletsCommand('upline-limits', ['--reference', 'r2', '--min', '1', '--max', '2', '--daily', '3'], env)).toMatchObject({
      change: { min: '1', max: '2', dailyMax: '3' },
    });
  });

  test('malformed command lines are usage errors', () => {
    expect(() => planWalletsCommand('upline-limits', ['--max', '800'], env)).toThrow(/reference/);
    expect(() => planWalletsCommand('upline-limits', ['--reference', 'r1'], env)).toThrow(/at least one/);
    expect(() => planWalletsCommand('upline-limits', ['--reference'], env)).toThrow(WalletsUsageError);
    expect(() => planWalletsCommand('upline-limits', ['800'], env)).toThrow(/unexpected arguments/);
  });

  test('a partial change reads the other limits and sends all three with the token and X-Operator', async () => {
    const { seen, fetchStub } = limitsServer();
    const out: string[] = [];
    const io = { env: { ...env, OPERATOR_TOKEN: 'token-9', SITE_URL: 'http://site/' }, out: (line: string) => out.push(line), fetch: fetchStub };
    expect(await runWalletsCommand('upline-limits', ['--reference', 'raise-1', '--daily', '200000'], io)).toBe(0);
    const headers = { authorization: 'Bearer token-9', 'x-operator': 'erin' };
    expect(seen).toEqual([
      { url: 'http://site/ops/wallets/upline-limits', method: 'GET', headers, body: undefined },
      {
        url: 'http://site/ops/wallets/upline-limits',
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: { min: '10.00', max: '50000.00', dailyMax: '200000', reference: 'raise-1' },
      },
    ]);
    expect(JSON.parse(out.join('\n'))).toMatchObject({ dailyMax: '200000', replayed: false });
  });

  test('a complete change sends one PUT; a refusal is an error with the server message', async () => {
    const { seen, fetchStub } = limitsServer();
    const io = { env: { ...env, OPERATOR_TOKEN: 't' }, out: () => undefined, fetch: fetchStub };
    await runWalletsCommand('upline-limits', ['--reference', 'r', '--min', '5', '--max', '6', '--daily', '7'], io);
    expect(seen.map((call) => call.method)).toEqual(['PUT']);

    const refusing = (async () =>
      new Response(JSON.stringify({ success: false, errorCode: 'VALIDATION', message: 'max: must be at least min' }), { status: 400 })) as unknown as typeof fetch;
    await expect(runWalletsCommand('upline-limits', ['--reference', 'r', '--min', '9', '--max', '1', '--daily', '9'], { ...io, fetch: refusing })).rejects.toThrow(
      /HTTP 400 max: must be at least min/,
    );
  });

  test('npm run ops dispatches upline-limits, and a bad line exits 2 with the usage', async () => {
    const { seen, fetchStub } = limitsServer();
    const lines: string[] = [];
    const errors: string[] = [];
    const io = { env: { ...env, OPERATOR_TOKEN: 't' }, out: (line: string) => lines.push(line), err: (line: string) => errors.push(line), fetch: fetchStub };
    expect(await runCli(['upline-limits'], io)).toBe(0);
    expect(seen).toHaveLength(1);
    expect(JSON.parse(lines.join('\n'))).toEqual({ min: '10.00', max: '50000.00', dailyMax: '100000.00' });

    expect(await runCli(['upline-limits', '--min', '1'], io)).toBe(2);
    expect(errors.join('\n')).toMatch(/--reference[\s\S]*upline-limits \[--reference/);
  });
});
