/**
 * Dates from the database driver as ISO text. Duck-typed: under jest PGlite's Dates come from
 * another realm, so `instanceof Date` would miss them.
 */
export function isoTime(value: unknown): string {
  if (value && typeof (value as Date).toISOString === 'function') return (value as Date).toISOString();
  return new Date(String(value)).toISOString();
}

/** As isoTime, for a column that may be empty. */
export function isoTimeOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : isoTime(value);
}
