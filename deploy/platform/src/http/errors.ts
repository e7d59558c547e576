/** A refusal with a known code, turned into the error envelope by the error handler. */
export class PlatformError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message: string,
    readonly field?: string,
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

export interface ErrorEnvelope {
  success: false;
  value: null;
  errorCode: string;
  message: string;
  field?: string;
}

export function errorEnvelope(errorCode: string, message: string, field?: string): ErrorEnvelope {
  return field === undefined
    ? { success: false, value: null, errorCode, message }
    : { success: false, value: null, errorCode, message, field };
}

export function ok<T>(value: T): { success: true; value: T; errorCode: null; message: null } {
  return { success: true, value, errorCode: null, message: null };
}
