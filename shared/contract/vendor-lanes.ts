import type { GameType, VendorCard, VendorLane } from './api';

/** The lane id The gives the cockfight group. */
export const COCKFIGHT_LANE_ID = 5;
/** An id for the e-sports group split out of sports (the platform's ids for real lanes stay below 100). */
export const ESPORTS_LANE_ID = 105;

/** The lobby path of each game type (route table). */
export const GAME_TYPE_PATHS: Record<GameType, string> = {
  LIVE: '/live',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  COCKFIGHT: '/cockfight',
  ELOTT: '/elott',
  LOTT: '/lottery',
  RNG: '/rng',
  PVP: '/pvp',
  FISH: '/fish',
};

/** Types whose providers open a game list (choose provider, then game) rather than launching. */
export const GAME_LIST_TYPES: readonly GameType[] = ['RNG', 'PVP', 'FISH'];

/**
 * Shape the platform's vendor lanes the way the site shows them:
 * - sports cards that are e-sports (card gameType ESPORTS, or a configured e-sports provider)
 *   move to an ESPORTS lane placed right after sports;
 * - sports cards whose provider is a configured cockfight provider move to a COCKFIGHT lane,
 *   id 5, inserted two places after the sports lane;
 * - lanes left without cards are dropped, so a category without vendors never shows.
 * Pure: the input is not modified.
 */
export function normaliseVendorLanes(
  lanes: readonly VendorLane[],
  options: { cockfightProviders: readonly string[]; esportsProviders: readonly string[] },
): VendorLane[] {
  const result: VendorLane[] = lanes.map((lane) => ({ ...lane, cards: [...lane.cards] }));
  const sportsIndex = result.findIndex((lane) => lane.title === 'SPORTS');
  if (sportsIndex >= 0) {
    const sports = result[sportsIndex]!;
    const isCockfight = (card: VendorCard) => options.cockfightProviders.includes(card.vassalage);
    const isEsports = (card: VendorCard) =>
      !isCockfight(card) && (card.gameType === 'ESPORTS' || options.esportsProviders.includes(card.vassalage));
    const cockfightCards = sports.cards.filter(isCockfight).map((card) => ({ ...card, gameType: 'COCKFIGHT' as const }));
    const esportsCards = sports.cards.filter(isEsports).map((card) => ({ ...card, gameType: 'ESPORTS' as const }));
    sports.cards = sports.cards.filter((card) => !isCockfight(card) && !isEsports(card));

    if (esportsCards.length > 0) {
      const existing = result.find((lane) => lane.title === 'ESPORTS');
      if (existing) existing.cards.push(...esportsCards);
      else result.splice(sportsIndex + 1, 0, { id: ESPORTS_LANE_ID, title: 'ESPORTS', cards: esportsCards, gameClassify: [] });
    }
    if (cockfightCards.length > 0) {
      const at = Math.min(sportsIndex + 2, result.length);
      result.splice(at, 0, { id: COCKFIGHT_LANE_ID, title: 'COCKFIGHT', cards: cockfightCards, gameClassify: [] });
    }
  }
  return result.filter((lane) => lane.cards.length > 0);
}

/** The vendors of one game type, or an empty list. */
export function vendorsOf(lanes: readonly VendorLane[], type: GameType): VendorCard[] {
  return lanes.find((lane) => lane.title === type)?.cards ?? [];
}

export type PrizeMode = 'ELOTT' | 'LOTT';

/** Provider codes whose presence among the e-lottery cards switches the site to e-lottery prizes. */
export const ELOTT_PRIZE_PROVIDERS: readonly string[] = ['TCG_LOTTO_VN', 'LOTT'];

/**
 * Prize mode becomes ELOTT if the vendor data has an ELOTT card of type TCG_LOTTO_VN or LOTT,
 * otherwise LOTT. A card's "type" is its provider (account type) code, the vassalage; a card counts
 * as an ELOTT card when it sits in the ELOTT lane or carries the ELOTT game type.
 */
export function resolvePrizeMode(lanes: readonly VendorLane[]): PrizeMode {
  const hasElottCard = lanes.some((lane) =>
    lane.cards.some((card) => (lane.title === 'ELOTT' || card.gameType === 'ELOTT') && ELOTT_PRIZE_PROVIDERS.includes(card.vassalage)),
  );
  return hasElottCard ? 'ELOTT' : 'LOTT';
}
