import { useState, type FormEvent } from 'react';
import { ApiError, Loader, checkField, requiredRule, type RegisterFieldRule, useTranslation } from '@site/shared';
import {
  CaptchaField,
  CountryCodePicker,
  FormError,
  FormField,
  ModeTabs,
  SmsCodeButton,
  formStyles,
  placeRefusal,
  useBusy,
  useCodeCaptcha,
  useFieldErrors,
  type FieldErrors,
  useRegisterSettings,
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
type Field = 'username' | 'email' | 'mobile' | 'code' | 'newPassword';

/** How an e-mail address is judged when the settings have no email row. */
const EMAIL_RULE: RegisterFieldRule = { field: 'email', enabled: true, required: true, acceptedPattern: '*', patternId: 'EMAIL', minLength: 5, maxLength: 100, type: 'email' };

/** The platform's names of the fields this form shows. */
const SERVER_FIELDS: Partial<Record<string, Field>> = {
  username: 'username',
  email: 'email',
  mobileNum: 'mobile',
  mobileNo: 'mobile',
  verificationCode: 'code',
  newPassword: 'newPassword',
};

function cleanMobile(value: string): string {
  return value.replace(/[\s-]/g, '').trim();
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
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [mobile, setMobile] = useState('');
  const [dialingCode, setDialingCode] = useState('');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const { errors, setErrors, changeHandler } = useFieldErrors<Field>();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { busy, isBusy, run } = useBusy();
  const captcha = useCodeCaptcha({ submitNeedsCaptcha: true });

  const checkMobile = (): string | undefined => {
    const problem = checkField(requiredRule(rules, 'mobileNum'), cleanMobile(mobile));
    return problem ? problemText(t, problem) : undefined;
  };

  const validate = (): FieldErrors<Field> => {
    const found: FieldErrors<Field> = {};
    if (mode === 'email') {
      if (!username.trim()) found.username = t('field_check.required');
      const emailRule = rules.find((rule) => rule.field === 'email') ?? EMAIL_RULE;
      const problem = checkField({ ...emailRule, required: true }, email);
      if (problem) found.email = problemText(t, problem);
    } else {
      found.mobile = checkMobile();
      const codeProblem = checkField(requiredRule(rules, 'verificationCode'), code);
      if (codeProblem) found.code = problemText(t, codeProblem);
      const passwordProblem = checkField(passwordRule, newPassword);
      if (passwordProblem) found.newPassword = passwordProblem.kind === 'required' ? t('field_check.new_password') : problemText(t, passwordProblem);
    }
    return Object.fromEntries(Object.entries(found).filter(([, text]) => text)) as FieldErrors<Field>;
  };

  const showRefusal = (error: unknown) => {
    if (captcha.showRefusal(error)) return;
    const { field, text } = placeRefusal(t, error, SERVER_FIELDS);
    if (field) setErrors((current) => ({ ...current, [field]: text }));
    else setFormError(text);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBusy()) return;
    setFormError(null);
    const found = validate();
    setErrors(found);
    const answered = mode === 'email' || captcha.check();
    if (Object.keys(found).length > 0 || !answered) return;
    await run(async () => {
      try {
        if (mode === 'email') {
          await postPasswordEmail(username.trim(), email.trim());
          setDone(t('forgot.in_been_out'));
        } else {
          await postPasswordVerification({
            mobileNum: cleanMobile(mobile),
            countryDialingCode: dialingCode,
            verificationCode: code.trim(),
            newPassword: newPassword.trim(),
            ...captcha.payload(),
          });
          setDone(t('forgot.reset_done'));
        }
      } catch (error) {
        // Past its field checks the platform uses the captcha up, whatever it refuses next.
        if (mode === 'phone' && !(error instanceof ApiError && error.errorCode === 'VALIDATION')) captcha.refresh();
        showRefusal(error);
      }
    });
  };

  const switchMode = (next: Mode) => {
    setMode(next);
    setErrors({});
    setFormError(null);
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
      <form className={formStyles.form} aria-label={t('forgot.title')} noValidate onSubmit={(event) => void submit(event)}>
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
                value={username}
                onChange={changeHandler(setUsername, 'username')}
                error={errors.username ?? null}
              />
              <FormField
                label={t('forgot.email')}
                type="email"
                name="email"
                inputMode="email"
                autoComplete="email"
                value={email}
                onChange={changeHandler(setEmail, 'email')}
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
                value={mobile}
                onChange={changeHandler(setMobile, 'mobile')}
                error={errors.mobile ?? null}
                prefix={<CountryCodePicker value={dialingCode} onChange={setDialingCode} />}
              />
              {/* Before the code field: the send needs the answer. */}
              <CaptchaField {...captcha.fieldProps} />
              <FormField
                label={t('forgot.code')}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={changeHandler(setCode, 'code')}
                error={errors.code ?? null}
                addon={
                  <SmsCodeButton
                    validate={() => {
                      const problem = checkMobile();
                      setErrors((current) => ({ ...current, mobile: problem }));
                      return !problem && captcha.check();
                    }}
                    send={() => postResetCode({ countryDialingCode: dialingCode, mobileNo: cleanMobile(mobile), ...captcha.payload() })}
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
                value={newPassword}
                onChange={changeHandler(setNewPassword, 'newPassword')}
                error={errors.newPassword ?? null}
                hint={problemText(t, { kind: 'pattern', patternId: passwordRule.patternId, min: passwordRule.minLength, max: passwordRule.maxLength })}
              />
            </>
          )}
        </ModeTabs>
        <FormError message={formError} />
        <button type="submit" className={formStyles.submit} disabled={busy}>
          {t('forgot.submit')}
        </button>
      </form>
      <Loader visible={busy} label={t('forgot.working')} />
    </>
  );
}
