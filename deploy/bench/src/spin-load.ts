import { randomUUID } from 'node:crypto';
import autocannon, { type RequestParams } from 'autocannon';
import type { LaunchValue } from '@site/shared/contract';
import { seamlessHeaders } from '../../platform/src/seamless/signature';

/**
 * Spins through the whole seamless wallet protocol, as the demo provider makes them: a signed bet
 * then a signed win for the same round, each a ledger entry with its round row and daily rollup.
 * The member's wallet pays; afterwards the ledger must still reconcile.
 */

export interface SpinFigures {
  spinsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  reconciled: boolean | null;
  error?: string;
}

/** One cent staked, one cent won every fourth spin: thousands of spins fit the demo wallet. */
const STAKE_MINOR = 1;

async function envelope<T>(response: Response): Promise<T> {
  const payload = (await response.json()) as { success: boolean; value: T; errorCode?: string; message?: string };
  if (!response.ok || !payload.success) throw new Error(`HTTP ${response.status} ${payload.errorCode ?? ''} ${payload.message ?? ''}`.trim());
  return payload.value;
}

/** A game session for the member: launch a catalogue slot, then authenticate as the provider does. */
async function openGameSession(origin: string, memberToken: string, secret: string): Promise<{ sessionToken: string; gameCode: string }> {
  const list = await envelope<{ games: { nodeId: string; gameCode: string }[] }>(
    await fetch(`${origin}/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=15&language=en`, { headers: { Authorization: memberToken } }),
  );
  const game = list.games[0];
  if (!game) throw new Error('the catalogue has no RNG game');
  const launch = await envelope<LaunchValue>(
    await fetch(`${origin}/wps/game/launchGame?nodeId=${game.nodeId}&language=en&device=desktop`, { headers: { Authorization: memberToken, Origin: origin } }),
  );
  const launchToken = new URL(launch.content, origin).searchParams.get('token');
  if (!launchToken) throw new Error('the launch address carries no token');
  const body = JSON.stringify({ requestId: randomUUID(), launchToken });
  const session = await envelope<{ sessionToken: string; gameCode: string }>(
    await fetch(`${origin}/seamless/v1/authenticate`, { method: 'POST', headers: seamlessHeaders(secret, { path: '/seamless/v1/authenticate', rawBody: body }), body }),
  );
  return session;
}

export async function loadSpins(options: {
  origin: string;
  memberToken: string;
  secret: string;
  operatorToken: string;
  seconds: number;
  connections: number;
}): Promise<SpinFigures> {
  const { origin, secret } = options;
  let session: { sessionToken: string; gameCode: string };
  try {
    session = await openGameSession(origin, options.memberToken, secret);
  } catch (error) {
    return { spinsPerSecond: 0, p50Ms: 0, p99Ms: 0, non2xx: 0, errors: 0, reconciled: null, error: `not measured: ${(error as Error).message}` };
  }
  // Each connection runs bet then win in turn; the win settles the round its bet opened, which the
  // connection's own context remembers.
  let spins = 0;
  const signed = (request: RequestParams, path: string, payload: Record<string, unknown>): RequestParams => {
    const body = JSON.stringify({ requestId: randomUUID(), sessionToken: session.sessionToken, gameCode: session.gameCode, ...payload });
    return { ...request, method: 'POST', path, body, headers: seamlessHeaders(secret, { path, rawBody: body }) };
  };
  const result = await autocannon({
    url: `${origin}/seamless/v1/bet`,
    connections: options.connections,
    duration: options.seconds,
    method: 'POST',
    requests: [
      {
        setupRequest: (request, context) => {
          spins += 1;
          const round = { roundId: `bench-${randomUUID()}`, spin: spins };
          context.round = round;
          return signed(request, '/seamless/v1/bet', { roundId: round.roundId, txId: `${round.roundId}-bet`, amount: STAKE_MINOR });
        },
      },
      {
        setupRequest: (request, context) => {
          const round = context.round as { roundId: string; spin: number };
          const win = round.spin % 4 === 0 ? STAKE_MINOR : 0;
          return signed(request, '/seamless/v1/win', { roundId: round.roundId, txId: `${round.roundId}-win`, amount: win, roundClosed: true });
        },
      },
    ],
  });
  const reconcile = await fetch(`${origin}/ops/ledger/reconcile`, { headers: { authorization: `Bearer ${options.operatorToken}` } })
    .then(async (response) => ((await response.json()) as { value?: { consistent?: boolean } }).value?.consistent === true)
    .catch(() => false);
  return {
    spinsPerSecond: result.requests.average / 2,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    reconciled: reconcile,
  };
}
