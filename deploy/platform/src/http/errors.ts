/** A refusal with a known code, turned into the error envelope by the error handler. */
export class PlatformError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message: string,
    readonly field?: string,
    /** Details for the client on a refusal (the envelope's `value`), e.g. `{ captchaRequired }`. */
    readonly value: Record<string, unknown> | null = null,
  ) {
    super(message);
    this.name = 'PlatformError';
  }
}

export function validationError(field: string, problem: string): PlatformError {
  return new PlatformError(400, 'VALIDATION', `${field}: ${problem}`, field);
}

export function notFound(message = 'Not found'): PlatformError {
  return new PlatformError(404, 'NOT_FOUND', message);
}

export function unauthorized(): PlatformError {
  return new PlatformError(401, 'UNAUTHORIZED', 'A valid operator token is required');
}

/** The error code of a call that failed because the database could not be reached; the caller may repeat it. */
export const DATABASE_UNAVAILABLE = 'DATABASE_UNAVAILABLE';

export interface ErrorEnvelope {
  success: false;
  value: Record<string, unknown> | null;
  errorCode: string;
  message: string;
  field?: string;
}

export function errorEnvelope(
  errorCode: string,
  message: string,
  field?: string,
  value: Record<string, unknown> | null = null,
): ErrorEnvelope {
  return field === undefined
    ? { success: false, value, errorCode, message }
    : { success: false, value, errorCode, message, field };
}

export function ok<T>(value: T): { success: true; value: T; errorCode: null; message: null } {
  return { success: true, value, errorCode: null, message: null };
}
