import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import type { LotteryMenu, PlaceBet } from '@site/shared/contract/lottery';

/**
 * Lottery bets placed through the ledger, as players place them: each one locks its issue, checks
 * the lock time, takes the stake from the member's main wallet into the lottery's stakes account
 * and writes the bet and its game round, all in one transaction. The member is credited first so
 * the run never runs out of money; afterwards the ledger must still reconcile.
 */

export interface LotteryBetFigures {
  betsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  reconciled: boolean | null;
  error?: string;
}

/** Enough for every bet of a long run at 1.00 each. */
const CREDIT = '100000.00';

async function envelope<T>(response: Response): Promise<T> {
  const payload = (await response.json()) as { success: boolean; value: T; errorCode?: string; message?: string };
  if (!response.ok || !payload.success) throw new Error(`HTTP ${response.status} ${payload.errorCode ?? ''} ${payload.message ?? ''}`.trim());
  return payload.value;
}

/** The lottery whose current issue stays on sale longest: it will not lock during the run. */
async function longestOpenIssue(origin: string, seconds: number): Promise<{ gameId: string; numero: string }> {
  const menu = await envelope<LotteryMenu>(await fetch(`${origin}/lgw/vn/games/game_menu`));
  const items = menu.menus.flatMap((group) => group.gameMenus).sort((a, b) => b.remainTime - a.remainTime);
  const item = items[0];
  if (!item || item.remainTime < seconds + 5) throw new Error('no lottery issue stays on sale for the whole run');
  return { gameId: item.gameId, numero: item.numero };
}

export async function loadLotteryBets(options: {
  origin: string;
  memberToken: string;
  /** The member's account, credited before the run. */
  memberAccount: string;
  operatorToken: string;
  seconds: number;
  connections: number;
}): Promise<LotteryBetFigures> {
  const { origin } = options;
  const operator = { authorization: `Bearer ${options.operatorToken}`, 'content-type': 'application/json' };
  let issue: { gameId: string; numero: string };
  try {
    issue = await longestOpenIssue(origin, options.seconds);
    await envelope(
      await fetch(`${origin}/ops/wallet/credit`, {
        method: 'POST',
        headers: operator,
        body: JSON.stringify({ account: options.memberAccount, amount: CREDIT, reference: `bench-lottery-${randomUUID()}` }),
      }),
    );
  } catch (error) {
    return { betsPerSecond: 0, p50Ms: 0, p99Ms: 0, non2xx: 0, errors: 0, reconciled: null, error: `not measured: ${(error as Error).message}` };
  }

  let placed = 0;
  const result = await autocannon({
    url: `${origin}/lgw/vn/bets`,
    connections: options.connections,
    duration: options.seconds,
    method: 'POST',
    headers: { authorization: options.memberToken, 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => {
          placed += 1;
          // Đề on one number, one unit: a 1.00 stake, a different number each time.
          const bet: PlaceBet = { ...issue, betType: 'DE', numbers: [String(placed % 100).padStart(2, '0')], units: 1, requestId: `bench-${randomUUID()}` };
          return { ...request, body: JSON.stringify(bet) };
        },
      },
    ],
  });
  const reconciled = await fetch(`${origin}/ops/ledger/reconcile`, { headers: { authorization: `Bearer ${options.operatorToken}` } })
    .then(async (response) => ((await response.json()) as { value?: { consistent?: boolean } }).value?.consistent === true)
    .catch(() => false);
  return {
    betsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    reconciled,
  };
}
