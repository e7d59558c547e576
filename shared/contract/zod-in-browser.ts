import { z } from 'zod';

/**
 * In a browser zod never compiles its parsers with `new Function`: the site's Content-Security-Policy
 * has no 'unsafe-eval', and zod's own probe for it is already reported as a violation. The platform
 * (Node) keeps the faster compiled parsers. Every contract entry that carries zod imports this first.
 */
if (typeof document !== 'undefined') z.config({ jitless: true });
