/**
 * The qualifying bet of rounds played through the provider and the seamless wallet: both sides of
 * a baccarat hand count only what the hand won or lost, a slot spin its stake, and the member's
 * daily rollup holds their sum beside the valid bet.
 */
import { reconcile } from '../../platform/src/wallet/reconcile';
import { engineFor } from './game-kinds';
import { catalogueGame, createProviderFixture, launchGame, play, type ProviderFixture } from './provider-test-fixture';

jest.setTimeout(180_000);

interface Envelope<T> {
  value: T;
}

let fx: ProviderFixture;

beforeAll(async () => {
  fx = await createProviderFixture();
}, 120_000);

afterAll(async () => {
  await fx?.close();
});

async function roundOf(roundId: string): Promise<{ stake: number; win: number; qualifying: number }> {
  const [row] = await fx.db.query<{ stake: number; win: number; qualifying: number }>(
    'SELECT stake::int AS stake, win::int AS win, qualifying_bet::int AS qualifying FROM game_rounds WHERE round_id = $1',
    [roundId],
  );
  return row!;
}

it('counts a hedged hand at its net result and a spin at its stake, in the rounds and the rollup', async () => {
  const memberId = await fx.seamless.member({ money: 1_000_000n });
  const live = await launchGame(fx, memberId, { gameCode: 'LIVE-DG', gameType: 'LIVE', vendor: 'DG', gameId: null });
  let qualifying = 0;
  for (let hand = 0; hand < 30; hand += 1) {
    const response = await play(fx, live, 'POST', 'baccarat/deal', { bets: { banker: 1_000, player: 1_000 } });
    const { roundId, win } = (response.json() as Envelope<{ roundId: string; win: number }>).value;
    const round = await roundOf(roundId);
    expect(round).toEqual({ stake: 2_000, win, qualifying: Math.abs(win - 2_000) });
    qualifying += round.qualifying;
  }
  const slot = await launchGame(fx, memberId, await catalogueGame(fx.db, 'RNG'));
  for (let spin = 0; spin < 5; spin += 1) {
    const { roundId } = (((await play(fx, slot, 'POST', 'slot/spin', { stake: 200 })).json()) as Envelope<{ roundId: string }>).value;
    expect((await roundOf(roundId)).qualifying).toBe(200);
    qualifying += 200;
  }
  const [rollup] = await fx.db.query<{ valid_bet: number; qualifying: number }>(
    'SELECT sum(valid_bet)::int AS valid_bet, sum(qualifying_bet)::int AS qualifying FROM member_daily_rollups WHERE member_id = $1::bigint',
    [memberId],
  );
  expect(rollup).toEqual({ valid_bet: 30 * 2_000 + 5 * 200, qualifying });
  // Hedged hands lose only the banker commission: far less than the turnover qualifies.
  expect(qualifying).toBeLessThan(30 * 2_000 * 0.1 + 5 * 200);
  expect((await reconcile(fx.db)).consistent).toBe(true);
});

it('treats exactly the game types dealt as slots (one stake against the machine) as not hedgeable', async () => {
  const types = ['LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'ELOTT', 'LOTT', 'RNG', 'PVP', 'FISH'];
  for (const gameType of types) {
    // A settled round that returned its stake: a push counts nothing unless the game cannot be hedged.
    const [row] = await fx.db.query<{ qualifying: number }>("SELECT round_qualifying_bet($1, 'SETTLED', 1000, 1000)::int AS qualifying", [gameType]);
    expect([gameType, row!.qualifying]).toEqual([gameType, engineFor(gameType) === 'slot' ? 1000 : 0]);
  }
});
