import { useTranslation } from 'react-i18next';
import { languageName, setLanguage } from '@site/shared';
import { GlobeIcon } from '../../../kit/icons';
import { SHELL_NAMESPACE } from '../../../i18n/resources';
import styles from './site-header.module.css';

export interface LanguagePickerProps {
  /** Codes offered by configuration (permission info.languages); English when none. */
  languages: readonly string[] | undefined;
}

/**
 * The language picker. Changing it stores the code (localStorage `lang`), switches i18next and
 * tells every remote; the shared query client then refetches language-dependent data.
 */
export function LanguagePicker({ languages }: LanguagePickerProps) {
  const { t, i18n } = useTranslation(SHELL_NAMESPACE);
  const current = i18n.language || 'en';
  const offered = languages && languages.length > 0 ? languages : ['en'];
  const codes = offered.includes(current) ? offered : [current, ...offered];
  return (
    <label className={styles.language}>
      <GlobeIcon className={styles.languageIcon} />
      <select aria-label={t('language')} value={current} onChange={(event) => void setLanguage(event.target.value)}>
        {codes.map((code) => (
          <option key={code} value={code} lang={code}>
            {languageName(code)}
          </option>
        ))}
      </select>
    </label>
  );
}
