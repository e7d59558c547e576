import { useMemo, useState } from 'react';
import * as z from 'zod/mini';
import { ApiError, Loader, checkField, findRule, queryClient, requiredRule, type RegisterFieldRule, useMutation, useTranslation } from '@site/shared';
import { Field, FormError, PasswordInput, SubmitButton, TextInput, useZodForm } from '@site/shared/centre-kit';
import { FormOutcome, ModeTabs, PhoneCodeFields, checkedText, errorText, formStyles, useCodeCaptcha, useRegisterSettings, type Translate } from '../../../kit';
import { AUTH_NAMESPACE } from '../../../i18n/resources';
import { postPasswordEmail } from '../api/post-password-email';
import { postPasswordVerification } from '../api/post-password-verification';
import { postResetCode } from '../api/post-reset-code';
import { problemText } from '../state/problem-text';

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

function mobileMessage(t: Translate, rules: readonly RegisterFieldRule[], mobile: string): string | undefined {
  return ruleMessage(t, requiredRule(rules, 'mobileNum'), cleanMobile(mobile));
}

/** The check of one mode, worded by the form: only that mode's fields are judged. */
function recoverySchema(t: Translate, mode: Mode, rules: readonly RegisterFieldRule[]) {
  const byEmail = mode === 'email';
  return z.object({
    username: checkedText((value) => (value.trim() ? undefined : t('field_check.required')), byEmail),
    email: checkedText((value) => ruleMessage(t, { ...(findRule(rules, 'email') ?? EMAIL_RULE), required: true }, value), byEmail),
    mobileNum: checkedText((value) => mobileMessage(t, rules, value), !byEmail),
    verificationCode: checkedText((value) => ruleMessage(t, requiredRule(rules, 'verificationCode'), value), !byEmail),
    newPassword: checkedText((value) => ruleMessage(t, requiredRule(rules, 'password'), value, t('field_check.new_password')), !byEmail),
  });
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
  const passwordHint = problemText(t, { kind: 'pattern', patternId: passwordRule.patternId, min: passwordRule.minLength, max: passwordRule.maxLength });
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

  if (done) return <FormOutcome text={done} button={t('forgot.ok')} onPress={() => onDone?.()} testId="forgot-password-done" />;

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
        <ModeTabs label={t('forgot.mode')} tabs={[{ mode: 'email', label: t('forgot.tab_email') }, { mode: 'phone', label: t('forgot.tab_phone') }]} active={mode} onSelect={switchMode} panelNamedByTab={false}>
          {mode === 'email' ? (
            <>
              <p className={formStyles.intro}>{t('forgot.email_intro')}</p>
              <Field label={t('forgot.username')} name="username" error={errors.username} announceError>
                <TextInput autoComplete="username" autoCapitalize="off" spellCheck={false} value={values.username} onChange={(value) => setValue('username', value)} />
              </Field>
              <Field label={t('forgot.email')} name="email" error={errors.email} announceError>
                <TextInput type="email" inputMode="email" autoComplete="email" value={values.email} onChange={(value) => setValue('email', value)} />
              </Field>
            </>
          ) : (
            <>
              <p className={formStyles.intro}>{t('forgot.phone_intro')}</p>
              <PhoneCodeFields
                mobile={{ label: t('forgot.mobile'), name: 'mobile', value: values.mobileNum, onChange: (value) => setValue('mobileNum', value), error: errors.mobileNum }}
                dialingCode={dialingCode}
                onDialingCodeChange={setDialingCode}
                captcha={captcha}
                code={{ label: t('forgot.code'), name: 'code', value: values.verificationCode, onChange: (value) => setValue('verificationCode', value), error: errors.verificationCode }}
                mobileProblem={(value) => mobileMessage(t, rules, value)}
                onMobileProblem={(message) => form.setError('mobileNum', message)}
                send={() => postResetCode({ countryDialingCode: dialingCode, mobileNo: cleanMobile(values.mobileNum), ...captcha.payload() })}
              />
              <Field label={t('forgot.new_password')} name="newPassword" error={errors.newPassword} hint={passwordHint} announceError>
                <PasswordInput autoComplete="new-password" value={values.newPassword} onChange={(value) => setValue('newPassword', value)} />
              </Field>
            </>
          )}
        </ModeTabs>
        <FormError error={form.formError} />
        <SubmitButton className={formStyles.touch} disabled={busy}>
          {t('forgot.submit')}
        </SubmitButton>
      </form>
      <Loader visible={busy} label={t('forgot.working')} />
    </>
  );
}
