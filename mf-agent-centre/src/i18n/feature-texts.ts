/** A feature's texts in every complete language; es, vi and zh must have every key of en. */
export type FeatureTexts<English> = { en: English; es: English; vi: English; zh: English };
