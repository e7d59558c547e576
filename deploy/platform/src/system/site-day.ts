/**
 * The site's time zone (SITE_TIME_ZONE, an IANA name; default DEFAULT_SITE_TIME_ZONE): the day every
 * "today", record filter, report period, settlement period and daily limit means. The SQL files
 * days through site_day() (sql/site_day.sql), which reads the zone from the database's one
 * site_settings row; the TypeScript (settlement periods, report periods, the permission answer the
 * pages learn the zone from) uses this process's configured zone. At start the two must agree:
 * - an unknown zone name stops the start;
 * - a database that has filed nothing by day yet takes the configured zone;
 * - a database whose rows were filed in another zone stops the start, since its rollups and the
 *   other servers count other days, unless SITE_TIME_ZONE_REBUCKET=1: then this server (started
 *   with every other one stopped) records the new zone and files every rollup again from its rounds,
 *   in one transaction, and the others are started with the same SITE_TIME_ZONE afterwards.
 */
import { DEFAULT_SITE_TIME_ZONE, isTimeZone } from '@site/shared/contract';
import type { Db } from '../db/database';

type Env = Record<string, string | undefined>;

/**
 * SQL for the first moment of a range's start day and of the day after its end day (site days): a
 * row is in the range when `lower <= time < upper`, so a whole end day is included.
 */
export const DAY_START_SQL = (param: string) => `site_day_start(${param}::date)`;
export const DAY_AFTER_SQL = (param: string) => `site_day_start((${param}::date) + 1)`;

/** SQL: `column` falls on the site day of the moment `param` (daily limits restart at the site's midnight). */
export const SAME_SITE_DAY_SQL = (column: string, param: string) =>
  `${column} >= site_day_start(site_day(${param}::timestamptz)) AND ${column} < site_day_start(site_day(${param}::timestamptz) + 1)`;

/** The variable that names the zone. */
export const SITE_TIME_ZONE_VARIABLE = 'SITE_TIME_ZONE';
const REBUCKET_VARIABLE = 'SITE_TIME_ZONE_REBUCKET';

/** The configured zone, checked: a name this runtime does not know stops the start with a message naming the variable. */
export function configuredSiteTimeZone(env: Env = process.env): string {
  const name = env[SITE_TIME_ZONE_VARIABLE]?.trim() || DEFAULT_SITE_TIME_ZONE;
  if (!isTimeZone(name)) throw new Error(`${SITE_TIME_ZONE_VARIABLE} must be an IANA time zone such as ${DEFAULT_SITE_TIME_ZONE} or UTC, not '${name}'`);
  return name;
}

let processZone: string | undefined;

/** This process's site zone: the one settleSiteTimeZone settled, else the environment's (read once). */
export function siteTimeZone(): string {
  processZone ??= configuredSiteTimeZone();
  return processZone;
}

/**
 * Makes the database's zone the configured one, or refuses (see the top of this file). Run after
 * the migrations, before the platform serves.
 */
export async function settleSiteTimeZone(db: Db, env: Env = process.env): Promise<string> {
  const zone = configuredSiteTimeZone(env);
  return db.transaction(async (tx) => {
    // Row lock: servers starting together decide one after another.
    const [row] = await tx.query<{ time_zone: string; filed: boolean }>(
      `SELECT time_zone, EXISTS (SELECT 1 FROM member_daily_rollups) OR EXISTS (SELECT 1 FROM team_daily_registrations) AS filed
       FROM site_settings FOR UPDATE`,
    );
    if (!row) throw new Error('site_settings holds no time zone: the database is not migrated');
    if (row.time_zone === zone) return (processZone = zone);
    const rebucket = env[REBUCKET_VARIABLE] === '1';
    if (row.filed && !rebucket) {
      throw new Error(
        `${SITE_TIME_ZONE_VARIABLE} is ${zone} but this database's days (rollups, reports, limits) are ${row.time_zone}. ` +
          `Start with ${SITE_TIME_ZONE_VARIABLE}=${row.time_zone}, or to move the site to ${zone} stop every server and start one with ${REBUCKET_VARIABLE}=1.`,
      );
    }
    await tx.query('UPDATE site_settings SET time_zone = $1, updated_at = now()', [zone]);
    if (row.filed) await tx.query('SELECT site_days_rebucket()');
    return (processZone = zone);
  });
}
