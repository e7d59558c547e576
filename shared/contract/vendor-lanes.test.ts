import type { GameType, VendorCard, VendorLane } from './api';
import { COCKFIGHT_LANE_ID, ESPORTS_LANE_ID, normaliseVendorLanes, vendorsOf } from './vendor-lanes';

function card(vassalage: string, gameType: GameType): VendorCard {
  return { accountTypeId: 1, vassalage, gameType, displayName: vassalage, isHot: 0, logoUrl: `/media/vendors/${vassalage}.svg` };
}

function lane(id: number, title: GameType, cards: VendorCard[]): VendorLane {
  return { id, title, cards, gameClassify: [] };
}

const config = { cockfightProviders: ['DS88', 'SV3'], esportsProviders: [] as string[] };

function titles(lanes: VendorLane[]) {
  return lanes.map((l) => l.title);
}

describe('normaliseVendorLanes', () => {
  it('moves configured cockfight providers out of sports into lane id 5, two places after sports', () => {
    const input = [
      lane(1, 'LIVE', [card('EVO', 'LIVE')]),
      lane(2, 'SPORTS', [card('SABA', 'SPORTS'), card('DS88', 'SPORTS'), card('SV3', 'SPORTS')]),
      lane(3, 'RNG', [card('PG', 'RNG')]),
      lane(4, 'FISH', [card('JDB', 'FISH')]),
    ];
    const result = normaliseVendorLanes(input, config);
    expect(titles(result)).toEqual(['LIVE', 'SPORTS', 'RNG', 'COCKFIGHT', 'FISH']);
    const cockfight = result.find((l) => l.title === 'COCKFIGHT')!;
    expect(cockfight.id).toBe(COCKFIGHT_LANE_ID);
    expect(cockfight.cards.map((c) => [c.vassalage, c.gameType])).toEqual([
      ['DS88', 'COCKFIGHT'],
      ['SV3', 'COCKFIGHT'],
    ]);
    expect(vendorsOf(result, 'SPORTS').map((c) => c.vassalage)).toEqual(['SABA']);
  });

  it('splits e-sports (by card type or configured provider) into a lane right after sports', () => {
    const input = [
      lane(2, 'SPORTS', [card('SABA', 'SPORTS'), card('TFG', 'ESPORTS'), card('IA', 'SPORTS'), card('DS88', 'SPORTS')]),
      lane(3, 'RNG', [card('PG', 'RNG')]),
    ];
    const result = normaliseVendorLanes(input, { ...config, esportsProviders: ['IA'] });
    expect(titles(result)).toEqual(['SPORTS', 'ESPORTS', 'COCKFIGHT', 'RNG']);
    const esports = result[1]!;
    expect(esports.id).toBe(ESPORTS_LANE_ID);
    expect(esports.cards.map((c) => [c.vassalage, c.gameType])).toEqual([
      ['TFG', 'ESPORTS'],
      ['IA', 'ESPORTS'],
    ]);
  });

  it('adds e-sports cards to an existing ESPORTS lane instead of creating another', () => {
    const input = [lane(2, 'SPORTS', [card('SABA', 'SPORTS'), card('TFG', 'ESPORTS')]), lane(7, 'ESPORTS', [card('XYZ', 'ESPORTS')])];
    const result = normaliseVendorLanes(input, config);
    expect(titles(result)).toEqual(['SPORTS', 'ESPORTS']);
    expect(vendorsOf(result, 'ESPORTS').map((c) => c.vassalage)).toEqual(['XYZ', 'TFG']);
  });

  it('drops lanes left without cards, including a sports lane that only held cockfight', () => {
    const input = [lane(1, 'LIVE', []), lane(2, 'SPORTS', [card('DS88', 'SPORTS')]), lane(3, 'RNG', [card('PG', 'RNG')])];
    const result = normaliseVendorLanes(input, config);
    expect(titles(result)).toEqual(['RNG', 'COCKFIGHT']);
    expect(vendorsOf(result, 'LIVE')).toEqual([]);
  });

  it('does not modify its input', () => {
    const input = [lane(2, 'SPORTS', [card('SABA', 'SPORTS'), card('DS88', 'SPORTS'), card('TFG', 'ESPORTS')]), lane(3, 'RNG', [card('PG', 'RNG')]), lane(4, 'PVP', [])];
    const snapshot = JSON.parse(JSON.stringify(input)) as VendorLane[];
    const deepFreeze = (value: unknown) => {
      if (value && typeof value === 'object') {
        Object.values(value).forEach(deepFreeze);
        Object.freeze(value);
      }
    };
    deepFreeze(input);
    // Frozen: any write to the input or its lanes and cards would throw in strict mode.
    const result = normaliseVendorLanes(input, config);
    expect(input).toEqual(snapshot);
    expect(titles(result)).toEqual(['SPORTS', 'ESPORTS', 'COCKFIGHT', 'RNG']);
  });

  it('leaves lanes alone when there is no sports lane', () => {
    const input = [lane(3, 'RNG', [card('PG', 'RNG')])];
    expect(normaliseVendorLanes(input, config)).toEqual(input);
  });
});
