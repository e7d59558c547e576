import type { FastifyInstance } from 'fastify';
import { gamesEndpoints as calls } from '@site/shared/contract/games';
import { maskAccount } from '../../platform/src/games/game-lists';
import { jackpotFeed } from '../../platform/src/games/jackpot-feed';
import { DEFAULT_GAME_PROVIDER_URL } from '../../platform/src/games/launch';
import { reconcile } from '../../platform/src/wallet/reconcile';
import { JACKPOT_SEED, JACKPOT_SHARE_PERCENT, readJackpot } from './jackpot';
import { buildPlatformWithVendor, catalogueGame, createProviderFixture, launchGame, play, type ProviderFixture } from './provider-test-fixture';

interface Envelope<T> {
  success: boolean;
  value: T;
  errorCode: string | null;
}

interface SpinValue {
  roundId: string;
  lines: { win: number }[];
  jackpot: number;
  win: number;
  balance: number;
}

/** The pool in hundredths of a minor unit, as stored. */
async function poolHundredths(fx: ProviderFixture): Promise<bigint> {
  const [row] = await fx.db.query<{ amount: string }>("SELECT amount_hundredths::text AS amount FROM demo_vendor.jackpot_pools WHERE pool = 'slots'");
  return BigInt(row!.amount);
}

async function siteJackpot(app: FastifyInstance): Promise<{ amount: number; seed: number }> {
  const response = await app.inject({ method: 'GET', url: calls.jackpot.path });
  expect(response.statusCode).toBe(200);
  return (response.json() as Envelope<{ amount: number; seed: number }>).value;
}

async function spin(fx: ProviderFixture, session: string, stake: number): Promise<SpinValue> {
  const response = await play(fx, session, 'POST', 'slot/spin', { stake });
  expect(response.statusCode).toBe(200);
  return (response.json() as Envelope<SpinValue>).value;
}

// A spin of 20 hits with chance 20/40 and a spin of 40 or more always hits: both paths run often.
const HIT_STAKE = 40;

