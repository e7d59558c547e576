import { es } from './es';
import { en } from './resources';
import { vi } from './vi';
import { zh } from './zh';

/**
 * The games texts in all four languages at once, for tests and checks. The page itself never
 * imports this file: the descriptor gives English and imports another language when it is shown.
 */
export const resources: Record<string, Record<string, unknown>> = { en, es, vi, zh };
