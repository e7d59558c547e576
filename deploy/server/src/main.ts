import { dataDirFromEnv, REPO_ROOT } from '../../releases/src/paths';
import { parseTrustProxy } from '../../platform/src/http/trust-proxy';
import { buildServer } from './app';
import { resolveListenSettings } from './listen-settings';

/**
 * `npm run serve` (and `npm start` after the build): listens and prints the URL. Configuration is
 * environment only: PORT (8080), HOST (127.0.0.1), DATA_DIR (<repo>/.data; with DATABASE_URL a cache of
 * the released remotes), DATABASE_URL (the platform's database, and the release registry every server reads),
 * PLATFORM_URL, OPERATOR_TOKEN (32+ characters), DEMO_SEED, IMAGE_CDNS and LAUNCH_CDNS
 * (comma-separated origins), TRUST_PROXY (proxy hop count, or proxy addresses/CIDRs; see parseTrustProxy),
 * SITE_ORIGINS (the site's public origins; required off loopback or behind a proxy), OPS_PORT
 * (serve /ops and /docs on this port only, the public port then answering 404 there; default 8081
 * when the server faces the public, `public` keeps them on the public port), OPS_HOST (its
 * address, default 127.0.0.1) and SHELL_DIR (serve that shell build instead of shell/dist). See
 * listen-settings.ts.
 */
function list(value: string | undefined): string[] {
  return (value ?? '').split(',').map((v) => v.trim()).filter(Boolean);
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${process.env.PORT}"`);
  const host = process.env.HOST ?? '127.0.0.1';
  const dataDir = dataDirFromEnv();
  const trustProxy = parseTrustProxy(process.env.TRUST_PROXY);
  // Checked before anything is opened: a public server without SITE_ORIGINS does not start.
  const { opsPort } = resolveListenSettings({ host, behindProxy: trustProxy !== false, siteOrigins: process.env.SITE_ORIGINS, opsPort: process.env.OPS_PORT });

  const app = await buildServer({
    dataDir,
    rootDir: REPO_ROOT,
    shellDir: process.env.SHELL_DIR || undefined,
    databaseUrl: process.env.DATABASE_URL || undefined,
    platformUrl: process.env.PLATFORM_URL || undefined,
    operatorToken: process.env.OPERATOR_TOKEN || undefined,
    cdnOrigins: list(process.env.IMAGE_CDNS),
    launchOrigins: list(process.env.LAUNCH_CDNS),
    trustProxy,
    opsPort,
    opsHost: process.env.OPS_HOST || undefined,
    logger: true,
  });

  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    void app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  await app.listen({ port, host });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  // The e2e set-up and the benchmark read this line to learn the port.
  console.info(`site listening on http://${shownHost}:${actualPort} (data: ${dataDir}${process.env.PLATFORM_URL ? `, platform: ${process.env.PLATFORM_URL}` : ''})`);
  if (app.opsPort) {
    const ops = await app.opsPort.listen();
    console.info(`ops listening on http://${ops.family === 'IPv6' ? `[${ops.address}]` : ops.address}:${ops.port} (/ops and /docs answer only here)`);
  }
}

main().catch((error: unknown) => {
  console.error(`server failed to start: ${(error as Error).stack ?? String(error)}`);
  process.exit(1);
});
