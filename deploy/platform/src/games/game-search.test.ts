import { SESSION_CACHE } from '../accounts/session-cache';
import { createPlatformFixture, type PlatformFixture } from '../testing/platform-fixture';
import { encodedScript } from '../testing/public-calls';
import { expectRefused, getAs, signedInMember, type TestMember, valueOf } from './game-test-support';
import { GameListValueSchema } from '@site/shared/contract/games';
import { containsPattern, gameSearchSql } from './game-search';

let fx: PlatformFixture;
let member: TestMember;

beforeAll(async () => {
  fx = await createPlatformFixture();
  member = await signedInMember(fx);
}, 120_000);

afterAll(async () => {
  await fx?.close();
});

const list = (query: string, as: TestMember | null = member) => getAs(fx, `/wps/relay/GCSGAME_gameList?${query}`, as ?? undefined);
const games = async (query: string) => valueOf(await list(query), GameListValueSchema);

/** Every id of `gameType` whose name in any language contains `text` (case-insensitive), in catalogue order. */
async function idsNamed(gameType: string, text: string): Promise<string[]> {
  const rows = await fx.db.query<{ id: string }>(
    `SELECT g.id::text AS id FROM games g WHERE g.game_type = $1
       AND EXISTS (SELECT 1 FROM game_names n WHERE n.game_id = g.id AND strpos(lower(n.name), lower($2)) > 0)
     ORDER BY g.sort, g.id`,
    [gameType, text],
  );
  return rows.map((row) => row.id);
}

/** All pages of a query, concatenated. */
async function allIds(query: string): Promise<string[]> {
  const first = await games(`${query}&pageNo=1&pageSize=50`);
  const ids = first.games.map((g) => g.nodeId);
  for (let page = 2; page <= first.totalPages; page += 1) {
    ids.push(...(await games(`${query}&pageNo=${page}&pageSize=50`)).games.map((g) => g.nodeId));
  }
  return ids;
}

