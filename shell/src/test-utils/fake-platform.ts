import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { http } from '@site/shared';

type Reply = { data: unknown; status?: number };
export type Handler = (config: InternalAxiosRequestConfig) => Reply | Promise<Reply>;

/** The envelope of a successful platform call. */
export function ok<T>(value: T): Reply {
  return { data: { success: true, value, errorCode: null, message: null } };
}

/** The envelope of a refused call. */
export function failure(errorCode = 'SERVER_ERROR', message = 'Boom', status = 500): Reply {
  return { data: { success: false, value: null, errorCode, message }, status };
}

/** A reply that never arrives (a call still in flight). */
export function never(): Promise<Reply> {
  return new Promise(() => undefined);
}

/**
 * Answer calls on the shared `http` client from `routes`, keyed by URL (without the query string);
 * unknown URLs fail with a 404 envelope. Returns the calls made, for assertions.
 */
export function fakePlatform(routes: Record<string, Handler>): { calls: InternalAxiosRequestConfig[] } {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const handler = routes[config.url ?? ''];
    const reply = handler ? await handler(config) : failure('NOT_FOUND', `no route ${config.url}`, 404);
    const response: AxiosResponse = { data: reply.data, status: reply.status ?? 200, statusText: 'OK', headers: {}, config };
    if (response.status >= 400) {
      throw new AxiosError(`HTTP ${response.status}`, 'ERR_BAD_RESPONSE', config, undefined, response);
    }
    return response;
  };
  http.defaults.adapter = adapter;
  return { calls };
}
