import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, queryClient, setLanguage, store, sessionAtom, updatePublicState, type RegisterFieldRule, type RegisterRequest } from '@site/shared';
import { createTestKeys, installWebCrypto } from '../../../testing/encrypted';
import { fakePlatform, ok, refusal, type Handler } from '@site/shared/testing';
import { CAPTCHA_PNG, COUNTRIES, renderWithProviders, resetSharedState } from '../../../testing/render';
import { loginValue, memberInfo } from '../../../testing/login-platform';
import { loginTexts } from '../../../i18n/login-texts';
import { registerTexts } from '../../../i18n/register-texts';
import RegisterForm from './register-form';
import RegisterScreen from './register-screen';

/** The seeded register settings of the platform (accounts brief). */
const SETTINGS: RegisterFieldRule[] = [
  { field: 'username', enabled: true, required: true, patternId: 'LETTER_FIRST_ALPHANUMERIC', acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', minLength: 6, maxLength: 16, type: 'text' },
  { field: 'password', enabled: true, required: true, patternId: 'LETTERS_AND_DIGITS', acceptedPattern: '*', minLength: 6, maxLength: 20, type: 'password' },
  { field: 'confirmPassword', enabled: true, required: true, patternId: 'ANY', acceptedPattern: '*', minLength: 0, maxLength: 20, type: 'password' },
  { field: 'mobileNum', enabled: true, required: false, patternId: 'MOBILE', acceptedPattern: '^[0-9]+$', minLength: 6, maxLength: 15, type: 'tel' },
  { field: 'verificationCode', enabled: true, required: false, patternId: 'DIGITS', acceptedPattern: '^[0-9]+$', minLength: 4, maxLength: 8, type: 'text' },
  { field: 'captcha', enabled: true, required: true, patternId: 'ALPHANUMERIC', acceptedPattern: '^[A-Za-z0-9]+$', minLength: 4, maxLength: 6, type: 'text' },
  { field: 'email', enabled: true, required: false, patternId: 'EMAIL', acceptedPattern: '*', minLength: 5, maxLength: 100, type: 'email' },
  { field: 'payeeName', enabled: true, required: false, patternId: 'FULL_NAME', acceptedPattern: '*', minLength: 2, maxLength: 50, type: 'text' },
  { field: 'affiliateCode', enabled: true, required: false, patternId: 'ALPHANUMERIC', acceptedPattern: '^[A-Za-z0-9]+$', minLength: 4, maxLength: 20, type: 'text' },
  { field: 'qqNum', enabled: false, required: false, patternId: 'DIGITS', acceptedPattern: '^[0-9]+$', minLength: 5, maxLength: 12, type: 'text' },
  { field: 'wechat', enabled: false, required: false, patternId: 'NO_SPACES', acceptedPattern: '*', minLength: 1, maxLength: 50, type: 'text' },
];

const keys = createTestKeys();

function registerPlatform(extra: Record<string, Handler> = {}, settings: RegisterFieldRule[] = SETTINGS) {
  installWebCrypto();
  const platform = fakePlatform({
    'GET /wps/session/key/rsa': () => ok(keys.value),
    'GET /wps/system/setting/register': () => ok({ fields: settings }),
    'GET /wps/captcha': () => ok(CAPTCHA_PNG),
    'GET /wps/system/countries': () => ok(COUNTRIES),
    'GET /wps/agent/affiliate': (config) =>
      config.params?.code === 'DEMOAGENT' ? ok({ code: 'DEMOAGENT', agentAccount: 'demoagent' }) : refusal('AFFILIATE_INVALID', 'Invalid invitation code', 400, null),
    'POST /wps/verification/sms/register': () => ok({ expiredMinutes: 1 }),
    'PUT /wps/member/register': () => ok(loginValue({ account: 'newplayer1', token: 'new-token', firstTimeLogin: true })),
    'PUT /wps/member/register/mobile': () => ok(loginValue({ account: '912345678', token: 'mobile-token', firstTimeLogin: true })),
    'GET /wps/member/info': () => ok(memberInfo({ account: 'newplayer1' })),
    ...extra,
  });
  return {
    platform,
    registrations: (route: 'PUT /wps/member/register' | 'PUT /wps/member/register/mobile' = 'PUT /wps/member/register') =>
      platform.callsTo(route).map((call) => keys.decrypt(call) as RegisterRequest),
  };
}

beforeEach(async () => {
  await resetSharedState();
  updatePublicState({ whiteLabel: { DIRECTREG3: true, USERNAMEREG3: true } });
  registerPlatform();
});
afterEach(async () => {
  await act(() => setLanguage('en'));
});

async function renderForm(options: { route?: string; onDone?: () => void } = {}) {
  const view = renderWithProviders(<RegisterForm onDone={options.onDone} />, { route: options.route });
  const form = await screen.findByRole('form', { name: 'Register' });
  // The captcha image is there once its request answered.
  await within(form).findByRole('img', { name: 'Captcha' });
  return { ...view, form };
}

type User = ReturnType<typeof userEvent.setup>;

async function fillUsernameForm(user: User, patch: { username?: string; password?: string; confirm?: string } = {}) {
  await user.type(screen.getByLabelText('Username'), patch.username ?? 'newplayer1');
  await user.type(screen.getByLabelText('Password'), patch.password ?? 'secret123');
  await user.type(screen.getByLabelText('Confirm password'), patch.confirm ?? patch.password ?? 'secret123');
  await user.type(screen.getByLabelText('Captcha'), 'ab12');
}

/** The date of birth (a grown-up's) and the two boxes: what every registration that goes through gives. */
async function acceptTerms(user: User) {
  fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1990-01-01' } });
  await user.click(screen.getByRole('checkbox', { name: /I am over 18/ }));
  await user.click(screen.getByRole('checkbox', { name: /agree to the terms/ }));
}

describe('registration form: fields from the settings', () => {
  it('shows the enabled fields only, with the pattern hints of the rules', async () => {
    await renderForm();
    for (const label of ['Username', 'Password', 'Confirm password', 'Mobile number', 'Email', 'Real name', 'Invitation code', 'Captcha']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.queryByLabelText('QQ number')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('WeChat')).not.toBeInTheDocument();
    // No SMS check in the username type without REGMOBVERF3.
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('6-16 letters or digits, starting with a letter, no spaces or special characters');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('6-20 characters, letters and digits only (at least one of each), no spaces or symbols');
    expect(screen.getByLabelText('Real name')).toHaveAccessibleDescription(/capital letters and match your bank account name/);
  });

  it('lets each password be shown and hidden', async () => {
    const user = userEvent.setup();
    await renderForm();
    const toggles = screen.getAllByRole('button', { name: 'Show password' });
    expect(toggles).toHaveLength(2);
    await user.click(toggles[1]!);
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('says so when the settings cannot be loaded, and retries', async () => {
    let fail = true;
    registerPlatform({ 'GET /wps/system/setting/register': () => (fail ? refusal('UNKNOWN', 'down', 500) : ok({ fields: SETTINGS })) });
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The registration form could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('form', { name: 'Register' })).toBeInTheDocument();
  });

  it('shows no form when the site has registration off', async () => {
    registerPlatform();
    updatePublicState({ whiteLabel: { DIRECTREG3: false, USERNAMEREG3: true } });
    renderWithProviders(<RegisterForm />);
    expect(screen.getByRole('status')).toHaveTextContent('Registration is not available on this site.');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});

describe('registration type (username or mobile, by white-label flag)', () => {
  it('defaults to mobile when MOBILENUMREG3 is on and offers tabs when both types are; switching reloads the captcha', async () => {
    const { platform } = registerPlatform();
    updatePublicState({ whiteLabel: { DIRECTREG3: true, USERNAMEREG3: true, MOBILENUMREG3: true } });
    const user = userEvent.setup();
    await renderForm();
    expect(screen.getByRole('tab', { name: 'Mobile' })).toHaveAttribute('aria-selected', 'true');
    // In the mobile type the number is the username, so there is no username field; the code is needed.
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toBeInTheDocument();
    const captchas = platform.callsTo('GET /wps/captcha').length;
    await user.type(screen.getByLabelText('Captcha'), 'zz99');

    await user.click(screen.getByRole('tab', { name: 'Username' }));
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
    await waitFor(() => expect(platform.callsTo('GET /wps/captcha')).toHaveLength(captchas + 1));
    // The new image cleared the old answer.
    expect(screen.getByLabelText('Captcha')).toHaveValue('');
    const keysSeen = platform.callsTo('GET /wps/captcha').map((call) => call.params?.key);
    expect(new Set(keysSeen).size).toBe(keysSeen.length);
  });

  it('has no tabs when only the mobile type is on', async () => {
    registerPlatform();
    updatePublicState({ whiteLabel: { DIRECTREG3: true, MOBILENUMREG3: true } });
    await renderForm();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toBeInTheDocument();
  });

  it('asks for the SMS code in the username type when REGMOBVERF3 is on, the mobile number then required', async () => {
    registerPlatform();
    updatePublicState({ whiteLabel: { DIRECTREG3: true, USERNAMEREG3: true, REGMOBVERF3: true } });
    const user = userEvent.setup();
    await renderForm();
    expect(screen.getByLabelText('Verification code')).toBeInTheDocument();
    await acceptTerms(user);
    await fillUsernameForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription('Input cannot be empty');
    expect(screen.getByLabelText('Verification code')).toHaveAccessibleDescription(/Press Send code.*Input cannot be empty/);
  });
});

describe('the code field hint', () => {
  it('tells how to get the code, in words that are no error, before anything was sent', async () => {
    registerPlatform();
    updatePublicState({ whiteLabel: { DIRECTREG3: true, USERNAMEREG3: true, REGMOBVERF3: true } });
    await renderForm();
    const code = screen.getByLabelText('Verification code');
    expect(code).toHaveAccessibleDescription('Press Send code, then enter the code we text to your mobile number.');
    expect(code).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each(['en', 'es', 'vi', 'zh'] as const)('names the Send code button in the hint, and no requirement (%s)', (language) => {
    const hint = (registerTexts[language].register as { code_hint: string }).code_hint;
    expect(hint).toContain((loginTexts[language].kit as { send_code: string }).send_code);
    expect(hint).not.toMatch(/required|requiere|Bắt buộc|必须/i);
  });
});

describe('the SMS code button', () => {
  it('checks the number first, then the captcha; sends both with the dialing code and the username, counts down and loads a new captcha', async () => {
    const { platform } = registerPlatform();
    updatePublicState({ whiteLabel: { DIRECTREG3: true, USERNAMEREG3: true, REGMOBVERF3: true } });
    const user = userEvent.setup();
    await renderForm();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(platform.callsTo('POST /wps/verification/sms/register')).toHaveLength(0);
    expect(screen.getByText('Input cannot be empty')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Username'), 'newplayer1');
    await user.type(screen.getByLabelText('Mobile number'), '0912 345 678');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country code' })).not.toHaveValue(''));
    const dialing = (screen.getByRole('combobox', { name: 'Country code' }) as HTMLInputElement).value.split(' ').pop();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    // Every code send needs a captcha answer.
    expect(screen.getByLabelText('Captcha')).toHaveAccessibleDescription(
      'Type the characters in the picture, then press Send code. Click the picture for a new one. Enter the characters in the picture',
    );
    expect(platform.callsTo('POST /wps/verification/sms/register')).toHaveLength(0);

    await user.type(screen.getByLabelText('Captcha'), 'ab12');
    const sendKey = platform.callsTo('GET /wps/captcha').at(-1)!.params.key as string;
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(platform.callsTo('POST /wps/verification/sms/register')).toHaveLength(1));
    expect(JSON.parse(platform.callsTo('POST /wps/verification/sms/register')[0]!.data as string)).toEqual({
      countryDialingCode: dialing,
      mobileNo: '0912345678',
      username: 'newplayer1',
      captcha: 'ab12',
      captchaKey: sendKey,
    });
    // 60 s per expired minute.
    expect(await screen.findByRole('button', { name: 'Send code (60s)' })).toBeDisabled();
    // The send used the answer up; the registration needs the new picture's.
    await waitFor(() => expect(platform.callsTo('GET /wps/captcha').at(-1)!.params.key).not.toBe(sendKey));
    expect(screen.getByLabelText('Captcha')).toHaveValue('');
    expect(screen.getByLabelText('Captcha')).toHaveAccessibleDescription('Each picture works once. Type the characters in this new one to continue. Click it for another.');
  });

  it('shows the captcha for the send, before the code field, when the register rules have no captcha; the registration then carries none', async () => {
    const { platform, registrations } = registerPlatform(
      {},
      SETTINGS.map((rule) => (rule.field === 'captcha' ? { ...rule, enabled: false } : rule)),
    );
    updatePublicState({ whiteLabel: { DIRECTREG3: true, MOBILENUMREG3: true } });
    const onDone = jest.fn();
    const user = userEvent.setup();
    await renderForm({ onDone });
    const captcha = screen.getByLabelText('Captcha');
    expect(captcha.compareDocumentPosition(screen.getByLabelText('Verification code')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.type(screen.getByLabelText('Mobile number'), '912345678');
    await user.type(captcha, 'ab12');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(platform.callsTo('POST /wps/verification/sms/register')).toHaveLength(1));
    expect(JSON.parse(platform.callsTo('POST /wps/verification/sms/register')[0]!.data as string)).toMatchObject({ captcha: 'ab12' });
    // Only another send needs the new picture.
    await waitFor(() => expect(platform.callsTo('GET /wps/captcha')).toHaveLength(2));
    expect(screen.getByLabelText('Captcha')).toHaveAccessibleDescription('Type the characters in the picture, then press Send code. Click the picture for a new one.');

    await acceptTerms(user);
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'secret123');
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [sent] = registrations('PUT /wps/member/register/mobile');
    expect(sent).not.toHaveProperty('captcha');
    expect(sent).not.toHaveProperty('captchaKey');
  });

  it('shows a refused send in a warning with a submit button, and loads a new captcha', async () => {
    const { platform } = registerPlatform({ 'POST /wps/verification/sms/register': () => refusal('SMS_TOO_FREQUENT', 'too frequent', 429) });
    updatePublicState({ whiteLabel: { DIRECTREG3: true, MOBILENUMREG3: true } });
    const user = userEvent.setup();
    await renderForm();
    await user.type(screen.getByLabelText('Mobile number'), '912345678');
    await user.type(screen.getByLabelText('Captcha'), 'ab12');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const warning = await screen.findByTestId('sms-code-failure');
    expect(warning).toHaveTextContent('Too many requests. Please wait a moment before asking for another code.');
    await waitFor(() => expect(platform.callsTo('GET /wps/captcha')).toHaveLength(2));
    expect(within(warning).getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });
});

describe('the invitation (affiliate) field', () => {
  it('is shown when the address carries no code', async () => {
    registerPlatform();
    await renderForm({ route: '/register' });
    expect(screen.getByLabelText('Invitation code')).toBeInTheDocument();
  });

  it('is hidden when the code of the address passes the check, and that code is sent', async () => {
    const { platform, registrations } = registerPlatform();
    const user = userEvent.setup();
    await renderForm({ route: '/register?affiliateCode=DEMOAGENT&referralCode=FRIEND7' });
    await waitFor(() => expect(platform.callsTo('GET /wps/agent/affiliate')).toHaveLength(1));
    expect(platform.callsTo('GET /wps/agent/affiliate')[0]!.params).toEqual({ code: 'DEMOAGENT', domain: 'localhost' });
    expect(screen.queryByLabelText('Invitation code')).not.toBeInTheDocument();
    await acceptTerms(user);
    await fillUsernameForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(registrations()).toHaveLength(1));
    expect(registrations()[0]).toMatchObject({ affiliateCode: 'DEMOAGENT', referralCode: 'FRIEND7' });
  });

  it('is shown when the code of the address fails the check', async () => {
    registerPlatform();
    renderWithProviders(<RegisterForm />, { route: '/register?referralCode=NOPE1' });
    expect(await screen.findByLabelText('Invitation code')).toBeInTheDocument();
  });
});

describe('date of birth and the minimum age', () => {
  /** A date `years` ago, shifted by `days` (on this device's calendar, as the form counts). */
  const bornYearsAgo = (years: number, days = 0) => {
    const date = new Date();
    date.setFullYear(date.getFullYear() - years);
    date.setDate(date.getDate() + days);
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  };

  it("words the age box and the hint with the site's minimum age (21 on the PH brand) and refuses a younger person before sending", async () => {
    const { platform } = registerPlatform({ 'GET /wps/system/setting/register': () => ok({ fields: SETTINGS, minimumAge: 21 }) });
    const user = userEvent.setup();
    await renderForm();
    const birth = screen.getByLabelText('Date of birth');
    expect(birth).toHaveAccessibleDescription('You must be 21 or over to register.');
    await user.click(screen.getByRole('checkbox', { name: 'I am over 21 years old' }));
    await user.click(screen.getByRole('checkbox', { name: /agree to the terms/ }));
    await fillUsernameForm(user);
    fireEvent.change(birth, { target: { value: bornYearsAgo(21, 1) } });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(birth).toHaveAccessibleDescription(/You must be 21 or over to register\..*You must be 21 or over to register\./);
    expect(platform.callsTo('PUT /wps/member/register')).toHaveLength(0);

    fireEvent.change(birth, { target: { value: bornYearsAgo(21, -1) } });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(platform.callsTo('PUT /wps/member/register')).toHaveLength(1));
  });

  it('asks for the date when it is missing, and shows the platform\'s UNDER_AGE under the field', async () => {
    const { platform } = registerPlatform({
      'PUT /wps/member/register': () => ({ data: { success: false, value: null, errorCode: 'UNDER_AGE', message: 'You must be 18 or over to register', field: 'dateOfBirth' }, status: 403 }),
    });
    const user = userEvent.setup();
    await renderForm();
    await user.click(screen.getByRole('checkbox', { name: /I am over 18/ }));
    await user.click(screen.getByRole('checkbox', { name: /agree to the terms/ }));
    await fillUsernameForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription(/Enter your date of birth\./);
    expect(platform.callsTo('PUT /wps/member/register')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '2000-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription(/You must be 18 or over to register\..*You must be 18 or over to register\./));
  });
});

describe('submit flow', () => {
  it('stops at the terms: a warning, nothing judged, nothing sent', async () => {
    const { platform } = registerPlatform();
    const user = userEvent.setup();
    await renderForm();
    await user.click(screen.getByRole('checkbox', { name: /I am over 18/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const warning = screen.getByTestId('terms-warning');
    expect(warning).toHaveTextContent('Please confirm that you are over 18 and agree to the terms and conditions.');
    expect(screen.queryByText('Input cannot be empty')).not.toBeInTheDocument();
    await user.click(within(warning).getByRole('button', { name: 'CLOSE' }));
    expect(screen.queryByTestId('terms-warning')).not.toBeInTheDocument();
    expect(platform.callsTo('PUT /wps/member/register')).toHaveLength(0);
  });

  it('stops at the fields: every problem under its field, nothing sent', async () => {
    const { platform } = registerPlatform();
    const user = userEvent.setup();
    await renderForm();
    await acceptTerms(user);
    await user.type(screen.getByLabelText('Username'), '1player');
    await user.type(screen.getByLabelText('Password'), 'onlyletters');
    await user.type(screen.getByLabelText('Confirm password'), 'different1');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Real name'), 'john doe');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const errorOf = (label: string) => screen.getByLabelText(label).getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent).join(' | ');
    expect(errorOf('Username')).toContain('6-16 letters or digits, starting with a letter');
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf('Password')).toContain('6-20 characters, letters and digits only (at least one of each), no spaces or symbols');
    expect(errorOf('Confirm password')).toContain('Incorrect confirmation input');
    expect(errorOf('Email')).toContain('Please enter a valid email address of 5-100 characters');
    expect(errorOf('Real name')).toContain('Real name format incorrect');
    expect(errorOf('Captcha')).toContain('Enter the characters in the picture');
    expect(screen.getByLabelText('Invitation code')).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByRole('alert')).toHaveLength(6);
    expect(platform.callsTo('PUT /wps/member/register')).toHaveLength(0);
    expect(platform.callsTo('GET /wps/agent/affiliate')).toHaveLength(0);

    // Typing into a field clears its error.
    await user.type(screen.getByLabelText('Username'), 'x');
    expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-invalid');
  });

  it('stops at a typed invitation code that fails the check: a warning with a submit-labelled button', async () => {
    const { platform } = registerPlatform();
    const user = userEvent.setup();
    await renderForm();
    await acceptTerms(user);
    await fillUsernameForm(user);
    await user.type(screen.getByLabelText('Invitation code'), 'WRONG1');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const warning = await screen.findByTestId('invitation-warning');
    expect(warning).toHaveTextContent('Invalid invitation code');
    expect(platform.callsTo('GET /wps/agent/affiliate')[0]!.params).toMatchObject({ code: 'WRONG1' });
    expect(platform.callsTo('PUT /wps/member/register')).toHaveLength(0);
    await user.click(within(warning).getByRole('button', { name: 'Submit' }));
    expect(screen.queryByTestId('invitation-warning')).not.toBeInTheDocument();
    expect(screen.queryByTestId('loader')).not.toBeInTheDocument();
  });

  it('registers, signs the new member in, loads the member info, closes and goes home', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { platform, registrations } = registerPlatform({
      'PUT /wps/member/register': async () => {
        await gate;
        return ok(loginValue({ account: 'newplayer1', token: 'new-token', customerId: '77', type: 0, firstTimeLogin: true }));
      },
    });
    const onDone = jest.fn();
    const sessions: boolean[] = [];
    const off = bus.on('session:changed', ({ loggedIn }) => sessions.push(loggedIn));
    const user = userEvent.setup();
    await renderForm({ route: '/register', onDone });
    await acceptTerms(user);
    await fillUsernameForm(user, { username: '  newplayer1 ' });
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Real name'), 'JOHN DOE');
    await user.type(screen.getByLabelText('Invitation code'), 'DEMOAGENT');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByTestId('loader')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
    release();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    off();

    const [sent] = registrations();
    expect(sent).toEqual({
      username: 'newplayer1',
      password: 'secret123',
      confirmPassword: 'secret123',
      email: 'new@example.com',
      payeeName: 'JOHN DOE',
      captcha: 'ab12',
      captchaKey: platform.callsTo('GET /wps/captcha').at(-1)!.params.key,
      affiliateCode: 'DEMOAGENT',
      registerMethod: 'WEB',
      login: true,
      dateOfBirth: '1990-01-01',
      domain: 'localhost',
      registerUrl: 'http://localhost/',
    });
    // The typed invitation code was checked before the registration.
    expect(platform.calls.findIndex((call) => call.url === '/wps/agent/affiliate')).toBeLessThan(platform.calls.findIndex((call) => call.url === '/wps/member/register'));
    expect(store.get(sessionAtom)).toMatchObject({ token: 'new-token', account: 'newplayer1', customerId: '77', isAgent: 0 });
    expect(sessionStorage.getItem('token')).toBe('new-token');
    expect(sessions).toEqual([true]);
    expect(platform.callsTo('GET /wps/member/info')).toHaveLength(1);
    expect(platform.callsTo('GET /wps/member/info')[0]!.headers.get('Authorization')).toBe('new-token');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(screen.queryByTestId('loader')).not.toBeInTheDocument();
  });

  it('registers by mobile number: the number is the username, sent to the mobile route with its code', async () => {
    const { registrations } = registerPlatform();
    updatePublicState({ whiteLabel: { DIRECTREG3: true, MOBILENUMREG3: true } });
    const onDone = jest.fn();
    const user = userEvent.setup();
    await renderForm({ onDone });
    await acceptTerms(user);
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'secret123');
    await user.type(screen.getByLabelText('Mobile number'), '912-345-678');
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.type(screen.getByLabelText('Captcha'), 'ab12');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [sent] = registrations('PUT /wps/member/register/mobile');
    expect(sent).toMatchObject({ username: '912345678', mobileNum: '912345678', verificationCode: '123456', registerMethod: 'WEB', login: true });
    expect(sent?.countryDialingCode).toMatch(/^\+\d+$/);
    expect(store.get(sessionAtom)?.token).toBe('mobile-token');
  });

  it('shows a refusal that names a field under that field, and spends the captcha', async () => {
    const { platform } = registerPlatform({
      'PUT /wps/member/register': () => ({ data: { success: false, value: null, errorCode: 'ACCOUNT_EXISTS', message: 'This username is already registered', field: 'username' }, status: 409 }),
    });
    const onDone = jest.fn();
    const user = userEvent.setup();
    await renderForm({ onDone });
    const captchas = platform.callsTo('GET /wps/captcha').length;
    await acceptTerms(user);
    await fillUsernameForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(/This username is already registered/);
    await waitFor(() => expect(platform.callsTo('GET /wps/captcha')).toHaveLength(captchas + 1));
    expect(onDone).not.toHaveBeenCalled();
    expect(store.get(sessionAtom)).toBeNull();
    expect(screen.queryByTestId('loader')).not.toBeInTheDocument();
  });

  it('shows a refusal without a field above the button, and a VALIDATION message under its field without the field name', async () => {
    let answer: Handler = () => refusal('FEATURE_DISABLED', 'This function is not enabled', 403);
    registerPlatform({ 'PUT /wps/member/register': (config) => answer(config) });
    const user = userEvent.setup();
    await renderForm();
    await acceptTerms(user);
    await fillUsernameForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent('This function is not enabled');

    answer = () => ({ data: { success: false, value: null, errorCode: 'VALIDATION', message: 'email: must be unique', field: 'email' }, status: 400 });
    await user.type(screen.getByLabelText('Email'), 'a@b.co');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('must be unique'));
    expect(screen.queryByTestId('form-error')).not.toBeInTheDocument();
  });

  it('follows the language, pattern messages included', async () => {
    registerPlatform();
    const user = userEvent.setup();
    await act(() => setLanguage('zh'));
    renderWithProviders(<RegisterForm />);
    const form = await screen.findByRole('form', { name: '注册' });
    await user.click(within(form).getByRole('checkbox', { name: '我已年满18周岁' }));
    await user.click(within(form).getByRole('checkbox', { name: '我已阅读并同意条款与条件' }));
    await user.type(screen.getByLabelText('用户名'), 'ab');
    await user.click(within(form).getByRole('button', { name: '注册' }));
    expect(screen.getByLabelText('用户名')).toHaveAccessibleDescription(/6-16位字母或数字，以字母开头/);
  });
});

describe('links', () => {
  it('opens the login and forgot-password modals through the bus', async () => {
    registerPlatform();
    const user = userEvent.setup();
    const opened: string[] = [];
    const offs = [bus.on('auth:open-login', () => opened.push('login')), bus.on('auth:open-forgot', () => opened.push('forgot'))];
    await renderForm();
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    await user.click(screen.getByRole('link', { name: 'Forgot password' }));
    offs.forEach((off) => off());
    expect(opened).toEqual(['login', 'forgot']);
    expect(screen.getByRole('link', { name: 'Read the terms and conditions' })).toHaveAttribute('href', '/help#terms');
    expect(screen.getByRole('link', { name: 'Help centre' })).toHaveAttribute('href', '/help');
  });

  it('asks the help modal for the terms when one listens', async () => {
    registerPlatform();
    const user = userEvent.setup();
    const asked = jest.fn();
    const off = bus.on('help:open', asked);
    await renderForm();
    await user.click(screen.getByRole('link', { name: 'Read the terms and conditions' }));
    off();
    expect(asked).toHaveBeenCalledWith({ section: 'terms' });
  });

  it('builds its hints from the server rule: other bounds, other hint', async () => {
    registerPlatform({}, SETTINGS.map((rule) => (rule.field === 'username' ? { ...rule, minLength: 2, maxLength: 15 } : rule)));
    await renderForm();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('2-15 letters or digits, starting with a letter, no spaces or special characters');
  });

  it('says which characters a password may have when it carries a symbol', async () => {
    const user = userEvent.setup();
    const { platform } = registerPlatform();
    await renderForm();
    await fillUsernameForm(user, { password: 'secret12!' });
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toContain('6-20 characters, letters and digits only (at least one of each), no spaces or symbols');
    expect(platform.callsTo('PUT /wps/member/register')).toHaveLength(0);
  });
});

describe('/register screen', () => {
  it('is a page with its title and the form', async () => {
    registerPlatform();
    renderWithProviders(<RegisterScreen />, { route: '/register.html' });
    expect(screen.getByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Register' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('data-testid', 'auth-register-page');
  });
});

afterAll(() => {
  queryClient.clear();
});
