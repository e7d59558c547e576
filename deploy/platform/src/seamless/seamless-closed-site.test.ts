import type { PlatformFixture } from '../testing/platform-fixture';
import { reconcile } from '../wallet/reconcile';
import { createSeamlessFixture, SeamlessClient, type Envelope } from './seamless-test-client';

jest.setTimeout(120_000);

let fx: PlatformFixture;
let client: SeamlessClient;

beforeAll(async () => {
  fx = await createSeamlessFixture();
  client = new SeamlessClient(fx);
});

afterAll(async () => {
  await fx?.close();
});

async function maintenance(enabled: boolean): Promise<void> {
  const response = await fx.call({ method: 'PUT', url: '/ops/system', operator: true, payload: { maintenance: { enabled } } });
  if (response.statusCode !== 200) throw new Error(`ops/system: HTTP ${response.statusCode} ${response.body}`);
}

afterEach(() => maintenance(false));

describe('the seamless wallet while the site is closed', () => {
  it('refuses a new bet and writes nothing, but pays the win and the rollback of bets already placed', async () => {
    const session = await client.session({ money: 10_000n });
    const body = (kind: string, extra: Record<string, unknown>) => ({
      requestId: `${kind}-${session.memberId}-${Math.random()}`,
      sessionToken: session.sessionToken,
      gameCode: session.gameCode,
      ...extra,
    });
    await client.value('bet', body('bet', { roundId: 'closed-r1', txId: 'closed-b1', amount: 1_000 }));
    await client.value('bet', body('bet', { roundId: 'closed-r2', txId: 'closed-b2', amount: 500 }));

    await maintenance(true);
    const before = await client.counts();
    const refused = await client.call('bet', body('bet', { roundId: 'closed-r3', txId: 'closed-b3', amount: 1_000 }));
    expect(refused.statusCode).toBe(503);
    expect((refused.json() as Envelope).errorCode).toBe('MAINTENANCE');
    expect(await client.counts()).toEqual(before);

    const won = await client.call('win', body('win', { roundId: 'closed-r1', txId: 'closed-w1', amount: 2_500, roundClosed: true }));
    expect(won.statusCode).toBe(200);
    const rolledBack = await client.call('rollback', body('rollback', { roundId: 'closed-r2', txId: 'closed-b2' }));
    expect(rolledBack.statusCode).toBe(200);
    expect(await client.walletBalance(session.memberId)).toBe(10_000 - 1_000 + 2_500);
    expect((await reconcile(fx.db)).consistent).toBe(true);
  });
});
