import type { GameMenu, GameType, VendorLane } from '@site/shared/contract';
import type { Db } from '../db/database';
import { ReadCache, type ReadCacheOptions } from '../db/read-cache';

export interface GameTile {
  id: number;
  name: string;
  vendor: string;
  vendorName: string;
  gameType: string;
}

/** Display order of game classifications in a lane's filter; unknown names follow alphabetically. */
const CLASSIFY_ORDER = ['slot', 'table', 'arcade', 'video poker', 'scratch', 'card', 'mahjong', 'casual', 'baccarat', 'roulette', 'blackjack', 'sic bo', 'fish'];

function classifyRank(name: string): number {
  const index = CLASSIFY_ORDER.indexOf(name);
  return index < 0 ? CLASSIFY_ORDER.length : index;
}

/**
 * Reads of the game menus, provider lanes and the catalogue. Menus and lanes are read by every
 * page at start, so they are answered from memory (see ReadCache for how long).
 */
export class GamesRepository {
  private readonly cache: ReadCache;

  constructor(
    private readonly db: Db,
    options: ReadCacheOptions = {},
  ) {
    this.cache = new ReadCache(db.kind, options);
  }

  gameMenus(): Promise<GameMenu[]> {
    return this.cache.read('gameMenus', async () => {
      const rows = await this.db.query<{ game_type: GameType; name: string; page: string }>(
        'SELECT game_type, name, page FROM game_menus ORDER BY sort',
      );
      return rows.map((row) => ({ gameType: row.game_type, name: row.name, page: row.page }));
    });
  }

  vendorLanes(): Promise<VendorLane[]> {
    return this.cache.read('vendorLanes', async () => {
      const lanes = await this.db.query<{ id: number; game_type: GameType }>('SELECT id, game_type FROM vendor_lanes ORDER BY sort');
      const vendors = await this.db.query<{
        account_type_id: number;
        code: string;
        lane: GameType;
        game_type: GameType;
        display_name: string;
        hot: boolean;
        list_games: boolean;
      }>('SELECT account_type_id, code, lane, game_type, display_name, hot, list_games FROM vendors ORDER BY sort, account_type_id');
      const classifies = await this.db.query<{ lane: GameType; name: string; vendors: string[] }>(
        'SELECT game_type AS lane, game_classify AS name, array_agg(DISTINCT vendor) AS vendors FROM games GROUP BY game_type, game_classify',
      );
      return lanes.map((lane) => {
        const laneVendors = vendors.filter((v) => v.lane === lane.game_type);
        const vendorOrder = laneVendors.map((v) => v.code);
        const laneClassifies = classifies
          .filter((c) => c.lane === lane.game_type)
          .sort((a, b) => classifyRank(a.name) - classifyRank(b.name) || a.name.localeCompare(b.name))
          .map((c) => ({ name: c.name, vendors: [...c.vendors].sort((a, b) => vendorOrder.indexOf(a) - vendorOrder.indexOf(b)) }));
        return {
          id: lane.id,
          title: lane.game_type,
          cards: laneVendors.map((v) => ({
            accountTypeId: v.account_type_id,
            vassalage: v.code,
            gameType: v.game_type,
            displayName: v.display_name,
            isHot: v.hot ? (1 as const) : (0 as const),
            logoUrl: `/media/vendors/${v.code}.svg`,
            listGames: v.list_games,
          })),
          // A filter with a single choice filters nothing, so such lanes list none.
          gameClassify: laneClassifies.length > 1 ? laneClassifies : [],
        };
      });
    });
  }

  /** A provider's display name by code (its first card, when it serves several lanes). */
  async vendorName(code: string): Promise<string | null> {
    for (const lane of await this.vendorLanes()) {
      const card = lane.cards.find((c) => c.vassalage === code);
      if (card) return card.displayName;
    }
    return null;
  }

  /** One game for its tile image; not cached (10,000 of them, and browsers cache the image). */
  async gameTile(id: number): Promise<GameTile | null> {
    const rows = await this.db.query<{ id: number; name: string; vendor: string; vendor_name: string; game_type: string }>(
      `SELECT g.id, g.name, g.vendor, v.display_name AS vendor_name, g.game_type
       FROM games g JOIN vendors v ON v.code = g.vendor AND v.lane = g.game_type WHERE g.id = $1`,
      [id],
    );
    const row = rows[0];
    return row ? { id: row.id, name: row.name, vendor: row.vendor, vendorName: row.vendor_name, gameType: row.game_type } : null;
  }
}
