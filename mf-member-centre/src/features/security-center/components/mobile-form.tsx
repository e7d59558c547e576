import { useMemo, useState } from 'react';
import { BindMobileRequestSchema, MobileCodeRequestSchema, type MobileCodeRequest } from '@site/shared/contract/member';
import { Field, FormError, SubmitButton, TextInput, useZodForm } from '../../../kit';
import { postMobileCode } from '../api/post-mobile-code';
import { putMobile } from '../api/put-mobile';
import { CaptchaImage } from './captcha-image';
import { useFieldIssueText } from './field-problems';
import { SavedNotice } from './saved-notice';
import { refreshAccount, useAccountChange, useAccountText } from './use-account-text';
import styles from './security-center.module.css';

const DEFAULT_DIALING_CODE = '+84';

/**
 * Binds a number or changes it in two steps: a code to the new number (captcha first), then the
 * code, and the login password when a number is bound already.
 */
export function MobileForm({ current }: { current: string | null }) {
  const t = useAccountText();
  const [sent, setSent] = useState<{ request: MobileCodeRequest; minutes: number } | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <section className={styles.card} aria-labelledby="security-mobile-title">
      <h4 id="security-mobile-title" className={styles.cardTitle}>{current ? t('mobile.title_change') : t('mobile.title_bind')}</h4>
      <p className={styles.muted}>{current ? t('mobile.current', { mobile: current }) : t('not_set')}</p>
      <SendCodeForm onSent={(request, minutes) => {
        setSaved(null);
        setSent({ request, minutes });
      }} />
      {sent && (
        <BindForm
          key={`${sent.request.countryDialingCode}${sent.request.mobileNo}${sent.request.captchaKey}`}
          sent={sent}
          needsPassword={current !== null}
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

function SendCodeForm({ onSent }: { onSent: (request: MobileCodeRequest, minutes: number) => void }) {
  const t = useAccountText();
  const issueText = useFieldIssueText();
  const form = useZodForm(MobileCodeRequestSchema, { countryDialingCode: DEFAULT_DIALING_CODE, mobileNo: '', captcha: '', captchaKey: '' }, { issueText });
  const sendCode = useAccountChange(postMobileCode);
  // Every send spends the captcha, whatever the answer: a new image follows each one.
  const [captchaRound, setCaptchaRound] = useState(0);
  return (
    <form className={styles.form} noValidate onSubmit={form.submit(async (data) => {
      try {
        const { expiredMinutes } = await sendCode.mutateAsync(data);
        onSent(data, expiredMinutes);
      } finally {
        setCaptchaRound((round) => round + 1);
        form.setValue('captcha', '');
      }
    })}>
      <div className={styles.row}>
        <Field label={t('mobile.dialing_code')} name="countryDialingCode" error={form.errors.countryDialingCode}>
          <TextInput type="tel" className={styles.short} value={form.values.countryDialingCode} onChange={(value) => form.setValue('countryDialingCode', value)} maxLength={5} />
        </Field>
        <Field label={t('mobile.number')} name="mobileNo" error={form.errors.mobileNo}>
          <TextInput type="tel" inputMode="numeric" value={form.values.mobileNo} onChange={(value) => form.setValue('mobileNo', value)} autoComplete="tel-national" maxLength={20} />
        </Field>
      </div>
      <Field label={t('mobile.captcha')} name="captcha" error={form.errors.captcha ?? form.errors.captchaKey}>
        <TextInput value={form.values.captcha} onChange={(value) => form.setValue('captcha', value)} autoComplete="off" autoCapitalize="off" spellCheck={false} maxLength={16} />
      </Field>
      <CaptchaImage refreshSignal={captchaRound} onKeyChange={(key) => form.setValue('captchaKey', key)} />
      <FormError error={form.formError} />
      <SubmitButton busy={form.submitting}>{t('mobile.send_code')}</SubmitButton>
    </form>
  );
}

function BindForm({ sent, needsPassword, onBound }: { sent: { request: MobileCodeRequest; minutes: number }; needsPassword: boolean; onBound: () => void }) {
  const t = useAccountText();
  const schema = useMemo(() => {
    const step = BindMobileRequestSchema.pick({ verificationCode: true, password: true });
    return needsPassword ? step.required({ password: true }) : step;
  }, [needsPassword]);
  const issueText = useFieldIssueText();
  const form = useZodForm(schema, { verificationCode: '', password: '' }, { issueText });
  const bind = useAccountChange(putMobile);
  return (
    <form className={styles.form} noValidate onSubmit={form.submit(async (data) => {
      const { countryDialingCode, mobileNo } = sent.request;
      await bind.mutateAsync({ countryDialingCode, mobileNo, verificationCode: data.verificationCode, ...(needsPassword ? { password: data.password } : {}) });
      onBound();
      await refreshAccount();
    })}>
      <p role="status" className={styles.muted}>{t('mobile.code_sent', { minutes: sent.minutes })}</p>
      <Field label={t('mobile.code')} name="verificationCode" error={form.errors.verificationCode}>
        <TextInput inputMode="numeric" value={form.values.verificationCode} onChange={(value) => form.setValue('verificationCode', value)} autoComplete="one-time-code" maxLength={6} />
      </Field>
      {needsPassword && (
        <Field label={t('mobile.password')} name="password" error={form.errors.password}>
          <TextInput type="password" value={form.values.password ?? ''} onChange={(value) => form.setValue('password', value)} autoComplete="current-password" />
        </Field>
      )}
      <FormError error={form.formError} />
      <SubmitButton busy={form.submitting}>{t('mobile.submit')}</SubmitButton>
    </form>
  );
}
