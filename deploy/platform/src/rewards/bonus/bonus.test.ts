import { createHash } from 'node:crypto';
import type { GameType } from '@site/shared/contract';
import type { PlatformFixture } from '../../testing/platform-fixture';
import { createSeamlessFixture, SeamlessClient } from '../../seamless/seamless-test-client';
import { reconcile } from '../../wallet/reconcile';
import { memberBalance } from '../../wallet/ledger';
import { bonusBalance } from '../../wallet/bonus-wallet';
import { sweepBonusGrants } from './bonus-sweep';
import { creditReward, rewardKey, type RewardCredit } from './credit-reward';
import { grantOperatorBonus } from './operator-grant';
import { hasOpenAbuseSignal } from '../eligibility';
import { calls, withdrawingMember, writtenState } from '../../withdrawals/withdrawal-test-support';
import { getAs, valueOf } from '../../games/game-test-support';
import { ActiveBonusSchema, BonusForfeitEnvelopeSchema, bonusEndpoints } from '@site/shared/contract/rewards/bonus';

let fx: PlatformFixture;
let seamless: SeamlessClient;

beforeAll(async () => {
  fx = await createSeamlessFixture();
  seamless = new SeamlessClient(fx);
}, 120_000);

afterAll(async () => {
  await fx?.close();
});

let serial = 0;
const reference = () => `t${process.pid % 1000}-${++serial}`;

const expectConsistent = async () => expect((await reconcile(fx.db)).problems).toEqual([]);

async function writes() {
  const [row] = await fx.db.query<{ bonuses: number; grants: number; entries: number }>(
    `SELECT (SELECT count(*)::int FROM member_bonuses) AS bonuses, (SELECT count(*)::int FROM bonus_grants) AS grants,
            (SELECT count(*)::int FROM journal_entries) AS entries`,
  );
  return row!;
}

/** The member's inbox notifications, oldest first: template and stored values. */
const notices = (memberId: string) =>
  fx.db.query<{ template: string; params: Record<string, string> }>('SELECT template, params FROM member_messages WHERE member_id = $1::bigint ORDER BY id', [memberId]);

async function refusedWith(credit: RewardCredit, status: number, errorCode: string, field?: string) {
  const before = await writes();
  await expect(creditReward(fx.db, credit)).rejects.toMatchObject({ statusCode: status, errorCode, ...(field ? { field } : {}) });
  expect(await writes()).toEqual(before);
}

