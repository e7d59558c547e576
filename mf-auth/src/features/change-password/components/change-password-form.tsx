import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Loader, bus, checkField, loadMemberInfo, requiredRule, useSession } from '@site/shared';
import {
  FormError,
  FormField,
  clearHeldLogin,
  formStyles,
  placeRefusal,
  postLogin,
  startSession,
  useBusy,
  useFieldErrors,
  useHeldLogin,
  type FieldErrors,
} from '../../../kit';
import { AUTH_NAMESPACE } from '../../../i18n/resources';
import { useRegisterSettings } from '../api/get-register-settings';
import { postChangePassword } from '../api/post-change-password';
import { problemText } from '../state/problem-text';
import styles from './change-password-form.module.css';

export interface ChangePasswordFormProps {
  /** The password is changed and the container may close. */
  onDone?: () => void;
}

type Field = 'current' | 'newPassword' | 'confirm';

/** The platform's names of the fields this form shows. */
const SERVER_FIELDS: Partial<Record<string, Field>> = {
  oldPassword: 'current',
  newPassword: 'newPassword',
  confirmNewPassword: 'confirm',
};

/** The same without the current password, for when the held one is used and not on screen. */
const SERVER_FIELDS_HELD: Partial<Record<string, Field>> = {
  newPassword: 'newPassword',
  confirmNewPassword: 'confirm',
};

/**
 * The change-password popup of spec §2 (first login, an expired or default password, or the
 * member's own wish). The username shows read-only when known; the current password is asked only
 * when the login form did not hold it. The new password must pass the register settings' password
 * rule. After the change a held login signs in again with the new password (spec §4) so the page
 * has a fresh session, the held password is forgotten, and the member goes home.
 */
export default function ChangePasswordForm({ onDone }: ChangePasswordFormProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const navigate = useNavigate();
  const session = useSession();
  const held = useHeldLogin();
  const settings = useRegisterSettings();
  const rules = settings.data?.fields ?? [];
  const userName = held?.userName ?? session?.account ?? '';
  const passwordRule = requiredRule(rules, 'password');
  const passwordHint = problemText(t, { kind: 'pattern', patternId: passwordRule.patternId, min: passwordRule.minLength, max: passwordRule.maxLength });

  const [current, setCurrent] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { errors, setErrors, changeHandler } = useFieldErrors<Field>();
  const [formError, setFormError] = useState<string | null>(null);
  const { busy, isBusy, run } = useBusy();

  if (!session) {
    return (
      <div className={styles.status} role="status">
        <p>{t('change_password.not_logged_in')}</p>
        <button type="button" className={formStyles.submit} onClick={() => bus.emit('auth:open-login')}>
          {t('change_password.login')}
        </button>
      </div>
    );
  }

  const validate = (): FieldErrors<Field> => {
    const found: FieldErrors<Field> = {};
    if (!held && !current.trim()) found.current = t('field_check.required');
    const problem = checkField(passwordRule, newPassword);
    if (problem) found.newPassword = problem.kind === 'required' ? t('field_check.new_password') : problemText(t, problem);
    if (!confirm.trim()) found.confirm = t('field_check.required');
    else if (confirm.trim() !== newPassword.trim()) found.confirm = t('field_check.mismatch');
    return found;
  };

  const showRefusal = (error: unknown) => {
    // The held password is not on screen: a refusal of it belongs above the button.
    const { field, text } = placeRefusal(t, error, held ? SERVER_FIELDS_HELD : SERVER_FIELDS);
    if (field) setErrors((now) => ({ ...now, [field]: text }));
    else setFormError(text);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBusy()) return;
    setFormError(null);
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const chosen = newPassword.trim();
    await run(async () => {
      try {
        await postChangePassword({ oldPassword: held ? held.password : current.trim(), newPassword: chosen, confirmNewPassword: confirm.trim() });
        if (held) {
          try {
            startSession(await postLogin({ type: 'username', username: held.userName, password: chosen }));
          } catch (error) {
            // The change is made and the platform kept this page's session, so it goes on working.
            console.warn('login after the password change failed', error);
          }
          clearHeldLogin();
          try {
            // The login that asked for the change skipped this step (spec §4).
            await loadMemberInfo();
          } catch (error) {
            console.warn('member info after the password change failed', error);
          }
        }
        onDone?.();
        navigate('/');
      } catch (error) {
        showRefusal(error);
      }
    });
  };

  return (
    <>
      <form className={formStyles.form} aria-label={t('change_password.title')} noValidate onSubmit={(event) => void submit(event)}>
        {held && <p className={formStyles.intro}>{held.reason === 'expired' ? t('change_password.reason_expired') : t('change_password.reason_default')}</p>}
        {userName && <FormField label={t('change_password.username')} name="username" autoComplete="username" value={userName} readOnly />}
        {!held && (
          <FormField
            label={t('change_password.current')}
            type="password"
            name="current-password"
            autoComplete="current-password"
            value={current}
            onChange={changeHandler(setCurrent, 'current')}
            error={errors.current ?? null}
          />
        )}
        <FormField
          label={t('change_password.new')}
          type="password"
          name="new-password"
          autoComplete="new-password"
          value={newPassword}
          onChange={changeHandler(setNewPassword, 'newPassword')}
          error={errors.newPassword ?? null}
          hint={passwordHint}
        />
        <FormField
          label={t('change_password.confirm')}
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          value={confirm}
          onChange={changeHandler(setConfirm, 'confirm')}
          error={errors.confirm ?? null}
        />
        <FormError message={formError} />
        <button type="submit" className={formStyles.submit} disabled={busy}>
          {t('change_password.submit')}
        </button>
      </form>
      <Loader visible={busy} label={t('change_password.working')} />
    </>
  );
}
