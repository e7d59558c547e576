import { ENDPOINTS } from './endpoints';
import { PLATFORM_PREFIXES } from './platform-prefixes';

describe('the declared calls', () => {
  it('each has a key of its own', () => {
    const keys = ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('each lives under a prefix the site server and the dev harness hand to the platform', () => {
    const outside = ENDPOINTS.filter((endpoint) => !PLATFORM_PREFIXES.some((prefix) => endpoint.path === prefix || endpoint.path.startsWith(`${prefix}/`)));
    expect(outside.map((endpoint) => endpoint.path)).toEqual([]);
  });

  it('a sealed call declares the shape inside its seal, and only a write is sealed', () => {
    const wrong = ENDPOINTS.filter((endpoint) => endpoint.sealed && (!endpoint.body || endpoint.method === 'GET'));
    expect(wrong).toEqual([]);
  });

  it('an idempotency key names a field of the body', () => {
    const wrong = ENDPOINTS.filter((endpoint) => {
      if (!endpoint.idempotencyKey) return false;
      const shape = (endpoint.body as { shape?: Record<string, unknown> } | undefined)?.shape ?? (endpoint.body as { def?: { in?: { shape?: Record<string, unknown> } } } | undefined)?.def?.in?.shape;
      return !shape || !(endpoint.idempotencyKey in shape);
    });
    expect(wrong.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([]);
  });
});