describe('creditReward', () => {
  it('credits multiplier 0 to MAIN and a wagering reward to BONUS as a grant, once per (source, reference)', async () => {
    const memberId = await seamless.member();
    const cash = { memberId, amount: 5_000n, multiplier: 0, source: 'REBATE', reference: reference(), title: 'Rebate' };
    const first = await creditReward(fx.db, cash);
    expect(first).toEqual({ bonusId: expect.any(String), wallet: 'MAIN', amount: '50.00' });
    expect(await creditReward(fx.db, cash)).toEqual(first);
    expect(await memberBalance(fx.db, memberId)).toBe(5_000n);

    const bonus = { memberId, amount: 10_000n, multiplier: 10, source: 'RAFFLE', reference: reference(), maxBetMinor: 2_000n, contributions: { LIVE: 5 } };
    const granted = await fx.db.transaction((tx) => creditReward(tx, bonus));
    expect(granted).toEqual({ bonusId: expect.any(String), wallet: 'BONUS', grantId: expect.any(String), amount: '100.00' });
    expect(await creditReward(fx.db, bonus)).toEqual(granted);
    expect(await bonusBalance(fx.db, memberId)).toBe(10_000n);
    expect(await memberBalance(fx.db, memberId)).toBe(5_000n);

    const [grant] = await fx.db.query<{ required: string; progressed: string; status: string; balance: string; max_bet: string; contributions: Record<string, number> }>(
      'SELECT required::text, progressed::text, status, balance::text, max_bet::text, contributions FROM bonus_grants WHERE id = $1::bigint',
      [granted.grantId],
    );
    expect(grant).toMatchObject({ required: '100000', progressed: '0', status: 'ACTIVE', balance: '10000', max_bet: '2000' });
    // The site's table, with the credit's own percentage over it.
    expect(grant!.contributions).toMatchObject({ RNG: 100, LIVE: 5 });

    const entries = await fx.db.query<{ idempotency_key: string; kind: string }>(
      'SELECT idempotency_key, kind FROM journal_entries WHERE idempotency_key IN ($1, $2) ORDER BY id',
      [rewardKey('REBATE', cash.reference), rewardKey('RAFFLE', bonus.reference)],
    );
    expect(entries).toEqual([
      { idempotency_key: rewardKey('REBATE', cash.reference), kind: 'BONUS' },
      { idempotency_key: rewardKey('RAFFLE', bonus.reference), kind: 'BONUS' },
    ]);
    await expectConsistent();

    // Reconcile holds the BONUS wallet to what its grants hold.
    await fx.db.query('UPDATE bonus_grants SET balance = balance + 1 WHERE id = $1::bigint', [granted.grantId]);
    expect((await reconcile(fx.db)).problems).toEqual([expect.objectContaining({ kind: 'BONUS_GRANTS_MISMATCH', detail: 'BONUS balance 10000, open grants hold 10001' })]);
    await fx.db.query('UPDATE bonus_grants SET balance = balance - 1 WHERE id = $1::bigint', [granted.grantId]);
    await expectConsistent();
  });

  it('pays one fact once when it is credited four times at once, each answered with the first credit', async () => {
    const memberId = await seamless.member();
    const credit = { memberId, amount: 3_000n, multiplier: 2, source: 'RAFFLE', reference: reference() };
    const before = await writes();
    const answers = await Promise.all(Array.from({ length: 4 }, () => fx.db.transaction((tx) => creditReward(tx, credit))));
    expect(new Set(answers.map((answer) => answer.bonusId)).size).toBe(1);
    expect(answers.every((answer) => answer.wallet === 'BONUS' && answer.amount === '30.00')).toBe(true);
    const after = await writes();
    expect({ bonuses: after.bonuses - before.bonuses, grants: after.grants - before.grants, entries: after.entries - before.entries }).toEqual({ bonuses: 1, grants: 1, entries: 1 });
    expect(await bonusBalance(fx.db, memberId)).toBe(3_000n);
    await expectConsistent();
  });

  it('refuses a reused reference with other content, trial accounts and bad input, writing nothing', async () => {
    const memberId = await seamless.member();
    const other = await seamless.member();
    const credit = { memberId, amount: 1_000n, multiplier: 2, source: 'REWARD', reference: reference() };
    await creditReward(fx.db, credit);
    await refusedWith({ ...credit, amount: 1_001n }, 409, 'IDEMPOTENCY_CONFLICT');
    await refusedWith({ ...credit, memberId: other }, 409, 'IDEMPOTENCY_CONFLICT');
    await refusedWith({ ...credit, multiplier: 0 }, 409, 'IDEMPOTENCY_CONFLICT');

    const trial = await seamless.member({ type: 4 });
    await refusedWith({ ...credit, memberId: trial, reference: reference() }, 403, 'NEED_REAL_ACCOUNT', 'memberId');
    await refusedWith({ ...credit, memberId: '999999999', reference: reference() }, 404, 'USER_NOT_FOUND', 'memberId');
    await refusedWith({ ...credit, reference: reference(), amount: 0n }, 400, 'VALIDATION', 'amount');
    await refusedWith({ ...credit, reference: reference(), multiplier: 11 }, 400, 'VALIDATION', 'multiplier');
    await refusedWith({ ...credit, reference: reference(), multiplier: 1.005 }, 400, 'VALIDATION', 'multiplier');
    await refusedWith({ ...credit, reference: reference(), source: 'lower' }, 400, 'VALIDATION', 'source');
    await refusedWith({ ...credit, reference: 'has space' }, 400, 'VALIDATION', 'reference');
    await refusedWith({ ...credit, reference: reference(), contributions: { RNG: 101 } }, 400, 'VALIDATION', 'contributions');
    await refusedWith({ ...credit, reference: reference(), maxBetMinor: 0n }, 400, 'VALIDATION', 'maxBetMinor');
    await expectConsistent();
  });
});

