import { promises as fs } from 'node:fs';
import path from 'node:path';
import { createMemberBody, creditBody, opsBody, outboxQuery, runCli, splitMobile, type CliIo } from './cli';
import { activeRegistry } from '../../releases/src/registry';
import { makeFakeRepo, writeFakeBuild } from '../../releases/src/test-builds';
import { loadMigrations } from '../../platform/src/db/migrate';
import { loadNativeModulesOutsideSandbox } from '../../platform/src/testing/outside-jest-sandbox';
import { statementEndpoints } from '@site/shared/contract/protection/statement';
import { planProtectionStatementCommand } from './protection-statement-commands';

let repo: Awaited<ReturnType<typeof makeFakeRepo>>;
beforeEach(async () => {
  repo = await makeFakeRepo(['games']);
});
afterEach(async () => {
  await repo.cleanup();
});

function io(env: NodeJS.ProcessEnv, fetchImpl?: typeof fetch): CliIo & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return {
    env,
    lines,
    errors,
    out: (line) => lines.push(line),
    err: (line) => errors.push(line),
    fetch: fetchImpl ?? (() => Promise.reject(new Error('no network in this test'))),
  };
}

describe('release, rollback and list commands', () => {
  it('release accepts the mf- prefix and --from, rollback and list report the registry', async () => {
    const env = { DATA_DIR: repo.dataDir };
    const build = path.join(repo.root, 'mf-games', 'dist');
    const first = io(env);
    expect(await runCli(['release', 'mf-games', '--from', build], first)).toBe(0);
    const v1 = (await activeRegistry(repo.dataDir)).games!.version;
    expect(first.lines.join('\n')).toContain(`released and activated ${v1}`);

    const same = io(env);
    expect(await runCli(['release', 'games', '--from', build], same)).toBe(0);
    expect(same.lines.join('\n')).toMatch(/identical to the active version/);

    await writeFakeBuild(build, 'games', { marker: 'two' });
    expect(await runCli(['release', '--from', build, 'games'], io(env))).toBe(0);
    const v2 = (await activeRegistry(repo.dataDir)).games!.version;
    expect(v2).not.toBe(v1);

    const listed = io(env);
    expect(await runCli(['list'], listed)).toBe(0);
    expect(listed.lines.find((l) => l.includes(v2))).toMatch(/\* /);
    expect(listed.lines.some((l) => /auth\s+\(none released\)/.test(l))).toBe(true);
    expect(listed.lines.at(-1)).toBe(`registry: data directory ${repo.dataDir}`);

    const back = io(env);
    expect(await runCli(['rollback', 'GAMES'], back)).toBe(0);
    expect(back.lines[0]).toContain(`from ${v2} to ${v1}`);
    expect((await activeRegistry(repo.dataDir)).games!.version).toBe(v1);

    const none = io(env);
    expect(await runCli(['rollback', 'games'], none)).toBe(1);
    expect(none.errors[0]).toMatch(/no earlier version/);
  });

  it('exits 2 with the usage on a bad command line', async () => {
    for (const argv of [['release', 'casino'], ['release'], ['rollback'], ['frobnicate'], ['release', 'games', '--from']]) {
      const out = io({ DATA_DIR: repo.dataDir });
      expect(await runCli(argv, out)).toBe(2);
      expect(out.errors.join('\n')).toMatch(/usage:/);
    }
  });

  it('exits 1 with the reason when a release is refused', async () => {
    const out = io({ DATA_DIR: repo.dataDir });
    expect(await runCli(['release', 'lottery', '--from', path.join(repo.root, 'nowhere')], out)).toBe(1);
    expect(out.errors[0]).toMatch(/no build of lottery/);
  });
});

describe('migrate command', () => {
  it('applies every migration to a new embedded database once; run again it has nothing to do', async () => {
    loadNativeModulesOutsideSandbox();
    const env = { DATA_DIR: repo.dataDir };
    const first = io(env);
    // The errors are part of the expectation so that a failing migration shows its message.
    expect({ code: await runCli(['migrate'], first), errors: first.errors }).toEqual({ code: 0, errors: [] });
    expect(first.lines).toEqual([`pglite: applied migrations ${loadMigrations().map((m) => m.version).join(', ')}`]);
    const again = io(env);
    expect(await runCli(['migrate'], again)).toBe(0);
    expect(again.lines).toEqual(['pglite: up to date, no migration pending']);
    expect(await runCli(['migrate', 'now'], io(env))).toBe(2);
  }, 120_000);
});