describe('the progressive jackpot', () => {
  let fx: ProviderFixture;

  beforeAll(async () => {
    fx = await createProviderFixture({ jackpotHitStake: HIT_STAKE });
  }, 120_000);

  afterAll(async () => {
    await fx.close();
  });

  it('opens at its seed, which the migration and the declared maths share', async () => {
    const pool = await readJackpot(fx.db);
    expect(pool.seed).toBe(JACKPOT_SEED);
    expect(pool.amount).toBeGreaterThanOrEqual(JACKPOT_SEED);
  });

  it('never falls except on a win: each spin adds 1 % of its stake, a hit pays the whole pool in that round and starts again from the seed', async () => {
    const memberId = await fx.seamless.member({ money: 10_000_000n });
    const session = await launchGame(fx, memberId, await catalogueGame(fx.db, 'RNG'));
    let hits = 0;
    let misses = 0;
    for (let i = 0; i < 30; i += 1) {
      const before = await poolHundredths(fx);
      const walletBefore = await fx.seamless.walletBalance(memberId);
      const round = await spin(fx, session, 20);
      const after = await poolHundredths(fx);
      const fed = before + BigInt(20 * JACKPOT_SHARE_PERCENT);
      const lineWins = round.lines.reduce((sum, line) => sum + line.win, 0);
      expect(round.win).toBe(lineWins + round.jackpot);
      expect(await fx.seamless.walletBalance(memberId)).toBe(walletBefore - 20 + round.win);
      if (round.jackpot === 0) {
        misses += 1;
        expect(after).toBe(fed);
      } else {
        hits += 1;
        // The whole pool in minor units; the fraction of a unit stays for the next pool.
        expect(BigInt(round.jackpot)).toBe(fed / 100n);
        expect(after).toBe(BigInt(JACKPOT_SEED) * 100n + (fed % 100n));
      }
    }
    // The seeded generator gives this run both kinds of spin; otherwise the checks above prove little.
    expect(hits).toBeGreaterThan(0);
    expect(misses).toBeGreaterThan(0);
    expect((await reconcile(fx.db)).consistent).toBe(true);
  });

  it('leaves the pool alone for play money', async () => {
    const memberId = await fx.seamless.member({ type: 4 });
    const session = await launchGame(fx, memberId, await catalogueGame(fx.db, 'RNG'));
    const before = await poolHundredths(fx);
    const round = await spin(fx, session, 100);
    expect(round.jackpot).toBe(0);
    expect(await poolHundredths(fx)).toBe(before);
  });

  it('a win is a real round credited by the signed seamless win: the winner board shows it with the vendor, game and masked player', async () => {
    const memberId = await fx.seamless.member({ money: 1_000_000n });
    const game = await catalogueGame(fx.db, 'FISH');
    const session = await launchGame(fx, memberId, game);
    // Grow the pool past any win already on the board, then a certain hit.
    await fx.db.query("UPDATE demo_vendor.jackpot_pools SET amount_hundredths = amount_hundredths + 90000000000 WHERE pool = 'slots'");
    const pool = await siteJackpot(fx.app);
    const round = await spin(fx, session, 100);
    expect(round.jackpot).toBe(Math.round(pool.amount * 100) + 1);
    expect((await siteJackpot(fx.app)).amount).toBe(JACKPOT_SEED / 100);

    const [platformRound] = await fx.db.query<{ win: string; status: string; account: string; vendor: string }>(
      'SELECT r.win::text AS win, r.status, m.account, r.vendor FROM game_rounds r JOIN members m ON m.id = r.member_id WHERE r.round_id = $1',
      [round.roundId],
    );
    expect(platformRound).toMatchObject({ win: String(round.win), status: 'SETTLED', vendor: game.vendor });
    const [vendorCard] = await fx.db.query<{ display_name: string }>("SELECT display_name FROM vendors WHERE code = $1 AND (game_type = 'FISH' OR lane = 'FISH') ORDER BY sort LIMIT 1", [game.vendor]);
    const board = await fx.app.inject({ method: 'GET', url: `${calls.rankList.path}?limitNum=1&language=en` });
    const [top] = (board.json() as Envelope<{ account: string; gameName: string; vendorName: string; winAmount: number }[]>).value;
    expect(top).toMatchObject({ account: maskAccount(platformRound!.account), winAmount: round.win / 100 });
    expect(top!.vendorName).not.toBe(game.vendor);
    expect(top!.vendorName).toBe(vendorCard!.display_name);
    expect(top!.gameName.length).toBeGreaterThan(0);
    expect((await reconcile(fx.db)).consistent).toBe(true);
  });

  it('is one figure for every server: two app instances on one database answer the same pool, and a spin on one moves it on both', async () => {
    const second = await buildPlatformWithVendor(fx.db, { walletUrl: 'http://127.0.0.1:9', outboxIntervalMs: 0, schedulerIntervalMs: 0, jackpotHitStake: 1_000_000_000 });
    try {
      const memberId = await fx.seamless.member({ money: 100_000n });
      const session = await launchGame(fx, memberId, await catalogueGame(fx.db, 'RNG'));
      expect(await siteJackpot(second)).toEqual(await siteJackpot(fx.app));
      const before = (await siteJackpot(second)).amount;
      // A spin of 20 on the first server hits with chance one in two: either way both servers agree.
      const round = await spin(fx, session, 20);
      const first = await siteJackpot(fx.app);
      expect(await siteJackpot(second)).toEqual(first);
      if (round.jackpot === 0) expect(first.amount).toBeGreaterThanOrEqual(before);
      else expect(first.amount).toBe(first.seed);
    } finally {
      await second.close();
    }
  });

  it('is refused with 503 PROVIDER_UNAVAILABLE, not a made-up figure, when the provider does not answer or answers nonsense', async () => {
    for (const providerUrl of [`http://127.0.0.1:9${DEFAULT_GAME_PROVIDER_URL}`, `${DEFAULT_GAME_PROVIDER_URL}/not-a-feed`]) {
      await expect(jackpotFeed(fx.app, providerUrl, 2000)()).rejects.toMatchObject({ statusCode: 503, errorCode: 'PROVIDER_UNAVAILABLE' });
    }
    await expect(jackpotFeed(fx.app, DEFAULT_GAME_PROVIDER_URL)()).resolves.toEqual(await siteJackpot(fx.app));
  });
});
