import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SHELL_NAMESPACE } from '../i18n/resources';

/**
 * The tab reads '{brandName} game hall', in the current language; a page whose route declares a
 * title puts it in front ('Lottery · Demo Bet game hall').
 */
export function useTabTitle(brandName: string | undefined, pageTitle: string | null = null): void {
  const { t, i18n } = useTranslation(SHELL_NAMESPACE);
  useEffect(() => {
    const hall = brandName ? t('tab_title', { brandName }) : t('tab_title_default');
    document.title = pageTitle ? `${pageTitle} · ${hall}` : hall;
  }, [brandName, pageTitle, t, i18n.language]);
}
