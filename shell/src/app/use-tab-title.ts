import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SHELL_NAMESPACE } from '../i18n/resources';

/** Spec §2: the tab reads '{brandName} game hall', in the current language. */
export function useTabTitle(brandName: string | undefined): void {
  const { t, i18n } = useTranslation(SHELL_NAMESPACE);
  useEffect(() => {
    document.title = brandName ? t('tab_title', { brandName }) : t('tab_title_default');
  }, [brandName, t, i18n.language]);
}
