import type { Banner, BannerGroup, Notice, PromotionSummary } from '@site/shared/contract';
import type { Db } from '../db/database';
import { isoTime, isoTimeOrNull } from '../db/dates';
import { ReadCache, type ReadCacheOptions } from '../db/read-cache';
import type { ContentLanguage } from '../i18n/language';
import { BANNER_GROUPS } from '@site/shared/contract/site';

/** Announcements of one language, every type; the route filters by the requested types. */
export interface LocalisedContent {
  notices: Notice[];
  banners: Banner[];
  promotions: PromotionSummary[];
}

/**
 * Reads of announcements, banners and promotions. Every page reads them at start, so they are
 * answered from memory (see ReadCache for how long).
 */
export class ContentRepository {
  private readonly cache: ReadCache;

  constructor(
    private readonly db: Db,
    options: ReadCacheOptions = {},
  ) {
    this.cache = new ReadCache(db.kind, options);
  }

  content(lang: ContentLanguage): Promise<LocalisedContent> {
    return this.cache.read(`content:${lang}`, async () => {
      const notices = await this.db.query<{ id: number; type: Notice['type']; title: string; content: string; created_at: Date }>(
        `SELECT id, type, COALESCE(title ->> $1, title ->> 'en') AS title, COALESCE(content ->> $1, content ->> 'en') AS content, created_at
         FROM announcements WHERE active ORDER BY sort, id`,
        [lang],
      );
      const banners = await this.db.query<{
        id: number;
        group_name: BannerGroup;
        title: string;
        linkage_type: Banner['linkageType'];
        linkage: string | null;
        sort: number;
      }>(
        `SELECT id, group_name, COALESCE(title ->> $1, title ->> 'en') AS title, linkage_type, linkage, sort
         FROM banners WHERE active ORDER BY sort, id`,
        [lang],
      );
      const promotions = await this.db.query<{ id: number; title: string; start_at: Date | null; end_at: Date | null }>(
        `SELECT id, COALESCE(title ->> $1, title ->> 'en') AS title, start_at, end_at FROM promotions WHERE active ORDER BY sort, id`,
        [lang],
      );
      const groupRank = (group: BannerGroup) => BANNER_GROUPS.indexOf(group);
      return {
        notices: notices.map((n) => ({ id: n.id, title: n.title, content: n.content, type: n.type, createdAt: isoTime(n.created_at) })),
        banners: banners
          .sort((a, b) => groupRank(a.group_name) - groupRank(b.group_name) || a.sort - b.sort)
          .map((b) => ({
            bannerId: b.id,
            groupName: b.group_name,
            // The picture carries the title as text, so each language has its own address.
            url: `/media/banners/${b.id}.svg?lang=${lang}`,
            title: b.title,
            linkageType: b.linkage_type,
            linkage: b.linkage,
            sort: b.sort,
          })),
        promotions: promotions.map((p) => ({
          id: p.id,
          title: p.title,
          imageUrl: `/media/promotions/${p.id}.svg`,
          startAt: isoTimeOrNull(p.start_at),
          endAt: isoTimeOrNull(p.end_at),
        })),
      };
    });
  }

  /** Banner titles by id in one language (English where it has none), for the generated images. */
  private bannerTitles(lang: ContentLanguage): Promise<Map<number, string>> {
    return this.cache.read(`bannerTitles:${lang}`, async () => {
      const rows = await this.db.query<{ id: number; title: string }>(
        `SELECT id, COALESCE(title ->> $1, title ->> 'en') AS title FROM banners`,
        [lang],
      );
      return new Map(rows.map((row) => [row.id, row.title]));
    });
  }

  async bannerTitle(id: number, lang: ContentLanguage): Promise<string | null> {
    return (await this.bannerTitles(lang)).get(id) ?? null;
  }

  /** A promotion's English title, for its generated image (pictures are not translated). */
  async promotionTitle(id: number): Promise<string | null> {
    const promotion = (await this.content('en')).promotions.find((p) => p.id === id);
    return promotion?.title ?? null;
  }
}
