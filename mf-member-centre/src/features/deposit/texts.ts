import type { FeatureTexts } from '../../i18n/feature-texts';

// Filled in with the deposit page. Keys are read as t('deposit.<key>') in the member namespace.
const en = {};

export const texts: FeatureTexts<typeof en> = { en, es: {}, vi: {}, zh: {} };
