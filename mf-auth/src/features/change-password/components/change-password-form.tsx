import { useMemo, useState } from 'react';
import * as z from 'zod/mini';
import {
  ApiError,
  Loader,
  bus,
  checkField,
  requiredRule,
  setPendingPasswordChange,
  signOut,
  startSession,
  usePendingPasswordChange,
  useSession,
  type PendingPasswordChange,
  type RegisterFieldRule,
  queryClient,
  useMutation,
  useNavigate,
  useTranslation,
} from '@site/shared';
import { Field, FormError, PasswordInput, SubmitButton, TextInput, useZodForm } from '@site/shared/centre-kit';
import { FormOutcome, checkedText, clearHeldLogin, errorText, formStyles, postLogin, useHeldLogin, useRegisterSettings, type Translate } from '../../../kit';
import { AUTH_NAMESPACE } from '../../../i18n/resources';
import { postChangePassword } from '../api/post-change-password';
import { RESET_LINK_INVALID, postResetByLink } from '../api/post-reset-by-link';
import { problemText } from '../state/problem-text';

export interface ChangePasswordFormProps {
  /** The password is changed and the container may close. */
  onDone?: () => void;
  /**
   * The single-use secret of an emailed reset link. With it the form sets a new password for the
   * link's account: no session, username or current password is needed.
   */
  resetToken?: string | null;
}

/**
 * The form's values under the platform's names, so a refusal naming a field lands under it. The
 * current password is a value only while it is on screen: a refusal of a held one belongs above
 * the button.
 */
type PasswordValues = {
  oldPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
};

/**
 * The form's check, in the form's words: the new password by the register settings' rule (the
 * platform's own judgement, field-rules), the confirmation equal to it, the current one present.
 * `asksCurrent`: whether the form shows the current password. A held login or a reset link needs
 * none, and a held login can arrive after the first render: the check follows what is shown, not
 * what the form's first values had.
 */
function passwordSchema(t: Translate, passwordRule: RegisterFieldRule, asksCurrent: boolean) {
  const required = (value: string) => (value.trim() ? undefined : t('field_check.required'));
  return z
    .object({
      // A value only while it is on screen (see PasswordValues); judged as empty when missing.
      oldPassword: z.prefault(checkedText(required, asksCurrent), ''),
      newPassword: checkedText((value) => {
        const problem = checkField(passwordRule, value);
        if (!problem) return undefined;
        return problem.kind === 'required' ? t('field_check.new_password') : problemText(t, problem);
      }),
      confirmNewPassword: checkedText(required),
    })
    .check(
      z.superRefine(({ newPassword, confirmNewPassword }, ctx) => {
        const confirm = confirmNewPassword.trim();
        if (confirm && confirm !== newPassword.trim()) ctx.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: t('field_check.mismatch') });
      }),
    );
}

const REASON_TEXT: Record<PendingPasswordChange, string> = {
  default: 'change_password.reason_default',
  expired: 'change_password.reason_expired',
  required: 'change_password.reason_required',
};

/** How a reset by link ended, when it did: the form gives way to a message. */
type LinkOutcome = 'changed' | 'invalid';

/**
 * The change-password form, in three modes:
 * - the member's own wish (signed in): the username read-only and the current password asked;
 * - a held login (the platform said the password must change): the current password is the held
 *   one and not asked; after the change it signs in again with the new password (shared
 *   `startSession`) so the page has a fresh session, and forgets the held one;
 * - a reset link (`resetToken`): only the new password, sent with the link's secret; then it says
 *   the password was changed and offers the login, or, for a link the platform refuses, says so
 *   and offers to ask for a new one.
 * The new password must pass the register settings' password rule.
 *
 * While the platform holds the session to the change (the login said so, kept with the session
 * across reloads), the form says why and offers "Sign out" as the only other way out; a successful
 * change lifts it.
 */