describe('ops commands', () => {
  it.each([
    [['status', 'normal'], { maintenance: { enabled: false, endTime: null }, regionRestriction: { enabled: false } }],
    [['status', 'maintenance'], { maintenance: { enabled: true, endTime: null } }],
    [['status', 'maintenance', '--until', '2030-01-02T03:04:05Z'], { maintenance: { enabled: true, endTime: '2030-01-02T03:04:05.000Z' } }],
    [['status', 'region-block'], { regionRestriction: { enabled: true } }],
    [['status', 'region-block', '10.0.0.1', '::1'], { regionRestriction: { enabled: true, blockedIps: ['10.0.0.1', '::1'] } }],
    [['whitelabel', 'DIRECTREG3', 'off'], { whiteLabel: { DIRECTREG3: false } }],
    [['require-login', 'on'], { requireLogin: true }],
  ])('%j sends %j', (argv, body) => {
    expect(opsBody(argv)).toEqual(body);
  });

  it.each([[['status']], [['status', 'maintenance', '--until', 'soon']], [['whitelabel', 'lower', 'on']], [['require-login', 'maybe']]])(
    'refuses %j',
    (argv) => {
      expect(() => opsBody(argv)).toThrow();
    },
  );

  it('calls PUT /ops/system on SITE_URL with the token from the data directory', async () => {
    await fs.mkdir(repo.dataDir, { recursive: true });
    await fs.writeFile(path.join(repo.dataDir, 'operator-token'), 'secret-token\n');
    const calls: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ success: true, value: { requireLogin: true }, errorCode: null, message: null }), { status: 200 });
    }) as unknown as typeof fetch;
    const out = io({ DATA_DIR: repo.dataDir, SITE_URL: 'http://site.test:9999/' }, fakeFetch);

    expect(await runCli(['require-login', 'on'], out)).toBe(0);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('http://site.test:9999/ops/system');
    expect(calls[0]!.init.method).toBe('PUT');
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer secret-token');
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({ requireLogin: true });
    expect(out.lines.join('\n')).toContain('"requireLogin": true');
  });

  it('reports a refused token and an unreachable server', async () => {
    const denied = (async () => new Response(JSON.stringify({ success: false, value: null, errorCode: 'UNAUTHORIZED', message: 'bad token' }), { status: 401 })) as unknown as typeof fetch;
    const out = io({ DATA_DIR: repo.dataDir, OPERATOR_TOKEN: 'wrong' }, denied);
    expect(await runCli(['status', 'normal'], out)).toBe(1);
    expect(out.errors[0]).toMatch(/HTTP 401 bad token .*OPERATOR_TOKEN/);

    const down = io({ DATA_DIR: repo.dataDir, OPERATOR_TOKEN: 't' });
    expect(await runCli(['status', 'normal'], down)).toBe(1);
    expect(down.errors[0]).toMatch(/cannot reach the server/);

    const noToken = io({ DATA_DIR: repo.dataDir });
    expect(await runCli(['status', 'normal'], noToken)).toBe(1);
    expect(noToken.errors[0]).toMatch(/no operator token/);
  });
});

describe('protection statements run', () => {
  it('stands for the operator call with the month, or none for the last complete month', () => {
    const env = { OPS_OPERATOR: 'erin' };
    expect(planProtectionStatementCommand(['statements', 'run', '--month', '2026-09'], env)).toEqual({ method: 'POST', path: statementEndpoints.opsRun.path, body: { month: '2026-09' }, operator: 'erin' });
    expect(planProtectionStatementCommand(['statements', 'run', '--as', 'frank'], env)).toEqual({ method: 'POST', path: statementEndpoints.opsRun.path, body: {}, operator: 'frank' });
  });

  it.each([[['run']], [['statements']], [['statements', 'run', '--month', '2026-9']], [['statements', 'run', '2026-09']], [['statements', 'send']]])(
    'refuses %j with the usage, before any call',
    async (argv) => {
      const out = io({ OPERATOR_TOKEN: 't' });
      expect(await runCli(['protection', ...argv], out)).toBe(2);
      expect(out.errors.join('\n')).toMatch(/protection statements run/);
    },
  );
});

