import prefixes from './platform-prefixes.json';

/**
 * The path prefixes that belong to the platform (and the demo vendor beside it): the site server
 * hands them to the platform, the dev harness proxies them to a running site (it reads the JSON
 * file itself), and every declared call lives under one of them. Everything else is the site's
 * pages and assets. The seamless wallet's calls live under /seamless/v1 only: /seamless itself is
 * a page of the site (the provider lobby a player launches).
 */
export const PLATFORM_PREFIXES: readonly string[] = prefixes;
