import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage, type RegisterFieldRule, type ResetPasswordByPhoneRequest } from '@site/shared';
import { createTestKeys, installWebCrypto } from '../../../testing/encrypted';
import { fakePlatform, ok, refusal, type Handler } from '@site/shared/testing';
import { CAPTCHA_PNG, COUNTRIES, renderWithProviders, resetSharedState } from '../../../testing/render';
import ForgotPasswordForm from './forgot-password-form';
import ForgotPasswordScreen from './forgot-password-screen';

const SETTINGS: RegisterFieldRule[] = [
  { field: 'password', enabled: true, required: true, patternId: 'LETTERS_AND_DIGITS', acceptedPattern: '*', minLength: 6, maxLength: 20, type: 'password' },
  { field: 'mobileNum', enabled: true, required: false, patternId: 'MOBILE', acceptedPattern: '^[0-9]+$', minLength: 6, maxLength: 15, type: 'tel' },
  { field: 'verificationCode', enabled: true, required: false, patternId: 'DIGITS', acceptedPattern: '^[0-9]+$', minLength: 4, maxLength: 8, type: 'text' },
  { field: 'email', enabled: true, required: false, patternId: 'EMAIL', acceptedPattern: '*', minLength: 5, maxLength: 100, type: 'email' },
];

const keys = createTestKeys();

function forgotPlatform(extra: Record<string, Handler> = {}) {
  installWebCrypto();
  const platform = fakePlatform({
    'GET /wps/session/key/rsa': () => ok(keys.value),
    'GET /wps/system/setting/register': () => ok({ fields: SETTINGS }),
    'GET /wps/system/countries': () => ok(COUNTRIES),
    'GET /wps/captcha': () => ok(CAPTCHA_PNG),
    'POST /wps/member/password/email': () => ok(null),
    'POST /wps/verification/sms/noLogin': () => ok({ expiredMinutes: 5 }),
    'POST /wps/member/password/verification': () => ok(null),
    ...extra,
  });
  return { platform, resets: () => platform.callsTo('POST /wps/member/password/verification').map((call) => keys.decrypt(call) as ResetPasswordByPhoneRequest) };
}

beforeEach(async () => {
  await resetSharedState();
  forgotPlatform();
});
afterEach(async () => {
  await act(() => setLanguage('en'));
});

type User = ReturnType<typeof userEvent.setup>;

async function choosePhone(user: User) {
  await user.click(screen.getByRole('tab', { name: 'By phone' }));
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country code' })).not.toHaveValue(''));
  await screen.findByRole('img', { name: 'Captcha' });
}

/** The key of the newest captcha image the form asked for. */
function newestCaptchaKey(platform: ReturnType<typeof fakePlatform>): string {
  return (platform.callsTo('GET /wps/captcha').at(-1)?.params as { key: string }).key;
}

describe('forgot password by email', () => {
  it('is the first tab; it checks both fields before sending anything', async () => {
    const { platform } = forgotPlatform();
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordForm />);
    expect(screen.getByRole('form', { name: 'Forgot password' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'By email' })).toHaveAttribute('aria-selected', 'true');
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Input cannot be empty');
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address of 5-100 characters'));
    expect(platform.callsTo('POST /wps/member/password/email')).toHaveLength(0);
  });

  it('posts username and email as a form and shows the in_been_out message until confirmed', async () => {
    // The intro promises a link, not a temporary password.
    const { platform } = forgotPlatform();
    const onDone = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordForm onDone={onDone} />);
    expect(screen.getByText(/We will send you a link to set a new password\./)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), ' demoplayer ');
    await user.type(screen.getByLabelText('Email'), 'demo@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const done = await screen.findByTestId('forgot-password-done');
    // The platform answers alike whether or not the account exists: the message says "if".
    expect(done).toHaveTextContent('If the username and email match an account, we have sent a link to set a new password. It works once, for 15 minutes.');
    const [call] = platform.callsTo('POST /wps/member/password/email');
    expect(String(call!.headers['Content-Type'])).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(String(call!.data)))).toEqual({ username: 'demoplayer', email: 'demo@example.com' });
    expect(onDone).not.toHaveBeenCalled();
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('shows a refusal above the button', async () => {
    forgotPlatform({ 'POST /wps/member/password/email': () => refusal('TOO_MANY_ATTEMPTS', 'Too many requests. Please retry after 5 minutes.', 429) });
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText('Username'), 'ghost1');
    await user.type(screen.getByLabelText('Email'), 'ghost@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent('Too many requests. Please retry after 5 minutes.');
    expect(screen.queryByTestId('loader')).not.toBeInTheDocument();
  });
});

