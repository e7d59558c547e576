/** The lottery's public and member calls: the lobby's lists, issues, results and their verification. */
import {
  LOTTERY_ERROR_CODES,
  LotteryIssueAnswerSchema,
  LotteryIssueListSchema,
  LotteryIssueParamsSchema,
  LotteryItemListSchema,
  LotteryMenuQuerySchema,
  LotteryMenuSchema,
  LotteryPopularQuerySchema,
  LotteryRecentQuerySchema,
  LotteryResultListSchema,
  LotteryResultsQuerySchema,
  LotteryVerifyAnswerSchema,
  OpenedIssuesQuerySchema,
  OpenedNumeroListSchema,
} from '@site/shared/contract/lottery';
import { accountOf, sessionGuard } from '../accounts/session-auth';
import type { Db } from '../db/database';
import { ok, PlatformError } from '../http/errors';
import { ErrorEnvelopeSchema, okEnvelope } from '../http/schemas';
import type { ZodApp } from '../http/types';
import type { LotteryClock } from './clock';
import { betsDigest, verifyIssue } from './draw';
import { unknownGame, unknownIssue } from './bets/bet-errors';
import { drawnIssues, createPopularList, recentLotteries, regionResults } from './lottery-reads';
import { findIssue, gameExists, isDrawn, issueBets, issueView, resultShapeOf } from './lottery-rows';
import type { MenuCache } from './menu-cache';

const E = ErrorEnvelopeSchema;
const publicErrors = { 400: E, 500: E };
const SERVER_TIME_NOTE = 'Every answer carries `serverTime` (epoch ms) so a client can measure its clock offset.';

export interface LotteryRouteOptions {
  db: Db;
  now: LotteryClock;
  menu: MenuCache;
}

