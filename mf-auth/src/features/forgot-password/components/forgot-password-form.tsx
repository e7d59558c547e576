import { useMemo, useState } from 'react';
import { ApiError, Loader, checkField, findRule, queryClient, requiredRule, type RegisterFieldRule, useMutation, useTranslation } from '@site/shared';
import { useZodForm } from '@site/shared/centre-kit';
import {
  CaptchaField,
  CountryCodePicker,
  FormError,
  FormField,
  ModeTabs,
  SmsCodeButton,
  errorText,
  formStyles,
  useCodeCaptcha,
  useRegisterSettings,
  checkedForm,
  type FieldCheck,
  type Translate,
} from '../../../kit';
import { AUTH_NAMESPACE } from '../../../i18n/resources';
import { postPasswordEmail } from '../api/post-password-email';
import { postPasswordVerification } from '../api/post-password-verification';
import { postResetCode } from '../api/post-reset-code';
import { problemText } from '../state/problem-text';
import styles from './forgot-password-form.module.css';

export interface ForgotPasswordFormProps {
  /** The visitor acknowledged the success message; the container may close. */
  onDone?: () => void;
}

type Mode = 'email' | 'phone';

/** The values of both modes, under the platform's names, so a refusal naming a field lands under it. */
type RecoveryValues = {
  username: string;
  email: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
};

/** How an e-mail address is judged when the settings have no email row. */
const EMAIL_RULE: RegisterFieldRule = { field: 'email', enabled: true, required: true, acceptedPattern: '*', patternId: 'EMAIL', minLength: 5, maxLength: 100, type: 'email' };

const EMPTY: RecoveryValues = { username: '', email: '', mobileNum: '', verificationCode: '', newPassword: '' };

function cleanMobile(value: string): string {
  return value.replace(/[\s-]/g, '').trim();
}

/** A problem of the field-rule engine (the platform's own judgement) as the message under the field. */
function ruleMessage(t: Translate, rule: RegisterFieldRule, value: string, requiredText?: string): string | undefined {
  const problem = checkField(rule, value);
  if (!problem) return undefined;
  return problem.kind === 'required' && requiredText ? requiredText : problemText(t, problem);
}

/** The check of one mode, worded by the form: only that mode's fields are judged. */
function recoverySchema(t: Translate, mode: Mode, rules: readonly RegisterFieldRule[]) {
  const checks: FieldCheck<RecoveryValues>[] =
    mode === 'email'
      ? [
          ['username', (values) => (values.username.trim() ? undefined : t('field_check.required'))],
          ['email', (values) => ruleMessage(t, { ...(findRule(rules, 'email') ?? EMAIL_RULE), required: true }, values.email)],
        ]
      : [
          ['mobileNum', (values) => ruleMessage(t, requiredRule(rules, 'mobileNum'), cleanMobile(values.mobileNum))],
          ['verificationCode', (values) => ruleMessage(t, requiredRule(rules, 'verificationCode'), values.verificationCode)],
          ['newPassword', (values) => ruleMessage(t, requiredRule(rules, 'password'), values.newPassword, t('field_check.new_password'))],
        ];
  return checkedForm(checks);
}

/**
 * Password recovery: by email (username and address; the platform mails a single-use link to set a
 * new password and always answers success, so the form always shows the in_been_out message) or
 * by phone (number, captcha, SMS code and a new password). By phone the code send and the reset
 * each need a captcha answer, and an answer works once: the one captcha field gets a new image
 * after the send, to be answered for the reset. A success message replaces the form until the
 * visitor confirms it.
 */
