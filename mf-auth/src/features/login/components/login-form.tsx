import { useState, type FormEvent } from 'react';
import { ApiError, Loader, bus, usePublicState, type LoginRefusalValue, type LoginRequest, type LoginType, useTranslation } from '@site/shared';
import {
  CaptchaField,
  CountryCodePicker,
  FormError,
  FormField,
  ModeTabs,
  SmsCodeButton,
  errorText,
  formStyles,
  postLogin,
  useBusy,
  useCodeCaptcha,
  useFieldErrors,
  type FieldErrors,
} from '../../../kit';
import { AUTH_NAMESPACE } from '../../../i18n/resources';
import { useCompleteLogin } from '../../after-login';
import { postFreePlay } from '../../free-play';
import { postLoginCode } from '../api/post-login-code';
import { forgetAccount, readRememberedAccount, rememberAccount } from '../state/remembered-account';
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

type Field = 'username' | 'password' | 'mobile' | 'code';

const MOBILE_PATTERN = /^\d{6,15}$/;
const CODE_PATTERN = /^\d{4,8}$/;

/** Spaces and dashes people type inside a phone number are not part of it. */
function cleanMobile(value: string): string {
  return value.replace(/[\s-]/g, '');
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
  const [username, setUsername] = useState(remembered ?? '');
  const [password, setPassword] = useState('');
  const [mobile, setMobile] = useState('');
  const [dialingCode, setDialingCode] = useState('');
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(remembered !== null);
  // The platform asked for a captcha at login (after failed tries).
  const [captchaDemanded, setCaptchaDemanded] = useState(false);
  const { errors, setErrors, changeHandler } = useFieldErrors<Field>();
  const [formError, setFormError] = useState<string | null>(null);
  const { busy, run: runAlone } = useBusy();
  const activeMode: LoginType = codeLogin ? mode : 'username';
  const captcha = useCodeCaptcha({ submitNeedsCaptcha: captchaDemanded, sendsCode: activeMode === 'sms' });
  const required = t('kit.validation.required');

  const checkMobile = (): string | undefined => {
    const value = cleanMobile(mobile);
    if (!value) return required;
    return MOBILE_PATTERN.test(value) ? undefined : t('kit.validation.mobile');
  };

  const validate = (): FieldErrors<Field> => {
    const found: FieldErrors<Field> = {};
    if (activeMode === 'username') {
      if (!username.trim()) found.username = required;
      if (!password.trim()) found.password = required;
    } else {
      found.mobile = checkMobile();
      const typed = code.trim();
      if (!typed) found.code = required;
      else if (!CODE_PATTERN.test(typed)) found.code = t('kit.validation.code');
    }
    return Object.fromEntries(Object.entries(found).filter(([, text]) => text)) as FieldErrors<Field>;
  };

  /** Run one platform call under the loader; a refusal shows its reason and, if asked, the captcha. */
  const run = (call: () => Promise<void>) =>
    runAlone(async () => {
      setFormError(null);
      try {
        await call();
      } catch (error) {
        setFormError(errorText(t, error));
        // A captcha answer is single use: a refused try spends it.
        if (captchaDemanded) captcha.refresh();
        if (wantsCaptcha(error)) setCaptchaDemanded(true);
      }
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    const answered = !captchaDemanded || captcha.check();
    if (Object.keys(found).length > 0 || !answered) return;
    const sms = activeMode === 'sms';
    const userName = sms ? cleanMobile(mobile) : username.trim();
    const secret = sms ? code.trim() : password.trim();
    const request: LoginRequest = {
      type: activeMode,
      username: userName,
      password: secret,
      side,
      ...(sms ? { countryDialingCode: dialingCode } : {}),
      ...(captchaDemanded ? captcha.payload() : {}),
    };
    void run(async () => {
      const value = await postLogin(request);
      if (member && !sms) {
        if (remember) rememberAccount(userName);
        else forgetAccount();
      }
      const step = await complete(value, { typedPassword: sms ? null : secret, userName, side });
      if (step.kind !== 'change-password') onDone?.();
    });
  };

  const startFreePlay = () => {
    void run(async () => {
      const value = await postFreePlay();
      const step = await complete(value, { typedPassword: null, userName: value.account, side: 'member' });
      if (step.kind !== 'change-password') onDone?.();
    });
  };

  const switchMode = (next: LoginType) => {
    setMode(next);
    setErrors({});
    setFormError(null);
  };

  const fieldError = (field: Field) => errors[field] ?? null;

  const captchaField = <CaptchaField {...captcha.fieldProps} />;

  const fields =
    activeMode === 'username' ? (
      <>
        <FormField
          label={t('login.username')}
          name="username"
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          value={username}
          onChange={changeHandler(setUsername, 'username')}
          error={fieldError('username')}
        />
        <FormField
          label={t('login.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={changeHandler(setPassword, 'password')}
          error={fieldError('password')}
        />
      </>
    ) : (
      <>
        <FormField
          label={t('login.mobile')}
          type="tel"
          name="mobile"
          inputMode="numeric"
          autoComplete="tel-national"
          value={mobile}
          onChange={changeHandler(setMobile, 'mobile')}
          error={fieldError('mobile')}
          prefix={<CountryCodePicker value={dialingCode} onChange={setDialingCode} />}
        />
        {/* Before the code field: the send needs the answer. */}
        {captchaField}
        <FormField
          label={t('login.code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={changeHandler(setCode, 'code')}
          error={fieldError('code')}
          addon={
            <SmsCodeButton
              validate={() => {
                const problem = checkMobile();
                setErrors((current) => ({ ...current, mobile: problem }));
                return !problem && captcha.check();
              }}
              send={() => postLoginCode({ mobileNum: cleanMobile(mobile), countryDialingCode: dialingCode, ...captcha.payload() })}
              onSettled={captcha.afterSend}
              onRefused={captcha.showRefusal}
            />
          }
        />
      </>
    );

  return (
    <>
      {showGameMenu && <LoginGameMenu onLeave={onDone} />}
      <form className={formStyles.form} aria-label={member ? t('login.title') : t('agent_login.title')} noValidate onSubmit={submit}>
        {notice && <p className={styles.notice}>{notice}</p>}
        {codeLogin ? (
          <ModeTabs
            label={t('login.mode')}
            tabs={[
              { mode: 'username', label: t('login.tab_username') },
              { mode: 'sms', label: t('login.tab_mobile') },
            ]}
            active={activeMode}
            onSelect={switchMode}
            panelNamedByTab
          >
            {fields}
          </ModeTabs>
        ) : (
          fields
        )}
        {captchaDemanded && activeMode === 'username' && captchaField}
        {member && activeMode === 'username' && (
          <label className={styles.remember}>
            <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
            {t('login.remember')}
          </label>
        )}
        <FormError message={formError} />
        <button type="submit" className={formStyles.submit} disabled={busy}>
          {t('login.submit')}
        </button>
        {freePlay && (
          <button type="button" className={formStyles.secondary} disabled={busy} onClick={startFreePlay}>
            {t('login.free_play')}
          </button>
        )}
        <div className={formStyles.links}>
          {canRegister ? (
            <span>
              <span className={formStyles.muted}>{t('login.no_account')} </span>
              <a
                href="/register"
                onClick={(event) => {
                  event.preventDefault();
                  bus.emit('auth:open-register');
                }}
              >
                {t('login.register')}
              </a>
            </span>
          ) : (
            <span />
          )}
          <a
            href="/forget"
            onClick={(event) => {
              event.preventDefault();
              bus.emit('auth:open-forgot');
            }}
          >
            {t('login.forgot')}
          </a>
        </div>
      </form>
      <Loader visible={busy} label={t('login.working')} />
    </>
  );
}
