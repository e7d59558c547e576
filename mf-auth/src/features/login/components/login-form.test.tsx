import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, i18n, queryClient, setLanguage, updatePublicState, useSession } from '@site/shared';
import { clearHeldLogin, getHeldLogin } from '../../../kit';
import { dismissAfterLogin } from '../../after-login';
import AuthModalHost from '../../auth-modals/components/auth-modal-host';
import { loginPlatform, loginValue } from '../../../testing/login-platform';
import { ok, refusal } from '@site/shared/testing';
import { renderWithProviders, resetSharedState } from '../../../testing/render';
import { forgetAccount, readRememberedAccount } from '../state/remembered-account';
import LoginScreen from './login-screen';

function SessionProbe() {
  const session = useSession();
  return <output data-testid="session">{session ? `${session.account}/${session.isAgent}/${session.token}` : 'none'}</output>;
}

/** The modal host as the shell mounts it, opened the way the header's button opens it. */
async function openLoginModal(route = '/live') {
  const view = renderWithProviders(
    <>
      <AuthModalHost />
      <SessionProbe />
    </>,
    { route },
  );
  act(() => bus.emit('auth:open-login'));
  const modal = await screen.findByTestId('auth-modal-login');
  return { ...view, modal, form: within(modal).getByRole('form', { name: 'Log in' }) };
}

