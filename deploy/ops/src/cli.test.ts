import { promises as fs } from 'node:fs';
import path from 'node:path';
import { opsBody, runCli, type CliIo } from './cli';
import { activeRegistry } from './registry';
import { makeFakeRepo, writeFakeBuild } from './test-builds';

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