describe('account commands', () => {
  const env = { OPERATOR_TOKEN: 'op-token', SITE_URL: 'http://site.test:9999' };

  /** A fake server: answers by method and path, records what was asked. */
  function fakeServer(routes: Record<string, (init: RequestInit, url: URL) => { status?: number; value?: unknown; errorCode?: string; message?: string }>) {
    const calls: { method: string; url: URL; init: RequestInit }[] = [];
    const fetchImpl = (async (input: string, init: RequestInit) => {
      const url = new URL(input);
      const method = init.method ?? 'GET';
      calls.push({ method, url, init });
      const route = routes[`${method} ${url.pathname}`];
      if (!route) return new Response('{"success":false,"value":null,"errorCode":"NOT_FOUND","message":"Not found"}', { status: 404 });
      const answer = route(init, url);
      const status = answer.status ?? 200;
      const body = status < 400
        ? { success: true, value: answer.value ?? null, errorCode: null, message: null }
        : { success: false, value: null, errorCode: answer.errorCode, message: answer.message };
      return new Response(JSON.stringify(body), { status });
    }) as unknown as typeof fetch;
    return { calls, fetchImpl };
  }

  it.each([
    [[], ''],
    [['--to', '+84912345678'], '?to=%2B84912345678'],
    [['--limit', '5', '--to', 'a@b.example'], '?to=a%40b.example&limit=5'],
  ])('outbox %j asks for %s', (argv, query) => {
    expect(outboxQuery(argv)).toBe(query);
  });

  it.each([[['--limit', '0']], [['--limit', '201']], [['--limit']], [['--to']], [['extra']]])('outbox refuses %j', (argv) => {
    expect(() => outboxQuery(argv)).toThrow();
  });

  it('outbox prints the messages newest first with the token of the data directory', async () => {
    await fs.mkdir(repo.dataDir, { recursive: true });
    await fs.writeFile(path.join(repo.dataDir, 'operator-token'), 'file-token\n');
    const server = fakeServer({
      'GET /ops/outbox': () => ({
        value: [
          { id: 7, channel: 'email', to: 'p@example.com', subject: 'Demo Bet: your temporary password', body: 'Hello p,\nyour temporary password is: Abc12345', createdAt: '2030-01-01T00:00:01.000Z' },
          { id: 6, channel: 'sms', to: '+84912345678', subject: null, body: '[Demo Bet] Your login code is 123456.', createdAt: '2030-01-01T00:00:00.000Z' },
        ],
      }),
    });
    const out = io({ DATA_DIR: repo.dataDir, SITE_URL: 'http://site.test:9999/' }, server.fetchImpl);
    expect(await runCli(['outbox', '--limit', '2'], out)).toBe(0);
    expect(server.calls[0]!.url.toString()).toBe('http://site.test:9999/ops/outbox?limit=2');
    expect((server.calls[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer file-token');
    expect(out.lines).toEqual([
      '#7  2030-01-01T00:00:01.000Z  email  p@example.com  "Demo Bet: your temporary password"',
      '    Hello p,',
      '    your temporary password is: Abc12345',
      '#6  2030-01-01T00:00:00.000Z  sms  +84912345678',
      '    [Demo Bet] Your login code is 123456.',
    ]);

    const empty = fakeServer({ 'GET /ops/outbox': () => ({ value: [] }) });
    const none = io(env, empty.fetchImpl);
    expect(await runCli(['outbox', '--to', '+84900000000'], none)).toBe(0);
    expect(none.lines).toEqual(['(no messages)']);
  });

  it('create-member builds the body, splitting the number by the known dialing codes', () => {
    expect(createMemberBody(['demoagent2', 'agent1234', '--type', '1'])).toEqual({ account: 'demoagent2', password: 'agent1234', type: 1 });
    expect(
      createMemberBody(['p1', '123456', '--upline', 'demoagent', '--mobile', '+84933000111', '--must-change-password', '--email', 'p1@example.com'], ['+8', '+84', '+1']),
    ).toEqual({ account: 'p1', password: '123456', upline: 'demoagent', countryDialingCode: '+84', mobileNum: '933000111', mustChangePassword: true, email: 'p1@example.com' });
    expect(splitMobile('+84 933-000-111', [])).toEqual({ countryDialingCode: '+84', mobileNum: '933000111' });
    expect(splitMobile('+852 91234567', [])).toEqual({ countryDialingCode: '+852', mobileNum: '91234567' });
  });

  it.each([
    [['onlyaccount']],
    [['a', 'b', 'c']],
    [['a', 'b', '--type', 'agent']],
    [['a', 'b', '--mobile', '0912345678']],
    [['a', 'b', '--upline']],
  ])('create-member refuses %j with the usage', async (argv) => {
    const server = fakeServer({});
    const out = io(env, server.fetchImpl);
    expect(await runCli(['create-member', ...argv], out)).toBe(2);
    expect(out.errors.join('\n')).toMatch(/usage:/);
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('create-member calls POST /ops/members, asking for the dialing codes only when needed', async () => {
    const server = fakeServer({
      'GET /wps/system/countries': () => ({ value: [{ countryCode: 'VN', countryDialingCode: '+84' }, { countryCode: 'US', countryDialingCode: '+1' }] }),
      'POST /ops/members': (init) => {
        const body = JSON.parse(init.body as string) as { account: string; type?: number };
        return { value: { id: 42, account: body.account, type: body.type ?? 0 } };
      },
    });
    const out = io(env, server.fetchImpl);
    expect(await runCli(['create-member', 'player9', 'secret99', '--mobile', '+84933000999'], out)).toBe(0);
    expect(out.lines).toEqual(['created player9 (id 42, type 0)']);
    expect(server.calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(['GET /wps/system/countries', 'POST /ops/members']);
    const post = server.calls[1]!;
    expect((post.init.headers as Record<string, string>).authorization).toBe('Bearer op-token');
    expect(JSON.parse(post.init.body as string)).toEqual({ account: 'player9', password: 'secret99', countryDialingCode: '+84', mobileNum: '933000999' });

    const direct = fakeServer({ 'POST /ops/members': () => ({ value: { id: 43, account: 'agent9', type: 1 } }) });
    const out2 = io(env, direct.fetchImpl);
    expect(await runCli(['create-member', 'agent9', 'agent999', '--type', '1', '--mobile', '+84 933000998'], out2)).toBe(0);
    expect(direct.calls.map((c) => c.url.pathname)).toEqual(['/ops/members']);
  });

  it.each([
    [['demoplayer', '100']],
    [['demoplayer', '--reference', 'r1']],
    [['--reference', 'r1']],
    [['demoplayer', '100', 'extra', '--reference', 'r1']],
    [['demoplayer', '100', '--reference']],
  ])('credit refuses %j with the usage and moves nothing', async (argv) => {
    const server = fakeServer({});
    const out = io(env, server.fetchImpl);
    expect(await runCli(['credit', ...argv], out)).toBe(2);
    expect(out.errors.join('\n')).toMatch(/usage:/);
    expect(server.calls).toHaveLength(0);
  });

  it('credit posts account, amount and reference with the operator token and prints the new balance', async () => {
    expect(creditBody(['demoplayer', '100.50', '--reference', 'demo-topup-1'])).toEqual({ account: 'demoplayer', amount: '100.50', reference: 'demo-topup-1' });
    let replayed = false;
    const server = fakeServer({
      'POST /ops/wallet/credit': () => {
        const value = { sumBalance: '1100.50', replayed };
        replayed = true;
        return { value };
      },
    });
    const out = io(env, server.fetchImpl);
    expect(await runCli(['credit', 'demoplayer', '100.50', '--reference', 'demo-topup-1'], out)).toBe(0);
    expect(out.lines).toEqual(['credited 100.50 to demoplayer (reference demo-topup-1); balance now 1100.50']);
    const post = server.calls[0]!;
    expect((post.init.headers as Record<string, string>).authorization).toBe('Bearer op-token');
    expect(JSON.parse(post.init.body as string)).toEqual({ account: 'demoplayer', amount: '100.50', reference: 'demo-topup-1' });

    // The same command again (say after a time-out): the operator is told nothing moved.
    const again = io(env, server.fetchImpl);
    expect(await runCli(['credit', 'demoplayer', '100.50', '--reference', 'demo-topup-1'], again)).toBe(0);
    expect(again.lines).toEqual(['reference demo-topup-1 was already credited to demoplayer; nothing moved (balance after it: 1100.50)']);
  });

  it('credit reports a refusal from the server (a reused reference with another amount)', async () => {
    const server = fakeServer({
      'POST /ops/wallet/credit': () => ({ status: 409, errorCode: 'IDEMPOTENCY_CONFLICT', message: 'This reference was already used for another credit' }),
    });
    const out = io(env, server.fetchImpl);
    expect(await runCli(['credit', 'demoplayer', '5', '--reference', 'demo-topup-1'], out)).toBe(1);
    expect(out.errors[0]).toBe('error: POST http://site.test:9999/ops/wallet/credit failed: HTTP 409 This reference was already used for another credit');
  });

  it('create-member reports a refusal from the server', async () => {
    const server = fakeServer({
      'POST /ops/members': () => ({ status: 409, errorCode: 'ACCOUNT_EXISTS', message: 'This username is already registered' }),
    });
    const out = io(env, server.fetchImpl);
    expect(await runCli(['create-member', 'demoplayer', 'x'], out)).toBe(1);
    expect(out.errors[0]).toBe('error: POST http://site.test:9999/ops/members failed: HTTP 409 This username is already registered');
  });
});
