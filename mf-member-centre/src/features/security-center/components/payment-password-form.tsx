import { useState } from 'react';
import {
  ChangePaymentPasswordRequestSchema,
  SetPaymentPasswordRequestSchema,
} from '@site/shared/contract/member';
import { Field, FormError, SubmitButton, TextInput, useZodForm } from '../../../kit';
import { postPaymentPassword } from '../api/post-payment-password';
import { putPaymentPassword } from '../api/put-payment-password';
import { useFieldIssueText } from './field-problems';
import { SavedNotice } from './saved-notice';
import { refreshAccount, useAccountChange, useAccountText } from './use-account-text';
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

type NewPasswordName = 'newPaymentPassword' | 'confirmPaymentPassword';

/** The new payment password, typed twice: both the first one and a change ask for it so. */
function NewPaymentPassword({
  values,
  errors,
  onChange,
}: {
  values: Record<NewPasswordName, string>;
  errors: Partial<Record<NewPasswordName, string>>;
  onChange: (name: NewPasswordName, value: string) => void;
}) {
  const t = useAccountText();
  return (
    <>
      <Field label={t('payment_password.new')} name="newPaymentPassword" error={errors.newPaymentPassword}>
        <TextInput type="password" {...digits} value={values.newPaymentPassword} onChange={(value) => onChange('newPaymentPassword', value)} />
      </Field>
      <Field label={t('payment_password.confirm')} name="confirmPaymentPassword" error={errors.confirmPaymentPassword}>
        <TextInput type="password" {...digits} value={values.confirmPaymentPassword} onChange={(value) => onChange('confirmPaymentPassword', value)} />
      </Field>
    </>
  );
}

function SetPaymentPassword() {
  const t = useAccountText();
  const issueText = useFieldIssueText();
  const form = useZodForm(SetPaymentPasswordRequestSchema, { password: '', newPaymentPassword: '', confirmPaymentPassword: '' }, { issueText });
  const setPassword = useAccountChange(postPaymentPassword);
  return (
    <form className={styles.form} noValidate onSubmit={form.submit(async (data) => {
      await setPassword.mutateAsync(data);
      await refreshAccount();
    })}>
      <Field label={t('payment_password.login_password')} name="password" error={form.errors.password}>
        <TextInput type="password" value={form.values.password} onChange={(value) => form.setValue('password', value)} autoComplete="current-password" />
      </Field>
      <NewPaymentPassword values={form.values} errors={form.errors} onChange={form.setValue} />
      <FormError error={form.formError} />
      <SubmitButton busy={form.submitting}>{t('payment_password.set')}</SubmitButton>
    </form>
  );
}

function ChangePaymentPassword() {
  const t = useAccountText();
  const issueText = useFieldIssueText();
  const form = useZodForm(ChangePaymentPasswordRequestSchema, { paymentPassword: '', newPaymentPassword: '', confirmPaymentPassword: '' }, { issueText });
  const change = useAccountChange(putPaymentPassword);
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
      <NewPaymentPassword values={form.values} errors={form.errors} onChange={form.setValue} />
      <FormError error={form.formError} />
      <SubmitButton busy={form.submitting}>{t('payment_password.change')}</SubmitButton>
      <SavedNotice text={saved} />
    </form>
  );
}
