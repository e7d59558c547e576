import { useState } from 'react';
import { BindEmailRequestSchema } from '@site/shared/contract/member';
import { Field, FormError, SubmitButton, TextInput, useZodForm } from '../../../kit';
import { putEmail } from '../api/put-email';
import { useFieldIssueText } from './field-problems';
import { SavedNotice } from './saved-notice';
import { refreshAccount, useAccountText, useLocalizeRefusal } from './use-account-text';
import styles from './security-center.module.css';

/** Binds or changes the email address, confirmed with the login password. */
export function EmailForm({ current }: { current: string | null }) {
  const t = useAccountText();
  const localize = useLocalizeRefusal();
  const issueText = useFieldIssueText();
  const form = useZodForm(BindEmailRequestSchema, { email: '', password: '' }, { issueText });
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <section className={styles.card} aria-labelledby="security-email-title">
      <h4 id="security-email-title" className={styles.cardTitle}>{t('email.title')}</h4>
      <p className={styles.muted}>{current ? t('email.current', { email: current }) : t('not_set')}</p>
      <form className={styles.form} noValidate onSubmit={form.submit(async (data) => {
        setSaved(null);
        await putEmail(data).catch((error: unknown) => Promise.reject(localize(error)));
        form.reset();
        setSaved(t('saved'));
        await refreshAccount();
      })}>
        <Field label={t('email.address')} name="email" error={form.errors.email}>
          <TextInput type="email" value={form.values.email} onChange={(value) => form.setValue('email', value)} autoComplete="email" maxLength={100} />
        </Field>
        <Field label={t('email.password')} name="password" error={form.errors.password}>
          <TextInput type="password" value={form.values.password} onChange={(value) => form.setValue('password', value)} autoComplete="current-password" />
        </Field>
        <FormError error={form.formError} />
        <SubmitButton busy={form.submitting}>{t('email.submit')}</SubmitButton>
        <SavedNotice text={saved} />
      </form>
    </section>
  );
}
