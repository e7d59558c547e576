import type { ScriptDb } from '../db/database';
import { insertRows } from '../db/insert-rows';
import { BANNERS, NOTICES, PROMOTIONS } from './content-seed-data';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Writes the banners, announcements and promotions (in the site seed's transaction). */
export async function seedContent(tx: ScriptDb): Promise<void> {
  await insertRows(
    tx,
    'banners',
    'id, group_name, title, linkage_type, linkage, sort',
    'id int, group_name text, title jsonb, linkage_type text, linkage text, sort int',
    BANNERS.map((b, i) => ({
      id: i + 1,
      group_name: b.group,
      title: b.title,
      linkage_type: b.linkageType ?? null,
      linkage: b.linkage ?? null,
      sort: BANNERS.slice(0, i).filter((other) => other.group === b.group).length + 1,
    })),
  );
  const now = Date.now();
  await insertRows(
    tx,
    'announcements',
    'id, type, title, content, sort, created_at',
    'id int, type text, title jsonb, content jsonb, sort int, created_at timestamptz',
    NOTICES.map((n, i) => ({
      id: i + 1,
      type: n.type,
      title: n.title,
      content: n.content,
      sort: i + 1,
      // Spread over the last days so "newest first" has a visible order.
      created_at: new Date(now - i * DAY_MS).toISOString(),
    })),
  );
  await insertRows(
    tx,
    'promotions',
    'id, title, start_at, end_at, sort',
    'id int, title jsonb, start_at timestamptz, end_at timestamptz, sort int',
    PROMOTIONS.map((p, i) => ({
      id: i + 1,
      title: p.title,
      start_at: p.startsInDays === null ? null : new Date(now + p.startsInDays * DAY_MS).toISOString(),
      end_at: p.endsInDays === null ? null : new Date(now + p.endsInDays * DAY_MS).toISOString(),
      sort: i + 1,
    })),
  );
}
