import type { FeatureTexts } from '../../i18n/feature-texts';

// Filled in with the transfer-fund page. Keys are read as t('transferFund.<key>') in the member namespace.
const en = {};

export const texts: FeatureTexts<typeof en> = { en, es: {}, vi: {}, zh: {} };
