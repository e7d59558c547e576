import { useEffect, useMemo, useState } from 'react';
import * as z from 'zod/mini';
import { ApiError, Loader, prefetchPlatformKey, queryClient, useMutation, usePublicState, type LoginRefusalValue, type LoginRequest, type LoginType, type LoginValue, useTranslation } from '@site/shared';
import type { SecondStepOffer } from '@site/shared/contract/protection/two-step';
import { Field, FormError, PasswordInput, SubmitButton, TextInput, useZodForm } from '@site/shared/centre-kit';
import { AuthLinks, CaptchaField, ModeTabs, PhoneCodeFields, checkedText, errorText, formStyles, postLogin, useCodeCaptcha, type Translate } from '../../../kit';
import { AUTH_NAMESPACE } from '../../../i18n/resources';
import { useCompleteLogin } from '../../after-login';
import { postFreePlay } from '../../free-play';
import { postLoginCode } from '../api/post-login-code';
import { forgetAccount, readRememberedAccount, rememberAccount } from '../state/remembered-account';
import { SecondStepForm, secondStepOfferOf } from '../../second-step';
import { LoginGameMenu } from './login-game-menu';
import styles from './login-form.module.css';

export interface LoginFormProps {
  /** 'agent' on /agentHome: the platform refuses non-agents; no remember-me, register or free play. */
  side?: 'member' | 'agent';
  /** The form is finished and its container may close (not called when the change-password modal takes over). */
  onDone?: () => void;
  /** Show the game menu and providers above the form (the login modal and /login). */
  showGameMenu?: boolean;
  /** A note above the form, e.g. why the login was asked for. */
  notice?: string;
}

/** What the two tabs ask for: a username and password, or a mobile number and its one-time code. */
type LoginValues = {
  username: string;
  password: string;
  mobile: string;
  code: string;
};

const MOBILE_PATTERN = /^\d{6,15}$/;
const CODE_PATTERN = /^\d{4,8}$/;

/** Spaces and dashes people type inside a phone number are not part of it. */
function cleanMobile(value: string): string {
  return value.replace(/[\s-]/g, '');
}

function mobileProblem(t: Translate, mobile: string): string | undefined {
  const value = cleanMobile(mobile);
  if (!value) return t('kit.validation.required');
  return MOBILE_PATTERN.test(value) ? undefined : t('kit.validation.mobile');
}

/** The check of the active tab, worded by the form: only that tab's fields are judged. */
function loginSchema(t: Translate, mode: LoginType) {
  const required = t('kit.validation.required');
  const filled = (value: string) => (value.trim() ? undefined : required);
  const byName = mode === 'username';
  return z.object({
    username: checkedText(filled, byName),
    password: checkedText(filled, byName),
    mobile: checkedText((value) => mobileProblem(t, value), !byName),
    code: checkedText((value) => (!value.trim() ? required : CODE_PATTERN.test(value.trim()) ? undefined : t('kit.validation.code')), !byName),
  });
}

function wantsCaptcha(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const details = error.details as Partial<LoginRefusalValue> | null;
  return details?.captchaRequired === true || error.errorCode === 'CAPTCHA_REQUIRED';
}

/**
 * The login form: username and password, or mobile number and one-time code when
 * MOBILEVERCODELOGIN3 is on; remember-me; free play when FREEPLAY3 is on; links to registration
 * and password recovery. The captcha shows on the code tab (every code send needs an answer, and
 * each send uses it up) and on both tabs once the platform asks for one at login; then the login
 * carries a fresh answer too. The call runs under the loader; a refusal closes it and shows the
 * (translated) reason.
 */
