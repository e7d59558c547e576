/**
 * The demo merchant's game menus, provider lanes and providers, written once on first start (see
 * games-seed.ts); the catalogue itself is generated in the database. Editable data, not behaviour.
 */
import type { GameType } from '@site/shared/contract';

export const GAME_MENUS: { gameType: GameType; name: string; page: string }[] = [
  { gameType: 'LIVE', name: 'Live Casino', page: '/live' },
  { gameType: 'SPORTS', name: 'Sports', page: '/sports' },
  { gameType: 'ESPORTS', name: 'E-sports', page: '/esports' },
  { gameType: 'COCKFIGHT', name: 'Cockfight', page: '/cockfight' },
  { gameType: 'ELOTT', name: 'E-lottery', page: '/elott' },
  { gameType: 'LOTT', name: 'Lottery', page: '/lottery' },
  { gameType: 'RNG', name: 'Slots', page: '/rng' },
  { gameType: 'PVP', name: 'Card games', page: '/pvp' },
  { gameType: 'FISH', name: 'Fishing', page: '/fish' },
];

/** Lane ids stay below 100 and skip 5, the client's cockfight lane. */
export const VENDOR_LANES: { id: number; gameType: GameType }[] = [
  { id: 1, gameType: 'LIVE' },
  { id: 2, gameType: 'SPORTS' },
  { id: 3, gameType: 'ELOTT' },
  { id: 4, gameType: 'LOTT' },
  { id: 6, gameType: 'RNG' },
  { id: 7, gameType: 'PVP' },
  { id: 8, gameType: 'FISH' },
];

export interface SeedVendor {
  code: string;
  lane: GameType;
  /** The card's type when it differs from the lane (e-sports providers inside SPORTS). */
  gameType?: GameType;
  name: string;
  hot?: boolean;
  listGames?: boolean;
}

/** Per lane, in display order. account_type_id is assigned from the position (see games-seed.ts). */
export const VENDORS: SeedVendor[] = [
  { code: 'EVO', lane: 'LIVE', name: 'Evolution', hot: true, listGames: true },
  { code: 'SAGAMING', lane: 'LIVE', name: 'SA Gaming', hot: true, listGames: true },
  { code: 'DG', lane: 'LIVE', name: 'Dream Gaming' },
  { code: 'AG', lane: 'LIVE', name: 'Asia Gaming' },
  { code: 'WM', lane: 'LIVE', name: 'WM Casino' },
  { code: 'SEXY', lane: 'LIVE', name: 'Sexy Baccarat' },
  { code: 'PPLIVE', lane: 'LIVE', name: 'Pragmatic Live' },
  { code: 'ALLBET', lane: 'LIVE', name: 'AllBet' },

  { code: 'SABA', lane: 'SPORTS', name: 'SABA Sports', hot: true },
  { code: 'FB', lane: 'SPORTS', name: 'FB Sports' },
  { code: 'BTI', lane: 'SPORTS', name: 'BTi Sports' },
  { code: 'CMD368', lane: 'SPORTS', name: 'CMD368' },
  // Cockfight providers travel in the sports lane; the client moves them (merchant cockfightProviders).
  { code: 'DS88', lane: 'SPORTS', name: 'DS88 Cockfight', hot: true },
  { code: 'SV3', lane: 'SPORTS', name: 'SV388 Cockfight' },
  // E-sports providers also travel in the sports lane, recognised by their card type.
  { code: 'TF', lane: 'SPORTS', gameType: 'ESPORTS', name: 'TF Gaming' },
  { code: 'IA', lane: 'SPORTS', gameType: 'ESPORTS', name: 'IA eSports' },

  { code: 'TCG_LOTTO_VN', lane: 'ELOTT', name: 'VN Lottery', hot: true },
  { code: 'TCG_SEA', lane: 'LOTT', name: 'SEA Lottery', hot: true },

  { code: 'PG', lane: 'RNG', name: 'PG Soft', hot: true },
  { code: 'JILI', lane: 'RNG', name: 'JILI', hot: true },
  { code: 'PP', lane: 'RNG', name: 'Pragmatic Play', hot: true },
  { code: 'CQ9', lane: 'RNG', name: 'CQ9' },
  { code: 'JDB', lane: 'RNG', name: 'JDB' },
  { code: 'FC', lane: 'RNG', name: 'Fa Chai' },
  { code: 'SPADE', lane: 'RNG', name: 'Spadegaming' },
  { code: 'KA', lane: 'RNG', name: 'KA Gaming' },
  { code: 'HABANERO', lane: 'RNG', name: 'Habanero' },
  { code: 'RELAX', lane: 'RNG', name: 'Relax Gaming' },
  { code: 'BNG', lane: 'RNG', name: 'Booongo' },
  { code: 'NETENT', lane: 'RNG', name: 'NetEnt' },
  { code: 'PLAYSTAR', lane: 'RNG', name: 'PlayStar' },
  { code: 'REDTIGER', lane: 'RNG', name: 'Red Tiger' },

  { code: 'KM', lane: 'PVP', name: 'Kingmaker', hot: true },
  { code: 'V8', lane: 'PVP', name: 'V8 Poker' },
  { code: 'KY', lane: 'PVP', name: 'Kaiyuan' },
  { code: 'TP', lane: 'PVP', name: 'TP Gaming' },
  { code: 'JILI', lane: 'PVP', name: 'JILI Cards' },
  { code: 'LEG', lane: 'PVP', name: 'Legend Poker' },

  { code: 'JILI', lane: 'FISH', name: 'JILI Fishing', hot: true },
  { code: 'FC', lane: 'FISH', name: 'Fa Chai Fishing' },
  { code: 'CQ9', lane: 'FISH', name: 'CQ9 Fishing' },
  { code: 'KA', lane: 'FISH', name: 'KA Fishing' },
  { code: 'JDB', lane: 'FISH', name: 'JDB Fishing' },
];

/** Size of the generated catalogue: the site claims about 10,000 slot games. */
export const GAME_COUNT = 10_000;
