import { useState, type ComponentPropsWithRef } from 'react';
import { VisuallyHidden, useTranslation } from '@site/shared';
import { AUTH_NAMESPACE } from '../i18n/resources';
import styles from './kit.module.css';

export type PasswordInputProps = Omit<ComponentPropsWithRef<'input'>, 'type'>;

/**
 * A password input with a visibility toggle. The toggle is named by its (hidden) text rather than
 * an aria-label, so looking a field up by its label ("Password") never also finds the toggle.
 */
export function PasswordInput({ className, id, ...props }: PasswordInputProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const [visible, setVisible] = useState(false);
  return (
    <span className={styles.passwordBox}>
      <input {...props} id={id} type={visible ? 'text' : 'password'} className={className ?? styles.input} />
      <button type="button" className={styles.toggle} aria-controls={id} onClick={() => setVisible((shown) => !shown)}>
        <EyeIcon crossed={visible} />
        <VisuallyHidden>{visible ? t('kit.hide_password') : t('kit.show_password')}</VisuallyHidden>
      </button>
    </span>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}
