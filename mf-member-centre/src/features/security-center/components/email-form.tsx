import { useState } from 'react';
import { BindEmailRequestSchema, ConfirmEmailRequestSchema } from '@site/shared/contract/member';
import { Field, FormError, SubmitButton, TextInput, useZodForm } from '../../../kit';
import { putEmail } from '../api/put-email';
import { putEmailConfirm } from '../api/put-email-confirm';
import { useFieldIssueText } from './field-problems';
import { SavedNotice } from './saved-notice';
import { refreshAccount, useAccountChange, useAccountText } from './use-account-text';
import styles from './security-center.module.css';

interface Sent {
  email: string;
  minutes: number;
}

/**
 * Binds or changes the email address in two steps: the new address with the login password (the
 * platform mails a code to it and binds nothing yet), then the code from that mail. Until then the
 * current address stays.
 */
export function EmailForm({ current }: { current: string | null }) {
  const t = useAccountText();
  const [sent, setSent] = useState<Sent | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <section className={styles.card} aria-labelledby="security-email-title">
      <h4 id="security-email-title" className={styles.cardTitle}>{t('email.title')}</h4>
      <p className={styles.muted}>{current ? t('email.current', { email: current }) : t('not_set')}</p>
      <RequestForm onSent={(next) => {
        setSaved(null);
        setSent(next);
      }} />
      {sent && (
        <ConfirmForm
          key={`${sent.email}`}
          sent={sent}
          onBound={() => {
            setSent(null);
            setSaved(t('saved'));
          }}
        />
      )}
      <SavedNotice text={saved} />
    </section>
  );
}

function RequestForm({ onSent }: { onSent: (sent: Sent) => void }) {
  const t = useAccountText();
  const issueText = useFieldIssueText();
  const form = useZodForm(BindEmailRequestSchema, { email: '', password: '' }, { issueText });
  const send = useAccountChange(putEmail);
  return (
    <form className={styles.form} noValidate onSubmit={form.submit(async (data) => {
      const { expiredMinutes } = await send.mutateAsync(data);
      form.setValue('password', '');
      onSent({ email: data.email.trim(), minutes: expiredMinutes });
    })}>
      <Field label={t('email.address')} name="email" error={form.errors.email}>
        <TextInput type="email" value={form.values.email} onChange={(value) => form.setValue('email', value)} autoComplete="email" maxLength={100} />
      </Field>
      <Field label={t('email.password')} name="password" error={form.errors.password}>
        <TextInput type="password" value={form.values.password} onChange={(value) => form.setValue('password', value)} autoComplete="current-password" />
      </Field>
      <FormError error={form.formError} />
      <SubmitButton busy={form.submitting}>{t('email.send_code')}</SubmitButton>
    </form>
  );
}

function ConfirmForm({ sent, onBound }: { sent: Sent; onBound: () => void }) {
  const t = useAccountText();
  const issueText = useFieldIssueText();
  const form = useZodForm(ConfirmEmailRequestSchema, { verificationCode: '' }, { issueText });
  const confirm = useAccountChange(putEmailConfirm);
  return (
    <form className={styles.form} noValidate onSubmit={form.submit(async (data) => {
      await confirm.mutateAsync(data);
      onBound();
      await refreshAccount();
    })}>
      <p role="status" className={styles.muted}>{t('email.code_sent', { email: sent.email, minutes: sent.minutes })}</p>
      <Field label={t('email.code')} name="verificationCode" error={form.errors.verificationCode}>
        <TextInput inputMode="numeric" value={form.values.verificationCode} onChange={(value) => form.setValue('verificationCode', value)} autoComplete="one-time-code" maxLength={6} />
      </Field>
      <FormError error={form.formError} />
      <SubmitButton busy={form.submitting}>{t('email.submit')}</SubmitButton>
    </form>
  );
}
