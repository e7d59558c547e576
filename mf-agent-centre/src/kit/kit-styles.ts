import { kitStyles as centreKitStyles } from '@site/shared/centre-kit';
import own from './kit.module.css';

/**
 * The classes a page lays its own controls out with: the centre kit's (buttons, inputs, fields,
 * day-range controls) and this centre's own (tables, filters, dialog forms).
 */
export const kitStyles: Readonly<Record<string, string>> = { ...centreKitStyles, ...own };