/** A member with `cash` in MAIN and a game session of one game type; rounds are bet, then won and closed. */
async function player(options: { cash: bigint; gameType?: GameType }) {
  const gameType = options.gameType ?? 'RNG';
  const session = await seamless.session({ money: options.cash, gameType, gameCode: `${gameType}-BONUS`, vendor: 'DEMO' });
  const common = { sessionToken: session.sessionToken, gameCode: `${gameType}-BONUS` };
  let round = 0;
  const ids = () => `${session.memberId}-${++round}`;
  const bet = async (...stakes: number[]) => {
    const roundId = ids();
    let answer: { balance: number } = { balance: NaN };
    for (const amount of stakes) answer = await seamless.value('bet', { requestId: ids(), ...common, roundId, txId: ids(), amount });
    return { roundId, answer };
  };
  const win = (roundId: string, amount: number) =>
    seamless.value<{ balance: number }>('win', { requestId: ids(), ...common, roundId, txId: ids(), amount, roundClosed: true });
  return {
    memberId: session.memberId,
    grant: (credit: Partial<RewardCredit> & { amount: bigint; multiplier: number }) =>
      creditReward(fx.db, { memberId: session.memberId, source: 'OPERATOR', reference: reference(), ...credit }),
    /** Places the stakes (one bet each) in one new round; answers the round's id and the last bet's answer. */
    bet,
    win,
    rollback: (roundId: string, txId: string) => seamless.value<{ balance: number }>('rollback', { requestId: ids(), ...common, roundId, txId }),
    /** One whole round: stakes, then one closing win. */
    round: async (payout: number, ...stakes: number[]) => {
      const { roundId } = await bet(...stakes);
      await win(roundId, payout);
      return roundId;
    },
    balances: async () => ({ main: await memberBalance(fx.db, session.memberId), bonus: await bonusBalance(fx.db, session.memberId) }),
  };
}

async function grantRow(grantId: string | undefined) {
  const [row] = await fx.db.query<{ status: string; progressed: string; balance: string; released: string; returned: string }>(
    'SELECT status, progressed::text, balance::text, released::text, returned::text FROM bonus_grants WHERE id = $1::bigint',
    [grantId],
  );
  return row!;
}

async function roundRow(roundId: string) {
  const [row] = await fx.db.query<{ stake: string; bonus_stake: string; win: string; bonus_win: string; bonus_progress: string; qualifying_bet: string }>(
    `SELECT stake::text, bonus_stake::text, win::text, bonus_win::text, bonus_progress::text, qualifying_bet::text
     FROM game_rounds WHERE provider = 'DEMO' AND round_id = $1`,
    [roundId],
  );
  return row!;
}

