import type { ApiEndpoints, ApiKey } from '../../contract/endpoints';
import type { EndpointInput, EndpointValue } from '../../contract/endpoint';
import { apiRequest } from './client';
import { apiEncrypted } from './encrypted';

/**
 * Calls by their declaration's key, 'POST /wps/relay/GCS_walletTransfer': the compiler checks the
 * key against the contract's declarations and takes the input and answer types from them. Only
 * types are imported, so no schema reaches the page through here.
 */
type Sealed = { [K in ApiKey]: ApiEndpoints[K] extends { sealed: true } ? K : never }[ApiKey];
type Plain = Exclude<ApiKey, Sealed>;

type InputArgs<K extends ApiKey> = keyof EndpointInput<ApiEndpoints[K]> extends never ? [] : [input: EndpointInput<ApiEndpoints[K]>];

interface AnyInput {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
}

function splitKey(key: string): { method: string; path: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space), path: key.slice(space + 1) };
}

/** '/wps/member/withdrawal/:id' with { id: 7 } is '/wps/member/withdrawal/7'. */
export function pathOf(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Make a declared call; throws ApiError on a refusal, as `apiRequest` does. */
export function callApi<K extends Plain>(key: K, ...args: InputArgs<K>): Promise<EndpointValue<ApiEndpoints[K]>> {
  const { method, path } = splitKey(key);
  const input = (args[0] ?? {}) as AnyInput;
  return apiRequest({ method, url: pathOf(path, input.params), params: input.query, data: input.body });
}

/** Make a declared call whose body travels sealed with the platform's key. */
export function callSealedApi<K extends Sealed>(key: K, ...args: InputArgs<K>): Promise<EndpointValue<ApiEndpoints[K]>> {
  const { method, path } = splitKey(key);
  const input = (args[0] ?? {}) as AnyInput;
  return apiEncrypted(method as 'POST' | 'PUT', pathOf(path, input.params), input.body);
}
