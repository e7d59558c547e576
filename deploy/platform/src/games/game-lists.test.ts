import { createPlatformFixture, type PlatformFixture } from '../testing/platform-fixture';
import { encodedScript } from '../testing/public-calls';
import { expectRefused, getAs, signedInMember, type TestMember, valueOf } from './game-test-support';
import { HotGamesValueSchema, PvpRoomsValueSchema, RankListValueSchema, VassGameTypeValueSchema } from '@site/shared/contract/games';
import { lotteryRoundName } from '@site/shared/contract/lottery';
import type { ContentLanguage } from '../i18n/language';
import { maskAccount, roomPlayers, winnerBoard } from './game-lists';

let fx: PlatformFixture;
let member: TestMember;
let serial = 0;

beforeAll(async () => {
  fx = await createPlatformFixture();
  member = await signedInMember(fx);
}, 120_000);

afterAll(async () => {
  await fx?.close();
});

interface Round {
  memberId: number;
  gameId: number;
  win?: number;
  ledger?: 'REAL' | 'PLAY';
  status?: 'OPEN' | 'SETTLED' | 'ROLLED_BACK';
  hoursAgo?: number;
}

/** A round as the seamless wallet records it. */
async function insertRound(round: Round): Promise<void> {
  serial += 1;
  await fx.db.query(
    `INSERT INTO game_rounds (provider, round_id, member_id, vendor, game_type, game_code, game_id, game_name, ledger, stake, valid_bet, win,
                              status, started_at, settled_at)
     SELECT 'DEMO', $1, $2, g.vendor, g.game_type, g.game_type || '-' || g.id, g.id, g.name, $4, 100, 100, $5, $6,
            now() - make_interval(hours => $7), CASE WHEN $6 = 'SETTLED' THEN now() - make_interval(hours => $7) END
     FROM games g WHERE g.id = $3`,
    [`lists-${serial}`, round.memberId, round.gameId, round.ledger ?? 'REAL', round.win ?? 0, round.status ?? 'SETTLED', round.hoursAgo ?? 0],
  );
}

describe('GET /wps/relay/GCSGAME_getVassGameType', () => {
  it("answers a type's providers in display order with their game counts", async () => {
    const value = valueOf(await getAs(fx, '/wps/relay/GCSGAME_getVassGameType?gameType=FISH', member), VassGameTypeValueSchema);
    const expected = await fx.db.query<{ code: string; n: number }>(
      "SELECT v.code, (SELECT count(*)::int FROM games g WHERE g.vendor = v.code AND g.game_type = 'FISH') AS n FROM vendors v WHERE v.lane = 'FISH' ORDER BY v.sort",
    );
    expect(value.gameType).toBe('FISH');
    expect(value.vendors.map((v) => [v.vassalage, v.gameCount])).toEqual(expected.map((row) => [row.code, row.n]));
    expect(value.vendors.find((v) => v.vassalage === 'JILI')).toMatchObject({ displayName: 'JILI Fishing', isHot: 1 });
  });

  it('answers a visitor too, and refuses a type without providers of games', async () => {
    expect(valueOf(await getAs(fx, '/wps/relay/GCSGAME_getVassGameType?gameType=RNG'), VassGameTypeValueSchema).vendors.length).toBeGreaterThan(0);
    expectRefused(await getAs(fx, '/wps/relay/GCSGAME_getVassGameType?gameType=SPORTS', member), 400, 'VALIDATION', 'gameType');
    expectRefused(await getAs(fx, '/wps/relay/GCSGAME_getVassGameType', member), 400, 'VALIDATION', 'gameType');
  });
});

