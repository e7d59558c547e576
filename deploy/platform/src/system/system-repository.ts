import type {
  Banner,
  BannerGroup,
  Country,
  CustomerServiceEntry,
  GameMenu,
  GameType,
  HelpSection,
  Notice,
  PatternId,
  PromotionSummary,
  RegisterField,
  RegisterFieldRule,
  SiteResource,
  VendorLane,
  WhiteLabelModule,
} from '@site/shared/contract';
import type { Db } from '../db/database';
import { canonicalIp } from '../http/client-ip';
import { validationError } from '../http/errors';
import type { ContentLanguage } from '../i18n/language';
import type { OperatorSettings, OperatorUpdate } from '../schemas/request-schemas';
import { BANNER_GROUPS } from '../schemas/contract-schemas';

/** The settings row as the routes use it. */
export interface SiteSettings {
  brandName: string;
  maintenance: { enabled: boolean; endTime: string | null };
  regionRestriction: { enabled: boolean; blockedIps: string[] };
  requireLogin: boolean;
  languages: string[];
  domainRoute: string | null;
  gtagId: string | null;
  imageCdns: string[];
  launchGameCdns: string[];
  registerRules: { field: string; acceptedPattern: string }[];
  resources: SiteResource[];
  customerService: CustomerServiceEntry[];
  updatedAt: string;
}

/** Announcements of one language, every type; the route filters by the requested types. */
export interface LocalisedContent {
  notices: Notice[];
  banners: Banner[];
  promotions: PromotionSummary[];
}

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

/** Dates from the driver as ISO text. Duck-typed: under jest PGlite's Dates come from another realm. */
function iso(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof (value as Date).toISOString === 'function') return (value as Date).toISOString();
  return new Date(String(value)).toISOString();
}

export interface PlatformStoreOptions {
  /**
   * How long a cached read stays valid. PGlite belongs to this one process, so its cache lives
   * until an operator change clears it. With PostgreSQL other processes may write too, so a short
   * expiry bounds how long they see old settings.
   */
  cacheTtlMs?: number;
}

/**
 * Reads and writes of the platform's site data. The start-up reads every page makes (settings,
 * menus, vendor lanes, announcements, white label, countries, help) are answered from memory and
 * cleared when an operator changes settings, so the database sees them once.
 */
export class PlatformStore {
  private readonly cache = new Map<string, { at: number; value: Promise<unknown> }>();
  private readonly ttlMs: number;

  constructor(
    private readonly db: Db,
    options: PlatformStoreOptions = {},
  ) {
    this.ttlMs = options.cacheTtlMs ?? (db.kind === 'pglite' ? Number.POSITIVE_INFINITY : 5_000);
  }

  /** Forget every cached read; the next request reads the database. */
  invalidate(): void {
    this.cache.clear();
  }