describe('wagering', () => {
  it('keeps a 10x bonus from MAIN until 10x its amount in qualifying bet has settled, then releases it', async () => {
    const member = await player({ cash: 1_000n });
    const { grantId } = await member.grant({ amount: 10_000n, multiplier: 10 });
    for (let i = 0; i < 9; i += 1) await member.round(10_000, 10_000);
    expect(await grantRow(grantId)).toMatchObject({ status: 'ACTIVE', progressed: '90000', balance: '10000' });
    expect(await member.balances()).toEqual({ main: 1_000n, bonus: 10_000n });

    // The tenth round meets the requirement, but another round is still open: nothing moves yet.
    const open = await member.bet(1_000);
    const tenth = await member.bet(10_000);
    await member.win(tenth.roundId, 10_000);
    expect(await grantRow(grantId)).toMatchObject({ status: 'MET', progressed: '100000', balance: '10000' });
    expect(await member.balances()).toEqual({ main: 0n, bonus: 10_000n });
    await member.win(open.roundId, 1_000);
    expect(await grantRow(grantId)).toMatchObject({ status: 'RELEASED', progressed: '100000', balance: '0', released: '10000', returned: '0' });
    expect(await member.balances()).toEqual({ main: 11_000n, bonus: 0n });
    await expectConsistent();
  });

  it('counts a hedged table round by its net risk only, and a round over the max bet not at all', async () => {
    const member = await player({ cash: 100_000n, gameType: 'LIVE' });
    const { grantId } = await member.grant({ amount: 10_000n, multiplier: 5, contributions: { LIVE: 100 }, maxBetMinor: 30_000n });
    // Player and banker 100.00 each; banker wins 0.95 to 1: 190.00 back, 10.00 actually lost.
    const hedged = await member.round(19_000, 10_000, 10_000);
    expect(await roundRow(hedged)).toMatchObject({ stake: '20000', qualifying_bet: '1000', bonus_progress: '1000' });
    const over = await member.round(0, 40_000);
    expect(await roundRow(over)).toMatchObject({ stake: '40000', qualifying_bet: '40000', bonus_progress: '0' });
    const signals = await fx.db.query<{ kind: string; detail: Record<string, string> }>(
      'SELECT kind, detail FROM member_abuse_signals WHERE member_id = $1::bigint',
      [member.memberId],
    );
    expect(signals).toEqual([{ kind: 'MAX_BET_BREACH', detail: { grantId, roundId: expect.any(String), stake: '40000' } }]);
    expect(await grantRow(grantId)).toMatchObject({ status: 'ACTIVE', progressed: '1000' });
    await expectConsistent();
  });

  it('stakes MAIN first, then BONUS, pays a win in the proportion of the stake and undoes each part on rollback', async () => {
    const member = await player({ cash: 3_000n });
    const { grantId } = await member.grant({ amount: 7_000n, multiplier: 10 });
    const { roundId, answer } = await member.bet(5_000);
    // The game sees both wallets as one balance.
    expect(answer.balance).toBe(5_000);
    expect(await member.balances()).toEqual({ main: 0n, bonus: 5_000n });
    expect(await roundRow(roundId)).toMatchObject({ stake: '5000', bonus_stake: '2000' });
    expect(await member.win(roundId, 10_000)).toEqual(expect.objectContaining({ balance: 15_000 }));
    expect(await roundRow(roundId)).toMatchObject({ win: '10000', bonus_win: '4000' });
    expect(await member.balances()).toEqual({ main: 6_000n, bonus: 9_000n });
    expect(await grantRow(grantId)).toMatchObject({ balance: '9000' });

    const second = await member.bet(8_000);
    expect(await member.balances()).toEqual({ main: 0n, bonus: 7_000n });
    const [bet] = await fx.db.query<{ tx_id: string }>(
      `SELECT tx_id FROM seamless_transactions WHERE provider = 'DEMO' AND round_id = $1 AND kind = 'BET'`,
      [second.roundId],
    );
    await member.rollback(second.roundId, bet!.tx_id);
    expect(await member.balances()).toEqual({ main: 6_000n, bonus: 9_000n });
    expect(await roundRow(second.roundId)).toMatchObject({ stake: '0', bonus_stake: '0' });
    expect(await grantRow(grantId)).toMatchObject({ balance: '9000', status: 'ACTIVE' });
    await expectConsistent();
  });

  it('releases no more than the max release and gives the rest back to marketing', async () => {
    const member = await player({ cash: 0n });
    const { grantId } = await member.grant({ amount: 10_000n, multiplier: 1, maxReleaseMinor: 3_000n });
    await member.round(15_000, 10_000);
    expect(await grantRow(grantId)).toMatchObject({ status: 'RELEASED', released: '3000', returned: '12000', balance: '0' });
    expect(await member.balances()).toEqual({ main: 3_000n, bonus: 0n });
    await expectConsistent();
  });

  it('does not count rounds that started before the grant', async () => {
    const member = await player({ cash: 10_000n });
    const early = await member.bet(5_000);
    const { grantId } = await member.grant({ amount: 1_000n, multiplier: 1 });
    await member.win(early.roundId, 0);
    expect(await roundRow(early.roundId)).toMatchObject({ bonus_progress: '0' });
    expect(await grantRow(grantId)).toMatchObject({ status: 'ACTIVE', progressed: '0' });
    await expectConsistent();
  });
});

