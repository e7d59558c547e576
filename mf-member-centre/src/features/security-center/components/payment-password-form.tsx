import { useState } from 'react';
import { queryClient, useMutation } from '@site/shared';
import {
  ChangePaymentPasswordRequestSchema,
  SetPaymentPasswordRequestSchema,
  type ChangePaymentPasswordRequest,
  type SetPaymentPasswordRequest,
} from '@site/shared/contract/member';
import { Field, FormError, SubmitButton, TextInput, useZodForm } from '../../../kit';
import { postPaymentPassword } from '../api/post-payment-password';
import { putPaymentPassword } from '../api/put-payment-password';
import { useFieldIssueText } from './field-problems';
import { SavedNotice } from './saved-notice';
import { refreshAccount, useAccountText, useLocalizeRefusal } from './use-account-text';
import styles from './security-center.module.css';

const digits = { inputMode: 'numeric', maxLength: 6, autoComplete: 'off' } as const;

/** Sets the first payment password (with the login password) or changes it (with the current one). */
export function PaymentPasswordForm({ isSet }: { isSet: boolean }) {
  const t = useAccountText();
  return (
    <section className={styles.card} aria-labelledby="security-payment-password-title">
      <h4 id="security-payment-password-title" className={styles.cardTitle}>{t('payment_password.title')}</h4>
      <p className={styles.muted}>
        {t('payment_password.intro')} ({isSet ? t('set') : t('not_set')})
      </p>
      {isSet ? <ChangePaymentPassword /> : <SetPaymentPassword />}
    </section>
  );
}

function SetPaymentPassword() {
  const t = useAccountText();
  const localize = useLocalizeRefusal();
  const issueText = useFieldIssueText();
  const form = useZodForm(SetPaymentPasswordRequestSchema, { password: '', newPaymentPassword: '', confirmPaymentPassword: '' }, { issueText });
  const setPassword = useMutation({ mutationFn: (request: SetPaymentPasswordRequest) => postPaymentPassword(request).catch((error: unknown) => Promise.reject(localize(error))) }, queryClient);
  return (
    <form className={styles.form} noValidate onSubmit={form.submit(async (data) => {
      await setPassword.mutateAsync(data);
      await refreshAccount();
    })}>
      <Field label={t('payment_password.login_password')} name="password" error={form.errors.password}>
        <TextInput type="password" value={form.values.password} onChange={(value) => form.setValue('password', value)} autoComplete="current-password" />
      </Field>
      <Field label={t('payment_password.new')} name="newPaymentPassword" error={form.errors.newPaymentPassword}>
        <TextInput type="password" {...digits} value={form.values.newPaymentPassword} onChange={(value) => form.setValue('newPaymentPassword', value)} />
      </Field>
      <Field label={t('payment_password.confirm')} name="confirmPaymentPassword" error={form.errors.confirmPaymentPassword}>
        <TextInput type="password" {...digits} value={form.values.confirmPaymentPassword} onChange={(value) => form.setValue('confirmPaymentPassword', value)} />
      </Field>
      <FormError error={form.formError} />
      <SubmitButton busy={form.submitting}>{t('payment_password.set')}</SubmitButton>
    </form>
  );
}

function ChangePaymentPassword() {
  const t = useAccountText();
  const localize = useLocalizeRefusal();
  const issueText = useFieldIssueText();
  const form = useZodForm(ChangePaymentPasswordRequestSchema, { paymentPassword: '', newPaymentPassword: '', confirmPaymentPassword: '' }, { issueText });
  const change = useMutation({ mutationFn: (request: ChangePaymentPasswordRequest) => putPaymentPassword(request).catch((error: unknown) => Promise.reject(localize(error))) }, queryClient);
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <form className={styles.form} noValidate onSubmit={form.submit(async (data) => {
      setSaved(null);
      await change.mutateAsync(data);
      form.reset();
      setSaved(t('saved'));
    })}>
      <Field label={t('payment_password.current')} name="paymentPassword" error={form.errors.paymentPassword}>
        <TextInput type="password" {...digits} value={form.values.paymentPassword} onChange={(value) => form.setValue('paymentPassword', value)} />
      </Field>
      <Field label={t('payment_password.new')} name="newPaymentPassword" error={form.errors.newPaymentPassword}>
        <TextInput type="password" {...digits} value={form.values.newPaymentPassword} onChange={(value) => form.setValue('newPaymentPassword', value)} />
      </Field>
      <Field label={t('payment_password.confirm')} name="confirmPaymentPassword" error={form.errors.confirmPaymentPassword}>
        <TextInput type="password" {...digits} value={form.values.confirmPaymentPassword} onChange={(value) => form.setValue('confirmPaymentPassword', value)} />
      </Field>
      <FormError error={form.formError} />
      <SubmitButton busy={form.submitting}>{t('payment_password.change')}</SubmitButton>
      <SavedNotice text={saved} />
    </form>
  );
}