  private cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.cache.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value as Promise<T>;
    const value = load();
    const entry = { at: now, value };
    this.cache.set(key, entry);
    // A failed read is not remembered: the next request tries again.
    value.catch(() => {
      if (this.cache.get(key) === entry) this.cache.delete(key);
    });
    return value;
  }

  settings(): Promise<SiteSettings> {
    return this.cached('settings', async () => {
      const rows = await this.db.query<{
        brand_name: string;
        maintenance_enabled: boolean;
        maintenance_end_time: Date | null;
        region_restriction_enabled: boolean;
        blocked_ips: string[];
        require_login: boolean;
        languages: string[];
        domain_route: string | null;
        gtag_id: string | null;
        image_cdns: string[];
        launch_game_cdns: string[];
        register_rules: SiteSettings['registerRules'];
        resources: SiteResource[];
        customer_service: CustomerServiceEntry[];
        updated_at: Date;
      }>('SELECT * FROM settings WHERE id = 1');
      const row = rows[0];
      if (!row) throw new Error('The settings row is missing: the database was never seeded');
      return {
        brandName: row.brand_name,
        maintenance: { enabled: row.maintenance_enabled, endTime: iso(row.maintenance_end_time) },
        regionRestriction: { enabled: row.region_restriction_enabled, blockedIps: row.blocked_ips },
        requireLogin: row.require_login,
        languages: row.languages,
        domainRoute: row.domain_route,
        gtagId: row.gtag_id,
        imageCdns: row.image_cdns,
        launchGameCdns: row.launch_game_cdns,
        registerRules: row.register_rules,
        resources: row.resources,
        customerService: row.customer_service,
        updatedAt: iso(row.updated_at)!,
      };
    });
  }

  /** Whether a visitor at `ip` is region-restricted under the current settings. */
  static isRestricted(settings: SiteSettings, ip: string): boolean {
    if (!settings.regionRestriction.enabled) return false;
    const visitor = canonicalIp(ip);
    return settings.regionRestriction.blockedIps.some((blocked) => blocked === '*' || blocked === visitor);
  }

  whiteLabel(): Promise<WhiteLabelModule[]> {
    return this.cached('whiteLabel', async () => {
      const rows = await this.db.query<{ mod_id: string; parent_mod_id: string | null; enabled: boolean }>(
        'SELECT mod_id, parent_mod_id, enabled FROM white_label_modules ORDER BY sort, mod_id',
      );
      const nodes = new Map<string, WhiteLabelModule>();
      for (const row of rows) nodes.set(row.mod_id, { modId: row.mod_id, enabled: row.enabled ? '1' : '0', childrenNodes: [] });
      const roots: WhiteLabelModule[] = [];
      for (const row of rows) {
        const node = nodes.get(row.mod_id)!;
        const parent = row.parent_mod_id === null ? undefined : nodes.get(row.parent_mod_id);
        if (parent) parent.childrenNodes.push(node);
        else roots.push(node);
      }
      return roots;
    });
  }

  /**
   * White-label flags by modId. A module counts as on only when its parents are on too, so
   * switching a parent off switches its children off.
   */
  flags(): Promise<Record<string, boolean>> {
    return this.cached('flags', async () => {
      const flags: Record<string, boolean> = {};
      const visit = (nodes: WhiteLabelModule[], parentOn: boolean) => {
        for (const node of nodes) {
          const on = parentOn && node.enabled === '1';
          flags[node.modId] = on;
          visit(node.childrenNodes, on);
        }
      };
      visit(await this.whiteLabel(), true);
      return flags;
    });
  }

  /** Registration validation config per field (spec §3), in form order. */
  registerFields(): Promise<RegisterFieldRule[]> {
    return this.cached('registerFields', async () => {
      const rows = await this.db.query<{
        field: RegisterField;
        enabled: boolean;
        required: boolean;
        accepted_pattern: string;
        pattern_id: PatternId;
        min_length: number;
        max_length: number;
        input_type: RegisterFieldRule['type'];
      }>('SELECT * FROM register_fields ORDER BY sort, field');
      return rows.map((row) => ({
        field: row.field,
        enabled: row.enabled,
        required: row.required,
        acceptedPattern: row.accepted_pattern,
        patternId: row.pattern_id,
        minLength: row.min_length,
        maxLength: row.max_length,
        type: row.input_type,
      }));
    });
  }

  gameMenus(): Promise<GameMenu[]> {
    return this.cached('gameMenus', async () => {
      const rows = await this.db.query<{ game_type: GameType; name: string; page: string }>(
        'SELECT game_type, name, page FROM game_menus ORDER BY sort',
      );
      return rows.map((row) => ({ gameType: row.game_type, name: row.name, page: row.page }));
    });
  }

  vendorLanes(): Promise<VendorLane[]> {
    return this.cached('vendorLanes', async () => {
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

  content(lang: ContentLanguage): Promise<LocalisedContent> {
    return this.cached(`content:${lang}`, async () => {
      const notices = await this.db.query<{ id: number; type: Notice['type']; title: string; content: string; created_at: Date }>(
        `SELECT id, type, COALESCE(title ->> $1, title ->> 'en') AS title, COALESCE(content ->> $1, content ->> 'en') AS content, created_at
         FROM announcements WHERE active ORDER BY sort, id`,
        [lang],
      );
      const banners = await this.db.query<{
        id: number;
        group_name: BannerGroup;
        linkage_type: Banner['linkageType'];
        linkage: string | null;
        sort: number;
      }>('SELECT id, group_name, linkage_type, linkage, sort FROM banners WHERE active ORDER BY sort, id');
      const promotions = await this.db.query<{ id: number; title: string; start_at: Date | null; end_at: Date | null }>(
        `SELECT id, COALESCE(title ->> $1, title ->> 'en') AS title, start_at, end_at FROM promotions WHERE active ORDER BY sort, id`,
        [lang],
      );
      const groupRank = (group: BannerGroup) => BANNER_GROUPS.indexOf(group);
      return {
        notices: notices.map((n) => ({ id: n.id, title: n.title, content: n.content, type: n.type, createdAt: iso(n.created_at)! })),
        banners: banners
          .sort((a, b) => groupRank(a.group_name) - groupRank(b.group_name) || a.sort - b.sort)
          .map((b) => ({
            bannerId: b.id,
            groupName: b.group_name,
            url: `/media/banners/${b.id}.svg`,
            linkageType: b.linkage_type,
            linkage: b.linkage,
            sort: b.sort,
          })),
        promotions: promotions.map((p) => ({
          id: p.id,
          title: p.title,
          imageUrl: `/media/promotions/${p.id}.svg`,
          startAt: iso(p.start_at),
          endAt: iso(p.end_at),
        })),
      };
    });
  }

  countries(): Promise<Country[]> {
    return this.cached('countries', async () => {
      const rows = await this.db.query<{ country_code: string; dialing_code: string }>(
        'SELECT country_code, dialing_code FROM countries ORDER BY sort, country_code',
      );
      return rows.map((row) => ({ countryCode: row.country_code, countryDialingCode: row.dialing_code }));
    });
  }

  help(lang: ContentLanguage): Promise<HelpSection[]> {
    return this.cached(`help:${lang}`, async () => {
      const rows = await this.db.query<{ id: number; section: string; title: string; content: string }>(
        `SELECT id, section, COALESCE(title ->> $1, title ->> 'en') AS title, COALESCE(content ->> $1, content ->> 'en') AS content
         FROM help_sections ORDER BY sort, id`,
        [lang],
      );
      return rows.map((row) => ({ id: row.id, section: row.section, title: row.title, content: row.content }));
    });
  }

  routerDomains(device: 0 | 3): Promise<string[]> {
    return this.cached(`routers:${device}`, async () => {
      const rows = await this.db.query<{ domain_name: string }>(
        'SELECT domain_name FROM router_domains WHERE device = $1 ORDER BY sort, domain_name',
        [device],
      );
      return rows.map((row) => row.domain_name);
    });
  }

  /** Banner titles by id, for the generated images. */
  private bannerTitles(): Promise<Map<number, string>> {
    return this.cached('bannerTitles', async () => {
      const rows = await this.db.query<{ id: number; title: string }>('SELECT id, title FROM banners');
      return new Map(rows.map((row) => [row.id, row.title]));
    });
  }

  async bannerTitle(id: number): Promise<string | null> {
    return (await this.bannerTitles()).get(id) ?? null;
  }

  /** A promotion's English title, for its generated image (pictures are not translated). */
  async promotionTitle(id: number): Promise<string | null> {
    const promotion = (await this.content('en')).promotions.find((p) => p.id === id);
    return promotion?.title ?? null;
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

  async operatorSettings(): Promise<OperatorSettings> {
    const [settings, modules] = await Promise.all([this.settings(), this.whiteLabel()]);
    const whiteLabel: Record<string, boolean> = {};
    const visit = (nodes: WhiteLabelModule[]) => {
      for (const node of nodes) {
        whiteLabel[node.modId] = node.enabled === '1';
        visit(node.childrenNodes);
      }
    };
    visit(modules);
    return {
      brandName: settings.brandName,
      maintenance: settings.maintenance,
      regionRestriction: settings.regionRestriction,
      whiteLabel,
      requireLogin: settings.requireLogin,
      updatedAt: settings.updatedAt,
    };
  }

  /**
   * Applies an operator change in one transaction. Unknown module ids are refused before anything
   * is written; omitted parts keep their value.
   */
  async updateSettings(update: OperatorUpdate): Promise<OperatorSettings> {
    const whiteLabel = Object.entries(update.whiteLabel ?? {});
    if (whiteLabel.length > 0) {
      const known = new Set(
        (await this.db.query<{ mod_id: string }>('SELECT mod_id FROM white_label_modules')).map((row) => row.mod_id),
      );
      const unknown = whiteLabel.find(([modId]) => !known.has(modId));
      // The schema already limited module ids to [A-Z0-9_], so naming it in the message is safe.
      if (unknown) throw validationError(`whiteLabel.${unknown[0]}`, 'is not a known module');
    }

    const sets: string[] = [];
    const params: unknown[] = [];
    const set = (column: string, value: unknown, cast = '') => {
      params.push(value);
      sets.push(`${column} = $${params.length}${cast}`);
    };
    if (update.maintenance) {
      set('maintenance_enabled', update.maintenance.enabled);
      if (update.maintenance.endTime !== undefined) set('maintenance_end_time', update.maintenance.endTime, '::timestamptz');
    }
    if (update.regionRestriction) {
      set('region_restriction_enabled', update.regionRestriction.enabled);
      if (update.regionRestriction.blockedIps) {
        set('blocked_ips', [...new Set(update.regionRestriction.blockedIps.map(canonicalIp))], '::text[]');
      }
    }
    if (update.requireLogin !== undefined) set('require_login', update.requireLogin);

    if (sets.length > 0 || whiteLabel.length > 0) {
      await this.db.transaction(async (tx) => {
        await tx.query(`UPDATE settings SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = 1`, params);
        if (whiteLabel.length > 0) {
          await tx.query(
            `UPDATE white_label_modules AS m SET enabled = j.value::boolean
             FROM jsonb_each_text($1::text::jsonb) AS j WHERE m.mod_id = j.key`,
            [JSON.stringify(Object.fromEntries(whiteLabel))],
          );
        }
      });
      this.invalidate();
    }
    return this.operatorSettings();
  }
}
