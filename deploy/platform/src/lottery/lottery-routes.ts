/** The lottery's public and member calls: the lobby's lists, issues, results and their verification. */
import { LOTTERY_ERROR_CODES, lotteryEndpoints as calls } from '@site/shared/contract/lottery';
import { accountOf } from '../accounts/session-auth';
import type { Db } from '../db/database';
import type { EndpointRoute } from '../http/endpoint-routes';
import { PlatformError } from '../http/errors';
import type { LotteryClock } from './clock';
import { betsDigest, verifyIssue } from './draw';
import { unknownGame, unknownIssue } from './bets/bet-errors';
import { drawnIssues, createPopularList, recentLotteries, regionResults } from './lottery-reads';
import { findIssue, gameExists, isDrawn, issueBets, issueView, resultShapeOf } from './lottery-rows';
import type { MenuCache } from './menu-cache';

// Reads only: the short session cache, as the game lists use.
const READ = { cachedSession: true };

export interface LotteryRouteOptions {
  db: Db;
  now: LotteryClock;
  menu: MenuCache;
}

export function registerLotteryRoutes(route: EndpointRoute, { db, now, menu }: LotteryRouteOptions): void {
  const popular = createPopularList(db, now, menu);
  const serverTime = () => now().getTime();

  route(calls.menu, () => menu.menu());

  route(
    calls.recent,
    async (request) => {
      const list = await recentLotteries(db, menu, accountOf(request).memberId, request.query.recentCount, now());
      return { serverTime: serverTime(), list };
    },
    READ,
  );

  route(calls.popular, async (request) => ({ serverTime: serverTime(), list: await popular(request.query.count) }));

  route(calls.openedNumeros, async () => ({ serverTime: serverTime(), list: await menu.opened() }), READ);

  route(calls.openedIssues, async (request) => {
    if (!(await gameExists(db, request.query.gameId))) throw unknownGame();
    const rows = await drawnIssues(db, request.query.gameId, request.query.count);
    return { serverTime: serverTime(), list: rows.map(issueView) };
  });

  route(calls.issue, async (request) => {
    const row = await findIssue(db, request.params.gameId, request.params.numero);
    if (!row) throw (await gameExists(db, request.params.gameId)) ? unknownIssue() : unknownGame();
    return { serverTime: serverTime(), issue: issueView(row) };
  });

  route(calls.verify, async (request) => {
    const { gameId, numero } = request.params;
    const row = await findIssue(db, gameId, numero);
    if (!row) throw (await gameExists(db, gameId)) ? unknownIssue() : unknownGame();
    if (!isDrawn(row) || !row.result || row.seed === null) {
      throw new PlatformError(409, LOTTERY_ERROR_CODES.issueNotDrawn, 'This issue is not drawn yet: its seed is still secret');
    }
    const shape = await resultShapeOf(db, gameId);
    if (!shape) throw unknownGame();
    const { seed, bets_digest: digest, final_seed: finalSeed } = row;
    const proof = verifyIssue({ gameId, numero, shape, seed, seedHash: row.seed_hash, betsDigest: digest, finalSeed, result: row.result });
    // The published digest must also be the digest of the bets the issue really took.
    const betsHold = digest === null || betsDigest(await issueBets(db, row.id)) === digest;
    return { serverTime: serverTime(), verified: proof.verified && betsHold, seedHash: row.seed_hash, seed, betsDigest: digest, finalSeed, recomputed: proof.recomputed };
  });

  route(calls.results, async (request) => ({ serverTime: serverTime(), list: await regionResults(db, request.query.region, request.query.date) }));
}
