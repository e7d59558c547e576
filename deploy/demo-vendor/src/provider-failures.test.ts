import { reconcile } from '../../platform/src/wallet/reconcile';
import { retryDelayMs } from './outbox';
import { catalogueGame, createProviderFixture, launchGame, play, type ProviderFixture, type TransportWrapper } from './provider-test-fixture';
import type { TransportRequest } from './wallet-client';

interface Envelope<T = Record<string, unknown>> {
  success: boolean;
  value: T;
  errorCode: string | null;
}

type Fault = 'silent' | 'answer-lost' | 'network';

/** Wallet calls of a kind misbehave their next `times` times; everything else goes through. */
class FaultyWallet {
  private readonly faults = new Map<string, { fault: Fault; times: number }>();
  readonly seen: string[] = [];

  readonly wrap: TransportWrapper = (inner) => async (request: TransportRequest) => {
    const call = request.path.split('/').pop()!;
    this.seen.push(call);
    const planned = this.faults.get(call);
    if (!planned || planned.times <= 0) return inner(request);
    planned.times -= 1;
    if (planned.fault === 'network') throw new Error('connect ECONNREFUSED');
    // The platform did the work, but its answer never comes back.
    if (planned.fault === 'answer-lost') await inner(request);
    return new Promise(() => undefined);
  };

  fail(call: string, fault: Fault, times: number): void {
    this.faults.set(call, { fault, times });
  }

  reset(): void {
    this.faults.clear();
  }
}

async function outboxOf(fx: ProviderFixture, roundId: string) {
  return fx.db.query<{ kind: string; status: string; attempts: number }>('SELECT kind, status, attempts FROM demo_vendor.outbox WHERE round_id = $1', [roundId]);
}

async function lastRoundId(fx: ProviderFixture): Promise<string> {
  const rows = await fx.db.query<{ round_id: string }>('SELECT round_id FROM demo_vendor.rounds ORDER BY created_at DESC, round_id LIMIT 1');
  return rows[0]!.round_id;
}

describe('demo provider: wallet failures', () => {
  const wallet = new FaultyWallet();
  let fx: ProviderFixture;
  let game: Awaited<ReturnType<typeof catalogueGame>>;

  beforeAll(async () => {
    // Long enough that the calls which do answer (the rollback, the balance) answer in time on a busy
    // machine; the calls made to go unanswered wait it out, three times in this file.
    fx = await createProviderFixture({ wrap: wallet.wrap, walletTimeoutMs: 5_000 });
    game = await catalogueGame(fx.db, 'RNG');
  }, 120_000);

  afterEach(() => {
    wallet.reset();
  });

  afterAll(async () => {
    await fx.close();
  });

  it.each([
    ['does not answer in time', 'silent'],
    ['did the bet but its answer is lost', 'answer-lost'],
    ['cannot be reached', 'network'],
  ] as const)('rolls the bet back and answers WALLET_UNAVAILABLE when the wallet %s', async (_name, fault) => {
    const memberId = await fx.seamless.member({ money: 10_000n });
    const session = await launchGame(fx, memberId, game);
    wallet.fail('bet', fault, 1);
    const response = await play(fx, session, 'POST', 'slot/spin', { stake: 1_000 });
    expect(response.statusCode).toBe(503);
    expect((response.json() as Envelope).errorCode).toBe('WALLET_UNAVAILABLE');
    const roundId = await lastRoundId(fx);
    expect(await outboxOf(fx, roundId)).toEqual([{ kind: 'rollback', status: 'ACKNOWLEDGED', attempts: 1 }]);
    const [round] = await fx.db.query<{ status: string }>('SELECT status FROM demo_vendor.rounds WHERE round_id = $1', [roundId]);
    expect(round!.status).toBe('ROLLED_BACK');
    // No money moved in the end, whether or not the bet had reached the platform.
    expect(await fx.seamless.walletBalance(memberId)).toBe(10_000);
    expect((await reconcile(fx.db)).consistent).toBe(true);
  });

  it('keeps a win in the outbox and resends it with growing delays until the platform acknowledges', async () => {
    const memberId = await fx.seamless.member({ money: 10_000n });
    const session = await launchGame(fx, memberId, game);
    wallet.fail('win', 'network', 3);
    const response = await play(fx, session, 'POST', 'slot/spin', { stake: 1_000 });
    expect(response.statusCode).toBe(200);
    const spin = (response.json() as Envelope<{ roundId: string; win: number; balance: number; winPending: boolean }>).value;
    expect(spin).toMatchObject({ winPending: true, balance: 9_000 + spin.win });
    expect(await fx.seamless.walletBalance(memberId)).toBe(9_000);
    expect(await outboxOf(fx, spin.roundId)).toEqual([{ kind: 'win', status: 'PENDING', attempts: 1 }]);

    // Not due yet: nothing is sent.
    const sentBefore = wallet.seen.length;
    await fx.provider.tick();
    expect(wallet.seen.length).toBe(sentBefore);

    for (let attempt = 1; attempt <= 3; attempt += 1) {
      fx.advance(10_000 + retryDelayMs(attempt));
      await fx.provider.tick();
    }
    expect(await outboxOf(fx, spin.roundId)).toEqual([{ kind: 'win', status: 'ACKNOWLEDGED', attempts: 4 }]);
    expect(await fx.seamless.walletBalance(memberId)).toBe(9_000 + spin.win);
    const [round] = await fx.db.query<{ status: string; win: string }>('SELECT status, win::text AS win FROM game_rounds WHERE round_id = $1', [spin.roundId]);
    expect(round).toEqual({ status: 'SETTLED', win: String(spin.win) });
    expect((await reconcile(fx.db)).consistent).toBe(true);
  });

  it('retries a rollback the platform did not acknowledge, so a bet whose answer was lost is refunded', async () => {
    const memberId = await fx.seamless.member({ money: 10_000n });
    const session = await launchGame(fx, memberId, game);
    // The bet reaches the platform but its answer is lost, and the first two rollbacks fail too.
    wallet.fail('bet', 'answer-lost', 1);
    wallet.fail('rollback', 'network', 2);
    const response = await play(fx, session, 'POST', 'slot/spin', { stake: 2_000 });
    expect(response.statusCode).toBe(503);
    const roundId = await lastRoundId(fx);
    expect(await fx.seamless.walletBalance(memberId)).toBe(8_000);
    expect(await outboxOf(fx, roundId)).toEqual([{ kind: 'rollback', status: 'PENDING', attempts: 1 }]);
    fx.advance(60_000);
    await fx.provider.tick();
    fx.advance(60_000);
    await fx.provider.tick();
    expect(await outboxOf(fx, roundId)).toEqual([{ kind: 'rollback', status: 'ACKNOWLEDGED', attempts: 3 }]);
    expect(await fx.seamless.walletBalance(memberId)).toBe(10_000);
    expect((await reconcile(fx.db)).consistent).toBe(true);
  });
});
