import type { FastifyRequest } from 'fastify';
import type { Country, CustomerServiceEntry, SiteResource, WhiteLabelModule } from '@site/shared/contract';
import type { Db } from '../db/database';
import { isoTime, isoTimeOrNull } from '../db/dates';
import { ReadCache, type ReadCacheOptions } from '../db/read-cache';
import { canonicalIp } from '../http/client-ip';
import { validationError } from '../http/errors';
import type { OperatorSettings, OperatorUpdate } from '@site/shared/contract/site';

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
  updatedAt: string;
}

/** Whether a visitor at `ip` is region-restricted under the current settings. */
export function isRegionRestricted(settings: SiteSettings, ip: string): boolean {
  if (!settings.regionRestriction.enabled) return false;
  const visitor = canonicalIp(ip);
  return settings.regionRestriction.blockedIps.some((blocked) => blocked === '*' || blocked === visitor);
}

/**
 * Reads and writes of the site's configuration: settings, white label, countries and router
 * domains. Every page reads them at start, so they are answered from memory and cleared when an
 * operator changes settings; the database sees them once.
 */
export class SystemRepository {
  private readonly cache: ReadCache;

  constructor(
    private readonly db: Db,
    options: ReadCacheOptions = {},
  ) {
    this.cache = new ReadCache(db.kind, options);
  }

  private customerServiceSource: (request: FastifyRequest) => Promise<CustomerServiceEntry[]> = async () => [];

  /**
   * The customer-service area, registered after this one, answers the permission's entries for
   * the caller, so the rule of who sees which entry is written once, there.
   */
  answerCustomerService(source: (request: FastifyRequest) => Promise<CustomerServiceEntry[]>): void {
    this.customerServiceSource = source;
  }

  /** The customer-service entries the caller of `request` may see (none until that area registers). */
  customerServiceFor(request: FastifyRequest): Promise<CustomerServiceEntry[]> {
    return this.customerServiceSource(request);
  }

  settings(): Promise<SiteSettings> {
    return this.cache.read('settings', async () => {
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
        updated_at: Date;
      }>('SELECT * FROM settings WHERE id = 1');
      const row = rows[0];
      if (!row) throw new Error('The settings row is missing: the database was never seeded');
      return {
        brandName: row.brand_name,
        maintenance: { enabled: row.maintenance_enabled, endTime: isoTimeOrNull(row.maintenance_end_time) },
        regionRestriction: { enabled: row.region_restriction_enabled, blockedIps: row.blocked_ips },
        requireLogin: row.require_login,
        languages: row.languages,
        domainRoute: row.domain_route,
        gtagId: row.gtag_id,
        imageCdns: row.image_cdns,
        launchGameCdns: row.launch_game_cdns,
        registerRules: row.register_rules,
        resources: row.resources,
        updatedAt: isoTime(row.updated_at),
      };
    });
  }

  whiteLabel(): Promise<WhiteLabelModule[]> {
    return this.cache.read('whiteLabel', async () => {
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
    return this.cache.read('flags', async () => {
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

  countries(): Promise<Country[]> {
    return this.cache.read('countries', async () => {
      const rows = await this.db.query<{ country_code: string; dialing_code: string }>(
        'SELECT country_code, dialing_code FROM countries ORDER BY sort, country_code',
      );
      return rows.map((row) => ({ countryCode: row.country_code, countryDialingCode: row.dialing_code }));
    });
  }

  routerDomains(device: 0 | 3): Promise<string[]> {
    return this.cache.read(`routers:${device}`, async () => {
      const rows = await this.db.query<{ domain_name: string }>(
        'SELECT domain_name FROM router_domains WHERE device = $1 ORDER BY sort, domain_name',
        [device],
      );
      return rows.map((row) => row.domain_name);
    });
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
      this.cache.clear();
    }
    return this.operatorSettings();
  }
}