describe('GET /wps/relay/GCSGAME_hotGamesV2', () => {
  const hot = async (query: string) => valueOf(await getAs(fx, `/wps/relay/GCSGAME_hotGamesV2?merchantCode=demo&isPlatform=2&platform=html5-desktop&${query}`), HotGamesValueSchema);

  it("answers at most 15 of a provider's games, the operator's rank first while nobody plays", async () => {
    const ranked = await fx.db.query<{ id: string }>(
      "SELECT id::text AS id FROM games WHERE vendor = 'PG' AND game_type = 'RNG' AND hot_rank IS NOT NULL ORDER BY hot_rank LIMIT 15",
    );
    expect(ranked.length).toBeGreaterThan(1);
    const value = await hot('vassalage=PG&gameType=RNG&language=en');
    expect(value.map((g) => g.nodeId)).toEqual(ranked.map((row) => row.id));
    expect(value.every((g) => g.isHot === 1 && g.vassalage === 'PG')).toBe(true);
    expect((await hot('language=en')).length).toBe(15);
  });

  it('mixes in the real-money rounds of the last 24 hours', async () => {
    // A JDB fishing game nobody ranked, played 150 times today: more than rank 1 is worth (100).
    const [game] = await fx.db.query<{ id: number }>("SELECT id FROM games WHERE vendor = 'JDB' AND game_type = 'FISH' AND hot_rank IS NULL ORDER BY id LIMIT 1");
    const [stale] = await fx.db.query<{ id: number }>("SELECT id FROM games WHERE vendor = 'JDB' AND game_type = 'FISH' AND hot_rank IS NULL ORDER BY id OFFSET 1 LIMIT 1");
    for (let i = 0; i < 150; i += 1) await insertRound({ memberId: member.memberId, gameId: game!.id });
    // Play money, rolled-back rounds and yesterday's rounds do not count.
    for (let i = 0; i < 3; i += 1) {
      await insertRound({ memberId: member.memberId, gameId: stale!.id, ledger: 'PLAY' });
      await insertRound({ memberId: member.memberId, gameId: stale!.id, status: 'ROLLED_BACK' });
      await insertRound({ memberId: member.memberId, gameId: stale!.id, hoursAgo: 25 });
    }
    const value = await hot('vassalage=JDB&gameType=FISH&language=zh');
    expect(value[0]).toMatchObject({ nodeId: String(game!.id), isHot: 0 });
    expect(value[0]!.gameName).toMatch(/捕鱼/);
    expect(value.map((g) => g.nodeId)).not.toContain(String(stale!.id));
  });

  it.each([
    ['isPlatform=3', 'isPlatform'],
    ['vassalage=pg', 'vassalage'],
    ['gameType=LOTT', 'gameType'],
    [`language=${encodedScript}`, 'language'],
  ])('refuses %s, naming %s', async (query, field) => {
    expectRefused(await getAs(fx, `/wps/relay/GCSGAME_hotGamesV2?${query}`), 400, 'VALIDATION', field);
  });
});

