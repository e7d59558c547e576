import { DEFAULT_OPS_PORT, resolveListenSettings } from './listen-settings';

describe('what the environment decides about who can reach what', () => {
  it('refuses to start off loopback, or behind a proxy, without SITE_ORIGINS', () => {
    expect(() => resolveListenSettings({ host: '0.0.0.0', behindProxy: false })).toThrow(/SITE_ORIGINS is required/);
    expect(() => resolveListenSettings({ host: '203.0.113.5', behindProxy: false, siteOrigins: ' ' })).toThrow(/SITE_ORIGINS is required/);
    expect(() => resolveListenSettings({ host: '127.0.0.1', behindProxy: true })).toThrow(/SITE_ORIGINS is required behind a proxy/);
    expect(() => resolveListenSettings({ host: '0.0.0.0', behindProxy: false, siteOrigins: 'www.example.com' })).toThrow(/SITE_ORIGINS/);
  });

  it('starts on loopback without SITE_ORIGINS, /ops and /docs on the one listener', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1', '[::1]', '127.0.0.53']) {
      expect(resolveListenSettings({ host, behindProxy: false })).toEqual({ siteOrigins: [], opsPort: undefined });
    }
  });

  it('moves /ops and /docs to the operator listener by default when the server faces the public', () => {
    const origins = 'https://www.example.com';
    expect(resolveListenSettings({ host: '0.0.0.0', behindProxy: false, siteOrigins: origins })).toEqual({ siteOrigins: [origins], opsPort: DEFAULT_OPS_PORT });
    expect(resolveListenSettings({ host: '127.0.0.1', behindProxy: true, siteOrigins: origins }).opsPort).toBe(DEFAULT_OPS_PORT);
    expect(resolveListenSettings({ host: '0.0.0.0', behindProxy: false, siteOrigins: origins, opsPort: '9100' }).opsPort).toBe(9100);
    expect(resolveListenSettings({ host: '0.0.0.0', behindProxy: false, siteOrigins: origins, opsPort: 'public' }).opsPort).toBeUndefined();
    expect(resolveListenSettings({ host: '127.0.0.1', behindProxy: false, opsPort: '0' }).opsPort).toBe(0);
    expect(() => resolveListenSettings({ host: '127.0.0.1', behindProxy: false, opsPort: 'ops' })).toThrow(/OPS_PORT/);
    expect(() => resolveListenSettings({ host: '127.0.0.1', behindProxy: false, opsPort: '70000' })).toThrow(/OPS_PORT/);
  });
});