export default function ChangePasswordForm({ onDone, resetToken = null }: ChangePasswordFormProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const navigate = useNavigate();
  const session = useSession();
  const heldLogin = useHeldLogin();
  const linkToken = resetToken ?? '';
  const byLink = linkToken !== '';
  // A reset link is about its own account, whatever login this page holds.
  const held = byLink ? null : heldLogin;
  const pending = usePendingPasswordChange();
  const forcedReason = byLink || !session ? null : (held?.reason ?? pending);
  const settings = useRegisterSettings();
  const userName = byLink ? '' : (held?.userName ?? session?.account ?? '');
  const passwordRule = useMemo(() => requiredRule(settings.data?.fields ?? [], 'password'), [settings.data]);
  const passwordHint = problemText(t, { kind: 'pattern', patternId: passwordRule.patternId, min: passwordRule.minLength, max: passwordRule.maxLength });

  const asksCurrent = !held && !byLink;
  const schema = useMemo(() => passwordSchema(t, passwordRule, asksCurrent), [t, passwordRule, asksCurrent]);
  const form = useZodForm(schema, asksCurrent ? { oldPassword: '', newPassword: '', confirmNewPassword: '' } : { newPassword: '', confirmNewPassword: '' }, {
    refusalText: (error) => errorText(t, error),
  });
  const [linkOutcome, setLinkOutcome] = useState<LinkOutcome | null>(null);

  const change = async ({ oldPassword, newPassword, confirmNewPassword }: PasswordValues) => {
    const chosen = newPassword.trim();
    const confirm = confirmNewPassword.trim();
    try {
      if (byLink) {
        await postResetByLink({ token: linkToken, newPassword: chosen, confirmNewPassword: confirm });
        setLinkOutcome('changed');
        return;
      }
      await postChangePassword({ oldPassword: held ? held.password : (oldPassword ?? '').trim(), newPassword: chosen, confirmNewPassword: confirm });
      // The platform frees this session once the password has changed.
      setPendingPasswordChange(null);
      if (held) {
        try {
          await startSession(await postLogin({ type: 'username', username: held.userName, password: chosen }));
        } catch (error) {
          // The change is made and the platform kept this page's session, so it goes on working.
          console.warn('login after the password change failed', error);
        }
        clearHeldLogin();
      }
      onDone?.();
      navigate('/');
      if (held?.side === 'agent') bus.emit('agent-centre:open', {});
    } catch (error) {
      if (byLink && error instanceof ApiError && error.errorCode === RESET_LINK_INVALID) setLinkOutcome('invalid');
      // The form places the refusal: under the field it names, else above the button.
      else throw error;
    }
  };

  // The only way out of a required change besides making it.
  const leave = async () => {
    await signOut();
    clearHeldLogin();
    onDone?.();
    navigate('/');
  };

  // The writes run as react-query mutations; while one is pending the buttons wait.
  const changing = useMutation({ mutationFn: change }, queryClient);
  const leaving = useMutation({ mutationFn: leave }, queryClient);
  const busy = changing.isPending || leaving.isPending;

  if (linkOutcome === 'changed') {
    const toLogin = () => {
      onDone?.();
      bus.emit('auth:open-login');
    };
    return <FormOutcome text={t('change_password.link_done')} button={t('change_password.login')} onPress={toLogin} testId="password-reset-done" />;
  }

  if (linkOutcome === 'invalid') {
    const toRecovery = () => {
      onDone?.();
      bus.emit('auth:open-forgot');
    };
    return <FormOutcome text={t('change_password.link_invalid')} button={t('change_password.new_link')} onPress={toRecovery} failed testId="password-reset-invalid" />;
  }

  if (!session && !byLink) {
    return <FormOutcome text={t('change_password.not_logged_in')} button={t('change_password.login')} onPress={() => bus.emit('auth:open-login')} />;
  }

  return (
    <>
      <form
        className={formStyles.form}
        aria-label={t('change_password.title')}
        noValidate
        onSubmit={form.submit((values) => (busy ? undefined : changing.mutateAsync(values)))}
      >
        {forcedReason && <p className={formStyles.intro}>{t(REASON_TEXT[forcedReason])}</p>}
        {byLink && <p className={formStyles.intro}>{t('change_password.link_intro')}</p>}
        {userName && (
          <Field label={t('change_password.username')} name="username">
            <TextInput autoComplete="username" value={userName} readOnly onChange={() => undefined} />
          </Field>
        )}
        {asksCurrent && (
          <Field label={t('change_password.current')} name="current-password" error={form.errors.oldPassword} announceError>
            <PasswordInput autoComplete="current-password" value={form.values.oldPassword ?? ''} onChange={(value) => form.setValue('oldPassword', value)} />
          </Field>
        )}
        <Field label={t('change_password.new')} name="new-password" error={form.errors.newPassword} hint={passwordHint} announceError>
          <PasswordInput autoComplete="new-password" value={form.values.newPassword} onChange={(value) => form.setValue('newPassword', value)} />
        </Field>
        <Field label={t('change_password.confirm')} name="confirm-password" error={form.errors.confirmNewPassword} announceError>
          <PasswordInput autoComplete="new-password" value={form.values.confirmNewPassword} onChange={(value) => form.setValue('confirmNewPassword', value)} />
        </Field>
        <FormError error={form.formError} />
        <SubmitButton className={formStyles.touch} disabled={busy}>
          {t('change_password.submit')}
        </SubmitButton>
        {forcedReason && (
          <button type="button" className={formStyles.secondary} disabled={busy} onClick={() => leaving.mutate()}>
            {t('change_password.sign_out')}
          </button>
        )}
      </form>
      <Loader visible={busy} label={t('change_password.working')} />
    </>
  );
}
