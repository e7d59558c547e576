import type { GameItem, GameType, VendorCard, VendorLane } from '@site/shared';

export function card(vassalage: string, gameType: GameType, extra: Partial<VendorCard> = {}): VendorCard {
  return {
    accountTypeId: 1,
    vassalage,
    gameType,
    displayName: `${vassalage} name`,
    isHot: 0,
    logoUrl: `/media/vendors/${vassalage}.svg`,
    ...extra,
  };
}

/**
 * Raw lanes as the platform sends them: cockfight (DS88, SV3) and e-sports (TF) providers still sit
 * inside sports; the client's normalisation moves them out.
 */
export function rawLanes(): VendorLane[] {
  return [
    { id: 1, title: 'LIVE', gameClassify: [], cards: [card('EVO', 'LIVE', { isHot: 1, displayName: 'Evolution' }), card('AG', 'LIVE')] },
    {
      id: 2,
      title: 'SPORTS',
      gameClassify: [],
      cards: [card('SABA', 'SPORTS'), card('DS88', 'SPORTS', { displayName: 'DS88 Sabong' }), card('SV3', 'SPORTS'), card('TF', 'ESPORTS')],
    },
    { id: 3, title: 'RNG', gameClassify: [], cards: [card('PG', 'RNG', { displayName: 'PG Soft' }), card('JDB', 'RNG')] },
    { id: 4, title: 'PVP', gameClassify: [], cards: [card('KY', 'PVP')] },
    { id: 6, title: 'FISH', gameClassify: [], cards: [card('JDBF', 'FISH')] },
    { id: 7, title: 'ELOTT', gameClassify: [], cards: [card('TCG_LOTTO_VN', 'ELOTT')] },
    { id: 8, title: 'LOTT', gameClassify: [], cards: [card('TCG_SEA', 'LOTT')] },
  ];
}

/** A catalogue game as the game lists return it. */
export function gameItem(nodeId: number | string, extra: Partial<GameItem> = {}): GameItem {
  const id = String(nodeId);
  return {
    nodeId: id,
    vassalage: 'PG',
    gameType: 'RNG',
    gameName: `Game ${id}`,
    gameClassify: 'slot',
    minBet: 0.1,
    minLineNum: 1,
    gameCode: `RNG-${id}`,
    isHot: 0,
    imageUrl: `/media/games/${id}.svg`,
    ...extra,
  };
}

/** `count` games numbered from `first`. */
export function gameItems(first: number, count: number, extra: Partial<GameItem> = {}): GameItem[] {
  return Array.from({ length: count }, (_, index) => gameItem(first + index, extra));
}
