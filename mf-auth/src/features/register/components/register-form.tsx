import { useMemo, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import * as z from 'zod/mini';
import {
  ApiError,
  ConfirmDialog,
  Loader,
  bus,
  queryClient,
  startSession,
  useMutation,
  usePublicState,
  type RegisterField,
  type RegisterRequest,
  Link,
  useNavigate,
  useSearchParams,
  useTranslation,
} from '@site/shared';
import { Field, FormError, PasswordInput, SubmitButton, TextInput, useZodForm } from '@site/shared/centre-kit';
import {
  AuthLinks,
  CaptchaField,
  CountryCodePicker,
  ModeTabs,
  PhoneCodeFields,
  errorText,
  formStyles,
  placeRefusal,
  useCodeCaptcha,
  useRegisterSettings,
  type PhoneCodeField,
  type Translate,
} from '../../../kit';
import { AUTH_NAMESPACE } from '../../../i18n/resources';
import { fetchAffiliate, useAffiliateCheck } from '../api/get-affiliate';
import { postRegisterCode } from '../api/post-register-code';
import { putRegister, type RegisterType } from '../api/put-register';
import { issueText } from '../state/issue-text';
import { normalised, planFields, validateFields, type PlannedField } from '../state/register-plan';
import styles from './register-form.module.css';

export interface RegisterFormProps {
  /** The registration is finished (the new member is signed in) and the container may close. */
  onDone?: () => void;
}

/** Query parameters that carry an agent's invitation code in a registration link. */
const URL_CODE_PARAMS = ['affiliateCode', 'code', 'referralCode'] as const;

const AUTOCOMPLETE: Partial<Record<RegisterField, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  mobileNum: 'tel-national',
  verificationCode: 'one-time-code',
  email: 'email',
  payeeName: 'name',
  paymentPassword: 'new-password',
};

/** Whole years from a date of birth (YYYY-MM-DD) to today, on this device's calendar. */
function yearsSince(dateOfBirth: string, today = new Date()): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const beforeBirthday = today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  return today.getFullYear() - year - (beforeBirthday ? 1 : 0);
}

/** Codes refused before the platform looks at the captcha: the typed answer is still good. */
const CAPTCHA_UNUSED_CODES = ['VALIDATION', 'AFFILIATE_INVALID', 'FEATURE_DISABLED'];

/**
 * The platform's names of the fields on screen: each by its own name, and the number also as
 * 'mobileNo'. A field not on screen is left out, so its refusal goes above the button.
 */
function serverFieldsOf(planned: readonly PlannedField[]): Partial<Record<string, RegisterField>> {
  const table: Partial<Record<string, RegisterField>> = {};
  for (const { field } of planned) table[field] = field;
  if (table.mobileNum) table.mobileNo = 'mobileNum';
  return table;
}

/**
 * The check of the planned fields (the captcha aside, which its own field judges), each by its
 * rule through the shared field-rule engine, worded by the form.
 */
function registerSchema(t: Translate, planned: readonly PlannedField[]) {
  const judged = planned.filter((entry) => entry.field !== 'captcha');
  return z.object(Object.fromEntries(judged.map(({ field }) => [field, z.optional(z.string())]))).check(
    z.superRefine((values, ctx) => {
      const issues = validateFields(judged, values);
      for (const { field } of judged) {
        const issue = issues[field];
        if (issue) ctx.addIssue({ code: 'custom', path: [field], message: issueText(t, issue) });
      }
    }),
  );
}

function pageDomain(): string {
  return typeof window === 'undefined' ? '' : window.location.hostname;
}

/**
 * The registration form, for the register modal and /register. The
 * settings (GET /wps/system/setting/register) decide which fields show and how each is judged;
 * the white-label flags decide the type (username or mobile) and whether an SMS code is needed.
 * Submit order: terms, every field, the typed invitation code, then the encrypted registration;
 * the answer is the new member's session, started with the shared `startSession` (which loads the
 * member info), after which the visitor goes home.
 */
