/** The SQLSTATE and constraint of a database error (pg and PGlite both carry them), if it is one. */
export function databaseError(error: unknown): { code?: string; constraint?: string } {
  if (typeof error !== 'object' || error === null) return {};
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return { code: typeof code === 'string' ? code : undefined, constraint: typeof constraint === 'string' ? constraint : undefined };
}

/**
 * The database could not be reached, or the connection was lost during the work: nothing about the
 * request itself was wrong, and the same request may succeed in a moment. The cause (driver text,
 * possibly with addresses or SQL) is kept for the log, never for the caller.
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The database is unavailable', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * SQLSTATEs that are about the connection, not the statement: class 08 (connection exception), the
 * server ending sessions or not accepting them yet (57P01 admin shutdown, 57P02 crash shutdown,
 * 57P03 starting up or shutting down) and no connection slot free (53300).
 */
const CONNECTION_STATES = /^(08...|57P0[123]|53300)$/;

/** Socket failures on the way to the server. */
const SOCKET_CODES: ReadonlySet<string> = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/** pg reports a connection that ended under it with these messages, and no code. */
const DRIVER_MESSAGES = [/^Connection terminated/, /is not queryable$/, /^timeout exceeded when trying to connect$/];

/** Whether `error` says the connection failed (the database is down, restarting or unreachable), not the statement. */
export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { code } = databaseError(error);
  if (code !== undefined && (CONNECTION_STATES.test(code) || SOCKET_CODES.has(code))) return true;
  // A host name with several addresses fails with every attempt's error inside (an AggregateError).
  const { errors } = error as { errors?: unknown };
  if (Array.isArray(errors)) return errors.some(isConnectionFailure);
  return error instanceof Error && DRIVER_MESSAGES.some((message) => message.test(error.message));
}

/** `error` as a DatabaseUnavailableError when it is a connection failure (or `lost` says the connection broke), else as it is. */
export function unavailableOr(error: unknown, lost = false): unknown {
  if (error instanceof DatabaseUnavailableError) return error;
  return lost || isConnectionFailure(error) ? new DatabaseUnavailableError(error) : error;
}
