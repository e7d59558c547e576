import axios, { AxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { clearSession, getPendingPasswordChange, getToken, setPendingPasswordChange } from '../session/store';
import { getMerchantConfig } from '../config/merchant';
import { getLanguage } from '../i18n/i18n';
import { DEVICE_ID_HEADER, PASSWORD_CHANGE_REQUIRED, SESSION_ENDED_CODES, SITE_CLOSED_CODES } from '../../contract';
import { deviceId } from './device-id';
import { bus } from '../bus/bus';

/** Every platform response has this shape: success, value, errorCode and message. */
export interface Envelope<T> {
  success: boolean;
  value: T;
  errorCode: string | null;
  message: string | null;
}

/** A failed call: the server's code and message, or a network failure (errorCode 'NETWORK'). */
export class ApiError extends Error {
  readonly errorCode: string;
  readonly status: number;
  /** Field name for validation errors, when the server named one. */
  readonly field: string | undefined;
  /** The envelope's `value` on a refusal, when the server sent one (e.g. a login's captcha flag). */
  readonly details: unknown;
  constructor(errorCode: string, message: string, status: number, field?: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.errorCode = errorCode;
    this.status = status;
    this.field = field;
    this.details = details ?? null;
  }
}

function createClient(): AxiosInstance {
  const client = axios.create({ timeout: 30_000 });
  client.interceptors.request.use((config) => {
    const merchant = getMerchantConfig();
    config.headers.set('Merchant', merchant.merchantCode);
    config.headers.set('Language', getLanguage());
    config.headers.set('Device', merchant.device);
    const device = deviceId();
    if (device) config.headers.set(DEVICE_ID_HEADER, device);
    const token = getToken();
    // The platform expects the raw token, not a Bearer scheme.
    if (token) config.headers.set('Authorization', token);
    return config;
  });
  return client;
}

/** The page's one HTTP client. Use `apiRequest` (or the helpers below) rather than calling it directly. */
export const http = createClient();

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AxiosError) {
    const body = error.response?.data as Partial<Envelope<unknown>> & { field?: string } | undefined;
    if (body && typeof body === 'object' && 'errorCode' in body) {
      return new ApiError(body.errorCode ?? 'UNKNOWN', body.message ?? 'Unknown error', error.response?.status ?? 0, body.field, body.value);
    }
    if (!error.response) return new ApiError('NETWORK', 'Network link is abnormal', 0);
    return new ApiError(`HTTP_${error.response.status}`, 'Unknown error', error.response.status);
  }
  return new ApiError('UNKNOWN', error instanceof Error ? error.message : 'Unknown error', 0);
}

/** Reasons the platform gives for a session it ended because the password changed elsewhere. */
const PASSWORD_REASONS: readonly unknown[] = ['PASSWORD_CHANGED', 'PASSWORD_RESET'];

/**
 * The platform ended the session: sign out everywhere. When the password was changed or reset
 * elsewhere the member is told so and offered the login at once (the first refused call only:
 * the calls after it find no session left to end), instead of finding themselves signed out
 * without a word.
 */
function endSession(error: ApiError): void {
  const signedIn = getToken() !== null;
  clearSession();
  const reason = (error.details as { reason?: unknown } | null)?.reason;
  if (signedIn && PASSWORD_REASONS.includes(reason)) bus.emit('auth:open-login', { reason: 'password-changed' });
}

/** Make a call and unwrap the envelope; throws ApiError on failure. */
export async function apiRequest<T>(config: AxiosRequestConfig): Promise<T> {
  try {
    const response = await http.request<Envelope<T>>(config);
    const body = response.data;
    if (!body.success) throw new ApiError(body.errorCode ?? 'UNKNOWN', body.message ?? 'Unknown error', response.status, undefined, body.value);
    return body.value;
  } catch (error) {
    const apiError = toApiError(error);
    if (SESSION_ENDED_CODES.includes(apiError.errorCode)) endSession(apiError);
    // The platform holds this session to changing its password: the page offers nothing else.
    else if (apiError.errorCode === PASSWORD_CHANGE_REQUIRED) {
      // Kept with the session (the login answer's reason, if known) so the modal cannot be dismissed.
      if (getPendingPasswordChange() === null) setPendingPasswordChange('required');
      bus.emit('auth:open-change-password');
    }
    // The site closed while the page was open: the shell asks for the status and shows why.
    else if (SITE_CLOSED_CODES.includes(apiError.errorCode)) bus.emit('system:closed', { errorCode: apiError.errorCode });
    throw apiError;
  }
}

export function apiGet<T>(url: string, params?: Record<string, unknown>): Promise<T> {
  return apiRequest<T>({ method: 'GET', url, params });
}

export function apiPost<T>(url: string, data?: unknown): Promise<T> {
  return apiRequest<T>({ method: 'POST', url, data });
}

export function apiPut<T>(url: string, data?: unknown): Promise<T> {
  return apiRequest<T>({ method: 'PUT', url, data });
}

export function apiDelete<T>(url: string, data?: unknown): Promise<T> {
  return apiRequest<T>({ method: 'DELETE', url, data });
}
