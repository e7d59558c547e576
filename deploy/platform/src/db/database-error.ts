/** The SQLSTATE and constraint of a database error (pg and PGlite both carry them), if it is one. */
export function databaseError(error: unknown): { code?: string; constraint?: string } {
  if (typeof error !== 'object' || error === null) return {};
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return { code: typeof code === 'string' ? code : undefined, constraint: typeof constraint === 'string' ? constraint : undefined };
}