describe('forgot password by phone', () => {
  it('checks the number, then the captcha, before sending a code; sends both, counts down and loads a new captcha for the reset', async () => {
    const { platform } = forgotPlatform();
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordForm />);
    await choosePhone(user);
    await user.type(screen.getByLabelText('Mobile number'), '12a');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription('Phone format incorrect: 6-15 digits');
    expect(platform.callsTo('POST /wps/verification/sms/noLogin')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Mobile number'));
    await user.type(screen.getByLabelText('Mobile number'), '912 345 678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByLabelText('Captcha')).toHaveAccessibleDescription(
      'Type the characters in the picture, then press Send code. Click the picture for a new one. Enter the characters in the picture',
    );
    expect(platform.callsTo('POST /wps/verification/sms/noLogin')).toHaveLength(0);

    await user.type(screen.getByLabelText('Captcha'), 'AB12');
    const sendKey = newestCaptchaKey(platform);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(platform.callsTo('POST /wps/verification/sms/noLogin')).toHaveLength(1));
    const sent = JSON.parse(String(platform.callsTo('POST /wps/verification/sms/noLogin')[0]!.data));
    expect(sent).toEqual({ countryDialingCode: expect.stringMatching(/^\+\d+$/), mobileNo: '912345678', captcha: 'AB12', captchaKey: sendKey });
    expect(await screen.findByRole('button', { name: 'Send code (300s)' })).toBeDisabled();
    // The send used the answer up: a new picture, for the reset.
    await waitFor(() => expect(platform.callsTo('GET /wps/captcha')).toHaveLength(2));
    expect(newestCaptchaKey(platform)).not.toBe(sendKey);
    expect(screen.getByLabelText('Captcha')).toHaveValue('');
    expect(screen.getByLabelText('Captcha')).toHaveAccessibleDescription('Each picture works once. Type the characters in this new one to continue. Click it for another.');
  });

  it('shows a refused send under the captcha field when the platform names the captcha, else in the warning', async () => {
    let answer: Handler = () => ({ data: { success: false, value: null, errorCode: 'CAPTCHA_INVALID', message: 'Captcha check failed', field: 'captcha' }, status: 400 });
    const { platform } = forgotPlatform({ 'POST /wps/verification/sms/noLogin': (config) => answer(config) });
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordForm />);
    await choosePhone(user);
    await user.type(screen.getByLabelText('Mobile number'), '912345678');
    await user.type(screen.getByLabelText('Captcha'), 'AB12');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(screen.getByLabelText('Captcha')).toHaveAccessibleDescription(/The characters did not match the picture\. Please type the ones in the new picture\.$/));
    await waitFor(() => expect(platform.callsTo('GET /wps/captcha')).toHaveLength(2));
    expect(screen.queryByTestId('sms-code-failure')).not.toBeInTheDocument();

    answer = () => refusal('SMS_TOO_FREQUENT', 'too frequent', 429);
    await waitFor(() => expect(screen.getByLabelText('Captcha')).toHaveValue(''));
    await user.type(screen.getByLabelText('Captcha'), 'CD34');
    // One send a second: wait out the throttle before the second press.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByTestId('sms-code-failure')).toHaveTextContent('Too many requests. Please wait a moment before asking for another code.');
    await waitFor(() => expect(platform.callsTo('GET /wps/captcha')).toHaveLength(3));
  });

  it('checks number, code, new password and captcha, then resets with the encrypted call carrying the captcha and shows the message', async () => {
    const { platform, resets } = forgotPlatform();
    const onDone = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordForm onDone={onDone} />);
    await choosePhone(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription('Input cannot be empty');
    expect(screen.getByLabelText('Verification code')).toHaveAccessibleDescription('Input cannot be empty');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(/Please enter a new password/);
    expect(screen.getByLabelText('Captcha')).toHaveAccessibleDescription(/Enter the characters in the picture$/);
    await user.type(screen.getByLabelText('New password'), 'abcdefg');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(/6-20 characters, letters and digits only \(at least one of each\), no spaces or symbols$/);
    expect(resets()).toHaveLength(0);

    await user.type(screen.getByLabelText('Mobile number'), '912345678');
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.type(screen.getByLabelText('New password'), '1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(resets()).toHaveLength(0);
    await user.type(screen.getByLabelText('Captcha'), 'xy9z');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByTestId('forgot-password-done')).toHaveTextContent('Your password has been reset.');
    expect(resets()).toEqual([
      {
        mobileNum: '912345678',
        countryDialingCode: expect.stringMatching(/^\+\d+$/),
        verificationCode: '123456',
        newPassword: 'abcdefg1',
        captcha: 'xy9z',
        captchaKey: newestCaptchaKey(platform),
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('shows a refused code under the code field, and loads a new captcha (the refused reset used it up)', async () => {
    const { platform } = forgotPlatform({
      'POST /wps/member/password/verification': () => ({
        data: { success: false, value: null, errorCode: 'CODE_INVALID', message: 'Invalid or missing verification code', field: 'verificationCode' },
        status: 400,
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordForm />);
    await choosePhone(user);
    await user.type(screen.getByLabelText('Mobile number'), '912345678');
    await user.type(screen.getByLabelText('Verification code'), '000000');
    await user.type(screen.getByLabelText('New password'), 'abcdef12');
    await user.type(screen.getByLabelText('Captcha'), 'AB12');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByLabelText('Verification code')).toHaveAccessibleDescription('Invalid or missing verification code'));
    await waitFor(() => expect(platform.callsTo('GET /wps/captcha')).toHaveLength(2));
    expect(screen.getByLabelText('Captcha')).toHaveValue('');
    expect(screen.queryByTestId('forgot-password-done')).not.toBeInTheDocument();
  });
});

describe('/forget screen', () => {
  it('is a page with the form; after the message it goes to the login page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordScreen />, { route: '/forget' });
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), 'demoplayer');
    await user.type(screen.getByLabelText('Email'), 'demo@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('follows the language', async () => {
    await act(() => setLanguage('vi'));
    renderWithProviders(<ForgotPasswordScreen />);
    expect(screen.getByRole('form', { name: 'Quên mật khẩu' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Qua điện thoại' })).toBeInTheDocument();
  });
});
