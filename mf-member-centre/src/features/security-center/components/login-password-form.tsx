import { useState } from 'react';
import { z } from 'zod';
import { Field, FormError, SubmitButton, TextInput, useZodForm } from '../../../kit';
import { postLoginPassword } from '../api/post-login-password';
import { useFieldIssueText } from './field-problems';
import { SavedNotice } from './saved-notice';
import { useAccountText, useLocalizeRefusal } from './use-account-text';
import styles from './security-center.module.css';

/**
 * What the form checks before sending: something typed in each field and the two new ones alike.
 * The new password's own rule is the registration rule, which the platform applies.
 */
const CHANGE_LOGIN_PASSWORD = z
  .object({ oldPassword: z.string().min(1).max(128), newPassword: z.string().min(1).max(128), confirmNewPassword: z.string() })
  .refine((input) => input.newPassword === input.confirmNewPassword, { path: ['confirmNewPassword'] });

/**
 * The login password change, through the site's one password call (the platform judges the new
 * password by the registration rule and ends the other sessions).
 */
export function LoginPasswordForm() {
  const t = useAccountText();
  const localize = useLocalizeRefusal();
  const issueText = useFieldIssueText();
  const form = useZodForm(CHANGE_LOGIN_PASSWORD, { oldPassword: '', newPassword: '', confirmNewPassword: '' }, { issueText });
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <section className={styles.card} aria-labelledby="security-login-password-title">
      <h4 id="security-login-password-title" className={styles.cardTitle}>{t('login_password.title')}</h4>
      <form className={styles.form} noValidate onSubmit={form.submit(async (data) => {
        setSaved(null);
        await postLoginPassword(data).catch((error: unknown) => Promise.reject(localize(error)));
        form.reset();
        setSaved(t('login_password.done'));
      })}>
        <Field label={t('login_password.old')} name="oldPassword" error={form.errors.oldPassword}>
          <TextInput type="password" value={form.values.oldPassword} onChange={(value) => form.setValue('oldPassword', value)} autoComplete="current-password" />
        </Field>
        <Field label={t('login_password.new')} name="newPassword" error={form.errors.newPassword}>
          <TextInput type="password" value={form.values.newPassword} onChange={(value) => form.setValue('newPassword', value)} autoComplete="new-password" />
        </Field>
        <Field label={t('login_password.confirm')} name="confirmNewPassword" error={form.errors.confirmNewPassword}>
          <TextInput type="password" value={form.values.confirmNewPassword} onChange={(value) => form.setValue('confirmNewPassword', value)} autoComplete="new-password" />
        </Field>
        <FormError error={form.formError} />
        <SubmitButton busy={form.submitting}>{t('login_password.submit')}</SubmitButton>
        <SavedNotice text={saved} />
      </form>
    </section>
  );
}
