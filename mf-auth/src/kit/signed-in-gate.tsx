import { useEffect, useState, type ReactNode } from 'react';
import { signOut, useSession, Link, useTranslation } from '@site/shared';
import { AUTH_NAMESPACE } from '../i18n/resources';
import formStyles from './form.module.css';
import styles from './signed-in-gate.module.css';

/**
 * Instead of a login or registration form, tells a visitor who arrives already signed in that they
 * are, with the way home and the way out. Judged on arrival only: signing in with the form below
 * must not swap it away in the middle of its own after-login steps. Signing out shows the form.
 */
export function SignedInGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const session = useSession();
  const [arrivedSignedIn, setArrivedSignedIn] = useState(session !== null);

  useEffect(() => {
    if (session === null) setArrivedSignedIn(false);
  }, [session]);

  if (!arrivedSignedIn || session === null) return <>{children}</>;
  return (
    <div className={formStyles.form} data-testid="signed-in-notice">
      <p role="status">{t('signed_in.text', { account: session.account })}</p>
      <Link className={`${formStyles.submit} ${styles.home}`} to="/">
        {t('signed_in.home')}
      </Link>
      <button type="button" className={formStyles.secondary} onClick={() => void signOut()}>
        {t('signed_in.sign_out')}
      </button>
    </div>
  );
}
