import type { CustomerServiceEntry } from '@site/shared/contract';
import { CS_POSITIONS, CS_VIP_LEVEL, type CsEntryUpdate, type CsHours, type CsPosition, type CsType, type OpsCsEntry } from '@site/shared/contract/site';
import type { Db } from '../db/database';
import { isoTime } from '../db/dates';
import { hoursState } from './hours';
import { decryptStoredServicePath, encryptServicePath } from './service-path';

/** Who asks: a visitor has no level; a member has the club rank level of their label (0 when none). */
export interface Viewer {
  level: number | null;
  /** The page's language code (lower case). */
  language: string;
}

export interface StoredEntry {
  name: string;
  position: CsPosition;
  csType: CsType;
  /** As sent: for type 3 the encrypted form. */
  path: string;
  minLevel: number | null;
  languages: string[] | null;
  hours: CsHours | null;
  sort: number;
  updatedBy: string;
  updatedAt: string;
}

/**
 * The one rule of who sees which entry, for the entries call and the permission answer alike:
 * an entry with a minimum level needs a member of that level (a visitor sees only entries for
 * everyone); an entry limited to languages needs a page in one of them; a member of the VIP level
 * who is offered the VIP channel is served by it instead of live chat. Entries outside their
 * hours stay, marked offline with their next opening, so the page can say when they open.
 */
export function visibleEntries(entries: readonly StoredEntry[], viewer: Viewer, now: Date, timeZone: string): CustomerServiceEntry[] {
  const seen = entries.filter(
    (entry) =>
      (entry.minLevel === null || (viewer.level !== null && viewer.level >= entry.minLevel)) &&
      (entry.languages === null || entry.languages.includes(viewer.language)) &&
      // The VIP channel is for VIP members whatever an entry's own minimum says.
      (entry.position !== 'VIP' || (viewer.level ?? 0) >= CS_VIP_LEVEL),
  );
  const vip = seen.some((entry) => entry.position === 'VIP');
  return seen
    .filter((entry) => !(vip && entry.position === 'LIVECHAT'))
    .sort((a, b) => CS_POSITIONS.indexOf(a.position) - CS_POSITIONS.indexOf(b.position) || a.sort - b.sort || a.name.localeCompare(b.name))
    .map((entry) => ({ csPosition: entry.position, csType: entry.csType, path: entry.path, ...hoursState(entry.hours, now, timeZone) }));
}

interface EntryRow {
  name: string;
  position: CsPosition;
  cs_type: number;
  path: string;
  min_level: number | null;
  languages: string[] | null;
  hours: CsHours | null;
  sort: number;
  updated_by: string;
  updated_at: Date;
}

const toEntry = (row: EntryRow): StoredEntry => ({
  name: row.name,
  position: row.position,
  csType: String(row.cs_type) as CsType,
  path: row.path,
  minLevel: row.min_level,
  languages: row.languages,
  hours: row.hours,
  sort: row.sort,
  updatedBy: row.updated_by,
  updatedAt: isoTime(row.updated_at),
});

export async function storedEntries(db: Db): Promise<StoredEntry[]> {
  const rows = await db.query<EntryRow>('SELECT * FROM customer_service_entries ORDER BY position, sort, name');
  return rows.map(toEntry);
}

/** The operator's view: a type-3 path in clear beside the form visitors receive. */
export function opsEntry(entry: StoredEntry): OpsCsEntry {
  const { path, ...rest } = entry;
  return { ...rest, path: entry.csType === '3' ? (decryptStoredServicePath(path) ?? '') : path, sentPath: path };
}

/** Creates or replaces an entry; a type-3 path is encrypted before it is written. */
export async function setEntry(db: Db, name: string, update: CsEntryUpdate, operator: string): Promise<StoredEntry> {
  const path = update.csType === '3' ? encryptServicePath(update.path) : update.path;
  const languages = update.languages ? [...new Set(update.languages)] : null;
  const [row] = await db.query<EntryRow>(
    `INSERT INTO customer_service_entries (name, position, cs_type, path, min_level, languages, hours, sort, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6::text[], $7::text::jsonb, $8, $9)
     ON CONFLICT (name) DO UPDATE SET position = EXCLUDED.position, cs_type = EXCLUDED.cs_type, path = EXCLUDED.path,
       min_level = EXCLUDED.min_level, languages = EXCLUDED.languages, hours = EXCLUDED.hours, sort = EXCLUDED.sort,
       updated_by = EXCLUDED.updated_by, updated_at = now()
     RETURNING *`,
    [name, update.position, Number(update.csType), path, update.minLevel, languages, update.hours ? JSON.stringify(update.hours) : null, update.sort ?? 0, operator],
  );
  return toEntry(row!);
}

export async function removeEntry(db: Db, name: string): Promise<boolean> {
  const rows = await db.query<{ name: string }>('DELETE FROM customer_service_entries WHERE name = $1 RETURNING name', [name]);
  return rows.length > 0;
}

/** A member's club rank level (0 without a numeric one), read the way the chat reads it. */
export async function memberLevel(db: Db, memberId: string): Promise<number> {
  const [row] = await db.query<{ level: number | null }>(
    `SELECT (CASE WHEN jsonb_typeof(club_label -> 'rankLevel') = 'number' THEN (club_label ->> 'rankLevel')::numeric::int END) AS level
       FROM members WHERE id = $1::bigint`,
    [memberId],
  );
  return row?.level ?? 0;
}