export default function ForgotPasswordForm({ onDone }: ForgotPasswordFormProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const settings = useRegisterSettings();
  // Until the settings arrive the platform's own fallbacks judge the number, code and password.
  const rules = settings.data?.fields ?? [];
  const passwordRule = requiredRule(rules, 'password');
  const [mode, setMode] = useState<Mode>('email');
  const [dialingCode, setDialingCode] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const captcha = useCodeCaptcha({ submitNeedsCaptcha: true });
  const schema = useMemo(() => recoverySchema(t, mode, settings.data?.fields ?? []), [t, mode, settings.data]);
  const form = useZodForm(schema, EMPTY, { refusalText: (error) => errorText(t, error) });
  const { values, errors, setValue } = form;

  const recover = async (sent: RecoveryValues) => {
    try {
      if (mode === 'email') {
        await postPasswordEmail(sent.username.trim(), sent.email.trim());
        setDone(t('forgot.in_been_out'));
      } else {
        await postPasswordVerification({
          mobileNum: cleanMobile(sent.mobileNum),
          countryDialingCode: dialingCode,
          verificationCode: sent.verificationCode.trim(),
          newPassword: sent.newPassword.trim(),
          ...captcha.payload(),
        });
        setDone(t('forgot.reset_done'));
      }
    } catch (error) {
      // Past its field checks the platform uses the captcha up, whatever it refuses next.
      if (mode === 'phone' && !(error instanceof ApiError && error.errorCode === 'VALIDATION')) captcha.refresh();
      // The form places any other refusal: under the field it names, else above the button.
      if (!captcha.showRefusal(error)) throw error;
    }
  };

  // The write runs as a react-query mutation; while it is pending the button waits.
  const recovering = useMutation({ mutationFn: recover }, queryClient);
  const busy = recovering.isPending;

  const switchMode = (next: Mode) => {
    setMode(next);
    form.clearErrors();
  };

  if (done) {
    return (
      <div className={styles.done} role="status" data-testid="forgot-password-done">
        <p>{done}</p>
        <button type="button" className={formStyles.submit} onClick={() => onDone?.()}>
          {t('forgot.ok')}
        </button>
      </div>
    );
  }

  return (
    <>
      <form
        className={formStyles.form}
        aria-label={t('forgot.title')}
        noValidate
        onSubmit={(event) => {
          // The captcha is checked beside the fields, so every missing answer shows at once.
          const answered = mode === 'email' || captcha.check();
          form.submit((sent) => (answered && !busy ? recovering.mutateAsync(sent) : undefined))(event);
        }}
      >
        {/* The panel is not named by its tab: "By email" would then also be found as a label of "Email". */}
        <ModeTabs
          label={t('forgot.mode')}
          tabs={[
            { mode: 'email', label: t('forgot.tab_email') },
            { mode: 'phone', label: t('forgot.tab_phone') },
          ]}
          active={mode}
          onSelect={switchMode}
          panelNamedByTab={false}
        >
          {mode === 'email' ? (
            <>
              <p className={formStyles.intro}>{t('forgot.email_intro')}</p>
              <FormField
                label={t('forgot.username')}
                name="username"
                autoComplete="username"
                autoCapitalize="off"
                spellCheck={false}
                value={values.username}
                onChange={(event) => setValue('username', event.target.value)}
                error={errors.username ?? null}
              />
              <FormField
                label={t('forgot.email')}
                type="email"
                name="email"
                inputMode="email"
                autoComplete="email"
                value={values.email}
                onChange={(event) => setValue('email', event.target.value)}
                error={errors.email ?? null}
              />
            </>
          ) : (
            <>
              <p className={formStyles.intro}>{t('forgot.phone_intro')}</p>
              <FormField
                label={t('forgot.mobile')}
                type="tel"
                name="mobile"
                inputMode="tel"
                autoComplete="tel-national"
                value={values.mobileNum}
                onChange={(event) => setValue('mobileNum', event.target.value)}
                error={errors.mobileNum ?? null}
                prefix={<CountryCodePicker value={dialingCode} onChange={setDialingCode} />}
              />
              {/* Before the code field: the send needs the answer. */}
              <CaptchaField {...captcha.fieldProps} />
              <FormField
                label={t('forgot.code')}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={values.verificationCode}
                onChange={(event) => setValue('verificationCode', event.target.value)}
                error={errors.verificationCode ?? null}
                addon={
                  <SmsCodeButton
                    validate={() => {
                      const problem = ruleMessage(t, requiredRule(rules, 'mobileNum'), cleanMobile(values.mobileNum));
                      form.setError('mobileNum', problem);
                      return !problem && captcha.check();
                    }}
                    send={() => postResetCode({ countryDialingCode: dialingCode, mobileNo: cleanMobile(values.mobileNum), ...captcha.payload() })}
                    onSettled={captcha.afterSend}
                    onRefused={captcha.showRefusal}
                  />
                }
              />
              <FormField
                label={t('forgot.new_password')}
                type="password"
                name="newPassword"
                autoComplete="new-password"
                value={values.newPassword}
                onChange={(event) => setValue('newPassword', event.target.value)}
                error={errors.newPassword ?? null}
                hint={problemText(t, { kind: 'pattern', patternId: passwordRule.patternId, min: passwordRule.minLength, max: passwordRule.maxLength })}
              />
            </>
          )}
        </ModeTabs>
        <FormError message={form.formError} />
        <button type="submit" className={formStyles.submit} disabled={busy}>
          {t('forgot.submit')}
        </button>
      </form>
      <Loader visible={busy} label={t('forgot.working')} />
    </>
  );
}
