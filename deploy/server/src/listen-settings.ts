import { isLoopbackHost, requireSiteOrigins } from '../../platform/src/accounts/context';

/** The port the operator listener takes when the server faces the public and OPS_PORT is unset. */
export const DEFAULT_OPS_PORT = 8081;

export interface ListenSettings {
  /** SITE_ORIGINS parsed (empty only on loopback without a proxy in front). */
  siteOrigins: string[];
  /** The operator listener's port for /ops and /docs, or undefined: they answer on the public listener. */
  opsPort: number | undefined;
}

/**
 * What the environment decides about who can reach what. A server faces the public when HOST is
 * not a loopback address or a proxy is in front (TRUST_PROXY set). Such a server must have
 * SITE_ORIGINS (links in mails are built only from it), and serves /ops and /docs on the
 * operator listener (OPS_PORT, default 8081 on OPS_HOST, default 127.0.0.1) unless OPS_PORT is
 * `public`. On loopback without a proxy the one listener is the operator's machine already, so
 * /ops and /docs stay on it unless OPS_PORT names a port. Throws the reason a setting is refused.
 */
export function resolveListenSettings(env: { host: string; behindProxy: boolean; siteOrigins?: string; opsPort?: string }): ListenSettings {
  const siteOrigins = requireSiteOrigins({ host: env.host, behindProxy: env.behindProxy, raw: env.siteOrigins });
  const facesPublic = !isLoopbackHost(env.host) || env.behindProxy;
  const raw = env.opsPort?.trim() ?? '';
  if (raw === 'public') return { siteOrigins, opsPort: undefined };
  if (raw === '') return { siteOrigins, opsPort: facesPublic ? DEFAULT_OPS_PORT : undefined };
  const port = Number(raw);
  if (!/^[0-9]{1,5}$/.test(raw) || port > 65535) throw new Error(`OPS_PORT must be a port number or 'public', got "${raw}"`);
  return { siteOrigins, opsPort: port };
}
