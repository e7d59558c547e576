import type { GameType, VendorCard, VendorLane } from '@site/shared';

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
