/** The lottery's bet calls: place a bet, my bets, and a lottery's odds. */
import { LOTTERY_BET_TYPES, lotteryEndpoints as calls } from '@site/shared/contract/lottery';
import { accountOf } from '../../accounts/session-auth';
import type { Db } from '../../db/database';
import type { EndpointRoute } from '../../http/endpoint-routes';
import { formatAmount } from '../../wallet/money';
import type { LotteryClock } from '../clock';
import { unknownGame } from './bet-errors';
import { gamePrices } from './bet-prices';
import { listMemberBets } from './bet-rows';
import { placeBet } from './place-bet';
import { oddsText } from './scoring';

const BET_BODY_LIMIT = 2 * 1024;

export function registerLotteryBetRoutes(route: EndpointRoute, { db, now }: { db: Db; now: LotteryClock }): void {
  const memberIdOf = (request: Parameters<typeof accountOf>[0]) => String(accountOf(request).memberId);

  route(
    calls.placeBet,
    async (request) => {
      const placed = await placeBet(db, { memberId: memberIdOf(request), request: request.body, now });
      return { serverTime: now().getTime(), bet: placed.bet, balance: formatAmount(placed.balance) };
    },
    { bodyLimit: BET_BODY_LIMIT },
  );

  route(calls.myBets, async (request) => ({ serverTime: now().getTime(), ...(await listMemberBets(db, memberIdOf(request), request.query)) }));

  route(calls.odds, async (request) => {
    const prices = await gamePrices(db, request.query.gameId);
    if (!prices) throw unknownGame();
    return {
      serverTime: now().getTime(),
      unitPrice: formatAmount(prices.unitPrice),
      odds: LOTTERY_BET_TYPES.map((betType) => ({ betType, odds: oddsText(prices.odds.get(betType)!) })),
    };
  });
}