describe('withdrawal with a bonus being wagered', () => {
  it('is refused until the member confirms the forfeit, then forfeits every active grant with the hold in one transaction', async () => {
    const member = await withdrawingMember(fx, { balance: '500.00' });
    const api = calls(fx);
    const { grantId } = await creditReward(fx.db, { memberId: member.memberId, amount: 20_000n, multiplier: 5, source: 'OPERATOR', reference: reference() });
    const notice = valueOf(await getAs(fx, bonusEndpoints.activeBonus.path, { ...member, memberId: Number(member.memberId) }), ActiveBonusSchema);
    expect(notice).toEqual({
      cashBalance: '500.00',
      bonusBalance: '200.00',
      activeGrants: 1,
      wagering: { required: '1000.00', progressed: '0.00', left: '1000.00', maxBet: null, expiresAt: null },
    });
    const before = await writtenState(fx);
    const refused = await api.withdraw(member, '200.00');
    expect(refused.statusCode).toBe(409);
    expect(BonusForfeitEnvelopeSchema.parse(refused.json())).toMatchObject({ errorCode: 'BONUS_FORFEIT_REQUIRED', value: { grants: 1, bonusBalance: '200.00' } });
    expect(await writtenState(fx)).toEqual(before);
    expect(await grantRow(grantId)).toMatchObject({ status: 'ACTIVE', balance: '20000' });

    const done = await api.withdraw(member, '200.00', { forfeitBonus: true });
    expect(done.statusCode).toBe(200);
    expect(await grantRow(grantId)).toMatchObject({ status: 'FORFEITED', balance: '0', returned: '20000', released: '0' });
    expect(await memberBalance(fx.db, member.memberId)).toBe(30_000n);
    expect(await bonusBalance(fx.db, member.memberId)).toBe(0n);
    // Nothing left to forfeit: the next withdrawal needs no confirmation.
    expect((await api.withdraw(member, '100.00')).statusCode).toBe(200);
    await expectConsistent();
  });
});

describe('bets at once', () => {
  it('stakes the rest from BONUS when concurrent bets use up MAIN, instead of refusing one', async () => {
    const member = await player({ cash: 10_000n });
    await member.grant({ amount: 40_000n, multiplier: 1, contributions: { RNG: 0 } });
    const bets = await Promise.all(Array.from({ length: 5 }, () => member.bet(10_000)));
    expect(bets).toHaveLength(5);
    expect(await member.balances()).toEqual({ main: 0n, bonus: 0n });
    const [split] = await fx.db.query<{ stake: string; bonus: string }>(
      `SELECT sum(stake)::text AS stake, sum(bonus_stake)::text AS bonus FROM game_rounds WHERE member_id = $1::bigint`,
      [member.memberId],
    );
    expect(split).toEqual({ stake: '50000', bonus: '40000' });
    await expectConsistent();
  });
});