export function registerLotteryRoutes(app: ZodApp, { db, now, menu }: LotteryRouteOptions): void {
  // Reads only: the short session cache, as the game lists use.
  const anyAccount = sessionGuard(db, 'any', { cached: true });
  const popular = createPopularList(db, now, menu);
  const serverTime = () => now().getTime();

  app.get(
    '/lgw/vn/games/game_menu',
    {
      schema: {
        tags: ['lottery'],
        summary: 'Every lottery by menu tag, each with its current issue, seconds to its lock and its last open number',
        description: `Public. prizeMode, device and language are accepted for the lobby's sake; the menu is the same for all. ${SERVER_TIME_NOTE}`,
        querystring: LotteryMenuQuerySchema,
        response: { 200: okEnvelope(LotteryMenuSchema), ...publicErrors },
      },
    },
    async () => ok(await menu.menu()),
  );

  app.get(
    '/lgw/vn/games/game_menu/recent',
    {
      onRequest: anyAccount,
      schema: {
        tags: ['lottery'],
        summary: "The lotteries the member bet on, most recent first (at most recentCount, default 100)",
        description: `Needs the session token. ${SERVER_TIME_NOTE}`,
        querystring: LotteryRecentQuerySchema,
        response: { 200: okEnvelope(LotteryItemListSchema), 401: E, 403: E, ...publicErrors },
      },
    },
    async (request) => {
      const list = await recentLotteries(db, menu, accountOf(request).memberId, request.query.recentCount, now());
      return ok({ serverTime: serverTime(), list });
    },
  );

  app.get(
    '/lgw/games/popular',
    {
      schema: {
        tags: ['lottery'],
        summary: 'Lotteries by number of bets in the last 24 hours, then menu order (count, default and at most 20)',
        description: `Public. ${SERVER_TIME_NOTE}`,
        querystring: LotteryPopularQuerySchema,
        response: { 200: okEnvelope(LotteryItemListSchema), ...publicErrors },
      },
    },
    async (request) => ok({ serverTime: serverTime(), list: await popular(request.query.count) }),
  );

  app.get(
    '/lotto/lgw/games/opened/numero',
    {
      onRequest: anyAccount,
      schema: {
        tags: ['lottery'],
        summary: 'The latest drawn issue of every lottery with its special prize',
        description: `Needs the session token. ${SERVER_TIME_NOTE}`,
        response: { 200: okEnvelope(OpenedNumeroListSchema), 401: E, 403: E, 500: E },
      },
    },
    async () => ok({ serverTime: serverTime(), list: await menu.opened() }),
  );

  app.get(
    '/lgw/vn/numeros/opened/game',
    {
      schema: {
        tags: ['lottery'],
        summary: "A lottery's drawn issues, newest first (count, default and at most 100), each with its seed and result",
        description: `Public; an unknown lottery is 404 ${LOTTERY_ERROR_CODES.unknownGame}. ${SERVER_TIME_NOTE}`,
        querystring: OpenedIssuesQuerySchema,
        response: { 200: okEnvelope(LotteryIssueListSchema), 404: E, ...publicErrors },
      },
    },
    async (request) => {
      if (!(await gameExists(db, request.query.gameId))) throw unknownGame();
      const rows = await drawnIssues(db, request.query.gameId, request.query.count);
      return ok({ serverTime: serverTime(), list: rows.map(issueView) });
    },
  );

  app.get(
    '/lgw/vn/numeros/:gameId/:numero',
    {
      schema: {
        tags: ['lottery'],
        summary: 'One issue: its times, status and seed hash; its seed and result once drawn',
        description: `Public. ${SERVER_TIME_NOTE}`,
        params: LotteryIssueParamsSchema,
        response: { 200: okEnvelope(LotteryIssueAnswerSchema), 404: E, ...publicErrors },
      },
    },
    async (request) => {
      const row = await findIssue(db, request.params.gameId, request.params.numero);
      if (!row) throw (await gameExists(db, request.params.gameId)) ? unknownIssue() : unknownGame();
      return ok({ serverTime: serverTime(), issue: issueView(row) });
    },
  );

  app.get(
    '/lgw/vn/numeros/:gameId/:numero/verify',
    {
      schema: {
        tags: ['lottery'],
        summary: 'Checks a drawn issue: the seed against its published SHA-256, the bets digest, the final seed, and the numbers recomputed from it',
        description:
          'Public. The seed is committed before sales open (seedHash = SHA-256 of the seed text); betsDigest is the SHA-256 of the ' +
          "issue's bets at the draw (one line `<id>|<memberId>|<betType>|<numbers joined by ,>|<units>|<unitPrice>|<stake>` and a newline each, in id order), " +
          'recomputed here from the bets; finalSeed = SHA-256 of the text <seed><betsDigest>. The numbers are HMAC-SHA256(key = finalSeed, ' +
          'message = "<gameId>:<numero>:<counter>") read as bytes, bytes of 250 and more skipped, each other byte mod 10 a digit. ' +
          'Issues drawn before bets were mixed in have no betsDigest and finalSeed: their numbers come from the seed. ' +
          `Before the draw: 409 ${LOTTERY_ERROR_CODES.issueNotDrawn}. ${SERVER_TIME_NOTE}`,
        params: LotteryIssueParamsSchema,
        response: { 200: okEnvelope(LotteryVerifyAnswerSchema), 404: E, 409: E, ...publicErrors },
      },
    },
    async (request) => {
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
      return ok({ serverTime: serverTime(), verified: proof.verified && betsHold, seedHash: row.seed_hash, seed, betsDigest: digest, finalSeed, recomputed: proof.recomputed });
    },
  );

  app.get(
    '/lgw/vn/results',
    {
      schema: {
        tags: ['lottery'],
        summary: "A region's drawn issues of one Vietnam date (YYYY-MM-DD), in menu order, each with its seed",
        description: `Public. ${SERVER_TIME_NOTE}`,
        querystring: LotteryResultsQuerySchema,
        response: { 200: okEnvelope(LotteryResultListSchema), ...publicErrors },
      },
    },
    async (request) => ok({ serverTime: serverTime(), list: await regionResults(db, request.query.region, request.query.date) }),
  );
}
