import { es } from './es';
import { en } from './resources';
import { vi } from './vi';
import { zh } from './zh';

/**
 * The shell's texts in all four languages at once, for tests and checks. The page itself never
 * imports this file: it loads English first and another language when it is shown.
 */
export const resources = { en, es, vi, zh };
