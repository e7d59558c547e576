import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { bus, usePublicState, useSession, VisuallyHidden } from '@site/shared';
import { intentHandlers } from '../../../kit/host-intent';
import { LogoMark } from '../../../kit/icons';
import { SHELL_NAMESPACE } from '../../../i18n/resources';
import { LanguagePicker } from './language-picker';
import { MemberStripSlot } from './lazy-member-strip';
import { ThemeToggle } from './theme-toggle';
import styles from './site-header.module.css';

export interface SiteHeaderProps {
  brandName: string | undefined;
  languages: readonly string[] | undefined;
  /** White-label flags have arrived; until then the Register button keeps its place, invisible. */
  flagsKnown?: boolean;
}

/** The header: logo, log in / register (or the member strip), language picker, theme switch. */
export function SiteHeader({ brandName, languages, flagsKnown = true }: SiteHeaderProps) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const session = useSession();
  const { whiteLabel } = usePublicState();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        {/* Named by what it shows, the brand, then "Home" for where it goes: a name that leaves out
            the visible brand is not the one a speech-control user says to follow the link. */}
        <Link to="/" className={styles.logo}>
          <LogoMark />
          <span className={styles.brand} aria-hidden={brandName ? undefined : true}>
            {brandName ?? '\u00a0'}
          </span>
          <VisuallyHidden>{` ${t('home')}`}</VisuallyHidden>
        </Link>
        <div className={styles.actions}>
          {session ? (
            <MemberStripSlot session={session} />
          ) : (
            <div className={styles.auth}>
              <button type="button" className={styles.loginButton} onClick={() => bus.emit('auth:open-login')} {...intentHandlers('auth:open-login')}>
                {t('log_in')}
              </button>
              {flagsKnown ? (
                whiteLabel.DIRECTREG3 === true && (
                  <button type="button" className={styles.registerButton} onClick={() => bus.emit('auth:open-register')} {...intentHandlers('auth:open-register')}>
                    {t('register')}
                  </button>
                )
              ) : (
                // Holds the button's room while the flags load, so Log in does not jump when it appears.
                <span className={`${styles.registerButton} ${styles.reserved}`} aria-hidden="true">
                  {t('register')}
                </span>
              )}
            </div>
          )}
          <LanguagePicker languages={languages} />
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
