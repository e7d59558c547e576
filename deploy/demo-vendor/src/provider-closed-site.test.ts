import { TEST_OPERATOR_TOKEN } from '../../platform/src/testing/platform-fixture';
import { reconcile } from '../../platform/src/wallet/reconcile';
import { catalogueGame, createProviderFixture, launchGame, play, type ProviderFixture } from './provider-test-fixture';

/**
 * The platform cannot close a vendor's own pages; it closes its wallet. While the site is in
 * maintenance the platform refuses every new bet (`/seamless/v1/bet`), so a round the player
 * starts at the vendor is cancelled and no money moves.
 */
describe('demo vendor: while the site is in maintenance', () => {
  let fx: ProviderFixture;

  beforeAll(async () => {
    fx = await createProviderFixture();
  }, 120_000);

  afterAll(async () => {
    await fx.close();
  });

  it('a spin and a deal are refused, the member keeps every coin and the ledger reconciles', async () => {
    const memberId = await fx.seamless.member({ money: 50_000n });
    const slot = await launchGame(fx, memberId, await catalogueGame(fx.db, 'RNG'));
    const live = await launchGame(fx, memberId, { gameCode: 'LIVE-DG', gameType: 'LIVE', vendor: 'DG', gameId: null });
    const closing = await fx.app.inject({
      method: 'PUT',
      url: '/ops/system',
      headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
      payload: { maintenance: { enabled: true, endTime: null } },
    });
    expect(closing.statusCode).toBe(200);
    const before = await fx.seamless.walletBalance(memberId);

    for (const [session, url, body] of [
      [slot, 'slot/spin', { stake: 200 }],
      [live, 'baccarat/deal', { bets: { banker: 100 } }],
    ] as const) {
      const response = await play(fx, session, 'POST', url, body);
      expect({ url, status: response.statusCode, errorCode: (response.json() as { errorCode: string }).errorCode }).toEqual({
        url,
        status: 503,
        errorCode: 'WALLET_UNAVAILABLE',
      });
    }
    expect(await fx.seamless.walletBalance(memberId)).toBe(before);
    expect((await reconcile(fx.db)).consistent).toBe(true);
  });
});