describe('GET /wps/relay/GCSGAME_gameList', () => {
  it('answers a visitor like a member (browsing the catalogue needs no sign-in)', async () => {
    const query = 'gameType=RNG&pageNo=3&pageSize=15&gameName=gold';
    const asVisitor = valueOf(await list(query, null), GameListValueSchema);
    expect(asVisitor.games).toHaveLength(15);
    expect(asVisitor).toEqual(await games(query));
  });

  it('answers a page of 15 in catalogue order, with the page count', async () => {
    const [{ n }] = (await fx.db.query<{ n: number }>("SELECT count(*)::int AS n FROM games WHERE game_type = 'RNG'")) as [{ n: number }];
    const value = await games('gameType=RNG&pageNo=2&pageSize=15&clientType=3&platform=flash,html5-desktop&language=en');
    expect(value.totalPages).toBe(Math.ceil(n / 15));
    const expected = await fx.db.query<{ id: string }>("SELECT id::text AS id FROM games WHERE game_type = 'RNG' ORDER BY sort, id LIMIT 15 OFFSET 15");
    expect(value.games.map((g) => g.nodeId)).toEqual(expected.map((row) => row.id));
    const game = value.games[0]!;
    expect(game).toMatchObject({ gameType: 'RNG', gameCode: `RNG-${game.nodeId}`, imageUrl: `/media/games/${game.nodeId}.svg` });
  });

  it('finds games by any part of their name in any language, whatever the case', async () => {
    for (const text of ['GOLDEN', 'de oro', 'vàng', '黄金', 'hold & win', 'dragon gems']) {
      const expected = await idsNamed('RNG', text);
      expect(expected.length).toBeGreaterThan(0);
      expect(await allIds(`gameType=RNG&gameName=${encodeURIComponent(text)}`)).toEqual(expected);
    }
    expect(await allIds(`gameType=FISH&gameName=${encodeURIComponent('bắn cá')}`)).toEqual(await idsNamed('FISH', 'bắn cá'));
  });

  it('answers the names in the language asked for, English when it has none', async () => {
    const query = 'gameType=RNG&pageNo=1&pageSize=1&gameName=golden%20fortune';
    const en = (await games(`${query}&language=en`)).games[0]!;
    expect(en.gameName).toMatch(/^Golden Fortune/);
    const [row] = await fx.db.query<{ es: string; zh: string }>(
      "SELECT max(name) FILTER (WHERE language = 'es') AS es, max(name) FILTER (WHERE language = 'zh') AS zh FROM game_names WHERE game_id = $1",
      [Number(en.nodeId)],
    );
    expect(row!.es).toMatch(/^Fortuna de Oro/);
    expect((await games(`${query}&language=es`)).games[0]!.gameName).toBe(row!.es);
    expect((await getAs(fx, `/wps/relay/GCSGAME_gameList?${query}`, member, { language: 'zh-CN' })).json()).toMatchObject({
      value: { games: [{ gameName: row!.zh }] },
    });
    expect((await games(`${query}&language=fr`)).games[0]!.gameName).toBe(en.gameName);
  });

  it('takes %, _ and \\ in a name literally', async () => {
    expect(containsPattern('50%_\\x')).toBe('%50\\%\\_\\\\x%');
    for (const text of ['%', '_', '\\', 'g_lden', 'gol%']) {
      expect(await games(`gameType=RNG&gameName=${encodeURIComponent(text)}`)).toEqual({ games: [], totalPages: 0 });
    }
  });

  it('filters by provider, classification, minimum bet and lines together', async () => {
    const query = 'gameType=RNG&vassalage=PG&gameClassify=slot&minBet=0.5&minLineNum=20';
    const ids = await allIds(query);
    const expected = await fx.db.query<{ id: string }>(
      `SELECT id::text AS id FROM games WHERE game_type = 'RNG' AND vendor = 'PG' AND game_classify = 'slot'
         AND min_bet <= 0.5 AND min_line_num >= 20 ORDER BY sort, id`,
    );
    expect(expected.length).toBeGreaterThan(15);
    expect(ids).toEqual(expected.map((row) => row.id));
    for (const game of (await games(`${query}&pageNo=1`)).games) {
      expect(game).toMatchObject({ vassalage: 'PG', gameClassify: 'slot' });
      expect(game.minBet).toBeLessThanOrEqual(0.5);
      expect(game.minLineNum).toBeGreaterThanOrEqual(20);
    }
    // An empty minimum bet is "all".
    expect((await games('gameType=RNG&vassalage=PG&minBet=')).totalPages).toBe((await games('gameType=RNG&vassalage=PG')).totalPages);
  });

  it('answers the last page for a page after it, and nothing (0 pages) when nothing matches', async () => {
    const { totalPages } = await games('gameType=FISH&vassalage=JDB&pageNo=1');
    expect(totalPages).toBeGreaterThan(1);
    const last = await games(`gameType=FISH&vassalage=JDB&pageNo=${totalPages}`);
    expect(await games(`gameType=FISH&vassalage=JDB&pageNo=${totalPages + 5}`)).toEqual(last);
    expect(last.games.length).toBeGreaterThan(0);
    expect(await games('gameType=RNG&gameName=nothing-is-called-this&pageNo=3')).toEqual({ games: [], totalPages: 0 });
  });

  it.each([
    ['gameType=BINGO&pageNo=1', 'gameType'],
    ['pageNo=1', 'gameType'],
    ['gameType=LOTT', 'gameType'],
    ['gameType=RNG&pageNo=0', 'pageNo'],
    ['gameType=RNG&pageNo=-1', 'pageNo'],
    ['gameType=RNG&pageNo=1.5', 'pageNo'],
    ['gameType=RNG&pageSize=51', 'pageSize'],
    ['gameType=RNG&pageSize=0', 'pageSize'],
    [`gameType=RNG&gameName=${'a'.repeat(51)}`, 'gameName'],
    ['gameType=RNG&gameName=a%00b', 'gameName'],
    ['gameType=RNG&minBet=abc', 'minBet'],
    ['gameType=RNG&minLineNum=x', 'minLineNum'],
    ['gameType=RNG&vassalage=pg', 'vassalage'],
    ['gameType=RNG&gameClassify=SLOT', 'gameClassify'],
    ['gameType=RNG&clientType=2', 'clientType'],
    [`gameType=RNG&language=${encodedScript}`, 'language'],
    [`gameType=RNG&vassalage=${encodedScript}`, 'vassalage'],
  ])('refuses %s, naming %s', async (query, field) => {
    expectRefused(await list(query), 400, 'VALIDATION', field);
  });

  it('card-game rooms take the session from the short session cache: a revocation by another process counts within its TTL, a sign-out at once', async () => {
    const other = await signedInMember(fx);
    const rooms = (as: TestMember) => getAs(fx, '/wps/relay/GLS2_roomList?vassalage=KM', as);
    expect((await rooms(other)).statusCode).toBe(200);
    // Revoked straight in the database, as another platform process would.
    await fx.db.query("UPDATE sessions SET revoked_at = now(), revoke_reason = 'OPERATOR' WHERE member_id = $1", [other.memberId]);
    expect((await rooms(other)).statusCode).toBe(200);
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + SESSION_CACHE.ttlMs);
    try {
      expectRefused(await rooms(other), 401, 'SESSION_INVALID');
    } finally {
      clock.mockRestore();
    }

    const leaving = await signedInMember(fx);
    expect((await rooms(leaving)).statusCode).toBe(200);
    expect((await fx.call({ method: 'DELETE', url: '/wps/session/logout', headers: { authorization: leaving.token } })).statusCode).toBe(200);
    expectRefused(await rooms(leaving), 401, 'SESSION_INVALID');
  });

  it('searches names through the trigram index', async () => {
    // Planner statistics as a running site has them.
    await fx.db.query('ANALYZE games, game_names');
    for (const name of ['golden', 'lucky dragon', 'de oro', 'fishing']) {
      const { sql, params } = gameSearchSql({ gameType: 'RNG', gameName: name, pageNo: 1, pageSize: 15, language: 'en' });
      const plan = await fx.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
      expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('game_names_search_idx');
    }
  });
});
