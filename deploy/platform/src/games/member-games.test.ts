import { RECENT_GAMES_KEPT } from '@site/shared/contract';
import { createPlatformFixture, type PlatformFixture } from '../testing/platform-fixture';
import { encodedScript, SCRIPT } from '../testing/public-calls';
import { expectRefused, getAs, postAs, signedInMember, type TestMember, valueOf } from './game-test-support';
import { FavoriteChangeValueSchema, FavoriteIdsValueSchema, FavoriteListValueSchema, LaunchValueSchema, RecentGamesValueSchema } from '@site/shared/contract/games';
import { recordRecent } from './member-games';

let fx: PlatformFixture;

beforeAll(async () => {
  fx = await createPlatformFixture();
}, 120_000);

afterAll(async () => {
  await fx?.close();
});

interface Game {
  id: number;
  vendor: string;
  game_type: string;
}

/** Catalogue games of a type, in catalogue order. */
const gamesOf = (gameType: string, limit: number) =>
  fx.db.query<Game>('SELECT id, vendor, game_type FROM games WHERE game_type = $1 ORDER BY sort, id LIMIT $2', [gameType, limit]);
const change = (game: Game) => ({ nodeId: String(game.id), vendor: game.vendor, gameType: game.game_type });
const add = (member: TestMember | undefined, body: unknown) => postAs(fx, '/wps/relay/MCSFE_addFavoriteGame', body, member);
const remove = (member: TestMember | undefined, body: unknown) => postAs(fx, '/wps/relay/MCSFE_removeFavoriteGame', body, member);
const favouriteIds = async (member: TestMember, query = '') =>
  valueOf(await getAs(fx, `/wps/relay/MCSFE_getFavoriteGames${query}`, member), FavoriteIdsValueSchema);
const rowCounts = async () =>
  (await fx.db.query<{ favourites: number; recent: number }>(
    'SELECT (SELECT count(*)::int FROM favourite_games) AS favourites, (SELECT count(*)::int FROM recent_games) AS recent',
  ))[0]!;