beforeEach(async () => {
  await resetSharedState();
  dismissAfterLogin();
  clearHeldLogin();
  forgetAccount();
});
afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('login form: username and password', () => {
  it('shows the fields, remember-me, the links, and no code login, captcha or free play by default', async () => {
    loginPlatform(() => ok(loginValue()));
    const { form } = await openLoginModal();
    expect(within(form).getByLabelText('Username')).toBeInTheDocument();
    expect(within(form).getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(within(form).getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(within(form).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(within(form).getByRole('link', { name: 'Forgot password' })).toHaveAttribute('href', '/forget');
    expect(within(form).queryByRole('tab')).not.toBeInTheDocument();
    expect(within(form).queryByLabelText('Captcha')).not.toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Free play' })).not.toBeInTheDocument();
  });

  it('asks for both fields before calling the platform', async () => {
    const { platform } = loginPlatform(() => ok(loginValue()));
    const user = userEvent.setup();
    const { form } = await openLoginModal();
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    expect(within(form).getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Input cannot be empty', 'Input cannot be empty']);
    expect(within(form).getByLabelText('Username')).toBeInvalid();
    expect(platform.callsTo('POST /wps/session/login')).toHaveLength(0);
  });

  it('logs in with the encrypted call, stores the session, loads the member, closes, greets with the popup notices and goes home', async () => {
    const { platform, loginPayloads } = loginPlatform(() => ok(loginValue({ firstTimeLogin: false })));
    const user = userEvent.setup();
    const { form } = await openLoginModal('/live');
    await user.type(within(form).getByLabelText('Username'), '  player01 ');
    await user.type(within(form).getByLabelText('Password'), 'player1234');
    await user.click(within(form).getByRole('button', { name: 'Log in' }));

    const greeting = await screen.findByTestId('after-login');
    expect(greeting).toHaveAttribute('role', 'dialog');
    expect(loginPayloads()).toEqual([{ type: 'username', username: 'player01', password: 'player1234', side: 'member' }]);
    // Nothing readable travels: the body is the encrypted envelope.
    expect(JSON.stringify(platform.callsTo('POST /wps/session/login')[0]?.data)).not.toContain('player1234');
    expect(screen.getByTestId('session')).toHaveTextContent('player01/0/token-abc');
    expect(sessionStorage.getItem('token')).toBe('token-abc');
    expect(sessionStorage.getItem('merchantCode')).toBe('demo');
    expect(platform.callsTo('GET /wps/member/info')).toHaveLength(1);
    expect(screen.queryByTestId('auth-modal-login')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));

    expect(greeting).toHaveTextContent('Welcome back, player01!');
    expect(await within(greeting).findByText('Weekend bonus')).toBeInTheDocument();
    expect(greeting).toHaveTextContent('Deposit bonus all weekend');
    expect(greeting.querySelector('script')).toBeNull();
    await user.click(within(greeting).getByRole('button', { name: 'OK' }));
    expect(screen.queryByTestId('after-login')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the greeting that replaces the login form, and Escape leaves the focus on the page content', async () => {
    loginPlatform(() => ok(loginValue({ firstTimeLogin: false })));
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <header>
          <button type="button">Log in</button>
        </header>
        <main>
          <a href="#game-1">Game one</a>
          <a href="#game-2">Game two</a>
        </main>
        <AuthModalHost />
      </>,
      { route: '/live' },
    );
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    act(() => bus.emit('auth:open-login'));
    const form = within(await screen.findByTestId('auth-modal-login')).getByRole('form', { name: 'Log in' });
    await user.type(within(form).getByLabelText('Username'), 'player01');
    await user.type(within(form).getByLabelText('Password'), 'player1234');
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    const greeting = await screen.findByTestId('after-login');
    await waitFor(() => expect(screen.queryByTestId('auth-modal-login')).not.toBeInTheDocument());
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(greeting).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('after-login')).not.toBeInTheDocument();
    expect(document.activeElement).not.toBe(document.body);
  });

  it('greets a first-time member specially', async () => {
    loginPlatform(() => ok(loginValue({ firstTimeLogin: true })));
    const user = userEvent.setup();
    const { form } = await openLoginModal();
    await user.type(within(form).getByLabelText('Username'), 'player01');
    await user.type(within(form).getByLabelText('Password'), 'player1234');
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('after-login')).toHaveTextContent('Welcome, player01! This is your first login.');
  });

  it('shows the refusal translated, under the loader while it runs, and keeps the visitor signed out', async () => {
    const pending: { answer?: (reply: ReturnType<typeof refusal>) => void } = {};
    loginPlatform(() => new Promise((resolve) => (pending.answer = resolve)));
    const user = userEvent.setup();
    const { form } = await openLoginModal();
    await act(() => setLanguage('es'));
    await user.type(within(form).getByLabelText('Usuario'), 'player01');
    await user.type(within(form).getByLabelText('Contraseña'), 'wrong-pass1');
    await user.click(within(form).getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('status', { name: 'Iniciando sesión…' })).toBeInTheDocument();
    // The loader shows while the password is still being sealed: answer once the call has reached the platform
    // (answering earlier answered nobody, and on a busy machine the refusal then never came).
    await waitFor(() => expect(pending.answer).toBeDefined());
    await act(async () => pending.answer?.(refusal('LOGIN_FAILED', 'Incorrect username or password', 400, { captchaRequired: false })));
    expect(await within(form).findByTestId('form-error')).toHaveTextContent('Usuario o contraseña incorrectos');
    expect(screen.queryByRole('status', { name: 'Iniciando sesión…' })).not.toBeInTheDocument();
    expect(screen.getByTestId('session')).toHaveTextContent('none');
    expect(within(form).queryByLabelText('Captcha')).not.toBeInTheDocument();
    expect(screen.getByTestId('auth-modal-login')).toBeInTheDocument();
  });

  it('shows the captcha when a refusal asks for it, requires it, sends it with its key, and refreshes it after another refusal', async () => {
    let tries = 0;
    const { platform, loginPayloads } = loginPlatform(() => {
      tries += 1;
      return tries < 3 ? refusal(tries === 1 ? 'LOGIN_FAILED' : 'CAPTCHA_INVALID', 'refused', 400, { captchaRequired: true }) : ok(loginValue());
    });
    const user = userEvent.setup();
    const { form } = await openLoginModal();
    await user.type(within(form).getByLabelText('Username'), 'player01');
    await user.type(within(form).getByLabelText('Password'), 'wrong-pass1');
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    expect(await within(form).findByTestId('form-error')).toHaveTextContent('Incorrect username or password');
    const captcha = await within(form).findByLabelText('Captcha');
    expect(await within(form).findByRole('img', { name: 'Captcha' })).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    expect(captcha).toHaveAccessibleDescription(/Enter the characters in the picture$/);
    expect(platform.callsTo('POST /wps/session/login')).toHaveLength(1);

    await user.type(captcha, 'AB12');
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    expect(await within(form).findByTestId('form-error')).toHaveTextContent('The characters did not match the picture. Please type the ones in the new picture.');
    const firstKey = (platform.callsTo('GET /wps/captcha')[0]?.params as { key: string }).key;
    expect(loginPayloads()[1]).toEqual({ type: 'username', username: 'player01', password: 'wrong-pass1', side: 'member', captcha: 'AB12', captchaKey: firstKey });
    // The spent image is replaced and the answer cleared.
    await waitFor(() => expect(platform.callsTo('GET /wps/captcha')).toHaveLength(2));
    expect(within(form).getByLabelText('Captcha')).toHaveValue('');

    await user.type(within(form).getByLabelText('Captcha'), 'CD34');
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    await screen.findByTestId('after-login');
    const secondKey = (platform.callsTo('GET /wps/captcha')[1]?.params as { key: string }).key;
    expect(loginPayloads()[2]).toMatchObject({ captcha: 'CD34', captchaKey: secondKey });
  });

  it('remembers the username (never the password) for 24 hours when asked, and forgets it when not', async () => {
    loginPlatform(() => ok(loginValue()));
    const cookieWrites = jest.spyOn(document, 'cookie', 'set');
    const user = userEvent.setup();
    const first = await openLoginModal();
    await user.type(within(first.form).getByLabelText('Username'), 'player01');
    await user.type(within(first.form).getByLabelText('Password'), 'player1234');
    await user.click(within(first.form).getByRole('checkbox', { name: 'Remember me' }));
    await user.click(within(first.form).getByRole('button', { name: 'Log in' }));
    await screen.findByTestId('after-login');
    expect(readRememberedAccount()).toBe('player01');
    expect(cookieWrites).toHaveBeenCalledWith(expect.stringMatching(/^rememberedAccount=player01; Max-Age=86400; Path=\//));
    expect(cookieWrites.mock.calls.flat().join()).not.toContain('player1234');
    first.unmount();
    dismissAfterLogin();

    const second = await openLoginModal();
    expect(within(second.form).getByLabelText('Username')).toHaveValue('player01');
    expect(within(second.form).getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await user.click(within(second.form).getByRole('checkbox', { name: 'Remember me' }));
    await user.type(within(second.form).getByLabelText('Password'), 'player1234');
    await user.click(within(second.form).getByRole('button', { name: 'Log in' }));
    await screen.findByTestId('after-login');
    expect(readRememberedAccount()).toBeNull();
    cookieWrites.mockRestore();
  });

  it('links to registration and password recovery through the bus', async () => {
    loginPlatform(() => ok(loginValue()));
    const user = userEvent.setup();
    const { form } = await openLoginModal();
    await user.click(within(form).getByRole('link', { name: 'Register' }));
    expect(await within(screen.getByTestId('auth-modal-register')).findByRole('form', { name: 'Register' })).toBeInTheDocument();
    expect(screen.queryByTestId('auth-modal-login')).not.toBeInTheDocument();
    act(() => bus.emit('auth:open-login'));
    await user.click(within(await screen.findByTestId('auth-modal-login')).getByRole('link', { name: 'Forgot password' }));
    expect(await within(screen.getByTestId('auth-modal-forgot')).findByRole('form', { name: 'Forgot password' })).toBeInTheDocument();
  });

  it('hides the register link when direct registration is off', async () => {
    loginPlatform(() => ok(loginValue()));
    updatePublicState({ whiteLabel: { DIRECTREG3: false } });
    const { form } = await openLoginModal();
    expect(within(form).queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
    expect(within(form).getByRole('link', { name: 'Forgot password' })).toBeInTheDocument();
  });

  it('says why it opened when a gated action asked for it', async () => {
    loginPlatform(() => ok(loginValue()));
    renderWithProviders(<AuthModalHost />);
    act(() => bus.emit('auth:open-login', { reason: 'gated' }));
    expect(await screen.findByTestId('auth-modal-login')).toHaveTextContent('You are not logged in, please login.');
  });
});

describe('login form: a password that must change', () => {
  async function logInWith(password: string) {
    const user = userEvent.setup();
    const { form } = await openLoginModal();
    await user.type(within(form).getByLabelText('Username'), 'player01');
    await user.type(within(form).getByLabelText('Password'), password);
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
  }

  it('opens the change-password modal when the platform answers passwordChange, and holds the login for it', async () => {
    const { platform } = loginPlatform(() => ok(loginValue({ passwordExpired: true, passwordChange: 'default' })));
    await logInWith('player1234');
    const changeForm = await within(await screen.findByTestId('auth-modal-change_password')).findByRole('form', { name: 'Change password' });
    // The change-password form reads the held login: the reason and username shown, the current password not asked.
    expect(within(changeForm).getByText('Your password was given to you or is the default one. Please choose your own.')).toBeInTheDocument();
    expect(within(changeForm).getByLabelText('Username')).toHaveValue('player01');
    expect(within(changeForm).queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(screen.queryByTestId('auth-modal-login')).not.toBeInTheDocument();
    expect(getHeldLogin()).toEqual({ userName: 'player01', password: 'player1234', reason: 'default', side: 'member' });
    expect(screen.getByTestId('session')).toHaveTextContent('player01/0/token-abc');
    expect(screen.queryByTestId('after-login')).not.toBeInTheDocument();
    // The session starts as every other: one shared start-up, member info included.
    expect(platform.callsTo('GET /wps/member/info')).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/live');
  });

  it('says why: an expired password, whatever the site flags in the client say', async () => {
    loginPlatform(() => ok(loginValue({ passwordExpired: true, passwordChange: 'expired' })));
    updatePublicState({ whiteLabel: { FORCEPWDCHANGE3: false } });
    await logInWith('old-pass1');
    const changeForm = await within(await screen.findByTestId('auth-modal-change_password')).findByRole('form', { name: 'Change password' });
    expect(within(changeForm).getByText('Your password has expired. Please choose a new one.')).toBeInTheDocument();
    expect(getHeldLogin()).toEqual({ userName: 'player01', password: 'old-pass1', reason: 'expired', side: 'member' });
  });

  it("never decides on its own: a typed '123456' with no passwordChange in the answer goes straight in", async () => {
    loginPlatform(() => ok(loginValue({ passwordExpired: false, passwordChange: null })));
    updatePublicState({ whiteLabel: { FORCEPWDCHANGE3: true } });
    await logInWith('123456');
    expect(await screen.findByTestId('after-login')).toBeInTheDocument();
    expect(screen.queryByTestId('auth-modal-change_password')).not.toBeInTheDocument();
    expect(getHeldLogin()).toBeNull();
  });
});

describe('login form: mobile number and code (MOBILEVERCODELOGIN3)', () => {
  beforeEach(() => updatePublicState({ whiteLabel: { MOBILEVERCODELOGIN3: true } }));

  it('switches between username and mobile tabs', async () => {
    loginPlatform(() => ok(loginValue()));
    const user = userEvent.setup();
    const { form } = await openLoginModal();
    const usernameTab = within(form).getByRole('tab', { name: 'Username' });
    expect(usernameTab).toHaveAttribute('aria-selected', 'true');
    await user.click(within(form).getByRole('tab', { name: 'Mobile' }));
    expect(within(form).getByRole('tab', { name: 'Mobile' })).toHaveAttribute('aria-selected', 'true');
    expect(within(form).getByLabelText('Mobile number')).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'Country code' })).toHaveAttribute('readonly');
    expect(within(form).getByLabelText('Verification code')).toBeInTheDocument();
    expect(within(form).queryByLabelText('Password')).not.toBeInTheDocument();
    expect(within(form).queryByRole('checkbox', { name: 'Remember me' })).not.toBeInTheDocument();
    within(form).getByRole('tab', { name: 'Mobile' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(usernameTab).toHaveAttribute('aria-selected', 'true');
    expect(usernameTab).toHaveFocus();
  });

  it('checks the number and then the captcha before sending a code, sends both with the dialing code, counts down, loads a new captcha, and logs in by code', async () => {
    const { platform, loginPayloads } = loginPlatform(() => ok(loginValue()));
    updatePublicState({ whiteLabel: { MOBILEVERCODELOGIN3: true, FORCEPWDCHANGE3: true } });
    const user = userEvent.setup();
    const { form } = await openLoginModal();
    await user.click(within(form).getByRole('tab', { name: 'Mobile' }));
    const countryCode = within(form).getByRole('combobox', { name: 'Country code' });
    await user.click(countryCode);
    await user.click(await within(form).findByRole('option', { name: '+84' }));
    expect(countryCode).toHaveValue('🇻🇳 +84');

    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Input cannot be empty');
    await user.type(within(form).getByLabelText('Mobile number'), '12ab');
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please enter a valid mobile number');
    expect(platform.callsTo('POST /wps/session/login/code')).toHaveLength(0);

    await user.clear(within(form).getByLabelText('Mobile number'));
    await user.type(within(form).getByLabelText('Mobile number'), '912 345 678');
    // Every code send needs a captcha answer: an empty one stops the send under the field.
    const captcha = within(form).getByLabelText('Captcha');
    expect(captcha).toHaveAccessibleDescription('Type the characters in the picture, then press Send code. Click the picture for a new one.');
    await within(form).findByRole('img', { name: 'Captcha' });
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    expect(captcha).toHaveAccessibleDescription(/Enter the characters in the picture$/);
    expect(within(form).getByLabelText('Mobile number')).not.toHaveAccessibleDescription();
    expect(platform.callsTo('POST /wps/session/login/code')).toHaveLength(0);

    await user.type(captcha, 'AB12');
    expect(captcha).not.toHaveAccessibleDescription(/Enter the characters/);
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    expect(await within(form).findByRole('button', { name: 'Send code (300s)' })).toBeDisabled();
    const firstKey = (platform.callsTo('GET /wps/captcha')[0]?.params as { key: string }).key;
    expect(JSON.parse(platform.callsTo('POST /wps/session/login/code')[0]?.data as string)).toEqual({ mobileNum: '912345678', countryDialingCode: '+84', captcha: 'AB12', captchaKey: firstKey });
    // The answer is used up by the send: a new image, the answer cleared.
    await waitFor(() => expect(platform.callsTo('GET /wps/captcha')).toHaveLength(2));
    expect(within(form).getByLabelText('Captcha')).toHaveValue('');

    await user.type(within(form).getByLabelText('Verification code'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    // A code that happens to read '123456' is no reason to change anything: the platform did not say so.
    expect(await screen.findByTestId('after-login')).toBeInTheDocument();
    expect(loginPayloads()).toEqual([{ type: 'sms', username: '912345678', password: '123456', countryDialingCode: '+84', side: 'member' }]);
    expect(getHeldLogin()).toBeNull();
  });

  it('asks for a valid code', async () => {
    const { platform } = loginPlatform(() => ok(loginValue()));
    const user = userEvent.setup();
    const { form } = await openLoginModal();
    await user.click(within(form).getByRole('tab', { name: 'Mobile' }));
    await user.type(within(form).getByLabelText('Mobile number'), '912345678');
    await user.type(within(form).getByLabelText('Verification code'), '12');
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please enter a valid verification code');
    expect(platform.callsTo('POST /wps/session/login')).toHaveLength(0);
  });

  it('shows a refused code request in a warning dialog with the translated reason, and loads a new captcha', async () => {
    const { platform } = loginPlatform(() => ok(loginValue()), { 'POST /wps/session/login/code': () => refusal('SMS_QUOTA', 'quota', 429) });
    const user = userEvent.setup();
    const { form } = await openLoginModal();
    await user.click(within(form).getByRole('tab', { name: 'Mobile' }));
    await user.type(within(form).getByLabelText('Mobile number'), '912345678');
    await within(form).findByRole('img', { name: 'Captcha' });
    await user.type(within(form).getByLabelText('Captcha'), 'AB12');
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    const warning = await screen.findByTestId('sms-code-failure');
    expect(warning).toHaveTextContent('Too many codes have been sent. Please try again later.');
    await waitFor(() => expect(platform.callsTo('GET /wps/captcha')).toHaveLength(2));
    expect(within(form).getByLabelText('Captcha')).toHaveValue('');
    await user.click(within(warning).getByRole('button', { name: 'Submit' }));
    expect(screen.queryByTestId('sms-code-failure')).not.toBeInTheDocument();
    expect(screen.getByTestId('auth-modal-login')).toBeInTheDocument();
  });

  it('shows a refused captcha under the captcha field, not in the dialog', async () => {
    loginPlatform(() => ok(loginValue()), {
      'POST /wps/session/login/code': () => ({ data: { success: false, value: null, errorCode: 'CAPTCHA_INVALID', message: 'Captcha check failed', field: 'captcha' }, status: 400 }),
    });
    const user = userEvent.setup();
    const { form } = await openLoginModal();
    await user.click(within(form).getByRole('tab', { name: 'Mobile' }));
    await user.type(within(form).getByLabelText('Mobile number'), '912345678');
    await within(form).findByRole('img', { name: 'Captcha' });
    await user.type(within(form).getByLabelText('Captcha'), 'AB12');
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(within(form).getByLabelText('Captcha')).toHaveAccessibleDescription(/The characters did not match the picture\. Please type the ones in the new picture\.$/));
    await waitFor(() => expect(within(form).getByLabelText('Captcha')).toHaveValue(''));
    expect(screen.queryByTestId('sms-code-failure')).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('once the platform asks for a captcha at login, the code login carries a fresh answer after the one the send used', async () => {
    let tries = 0;
    const { platform, loginPayloads } = loginPlatform(() => {
      tries += 1;
      return tries === 1 ? refusal('CODE_INVALID', 'wrong code', 400, { captchaRequired: true }) : ok(loginValue());
    });
    const user = userEvent.setup();
    const { form } = await openLoginModal();
    await user.click(within(form).getByRole('tab', { name: 'Mobile' }));
    await user.type(within(form).getByLabelText('Mobile number'), '912345678');
    await user.type(within(form).getByLabelText('Verification code'), '111111');
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    expect(await within(form).findByTestId('form-error')).toHaveTextContent('Invalid or missing verification code');
    expect(loginPayloads()[0]).not.toHaveProperty('captcha');

    await within(form).findByRole('img', { name: 'Captcha' });
    await user.type(within(form).getByLabelText('Captcha'), 'SEND');
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    await within(form).findByRole('button', { name: 'Send code (300s)' });
    const sendKey = JSON.parse(platform.callsTo('POST /wps/session/login/code')[0]?.data as string).captchaKey as string;
    // The send used the answer: the hint now asks for the new picture, which the login needs.
    await waitFor(() => expect(within(form).getByLabelText('Captcha')).toHaveAccessibleDescription('Each picture works once. Type the characters in this new one to continue. Click it for another.'));
    await user.clear(within(form).getByLabelText('Verification code'));
    await user.type(within(form).getByLabelText('Verification code'), '222222');
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    expect(within(form).getByLabelText('Captcha')).toHaveAccessibleDescription(/Enter the characters in the picture$/);
    expect(loginPayloads()).toHaveLength(1);

    await user.type(within(form).getByLabelText('Captcha'), 'NEXT');
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    await screen.findByTestId('after-login');
    const newestKey = (platform.callsTo('GET /wps/captcha').at(-1)?.params as { key: string }).key;
    expect(newestKey).not.toBe(sendKey);
    expect(loginPayloads()[1]).toEqual({ type: 'sms', username: '912345678', password: '222222', countryDialingCode: expect.stringMatching(/^\+\d+$/), side: 'member', captcha: 'NEXT', captchaKey: newestKey });
  });
});

describe('free play (FREEPLAY3)', () => {
  it('signs in a trial account and greets it', async () => {
    const { platform } = loginPlatform(() => ok(loginValue()));
    updatePublicState({ whiteLabel: { FREEPLAY3: true } });
    const user = userEvent.setup();
    const { form } = await openLoginModal();
    await user.click(within(form).getByRole('button', { name: 'Free play' }));
    expect(await screen.findByTestId('after-login')).toHaveTextContent('Welcome, trial_0a1b2c3d4e!');
    expect(screen.getByTestId('session')).toHaveTextContent('trial_0a1b2c3d4e/4/trial-token');
    expect(platform.callsTo('POST /wps/session/login/freeplay')).toHaveLength(1);
    expect(platform.callsTo('POST /wps/session/login')).toHaveLength(0);
  });

  it('shows a refusal in the form', async () => {
    loginPlatform(() => ok(loginValue()), { 'POST /wps/session/login/freeplay': () => refusal('TOO_MANY_ATTEMPTS', 'Too many', 429) });
    updatePublicState({ whiteLabel: { FREEPLAY3: true } });
    const user = userEvent.setup();
    const { form } = await openLoginModal();
    await user.click(within(form).getByRole('button', { name: 'Free play' }));
    expect(await within(form).findByTestId('form-error')).toHaveTextContent('Too many requests. Please retry after 5 minutes.');
  });
});

describe('login game menu', () => {
  it('offers Hot and each category with providers, and shows the chosen category', async () => {
    loginPlatform(() => ok(loginValue()));
    const user = userEvent.setup();
    const { modal } = await openLoginModal();
    const games = within(modal).getByRole('region', { name: 'Games' });
    const labels = (region: HTMLElement, prefix: string) => Array.from(region.querySelectorAll(`[data-testid^="${prefix}"]`), (button) => button.textContent);
    await waitFor(() => expect(labels(games, 'login-menu-')).toEqual(['Hot', 'Live casino', 'Slots']));
    const providers = await within(modal).findByRole('region', { name: 'Game providers' });
    expect(labels(providers, 'login-vendor-')).toEqual(['EVO name', 'PG name']);
    await user.click(within(games).getByRole('button', { name: 'Live casino' }));
    expect(within(games).getByRole('button', { name: 'Live casino' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(within(modal).getByTestId('login-vendor-SEXY')).toBeInTheDocument());
  });

  // Items are sized by their labels, so whether they fit is the browser's to measure (checked in
  // Chromium by shell/e2e/layout.spec.ts); here: swiper drives the arrows, hiding them (locked)
  // when everything fits, as it does in a layout-less DOM.
  it('has arrows that swiper hides when everything fits', async () => {
    loginPlatform(() => ok(loginValue()));
    const user = userEvent.setup();
    const { modal } = await openLoginModal();
    await user.click(await within(modal).findByTestId('login-menu-RNG'));
    // Swiper replaces the still slides when it has loaded, so the region is looked up each time.
    const providers = () => within(modal).getByRole('region', { name: 'Game providers' });
    // Swiper loads when the carousel is near the viewport, which a layout-less DOM cannot tell: point at it.
    fireEvent.pointerEnter(providers());
    await waitFor(() => expect(within(providers()).getByRole('button', { name: 'Next slide' })).toBeInTheDocument());
    await user.click(within(modal).getByTestId('login-menu-LIVE'));
    await waitFor(() => expect(within(modal).getByTestId('login-vendor-SEXY')).toBeInTheDocument());
    fireEvent.pointerEnter(providers());
    await waitFor(() => expect(providers().querySelector('.swiper')).not.toBeNull());
    await waitFor(() => expect(within(providers()).getByRole('button', { name: 'Next slide' })).toHaveClass('swiper-button-lock'));
  });

  it('takes an RNG provider to its lobby and closes the modal', async () => {
    loginPlatform(() => ok(loginValue()));
    const user = userEvent.setup();
    const { modal } = await openLoginModal('/live');
    await user.click(await within(modal).findByTestId('login-vendor-PG'));
    expect(screen.getByTestId('location')).toHaveTextContent('/rng?vassalage=PG');
    expect(screen.queryByTestId('auth-modal-login')).not.toBeInTheDocument();
  });

  it('opens /login in a 1300x900 window for any other provider, and says so when pop-ups are blocked', async () => {
    loginPlatform(() => ok(loginValue()));
    const open = jest.spyOn(window, 'open').mockReturnValueOnce({} as Window).mockReturnValueOnce(null);
    const user = userEvent.setup();
    const { modal } = await openLoginModal('/live');
    await user.click(await within(modal).findByTestId('login-vendor-EVO'));
    expect(open).toHaveBeenCalledWith('/login', '_blank', 'width=1300,height=900');
    expect(within(modal).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(modal).getByTestId('login-vendor-EVO'));
    expect(within(modal).getByRole('alert')).toHaveTextContent('Popup blocked');
    expect(screen.getByTestId('location')).toHaveTextContent('/live');
    open.mockRestore();
  });
});

describe('/login page', () => {
  it('is the same form with its menu under a page heading; success goes home', async () => {
    loginPlatform(() => ok(loginValue()));
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <LoginScreen />
        <AuthModalHost />
      </>,
      { route: '/login' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Log in' });
    expect(screen.getByRole('region', { name: 'Games' })).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Username'), 'player01');
    await user.type(within(form).getByLabelText('Password'), 'player1234');
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('after-login')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(queryClient.getQueryData(['member-info', 'token-abc'])).toMatchObject({ account: 'player01' });
  });

  it('follows the language', async () => {
    loginPlatform(() => ok(loginValue()));
    renderWithProviders(<LoginScreen />, { route: '/login' });
    await act(() => setLanguage('vi'));
    expect(screen.getByRole('form', { name: 'Đăng nhập' })).toBeInTheDocument();
    expect(screen.getByLabelText('Tên đăng nhập')).toBeInTheDocument();
    expect(i18n.language).toBe('vi');
  });
});