describe('release under concurrency', () => {
  it('releases a met grant once when its last round closes while sweeps run', async () => {
    const member = await player({ cash: 1_000n });
    const { grantId } = await member.grant({ amount: 10_000n, multiplier: 1 });
    const open = await member.bet(1_000);
    const meeting = await member.bet(10_000);
    await member.win(meeting.roundId, 10_000);
    expect(await grantRow(grantId)).toMatchObject({ status: 'MET' });
    await Promise.all([member.win(open.roundId, 500), sweepBonusGrants(fx.db, new Date()), sweepBonusGrants(fx.db, new Date())]);
    await sweepBonusGrants(fx.db, new Date());
    expect(await grantRow(grantId)).toMatchObject({ status: 'RELEASED', released: '10000', balance: '0' });
    const [releases] = await fx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM journal_entries WHERE kind = 'BONUS_RELEASE' AND idempotency_key LIKE $1`,
      [`bonus-grant:${grantId}:%`],
    );
    expect(releases!.n).toBe(1);
    expect(await member.balances()).toEqual({ main: 10_500n, bonus: 0n });
    // One message of the release, written by the close however many passes looked.
    expect(await notices(member.memberId)).toEqual([{ template: 'BONUS_RELEASED', params: { amount: '100.00', cause: 'RELEASED' } }]);
    await expectConsistent();
  });
});

describe('the bonus sweep', () => {
  it('expires an unmet grant at its expiry and clears one too small to play with, each once', async () => {
    const member = await player({ cash: 10_000n });
    const now = Date.now();
    const expiring = await member.grant({ amount: 5_000n, multiplier: 3, expiresAt: new Date(now + 3_600_000) });
    const later = await member.grant({ amount: 1_000n, multiplier: 3, contributions: { RNG: 0 }, expiresAt: new Date(now + 7_200_000) });
    // Both expire within a day: each member warned once, however often the tick runs.
    expect(await sweepBonusGrants(fx.db, new Date(now))).toMatchObject({ warned: 2 });
    expect(await sweepBonusGrants(fx.db, new Date(now))).toMatchObject({ warned: 0 });
    expect(await grantRow(expiring.grantId)).toMatchObject({ status: 'ACTIVE' });
    expect(await notices(member.memberId)).toEqual([
      { template: 'BONUS_EXPIRING', params: { amount: '50.00', wagering: '150.00', expiresAt: new Date(now + 3_600_000).toISOString() } },
      { template: 'BONUS_EXPIRING', params: { amount: '10.00', wagering: '30.00', expiresAt: new Date(now + 7_200_000).toISOString() } },
    ]);

    const report = await sweepBonusGrants(fx.db, new Date(now + 3_600_000));
    expect(report.expired).toBeGreaterThanOrEqual(1);
    expect(await grantRow(expiring.grantId)).toMatchObject({ status: 'EXPIRED', returned: '5000', balance: '0' });
    expect(await grantRow(later.grantId)).toMatchObject({ status: 'ACTIVE', balance: '1000' });
    expect(await member.balances()).toEqual({ main: 10_000n, bonus: 1_000n });
    expect(await sweepBonusGrants(fx.db, new Date(now + 3_600_000))).toMatchObject({ expired: 0 });

    // Lose the bonus down to 0.50 (cash first: 100.00 + 9.50 staked): cleared once no round is open.
    const { roundId } = await member.bet(10_950);
    await sweepBonusGrants(fx.db, new Date(now));
    expect(await grantRow(later.grantId)).toMatchObject({ status: 'ACTIVE', balance: '50' });
    await member.win(roundId, 0);
    await sweepBonusGrants(fx.db, new Date(now));
    expect(await grantRow(later.grantId)).toMatchObject({ status: 'CLEARED_LOW_BALANCE', returned: '50', balance: '0' });
    expect(await member.balances()).toEqual({ main: 0n, bonus: 0n });
    await sweepBonusGrants(fx.db, new Date(now + 3_600_000));
    expect((await notices(member.memberId)).slice(2)).toEqual([
      { template: 'BONUS_FORFEITED', params: { amount: '50.00', cause: 'EXPIRED' } },
      { template: 'BONUS_FORFEITED', params: { amount: '0.50', cause: 'CLEARED_LOW_BALANCE' } },
    ]);
    await expectConsistent();
  });
});

describe('opposite sides of a shared round', () => {
  let match = 0;
  const newMatch = () => `match-${process.pid}-${++match}`;

  /** A member at a sports book; `side` bets one new round on a side of a shared match. */
  async function bettor() {
    const session = await seamless.session({ money: 100_000n, gameType: 'SPORTS', gameCode: 'SPORTS-SIDES', vendor: 'DEMO' });
    let n = 0;
    const side = async (tableRoundId: string, pick: string, extra: Record<string, unknown> = {}) => {
      const roundId = `${session.memberId}-side-${++n}`;
      const body = { requestId: `${roundId}-r`, sessionToken: session.sessionToken, gameCode: 'SPORTS-SIDES', roundId, txId: `${roundId}-bet`, amount: 1_000, tableRoundId, side: pick, ...extra };
      await seamless.value('bet', body);
      return { roundId, body };
    };
    return { memberId: session.memberId, side };
  }
  const signalsOf = (memberId: string) =>
    fx.db.query<{ kind: string; detail: Record<string, string> }>(`SELECT kind, detail FROM member_abuse_signals WHERE member_id = $1::bigint ORDER BY id`, [memberId]);
  /** Links two members as one browser would (the device recording itself is tested with the login). */
  const sameBrowser = async (...memberIds: string[]) => {
    const hash = createHash('sha256').update(`browser-${memberIds.join('-')}`).digest('hex');
    for (const id of memberIds) await fx.db.query('INSERT INTO member_devices (member_id, device_hash) VALUES ($1::bigint, $2)', [id, hash]);
  };

  it('signals both accounts of one browser betting opposite sides of one match, and nobody else', async () => {
    const [first, second, third, stranger] = [await bettor(), await bettor(), await bettor(), await bettor()];
    await sameBrowser(first.memberId, second.memberId, third.memberId);
    const game = newMatch();
    const home = await first.side(game, 'HOME');
    // The same side is no hedge; a stranger on the other side is ordinary betting.
    const alsoHome = await second.side(game, 'HOME');
    await stranger.side(game, 'AWAY');
    const everyone = [first, second, third, stranger];
    const all = async () => (await Promise.all(everyone.map((member) => signalsOf(member.memberId)))).flat();
    expect(await all()).toEqual([]);

    const away = await third.side(game, 'AWAY');
    const pair = { provider: 'DEMO', tableRound: game };
    const against = (other: string, otherRound: { roundId: string }, otherSide: string, round: { roundId: string }, side: string) => ({
      kind: 'OPPOSITE_SIDES',
      detail: { ...pair, otherMemberId: other, otherRoundId: otherRound.roundId, otherSide, roundId: round.roundId, side },
    });
    expect(await signalsOf(third.memberId)).toEqual([
      against(first.memberId, home, 'HOME', away, 'AWAY'),
      against(second.memberId, alsoHome, 'HOME', away, 'AWAY'),
    ]);
    expect(await signalsOf(first.memberId)).toEqual([against(third.memberId, away, 'AWAY', home, 'HOME')]);
    expect(await signalsOf(second.memberId)).toEqual([against(third.memberId, away, 'AWAY', alsoHome, 'HOME')]);
    expect(await signalsOf(stranger.memberId)).toEqual([]);

    // The provider sending the bet again records nothing twice.
    await seamless.value('bet', away.body);
    expect(await all()).toHaveLength(4);
    // A claim of any of them now waits for an operator.
    expect(await hasOpenAbuseSignal(fx.db, first.memberId)).toBe(true);
  });

  it('signals one member on both sides of a match once, and keeps no side for a bet that names none', async () => {
    const member = await bettor();
    const game = newMatch();
    await member.side(game, 'HOME');
    await member.side(game, 'DRAW');
    expect((await signalsOf(member.memberId)).map((signal) => [signal.kind, signal.detail.otherMemberId, signal.detail.side, signal.detail.otherSide])).toEqual([
      ['OPPOSITE_SIDES', member.memberId, 'DRAW', 'HOME'],
    ]);
    await member.side(newMatch(), 'AWAY', { tableRoundId: undefined, side: undefined });
    const [kept] = await fx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM round_sides WHERE member_id = $1::bigint', [member.memberId]);
    expect(kept!.n).toBe(2);
  });

  it('refuses a side that is not a short code, writing nothing', async () => {
    const member = await bettor();
    const session = await seamless.session({ money: 1_000n, gameType: 'SPORTS', gameCode: 'SPORTS-SIDES', vendor: 'DEMO' });
    const before = await seamless.counts();
    const response = await seamless.call('bet', {
      requestId: 'bad-side',
      sessionToken: session.sessionToken,
      gameCode: 'SPORTS-SIDES',
      roundId: `${member.memberId}-bad`,
      txId: `${member.memberId}-bad-bet`,
      amount: 100,
      tableRoundId: newMatch(),
      side: 'home<script>',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION', field: 'side' });
    const after = await seamless.counts();
    expect({ rounds: after.game_rounds, entries: after.journal_entries }).toEqual({ rounds: before.game_rounds, entries: before.journal_entries });
  });
});

describe('the member is told of a credit', () => {
  it("tells of an operator's grant once, with its wallet and wagering, however often the grant is replayed", async () => {
    const memberId = await seamless.member();
    const [{ account }] = (await fx.db.query<{ account: string }>('SELECT account FROM members WHERE id = $1::bigint', [memberId])) as [{ account: string }];
    const grant = { operator: 'alice', account, amount: 150_000n, reference: reference(), memo: 'Reload', multiplier: 2.5 };
    await grantOperatorBonus(fx.db, grant);
    await grantOperatorBonus(fx.db, grant);
    await Promise.all([grantOperatorBonus(fx.db, grant), grantOperatorBonus(fx.db, grant)]);
    await grantOperatorBonus(fx.db, { ...grant, reference: reference(), multiplier: 0, memo: undefined, amount: 1_000n });
    expect(await notices(memberId)).toEqual([
      { template: 'BONUS_CREDITED', params: { amount: '1,500.00', wallet: 'BONUS', title: 'Reload', wagering: '3,750.00' } },
      { template: 'BONUS_CREDITED', params: { amount: '10.00', wallet: 'MAIN' } },
    ]);
    await expectConsistent();
  });
});