describe('GET /wps/relay/GCSGAME_getRankList', () => {
  it('masks account names', () => {
    expect(maskAccount('demoplayer')).toBe('de***er');
    expect(maskAccount('abcdef')).toBe('ab***ef');
    expect(maskAccount('abcde')).toBe('a***e');
    expect(maskAccount('ab')).toBe('a***');
  });

  it("lists the week's largest settled real-money wins, in currency units, for visitors too", async () => {
    const winner = await signedInMember(fx, { account: 'bigwinner01' });
    const [game] = await fx.db.query<{ id: number; name: string; vendor: string }>("SELECT id, name, vendor FROM games WHERE game_type = 'RNG' ORDER BY id LIMIT 1");
    await insertRound({ memberId: winner.memberId, gameId: game!.id, win: 9_999_999_00 });
    await insertRound({ memberId: winner.memberId, gameId: game!.id, win: 123_45 });
    // Not on the board: play money, an open round, one older than 7 days.
    await insertRound({ memberId: winner.memberId, gameId: game!.id, win: 99_999_999_00, ledger: 'PLAY' });
    await insertRound({ memberId: winner.memberId, gameId: game!.id, win: 99_999_999_00, status: 'OPEN' });
    await insertRound({ memberId: winner.memberId, gameId: game!.id, win: 99_999_999_00, hoursAgo: 8 * 24 });
    const board = valueOf(await getAs(fx, '/wps/relay/GCSGAME_getRankList?gameCategory=ALL&language=en&limitNum=50'), RankListValueSchema);
    expect(board[0]).toMatchObject({ account: 'bi***01', gameName: game!.name, vassalage: game!.vendor, gameType: 'RNG', winAmount: 9_999_999 });
    expect(board.map((entry) => entry.winAmount)).toContain(123.45);
    expect(board.some((entry) => entry.winAmount === 99_999_999)).toBe(false);
    expect(Date.parse(board[0]!.winTime)).toBeGreaterThan(Date.now() - 60_000);
    const sorted = [...board].sort((a, b) => b.winAmount - a.winAmount);
    expect(board).toEqual(sorted);
    expect(valueOf(await getAs(fx, '/wps/relay/GCSGAME_getRankList?limitNum=1'), RankListValueSchema)).toHaveLength(1);
  });

  it('names each provider as players know it, by the type of the game won (a code is never the name)', async () => {
    const winner = await signedInMember(fx, { account: 'vendorwinner' });
    const [slot] = await fx.db.query<{ id: number }>("SELECT id FROM games WHERE vendor = 'PG' AND game_type = 'RNG' ORDER BY id LIMIT 1");
    const [fishing] = await fx.db.query<{ id: number }>("SELECT id FROM games WHERE vendor = 'JILI' AND game_type = 'FISH' ORDER BY id LIMIT 1");
    await insertRound({ memberId: winner.memberId, gameId: slot!.id, win: 88_888_888_00 });
    await insertRound({ memberId: winner.memberId, gameId: fishing!.id, win: 77_777_777_00 });
    const board = valueOf(await getAs(fx, '/wps/relay/GCSGAME_getRankList?gameCategory=ALL&language=en&limitNum=50'), RankListValueSchema);
    const mine = board.filter((entry) => entry.account === maskAccount('vendorwinner'));
    expect(mine.map((entry) => [entry.vassalage, entry.gameType, entry.vendorName])).toEqual([
      ['PG', 'RNG', 'PG Soft'],
      ['JILI', 'FISH', 'JILI Fishing'],
    ]);
  });

  it("names a lottery win in the board's language, with the Vietnamese name beside where players know it", async () => {
    const winner = await signedInMember(fx, { account: 'lotterywinner' });
    await fx.db.query(
      `INSERT INTO game_rounds (provider, round_id, member_id, vendor, game_type, game_code, game_name, ledger, stake, valid_bet, win, status, settled_at)
       VALUES ('LOTTERY', 'lists-lottery', $1, 'TCG_LOTTO_VN', 'LOTT', 'VN_MB', $2, 'REAL', 100, 100, 6666666600, 'SETTLED', now())`,
      [winner.memberId, lotteryRoundName('Miền Bắc', '20261123-0481')],
    );
    const named = async (language: ContentLanguage) =>
      (await winnerBoard(fx.db, { limit: 50, language })).find((entry) => entry.account === maskAccount('lotterywinner'))?.gameName;
    expect(await named('en')).toBe('Northern Vietnam (Miền Bắc) 20261123-0481');
    expect(await named('zh')).toBe('越南北部 (Miền Bắc) 20261123-0481');
    expect(await named('vi')).toBe('Miền Bắc 20261123-0481');
  });

  it.each([
    ['gameCategory=RNG', 'gameCategory'],
    ['limitNum=51', 'limitNum'],
    ['limitNum=0', 'limitNum'],
  ])('refuses %s, naming %s', async (query, field) => {
    expectRefused(await getAs(fx, `/wps/relay/GCSGAME_getRankList?${query}`), 400, 'VALIDATION', field);
  });
});

describe('GET /wps/relay/GLS2_roomList', () => {
  it("answers three rooms for each of a card-game provider's first 12 games, the same on every call", async () => {
    const rooms = valueOf(await getAs(fx, '/wps/relay/GLS2_roomList?vassalage=KM&language=en', member), PvpRoomsValueSchema);
    const games = await fx.db.query<{ id: number; min_bet: string }>("SELECT id, min_bet::text FROM games WHERE vendor = 'KM' AND game_type = 'PVP' ORDER BY sort, id LIMIT 12");
    expect(rooms).toHaveLength(36);
    expect([...new Set(rooms.map((room) => room.nodeId))]).toEqual(games.map((g) => String(g.id)));
    const first = rooms.slice(0, 3);
    expect(first.map((room) => room.minBet)).toEqual([1, 10, 100].map((times) => Math.round(Number(games[0]!.min_bet) * 100 * times) / 100));
    for (const room of rooms) {
      expect(room.players).toBe(roomPlayers(room.roomId, room.maxPlayers));
      expect(room.players).toBeLessThanOrEqual(room.maxPlayers);
    }
    expect(valueOf(await getAs(fx, '/wps/relay/GLS2_roomList?vassalage=KM', member), PvpRoomsValueSchema)).toEqual(rooms);
  });

  it('refuses a visitor, a provider without card games, and a malformed code', async () => {
    expectRefused(await getAs(fx, '/wps/relay/GLS2_roomList?vassalage=KM'), 401, 'SESSION_INVALID');
    expectRefused(await getAs(fx, '/wps/relay/GLS2_roomList?vassalage=PG', member), 404, 'NOT_FOUND', 'vassalage');
    expectRefused(await getAs(fx, '/wps/relay/GLS2_roomList', member), 400, 'VALIDATION', 'vassalage');
    expectRefused(await getAs(fx, `/wps/relay/GLS2_roomList?vassalage=${encodedScript}`, member), 400, 'VALIDATION', 'vassalage');
  });
});