describe('favourites', () => {
  it('adds and removes, once each however often asked, newest first', async () => {
    const member = await signedInMember(fx);
    const [a, b] = (await gamesOf('RNG', 2)) as [Game, Game];
    for (let i = 0; i < 3; i += 1) expect(valueOf(await add(member, change(a)), FavoriteChangeValueSchema)).toEqual({ nodeId: String(a.id), favourite: true });
    await add(member, { ...change(b), nodeId: b.id });
    expect(await favouriteIds(member)).toEqual([String(b.id), String(a.id)]);
    const rows = await fx.db.query('SELECT 1 FROM favourite_games WHERE member_id = $1', [member.memberId]);
    expect(rows).toHaveLength(2);
    for (let i = 0; i < 2; i += 1) expect(valueOf(await remove(member, change(b)), FavoriteChangeValueSchema)).toEqual({ nodeId: String(b.id), favourite: false });
    expect(await favouriteIds(member)).toEqual([String(a.id)]);
  });

  it('lists pages of favourites filtered by type, the last page for a page after it', async () => {
    const member = await signedInMember(fx);
    const rng = await gamesOf('RNG', 17);
    const [fish] = (await gamesOf('FISH', 1)) as [Game];
    for (const game of [...rng, fish]) await add(member, change(game));
    const page = async (query: string) => valueOf(await getAs(fx, `/wps/relay/MCSFE_getFavoriteGamesList?${query}`, member), FavoriteListValueSchema);
    const first = await page('gameType=RNG&pageNo=1&pageSize=15');
    expect(first.totalPages).toBe(2);
    expect(first.content.map((g) => g.nodeId)).toEqual(rng.slice(2).reverse().map((g) => String(g.id)));
    expect((await page('gameType=RNG&pageNo=2&pageSize=15')).content.map((g) => g.nodeId)).toEqual([String(rng[1]!.id), String(rng[0]!.id)]);
    expect(await page('gameType=RNG&pageNo=9&pageSize=15')).toEqual(await page('gameType=RNG&pageNo=2&pageSize=15'));
    expect((await page('gameType=FISH')).content.map((g) => g.nodeId)).toEqual([String(fish.id)]);
    expect(await favouriteIds(member, '?gameType=FISH')).toEqual([String(fish.id)]);
    expect((await page('pageSize=50')).content).toHaveLength(18);
  });

  it("never shows or changes another member's favourites", async () => {
    const owner = await signedInMember(fx);
    const other = await signedInMember(fx);
    const [game] = (await gamesOf('PVP', 1)) as [Game];
    await add(owner, change(game));
    expect(await favouriteIds(other)).toEqual([]);
    expect(valueOf(await getAs(fx, '/wps/relay/MCSFE_getFavoriteGamesList', other), FavoriteListValueSchema)).toEqual({ content: [], totalPages: 0 });
    await remove(other, change(game));
    expect(await favouriteIds(owner)).toEqual([String(game.id)]);
  });

  it('refuses a visitor (401) and a trial account (403 NEED_REAL_ACCOUNT), writing nothing', async () => {
    const trial = await signedInMember(fx, { trial: true });
    const [game] = (await gamesOf('RNG', 1)) as [Game];
    const before = await rowCounts();
    expectRefused(await add(undefined, change(game)), 401, 'SESSION_INVALID');
    expectRefused(await add(trial, change(game)), 403, 'NEED_REAL_ACCOUNT');
    expectRefused(await remove(trial, change(game)), 403, 'NEED_REAL_ACCOUNT');
    for (const url of ['/wps/relay/MCSFE_getFavoriteGames', '/wps/relay/MCSFE_getFavoriteGamesList', '/wps/relay/GCS_recentGame']) {
      expectRefused(await getAs(fx, url, trial), 403, 'NEED_REAL_ACCOUNT');
      expectRefused(await getAs(fx, url), 401, 'SESSION_INVALID');
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a game that does not exist or a provider or type that is not its own, writing nothing', async () => {
    const member = await signedInMember(fx);
    const [game] = (await gamesOf('RNG', 1)) as [Game];
    const before = await rowCounts();
    expectRefused(await add(member, { ...change(game), nodeId: '99999' }), 404, 'NOT_FOUND', 'nodeId');
    expectRefused(await add(member, { ...change(game), vendor: game.vendor === 'PG' ? 'JILI' : 'PG' }), 400, 'VALIDATION', 'vendor');
    expectRefused(await add(member, { ...change(game), gameType: 'FISH' }), 400, 'VALIDATION', 'gameType');
    expectRefused(await remove(member, { ...change(game), gameType: 'PVP' }), 400, 'VALIDATION', 'gameType');
    expect(await rowCounts()).toEqual(before);
  });

  it.each([
    [{ vendor: 'PG', gameType: 'RNG' }, 'nodeId'],
    [{ nodeId: '0', vendor: 'PG', gameType: 'RNG' }, 'nodeId'],
    [{ nodeId: 'abc', vendor: 'PG', gameType: 'RNG' }, 'nodeId'],
    [{ nodeId: -3, vendor: 'PG', gameType: 'RNG' }, 'nodeId'],
    [{ nodeId: '1', vendor: SCRIPT, gameType: 'RNG' }, 'vendor'],
    [{ nodeId: '1', vendor: 'PG', gameType: 'BINGO' }, 'gameType'],
    [{ nodeId: '1', vendor: 'PG' }, 'gameType'],
    [{ nodeId: '1', vendor: 'PG', gameType: 'RNG', extra: 1 }, 'extra'],
  ])('refuses the body %j, naming %s', async (body, field) => {
    const member = await signedInMember(fx);
    const before = await rowCounts();
    expectRefused(await add(member, body), 400, 'VALIDATION', field);
    expect(await rowCounts()).toEqual(before);
  });

  it.each([
    ['/wps/relay/MCSFE_getFavoriteGames?gameType=LOTT', 'gameType'],
    ['/wps/relay/MCSFE_getFavoriteGamesList?pageNo=0', 'pageNo'],
    ['/wps/relay/MCSFE_getFavoriteGamesList?pageSize=51', 'pageSize'],
    ['/wps/relay/GCS_recentGame?pageNo=x', 'pageNo'],
    [`/wps/relay/GCS_recentGame?gameType=${encodedScript}`, 'gameType'],
  ])('refuses %s, naming %s', async (url, field) => {
    expectRefused(await getAs(fx, url, await signedInMember(fx)), 400, 'VALIDATION', field);
  });
});

describe('recent games', () => {
  const recent = async (member: TestMember, query = '') => valueOf(await getAs(fx, `/wps/relay/GCS_recentGame${query}`, member), RecentGamesValueSchema);
  const launch = (member: TestMember, id: number) => getAs(fx, `/wps/game/launchGame?nodeId=${id}&language=en&device=desktop`, member);

  it('records a launch, newest first, a game launched again moving to the top', async () => {
    const member = await signedInMember(fx);
    const [a, b] = (await gamesOf('RNG', 2)) as [Game, Game];
    const [fish] = (await gamesOf('FISH', 1)) as [Game];
    for (const id of [a.id, b.id, fish.id, a.id]) valueOf(await launch(member, id), LaunchValueSchema);
    const value = await recent(member, '?pageNo=1&pageSize=15');
    expect(value.list.map((g) => g.nodeId)).toEqual([a, fish, b].map((g) => String(g.id)));
    expect(value.totalPages).toBe(1);
    expect(Date.parse(value.list[0]!.lastPlayedAt)).toBeGreaterThanOrEqual(Date.parse(value.list[2]!.lastPlayedAt));
    expect((await recent(member, '?gameType=FISH')).list.map((g) => g.nodeId)).toEqual([String(fish.id)]);
    expect(await recent(await signedInMember(fx))).toEqual({ list: [], totalPages: 0 });
  });

  it('keeps the 50 newest', async () => {
    const member = await signedInMember(fx);
    const games = await gamesOf('RNG', RECENT_GAMES_KEPT + 5);
    for (const game of games) await recordRecent(fx.db, member.memberId, game.id);
    const ids = await fx.db.query<{ game_id: number }>('SELECT game_id FROM recent_games WHERE member_id = $1 ORDER BY list_order DESC', [member.memberId]);
    expect(ids.map((row) => row.game_id)).toEqual(games.slice(5).reverse().map((g) => g.id));
    const pages = await recent(member, '?pageNo=4&pageSize=15');
    expect(pages.totalPages).toBe(4);
    expect(pages.list.map((g) => g.nodeId)).toEqual(games.slice(5, 10).reverse().map((g) => String(g.id)));
  });

  it('records nothing for a trial account, a lobby, or a refused launch', async () => {
    const trial = await signedInMember(fx, { trial: true });
    const member = await signedInMember(fx);
    const [game] = (await gamesOf('RNG', 1)) as [Game];
    const before = await rowCounts();
    expect(valueOf(await launch(trial, game.id), LaunchValueSchema).playMoney).toBe(true);
    valueOf(await getAs(fx, '/wps/game/launchGame?vassalage=SABA&gameType=SPORTS', member), LaunchValueSchema);
    expectRefused(await getAs(fx, `/wps/game/launchGame?nodeId=${game.id}&gameType=FISH`, member), 400, 'VALIDATION', 'gameType');
    expect(await rowCounts()).toEqual(before);
  });
});
