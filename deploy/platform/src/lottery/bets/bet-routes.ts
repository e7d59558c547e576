/** The lottery's bet calls: place a bet, my bets, and a lottery's odds. */
import {
  LOTTERY_BET_TYPES,
  LotteryBetPageSchema,
  LotteryOddsQuerySchema,
  LotteryOddsSchema,
  MyLotteryBetsQuerySchema,
  PlaceBetAnswerSchema,
  PlaceBetSchema,
} from '@site/shared/contract/lottery';
import { SESSION_SECURITY } from '../../accounts/session-routes';
import { accountOf, sessionGuard } from '../../accounts/session-auth';
import type { Db } from '../../db/database';
import { ok } from '../../http/errors';
import { ErrorEnvelopeSchema, okEnvelope } from '../../http/schemas';
import type { ZodApp } from '../../http/types';
import { formatAmount } from '../../wallet/money';
import type { LotteryClock } from '../clock';
import { unknownGame } from './bet-errors';
import { gamePrices } from './bet-prices';
import { listMemberBets } from './bet-rows';
import { placeBet } from './place-bet';
import { oddsText } from './scoring';

const tags = ['lottery'];
const E = ErrorEnvelopeSchema;
const BET_BODY_LIMIT = 2 * 1024;

export function registerLotteryBetRoutes(app: ZodApp, { db, now }: { db: Db; now: LotteryClock }): void {
  const realMember = sessionGuard(db, 'real');
  const anyMember = sessionGuard(db, 'any');
  const memberIdOf = (request: Parameters<typeof accountOf>[0]) => String(accountOf(request).memberId);

  app.post(
    '/lgw/vn/bets',
    {
      onRequest: realMember,
      bodyLimit: BET_BODY_LIMIT,
      schema: {
        tags,
        security: SESSION_SECURITY,
        summary: 'Place a lottery bet on an issue',
        description:
          'Real accounts only. The stake (units × unit price × numbers staked, one for a xiên) leaves the main wallet at once ' +
          '(409 INSUFFICIENT_FUNDS when it holds less). Refused at or after the issue’s lock time (409 LOTTERY_ISSUE_LOCKED), ' +
          'before its sale start or once cancelled (409 LOTTERY_ISSUE_NOT_OPEN); unknown lottery or issue 404. The same requestId ' +
          'answers the first bet again and takes nothing; with another bet 409 IDEMPOTENCY_CONFLICT.',
        body: PlaceBetSchema,
        response: { 200: okEnvelope(PlaceBetAnswerSchema), 400: E, 401: E, 403: E, 404: E, 409: E, 500: E, 503: E },
      },
    },
    async (request) => {
      const placed = await placeBet(db, { memberId: memberIdOf(request), request: request.body, now });
      return ok({ serverTime: now().getTime(), bet: placed.bet, balance: formatAmount(placed.balance) });
    },
  );

  app.get(
    '/lgw/vn/bets',
    {
      onRequest: anyMember,
      schema: {
        tags,
        security: SESSION_SECURITY,
        summary: "The member's lottery bets, newest first (15 per page)",
        description: 'Of one lottery (`gameId`) and issue (`numero`) when given. Only the caller’s own bets; a page past the end answers the last page.',
        querystring: MyLotteryBetsQuerySchema,
        response: { 200: okEnvelope(LotteryBetPageSchema), 400: E, 401: E, 403: E, 500: E },
      },
    },
    async (request) => ok({ serverTime: now().getTime(), ...(await listMemberBets(db, memberIdOf(request), request.query)) }),
  );

  app.get(
    '/lgw/vn/bets/odds',
    {
      schema: {
        tags,
        summary: "A lottery's unit price and what a hit of each bet type pays per unit price",
        description: 'No session needed. Unknown lottery: 404 LOTTERY_UNKNOWN_GAME.',
        querystring: LotteryOddsQuerySchema,
        response: { 200: okEnvelope(LotteryOddsSchema), 400: E, 404: E, 500: E },
      },
    },
    async (request) => {
      const prices = await gamePrices(db, request.query.gameId);
      if (!prices) throw unknownGame();
      return ok({
        serverTime: now().getTime(),
        unitPrice: formatAmount(prices.unitPrice),
        odds: LOTTERY_BET_TYPES.map((betType) => ({ betType, odds: oddsText(prices.odds.get(betType)!) })),
      });
    },
  );
}