export default function RegisterForm({ onDone }: RegisterFormProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { whiteLabel } = usePublicState();
  const settings = useRegisterSettings();

  const usernameType = whiteLabel.USERNAMEREG3 === true;
  const mobileType = whiteLabel.MOBILENUMREG3 === true;
  const bothTypes = usernameType && mobileType;
  // Spec §4: mobile by default when MOBILENUMREG3 is on, else username.
  const [chosenType, setChosenType] = useState<RegisterType | null>(null);
  const type: RegisterType = bothTypes ? (chosenType ?? 'mobile') : mobileType ? 'mobile' : 'username';
  const sms = type === 'mobile' || whiteLabel.REGMOBVERF3 === true;

  const domain = pageDomain();
  const urlCode = useMemo(() => {
    for (const name of URL_CODE_PARAMS) {
      const value = params.get(name)?.trim();
      if (value) return value;
    }
    return null;
  }, [params]);
  const referralCode = params.get('referralCode')?.trim() || undefined;
  const urlCheck = useAffiliateCheck(urlCode, domain);
  // Spec §4: the field shows when the address has no code or its code fails the check.
  const affiliateShown = urlCode === null || urlCheck.isError;

  const [dialingCode, setDialingCode] = useState('');
  const [adult, setAdult] = useState(false);
  // The date of birth: always asked, judged against the site's minimum age (the platform judges it again).
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [dateOfBirthError, setDateOfBirthError] = useState<string | null>(null);
  const [terms, setTerms] = useState(false);
  const [termsWarning, setTermsWarning] = useState(false);
  const [invitationWarning, setInvitationWarning] = useState<string | null>(null);

  const rules = settings.data?.fields;
  const minimumAge = settings.data?.minimumAge ?? 18;
  const dateOfBirthProblem = (): string | null => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth)) return t('register.date_of_birth_required');
    return yearsSince(dateOfBirth) < minimumAge ? t('register.under_age', { age: minimumAge }) : null;
  };
  const planned: PlannedField[] = useMemo(() => (rules ? planFields(rules, { type, sms, affiliateShown }) : []), [rules, type, sms, affiliateShown]);
  const shown = (field: RegisterField) => planned.some((entry) => entry.field === field);
  const ruleOf = (field: RegisterField) => planned.find((entry) => entry.field === field)?.rule;
  // The registration itself needs a captcha when its rule is on; every code send needs one anyway.
  const captcha = useCodeCaptcha({ submitNeedsCaptcha: shown('captcha') });
  const captchaOnScreen = sms || shown('captcha');
  const schema = useMemo(() => registerSchema(t, planned), [t, planned]);
  const fieldNames = useMemo(() => planned.map((entry) => entry.field), [planned]);
  const form = useZodForm(schema, {}, { fields: fieldNames });
  const { values, errors, setValue } = form;

  const switchType = (next: RegisterType) => {
    if (next === type) return;
    setChosenType(next);
    form.clearErrors();
    // Switching the type reloads the captcha.
    captcha.refresh();
  };

  /** The number judged by its rule alone, before a code is sent to it. */
  const mobileProblem = (mobileNum: string) => {
    const issue = validateFields(planned.filter((entry) => entry.field === 'mobileNum'), { mobileNum }).mobileNum;
    return issue && issueText(t, issue);
  };

  const sendCode = () => {
    const username = type === 'username' ? normalised('username', values.username ?? '') : '';
    return postRegisterCode({
      countryDialingCode: dialingCode,
      mobileNo: normalised('mobileNum', values.mobileNum ?? ''),
      ...(username ? { username } : {}),
      ...captcha.payload(),
    });
  };

  /** Show a refusal under the field the platform names, else above the submit button. */
  const showRefusal = (error: unknown) => {
    // A captcha answer is single use: a refusal after the platform checked it spends it.
    if (shown('captcha') && !(error instanceof ApiError && CAPTCHA_UNUSED_CODES.includes(error.errorCode))) captcha.refresh();
    if (captcha.showRefusal(error)) return;
    if (error instanceof ApiError && error.field === 'dateOfBirth') {
      setDateOfBirthError(error.errorCode === 'UNDER_AGE' ? t('register.under_age', { age: minimumAge }) : errorText(t, error));
      return;
    }
    const { field, text } = placeRefusal(t, error, serverFieldsOf(planned));
    if (field) form.setError(field, text);
    else form.setFormError(text);
  };

  const buildRequest = (affiliateCode: string | undefined): RegisterRequest => {
    const value = (field: RegisterField) => normalised(field, values[field] ?? '');
    const mobile = shown('mobileNum') ? value('mobileNum') : '';
    const request: RegisterRequest = {
      username: type === 'mobile' ? mobile : value('username'),
      password: value('password'),
      confirmPassword: value('confirmPassword'),
      registerMethod: 'WEB',
      login: true,
      dateOfBirth,
      domain,
      // The platform keeps at most 2048 characters of the address.
      registerUrl: typeof window === 'undefined' ? '' : window.location.href.slice(0, 2048),
    };
    if (mobile) {
      request.mobileNum = mobile;
      request.countryDialingCode = dialingCode;
    }
    for (const { field } of planned) {
      if (['username', 'password', 'confirmPassword', 'mobileNum', 'affiliateCode', 'captcha'].includes(field)) continue;
      const typed = value(field);
      if (typed) (request as unknown as Record<string, string>)[field] = typed;
    }
    if (shown('captcha')) Object.assign(request, captcha.payload());
    if (affiliateCode) request.affiliateCode = affiliateCode;
    if (referralCode) request.referralCode = referralCode;
    return request;
  };

  // The registration is a react-query mutation under the loader; one at a time.
  const registering = useMutation(
    {
      mutationFn: async () => {
        let affiliateCode: string | undefined;
        if (affiliateShown) {
          const typed = normalised('affiliateCode', values.affiliateCode ?? '');
          if (shown('affiliateCode') && typed) {
            try {
              await fetchAffiliate(typed, domain);
            } catch (error) {
              setInvitationWarning(error instanceof ApiError && error.errorCode === 'AFFILIATE_INVALID' ? t('register.invalid_invitation') : errorText(t, error));
              return;
            }
            affiliateCode = typed;
          }
        } else if (urlCode) {
          affiliateCode = urlCode;
        }
        await startSession(await putRegister(type, buildRequest(affiliateCode)));
        onDone?.();
        navigate('/');
      },
      onError: showRefusal,
    },
    queryClient,
  );
  const busy = registering.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (busy || !rules) {
      event.preventDefault();
      return;
    }
    if (!adult || !terms) {
      event.preventDefault();
      form.setFormError(null);
      setTermsWarning(true);
      return;
    }
    // The captcha is judged by its rule beside the fields, so every problem shows at once.
    const captchaIssue = validateFields(
      planned.filter((entry) => entry.field === 'captcha'),
      { captcha: captcha.answer },
    ).captcha;
    if (captchaIssue) captcha.setError(captchaIssue.kind === 'required' ? t('kit.captcha_empty') : issueText(t, captchaIssue));
    const birthProblem = dateOfBirthProblem();
    setDateOfBirthError(birthProblem);
    form.submit(() => (captchaIssue || birthProblem ? undefined : registering.mutate()))(event);
  };

  if (whiteLabel.DIRECTREG3 === false) {
    return (
      <p className={styles.status} role="status">
        {t('register.closed')}
      </p>
    );
  }

  if (!rules) {
    return settings.isError ? (
      <div className={styles.status} role="alert">
        <p>{t('register.load_failed')}</p>
        <button type="button" className={styles.retry} onClick={() => void settings.refetch()}>
          {t('register.retry')}
        </button>
      </div>
    ) : (
      <p className={styles.status} role="status">
        {t('register.loading')}
      </p>
    );
  }

  const field = (name: RegisterField, extra: { hint?: ReactNode; prefix?: ReactNode; inputMode?: 'numeric' | 'email' | 'tel' } = {}) => {
    const rule = ruleOf(name);
    if (!rule) return null;
    const input = {
      autoComplete: AUTOCOMPLETE[name] ?? 'off',
      autoCapitalize: name === 'payeeName' ? 'characters' : 'off',
      spellCheck: false,
      inputMode: extra.inputMode,
      'aria-required': rule.required || undefined,
      value: values[name] ?? '',
      onChange: (value: string) => setValue(name, value),
    };
    const password = name === 'password' || name === 'confirmPassword' || rule.type === 'password';
    return (
      <Field key={name} label={t(`fields.${name}`)} name={name} error={errors[name]} hint={extra.hint} prefix={extra.prefix} announceError>
        {password ? <PasswordInput {...input} /> : <TextInput {...input} type={rule.type === 'date' || rule.type === 'email' || rule.type === 'tel' ? rule.type : 'text'} />}
      </Field>
    );
  };

  /** The number or the code, for the way in by phone. */
  const phoneField = (name: 'mobileNum' | 'verificationCode'): PhoneCodeField => ({
    label: t(`fields.${name}`),
    name,
    value: values[name] ?? '',
    onChange: (value) => setValue(name, value),
    error: errors[name],
    required: ruleOf(name)?.required,
  });

  const patternHint = (name: RegisterField) => {
    const rule = ruleOf(name);
    return rule ? issueText(t, { kind: 'pattern', patternId: rule.patternId, min: rule.minLength, max: rule.maxLength }) : undefined;
  };

  const fields = (
    <>
      {field('username', { hint: patternHint('username') })}
      {field('password', { hint: patternHint('password') })}
      {field('confirmPassword')}
      {sms ? (
        <PhoneCodeFields
          mobile={phoneField('mobileNum')}
          dialingCode={dialingCode}
          onDialingCodeChange={setDialingCode}
          captcha={captcha}
          code={{ ...phoneField('verificationCode'), hint: t('register.code_hint') }}
          mobileProblem={mobileProblem}
          onMobileProblem={(message) => form.setError('mobileNum', message)}
          send={sendCode}
        />
      ) : (
        field('mobileNum', { inputMode: 'tel', prefix: <CountryCodePicker value={dialingCode} onChange={setDialingCode} /> })
      )}
      {field('payeeName', { hint: t('register.payee_hint') })}
      <Field label={t('register.date_of_birth')} name="dateOfBirth" error={dateOfBirthError ?? undefined} hint={t('register.date_of_birth_hint', { age: minimumAge })} announceError>
        <TextInput
          type="date"
          autoComplete="bday"
          aria-required
          max={new Date().toISOString().slice(0, 10)}
          value={dateOfBirth}
          onChange={(value) => {
            setDateOfBirth(value);
            setDateOfBirthError(null);
          }}
        />
      </Field>
      {field('email', { inputMode: 'email' })}
      {field('qqNum', { inputMode: 'numeric' })}
      {field('recommenderId')}
      {field('paymentPassword')}
      {field('line')}
      {field('whatsapp', { inputMode: 'tel' })}
      {field('facebook')}
      {field('wechat')}
      {field('idNumber')}
      {field('affiliateCode')}
      {!sms && captchaOnScreen && <CaptchaField {...captcha.fieldProps} />}
    </>
  );

  const openHelpOnTerms = (event: MouseEvent) => {
    // In a modal the help modal opens over it; without a listener the link goes to the page.
    if (bus.listenerCount('help:open') === 0) return;
    event.preventDefault();
    bus.emit('help:open', { section: 'terms' });
  };

  return (
    <>
      <form className={formStyles.form} aria-label={t('register.title')} noValidate onSubmit={submit}>
        {/* The panel is not named by its tab: the tab "Username" would then also name a region, beside the field "Username". */}
        <ModeTabs label={t('register.type_label')} tabs={[{ mode: 'username', label: t('register.tab_username') }, { mode: 'mobile', label: t('register.tab_mobile') }]} active={type} onSelect={switchType} panelNamedByTab={false} tabbed={bothTypes}>
          {fields}
        </ModeTabs>
        <label className={formStyles.check}>
          <input type="checkbox" checked={adult} onChange={(event) => setAdult(event.target.checked)} />
          {t('register.adult', { age: minimumAge })}
        </label>
        <label className={formStyles.check}>
          <input type="checkbox" checked={terms} onChange={(event) => setTerms(event.target.checked)} />
          {t('register.terms')}
        </label>
        <p className={formStyles.terms}>
          <Link to="/help#terms" onClick={openHelpOnTerms}>
            {t('register.terms_link')}
          </Link>
          {' · '}
          <Link to="/help">{t('register.help_link')}</Link>
        </p>
        <FormError error={form.formError} />
        <SubmitButton className={formStyles.touch} disabled={busy}>
          {t('register.submit')}
        </SubmitButton>
        <AuthLinks other={{ question: t('register.have_account'), link: t('register.login'), form: 'login' }} forgot={t('register.forgot')} />
      </form>
      <ConfirmDialog
        open={termsWarning}
        onClose={() => setTermsWarning(false)}
        title={t('register.warning')}
        text={t('register.terms_warning', { age: minimumAge })}
        data-testid="terms-warning"
      />
      <ConfirmDialog
        open={invitationWarning !== null}
        onClose={() => setInvitationWarning(null)}
        title={t('register.warning')}
        text={invitationWarning}
        buttons={[{ label: t('submit', { ns: 'common' }) }]}
        data-testid="invitation-warning"
      />
      <Loader visible={busy} label={t('register.working')} />
    </>
  );
}
