import { catalogueGame, createProviderFixture, launchGame, play, type ProviderFixture } from './provider-test-fixture';

/**
 * Round history is the player's, not the session's: the platform's authenticate answers a stable
 * playerId, so a member who opens the same game again sees the rounds of earlier sessions, and no
 * one else sees them.
 */

let fx: ProviderFixture;

beforeAll(async () => {
  fx = await createProviderFixture();
}, 120_000);

afterAll(async () => {
  await fx.close();
});

async function history(session: string): Promise<string[]> {
  const response = await play(fx, session, 'GET', 'history');
  expect(response.statusCode).toBe(200);
  return (response.json() as { value: { roundId: string }[] }).value.map((row) => row.roundId);
}

it("a member's rounds show in a later session of the same game, not in another member's or another game's", async () => {
  const memberId = await fx.seamless.member({ money: 50_000n });
  const otherMember = await fx.seamless.member({ money: 50_000n });
  const game = await catalogueGame(fx.db, 'RNG');
  const first = await launchGame(fx, memberId, game);
  const played: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const response = await play(fx, first, 'POST', 'slot/spin', { stake: 100 });
    expect(response.statusCode).toBe(200);
    played.push((response.json() as { value: { roundId: string } }).value.roundId);
  }

  const later = await launchGame(fx, memberId, game);
  expect(later).not.toBe(first);
  expect((await history(later)).sort()).toEqual([...played].sort());

  expect(await history(await launchGame(fx, otherMember, game))).toEqual([]);
  expect(await history(await launchGame(fx, memberId, await catalogueGame(fx.db, 'FISH')))).toEqual([]);
});

it('each history entry carries its engine and the stored outcome, so the game can describe it in its own language', async () => {
  const memberId = await fx.seamless.member({ money: 50_000n });
  const session = await launchGame(fx, memberId, await catalogueGame(fx.db, 'RNG'));
  const spin = (await play(fx, session, 'POST', 'slot/spin', { stake: 100 })).json() as { value: { roundId: string; reels: string[][] } };

  const response = await play(fx, session, 'GET', 'history');
  const [entry] = (response.json() as { value: { roundId: string; engine: string; summary: string; outcome: { reels: string[][] } | null }[] }).value;
  expect(entry).toMatchObject({ roundId: spin.value.roundId, engine: 'slot', outcome: { reels: spin.value.reels } });
  expect(entry!.summary).toBe(spin.value.reels.map((reel) => reel[1]).join(' '));
});
