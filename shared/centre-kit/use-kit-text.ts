import { addRemoteResources, i18n, useTranslation } from '@site/shared';
import { CENTRE_KIT_NAMESPACE, centreKitTexts } from './texts';

/**
 * Adds the kit's texts to the page's one i18n instance unless they are there. A remote's
 * descriptor brings one namespace (its own), so the kit brings its namespace itself, the first
 * time a kit piece renders: whoever mounts a centre (the shell, the dev harness, a test) gets the
 * kit's words without having to know about them. Two centres on one page add the same texts.
 */
export function ensureCentreKitTexts(): void {
  if (!i18n.hasResourceBundle('en', CENTRE_KIT_NAMESPACE)) addRemoteResources(CENTRE_KIT_NAMESPACE, centreKitTexts);
}

/** The kit's own texts (the 'centre-kit' namespace) and the i18n instance, for kit pieces. */
export function useKitTranslation() {
  ensureCentreKitTexts();
  return useTranslation(CENTRE_KIT_NAMESPACE);
}

/** The kit's own texts: t('pager.next'). */
export function useKitText() {
  return useKitTranslation().t;
}
