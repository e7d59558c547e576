import { useTranslation } from 'react-i18next';
import { setTheme, useTheme } from '@site/shared';
import { MoonIcon, SunIcon } from '../../../kit/icons';
import { SHELL_NAMESPACE } from '../../../i18n/resources';
import styles from './site-header.module.css';

/** Light/dark switch; the choice is kept in localStorage `theme`. */
export function ThemeToggle() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const theme = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className={styles.iconButton}
      data-testid="theme-toggle"
      data-theme-current={theme}
      aria-label={t(next === 'dark' ? 'theme_to_dark' : 'theme_to_light')}
      title={t(next === 'dark' ? 'theme_to_dark' : 'theme_to_light')}
      onClick={() => setTheme(next)}
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