export function LoginForm({ side = 'member', onDone, showGameMenu = false, notice }: LoginFormProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const { whiteLabel } = usePublicState();
  const complete = useCompleteLogin();
  const member = side === 'member';
  const codeLogin = whiteLabel.MOBILEVERCODELOGIN3 === true;
  const freePlay = member && whiteLabel.FREEPLAY3 === true;
  const canRegister = member && whiteLabel.DIRECTREG3 !== false;

  const [remembered] = useState(() => (member ? readRememberedAccount() : null));
  const [mode, setMode] = useState<LoginType>('username');
  const [dialingCode, setDialingCode] = useState('');
  const [remember, setRemember] = useState(remembered !== null);
  // The platform asked for a captcha at login (after failed tries).
  const [captchaDemanded, setCaptchaDemanded] = useState(false);
  const activeMode: LoginType = codeLogin ? mode : 'username';
  const captcha = useCodeCaptcha({ submitNeedsCaptcha: captchaDemanded, sendsCode: activeMode === 'sms' });
  const schema = useMemo(() => loginSchema(t, activeMode), [t, activeMode]);
  const form = useZodForm(schema, { username: remembered ?? '', password: '', mobile: '', code: '' });
  const { values, errors, setValue } = form;
  // The sign-in is sealed with the platform's key: fetched while the form is filled in, not after the tap.
  useEffect(() => prefetchPlatformKey(), []);

  // A right password from a new address: the second step replaces the form until it is passed or left.
  const [secondStep, setSecondStep] = useState<{ offer: SecondStepOffer; request: LoginRequest } | null>(null);

  /** After the session is started: the change-password modal takes over, or the form's container may close. */
  const finish = async (value: LoginValue, request: LoginRequest, sms: boolean) => {
    const step = await complete(value, { typedPassword: sms ? null : request.password, userName: request.username, side });
    if (step.kind !== 'change-password') onDone?.();
  };

  /** A refused try shows its reason and, if the platform asks, the captcha. */
  const refused = (error: unknown, variables?: unknown) => {
    const offer = secondStepOfferOf(error);
    const request = (variables as { request?: LoginRequest } | undefined)?.request;
    if (offer && request) {
      setSecondStep({ offer, request });
      return;
    }
    // A login refusal is about the whole try, not one field: it shows above the button.
    form.setFormError(errorText(t, error));
    // A captcha answer is single use: a refused try spends it.
    if (captchaDemanded) captcha.refresh();
    if (wantsCaptcha(error)) setCaptchaDemanded(true);
  };

  // Each way in is a react-query mutation under the loader; one try at a time.
  const loggingIn = useMutation(
    {
      mutationFn: async ({ request, sms }: { request: LoginRequest; sms: boolean }) => {
        const value = await postLogin(request);
        if (member && !sms) {
          if (remember) rememberAccount(request.username);
          else forgetAccount();
        }
        await finish(value, request, sms);
      },
      onMutate: () => form.setFormError(null),
      onError: refused,
    },
    queryClient,
  );
  const freePlaying = useMutation(
    {
      mutationFn: async () => {
        const value = await postFreePlay();
        const step = await complete(value, { typedPassword: null, userName: value.account, side: 'member' });
        if (step.kind !== 'change-password') onDone?.();
      },
      onMutate: () => form.setFormError(null),
      onError: refused,
    },
    queryClient,
  );
  const busy = loggingIn.isPending || freePlaying.isPending;

  const logIn = (typed: LoginValues) => {
    const sms = activeMode === 'sms';
    const userName = sms ? cleanMobile(typed.mobile) : typed.username.trim();
    const secret = sms ? typed.code.trim() : typed.password.trim();
    const request: LoginRequest = {
      type: activeMode,
      username: userName,
      password: secret,
      side,
      ...(sms ? { countryDialingCode: dialingCode } : {}),
      ...(captchaDemanded ? captcha.payload() : {}),
    };
    if (!busy) loggingIn.mutate({ request, sms });
  };

  const startFreePlay = () => {
    if (!busy) freePlaying.mutate();
  };

  const switchMode = (next: LoginType) => {
    setMode(next);
    form.clearErrors();
  };

  const fields =
    activeMode === 'username' ? (
      <>
        <Field label={t('login.username')} name="username" error={errors.username} announceError>
          <TextInput autoComplete="username" autoCapitalize="off" spellCheck={false} value={values.username} onChange={(value) => setValue('username', value)} />
        </Field>
        <Field label={t('login.password')} name="password" error={errors.password} announceError>
          <PasswordInput autoComplete="current-password" value={values.password} onChange={(value) => setValue('password', value)} />
        </Field>
      </>
    ) : (
      <PhoneCodeFields
        mobile={{ label: t('login.mobile'), name: 'mobile', value: values.mobile, onChange: (value) => setValue('mobile', value), error: errors.mobile }}
        dialingCode={dialingCode}
        onDialingCodeChange={setDialingCode}
        captcha={captcha}
        code={{ label: t('login.code'), name: 'code', value: values.code, onChange: (value) => setValue('code', value), error: errors.code }}
        mobileProblem={(value) => mobileProblem(t, value)}
        onMobileProblem={(message) => form.setError('mobile', message)}
        send={() => postLoginCode({ mobileNum: cleanMobile(values.mobile), countryDialingCode: dialingCode, ...captcha.payload() })}
      />
    );

  if (secondStep) {
    const { offer, request } = secondStep;
    return <SecondStepForm offer={offer} onPassed={(value) => finish(value, request, false)} onBack={() => setSecondStep(null)} />;
  }

  return (
    <>
      {showGameMenu && <LoginGameMenu onLeave={onDone} />}
      <form className={formStyles.form} aria-label={member ? t('login.title') : t('agent_login.title')} noValidate
        onSubmit={(event) => {
          // The captcha is checked beside the fields, so every missing answer shows at once.
          const answered = !captchaDemanded || captcha.check();
          form.submit((typed) => (answered ? logIn(typed) : undefined))(event);
        }}
      >
        {notice && <p className={styles.notice}>{notice}</p>}
        <ModeTabs label={t('login.mode')} tabs={[{ mode: 'username', label: t('login.tab_username') }, { mode: 'sms', label: t('login.tab_mobile') }]} active={activeMode} onSelect={switchMode} panelNamedByTab tabbed={codeLogin}>
          {fields}
        </ModeTabs>
        {captchaDemanded && activeMode === 'username' && <CaptchaField {...captcha.fieldProps} />}
        {member && activeMode === 'username' && (
          <label className={formStyles.check}>
            <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
            {t('login.remember')}
          </label>
        )}
        <FormError error={form.formError} />
        <SubmitButton className={formStyles.touch} disabled={busy}>
          {t('login.submit')}
        </SubmitButton>
        {freePlay && (
          <button type="button" className={formStyles.secondary} disabled={busy} onClick={startFreePlay}>
            {t('login.free_play')}
          </button>
        )}
        <AuthLinks other={canRegister ? { question: t('login.no_account'), link: t('login.register'), form: 'register' } : undefined} forgot={t('login.forgot')} />
      </form>
      <Loader visible={busy} label={t('login.working')} />
    </>
  );
}
