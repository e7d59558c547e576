import type { FastifyRequest } from 'fastify';
import { hashToken } from '../seamless/launch-tokens';
import { createPlatformFixture, type PlatformFixture } from '../testing/platform-fixture';
import { encodedScript } from '../testing/public-calls';
import { expectRefused, getAs, signedInMember, type TestMember, valueOf } from './game-test-support';
import { LaunchValueSchema } from '@site/shared/contract/games';
import { lobbyOrigin, parseGameProviderUrl } from './launch';

let fx: PlatformFixture;
let member: TestMember;
let game: { id: number; vendor: string; game_type: string; name: string };

beforeAll(async () => {
  fx = await createPlatformFixture();
  member = await signedInMember(fx);
  [game] = (await fx.db.query<typeof game>("SELECT id, vendor, game_type, name FROM games WHERE game_type = 'RNG' ORDER BY id LIMIT 1")) as [typeof game];
}, 120_000);

afterAll(async () => {
  await fx?.close();
});

const launchGame = (query: string, as: TestMember | null = member, headers: Record<string, string> = {}) =>
  getAs(fx, `/wps/game/launchGame?${query}`, as ?? undefined, headers);
const tokenCount = async () => (await fx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM launch_tokens'))[0]!.n;

/** The launch token row behind a game address. */
async function storedToken(content: string) {
  const url = new URL(content, 'http://site.test');
  const raw = url.searchParams.get('token')!;
  const rows = await fx.db.query<{ member_id: string; game_code: string; game_name: string; game_id: number | null; language: string; lobby_origin: string; ttl_s: number }>(
    `SELECT member_id::text, game_code, game_name, game_id, language, lobby_origin,
            round(extract(epoch FROM expires_at - now()))::int AS ttl_s
     FROM launch_tokens WHERE token_hash = $1`,
    [hashToken(raw)],
  );
  return { url, raw, row: rows[0] };
}

describe('GET /wps/game/launchGame', () => {
  it('answers the provider address with a single-use token stored hashed, for 10 minutes', async () => {
    const value = valueOf(await launchGame(`nodeId=${game.id}&language=es&device=desktop`, member, { host: 'site.test' }), LaunchValueSchema);
    expect(value).toMatchObject({ gameOrigin: 'http://site.test', playMoney: false });
    const { url, raw, row } = await storedToken(value.content);
    expect(value.content.startsWith('/provider/launch?')).toBe(true);
    expect(url.searchParams.get('lang')).toBe('es');
    expect(row).toMatchObject({ member_id: String(member.memberId), game_code: `RNG-${game.id}`, game_id: game.id, language: 'es', lobby_origin: 'http://site.test' });
    expect(row!.game_name).not.toBe(game.name);
    expect(row!.ttl_s).toBeGreaterThan(590);
    expect(row!.ttl_s).toBeLessThanOrEqual(600);
    expect(JSON.stringify(await fx.db.query('SELECT * FROM launch_tokens'))).not.toContain(raw);
  });

  it("carries the site's theme in the game address like the language, and leaves it out when the page sends none", async () => {
    const dark = valueOf(await launchGame(`nodeId=${game.id}&language=vi&theme=dark`), LaunchValueSchema);
    expect((await storedToken(dark.content)).url.searchParams.get('theme')).toBe('dark');
    expect((await storedToken(dark.content)).url.searchParams.get('lang')).toBe('vi');
    const light = valueOf(await launchGame(`vassalage=DG&gameType=LIVE&theme=light`), LaunchValueSchema);
    expect((await storedToken(light.content)).url.searchParams.get('theme')).toBe('light');
    const none = valueOf(await launchGame(`nodeId=${game.id}`), LaunchValueSchema);
    expect((await storedToken(none.content)).url.searchParams.has('theme')).toBe(false);
  });

  it("opens a provider's lobby: sports, e-sports, cockfight and live", async () => {
    for (const [vendor, gameType] of [['SABA', 'SPORTS'], ['TF', 'ESPORTS'], ['DS88', 'COCKFIGHT'], ['DG', 'LIVE']]) {
      const value = valueOf(await launchGame(`vassalage=${vendor}&gameType=${gameType}&language=en`), LaunchValueSchema);
      expect((await storedToken(value.content)).row).toMatchObject({ game_code: `${gameType}-${vendor}`, game_id: null });
    }
  });

  it('lets a trial account play with play money', async () => {
    const trial = await signedInMember(fx, { trial: true });
    expect(valueOf(await launchGame(`nodeId=${game.id}`, trial), LaunchValueSchema).playMoney).toBe(true);
  });

  it('answers the page origin when it is the site, and the site origin when it is not', async () => {
    const asked = (origin?: string) => launchGame(`nodeId=${game.id}`, member, { host: 'site.test', ...(origin ? { origin } : {}) });
    expect(valueOf(await asked('http://site.test'), LaunchValueSchema).gameOrigin).toBe('http://site.test');
    const foreign = valueOf(await asked('https://evil.example'), LaunchValueSchema);
    expect(foreign.gameOrigin).toBe('http://site.test');
    expect((await storedToken(foreign.content)).row!.lobby_origin).toBe('http://site.test');
    const request = (origin: string | undefined) => ({ protocol: 'https', host: 'www.demobet.example', headers: { origin } }) as unknown as FastifyRequest;
    const sites = ['https://www.demobet.example', 'https://m.demobet.example'];
    expect(lobbyOrigin(request('https://m.demobet.example'), sites)).toBe('https://m.demobet.example');
    expect(lobbyOrigin(request('https://evil.example'), sites)).toBe('https://www.demobet.example');
    expect(lobbyOrigin(request(undefined), sites)).toBe('https://www.demobet.example');
  });

  it('refuses a visitor with the session code (the page opens the login popup), issuing nothing', async () => {
    const before = await tokenCount();
    expectRefused(await launchGame(`nodeId=${game.id}`, null), 401, 'SESSION_INVALID');
    expectRefused(await getAs(fx, '/wps/relay/GCS_gameLaunchFB'), 401, 'SESSION_INVALID');
    expect(await tokenCount()).toBe(before);
  });

  it.each([
    ['nodeId=99999', 404, 'NOT_FOUND', 'nodeId'],
    [`nodeId=${1}&vassalage=NOPE`, 400, 'VALIDATION', 'vassalage'],
    ['vassalage=NOPE&gameType=SPORTS', 404, 'NOT_FOUND', 'vassalage'],
    ['vassalage=SABA&gameType=LIVE', 404, 'NOT_FOUND', 'vassalage'],
    ['vassalage=TF&gameType=COCKFIGHT', 404, 'NOT_FOUND', 'vassalage'],
    ['vassalage=PG&gameType=RNG', 400, 'VALIDATION', 'nodeId'],
    ['vassalage=SABA', 400, 'VALIDATION', 'gameType'],
    ['language=en', 400, 'VALIDATION', 'nodeId'],
    ['vassalage=PG&gameType=LOTT', 400, 'LOTTERY_GAME', 'gameType'],
    ['gameType=LOTT&gameCode=NOPE', 404, 'LOTTERY_UNKNOWN_GAME', 'gameCode'],
    ['gameType=LOTT&gameCode=vn_hcm', 400, 'VALIDATION', 'gameCode'],
    ['gameType=LOTT&view=other', 400, 'VALIDATION', 'view'],
    ['nodeId=0', 400, 'VALIDATION', 'nodeId'],
    ['nodeId=abc', 400, 'VALIDATION', 'nodeId'],
    ['nodeId=1&gameType=BINGO', 400, 'VALIDATION', 'gameType'],
    [`nodeId=1&device=${encodedScript}`, 400, 'VALIDATION', 'device'],
    [`nodeId=1&language=${encodedScript}`, 400, 'VALIDATION', 'language'],
    ['nodeId=1&theme=blue', 400, 'VALIDATION', 'theme'],
  ])('refuses %s with %i %s naming %s, issuing nothing', async (query, status, code, field) => {
    const before = await tokenCount();
    const recent = await fx.db.query('SELECT 1 FROM recent_games');
    expectRefused(await launchGame(query), status, code, field);
    expect(await tokenCount()).toBe(before);
    expect(await fx.db.query('SELECT 1 FROM recent_games')).toHaveLength(recent.length);
  });

  it.each([
    ['vassalage=TCG_LOTTO_VN&gameType=LOTT&gameCode=VN_HCM&view=betting&lottoArea=VN&launchMode=LOTT&prizeMode=LOTT', '/lottery?gameCode=VN_HCM'],
    ['vassalage=TCG_SEA&gameType=ELOTT&gameCode=FAST_1M', '/lottery?gameCode=FAST_1M'],
    ['gameType=LOTT&gameCode=VN_MB&view=lobby', '/lottery'],
    ['vassalage=LOTT&gameType=LOTT', '/lottery'],
  ])('opens the site lottery page for a lottery game: %s answers %s, issuing no token', async (query, content) => {
    const before = await tokenCount();
    const value = valueOf(await launchGame(query), LaunchValueSchema);
    expect(value).toMatchObject({ content, playMoney: false });
    expect(await tokenCount()).toBe(before);
  });

  it('is refused during maintenance and from a blocked address (the closed-site guard covers launch)', async () => {
    const setSystem = async (payload: Record<string, unknown>) =>
      expect((await fx.call({ method: 'PUT', url: '/ops/system', operator: true, payload })).statusCode).toBe(200);
    const before = await tokenCount();
    try {
      await setSystem({ maintenance: { enabled: true } });
      expectRefused(await launchGame(`nodeId=${game.id}`), 503, 'MAINTENANCE');
      expectRefused(await getAs(fx, '/wps/relay/GCS_gameLaunchFB', member), 503, 'MAINTENANCE');
      await setSystem({ maintenance: { enabled: false }, regionRestriction: { enabled: true, blockedIps: ['203.0.113.7'] } });
      const blocked = await fx.call({ method: 'GET', url: `/wps/game/launchGame?nodeId=${game.id}`, headers: { authorization: member.token }, remoteAddress: '203.0.113.7' });
      expectRefused(blocked, 403, 'REGION_BLOCKED');
      expect(await tokenCount()).toBe(before);
      valueOf(await launchGame(`nodeId=${game.id}`), LaunchValueSchema);
    } finally {
      await setSystem({ maintenance: { enabled: false }, regionRestriction: { enabled: false, blockedIps: [] } });
    }
  });
});

describe('GET /wps/relay/GCS_gameLaunchFB', () => {
  it('opens the FB sports lobby', async () => {
    const value = valueOf(await getAs(fx, '/wps/relay/GCS_gameLaunchFB?language=vi&device=mobile', member), LaunchValueSchema);
    expect((await storedToken(value.content)).row).toMatchObject({ game_code: 'SPORTS-FB', game_name: 'FB Sports', game_id: null, language: 'vi' });
  });
});

describe('GAME_PROVIDER_URL', () => {
  it('takes a path on the site or an http(s) address, and nothing else', () => {
    expect(parseGameProviderUrl(undefined)).toBe('/provider');
    expect(parseGameProviderUrl('/games/provider/')).toBe('/games/provider');
    expect(parseGameProviderUrl('https://games.example.com/provider/')).toBe('https://games.example.com/provider');
    for (const bad of ['//evil.example', 'javascript:alert(1)', 'ftp://x.example', 'https://x.example/?a=1', '/']) {
      expect(() => parseGameProviderUrl(bad)).toThrow(/GAME_PROVIDER_URL/);
    }
  });
});
