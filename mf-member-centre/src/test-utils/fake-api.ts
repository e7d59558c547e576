import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { http } from '@site/shared';

export type FakeRoute = (config: InternalAxiosRequestConfig) => { status?: number; data: unknown };

/**
 * Answer the shared API client's requests in memory (through axios' adapter hook) instead of a
 * network, settling by status as axios' own adapters do. Returns the requests seen and a restore.
 */
export function fakeApi(routes: Record<string, FakeRoute>) {
  const original = http.defaults.adapter;
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const route = routes[`${(config.method ?? 'get').toUpperCase()} ${config.url}`];
    if (!route) throw new AxiosError(`no fake for ${config.method} ${config.url}`, AxiosError.ERR_NETWORK, config, {});
    const { status = 200, data } = route(config);
    const response: AxiosResponse = { data, status, statusText: String(status), headers: new AxiosHeaders(), config };
    if (config.validateStatus && !config.validateStatus(status)) {
      throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response);
    }
    return response;
  };
  http.defaults.adapter = adapter;
  return {
    requests,
    restore: () => {
      http.defaults.adapter = original;
    },
  };
}

export function ok<T>(value: T) {
  return { data: { success: true, value, errorCode: null, message: null } };
}
