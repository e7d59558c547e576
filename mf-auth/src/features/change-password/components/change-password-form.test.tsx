import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  bus,
  sessionAtom,
  setLanguage,
  setSession,
  store,
  type ChangePasswordRequest,
  type LoginRequest,
  type ResetPasswordByLinkRequest,
  type RegisterFieldRule,
} from '@site/shared';
import { clearHeldLogin, getHeldLogin, holdLogin } from '../../../kit';
import { createTestKeys, installWebCrypto } from '../../../testing/encrypted';
import { fakePlatform, ok, refusal, type Handler } from '@site/shared/testing';
import { renderWithProviders, resetSharedState } from '../../../testing/render';
import { loginValue, memberInfo } from '../../../testing/login-platform';
import ChangePasswordForm from './change-password-form';
import ChangePasswordScreen from './change-password-screen';

const SETTINGS: RegisterFieldRule[] = [
  { field: 'password', enabled: true, required: true, patternId: 'LETTERS_AND_DIGITS', acceptedPattern: '*', minLength: 6, maxLength: 20, type: 'password' },
];

const keys = createTestKeys();

function changePlatform(extra: Record<string, Handler> = {}) {
  installWebCrypto();
  const platform = fakePlatform({
    'GET /wps/session/key/rsa': () => ok(keys.value),
    'GET /wps/system/setting/register': () => ok({ fields: SETTINGS }),
    'POST /wps/member/password': () => ok(null),
    'POST /wps/member/password/link': () => ok(null),
    'POST /wps/session/login': () => ok(loginValue({ account: 'demoplayer', token: 'fresh-token', customerId: '5' })),
    'GET /wps/member/info': () => ok(memberInfo({ account: 'demoplayer' })),
    ...extra,
  });
  return {
    platform,
    changes: () => platform.callsTo('POST /wps/member/password').map((call) => keys.decrypt(call) as ChangePasswordRequest),
    logins: () => platform.callsTo('POST /wps/session/login').map((call) => keys.decrypt(call) as LoginRequest),
    resets: () => platform.callsTo('POST /wps/member/password/link').map((call) => keys.decrypt(call) as ResetPasswordByLinkRequest),
  };
}

function signIn(token = 'old-token') {
  setSession({ token, account: 'demoplayer', customerId: '5', isAgent: 0, memberLabel: '', merchant: 'demo', merchantCode: 'demo' });
}

beforeEach(async () => {
  await resetSharedState();
  clearHeldLogin();
  changePlatform();
});
afterEach(async () => {
  clearHeldLogin();
  await act(() => setLanguage('en'));
});

type User = ReturnType<typeof userEvent.setup>;

async function fillNew(user: User, password = 'newpass99', confirm = password) {
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
}

describe('change password without a held login (the member asks for it)', () => {
  it('shows the account read-only and asks for the current password', async () => {
    signIn();
    renderWithProviders(<ChangePasswordForm />);
    expect(screen.getByRole('form', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('demoplayer');
    expect(screen.getByLabelText('Username')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('6-20 characters, letters and digits only (at least one of each), no spaces or symbols'));
  });

  it('judges every field before sending anything', async () => {
    const { changes } = changePlatform();
    signIn();
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordForm />);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Input cannot be empty');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(/Please enter a new password$/);
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Input cannot be empty');

    await user.type(screen.getByLabelText('Current password'), 'player1234');
    await fillNew(user, 'lettersonly', 'lettersonly2');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(/letters and digits only \(at least one of each\), no spaces or symbols$/));
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Incorrect confirmation input');
    expect(changes()).toHaveLength(0);
  });

  it('changes the password with the typed current one, keeps the session and goes home', async () => {
    const { changes, logins, platform } = changePlatform();
    signIn();
    const onDone = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordForm onDone={onDone} />, { route: '/changePassword' });
    await user.type(screen.getByLabelText('Current password'), 'player1234');
    await fillNew(user);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(changes()).toEqual([{ oldPassword: 'player1234', newPassword: 'newpass99', confirmNewPassword: 'newpass99' }]);
    expect(platform.callsTo('POST /wps/member/password')[0]!.headers.get('Authorization')).toBe('old-token');
    expect(logins()).toHaveLength(0);
    expect(store.get(sessionAtom)?.token).toBe('old-token');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('shows a wrong current password under its field', async () => {
    changePlatform({
      'POST /wps/member/password': () => ({
        data: { success: false, value: null, errorCode: 'PASSWORD_WRONG', message: 'The current password is incorrect', field: 'oldPassword' },
        status: 400,
      }),
    });
    signIn();
    const onDone = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordForm onDone={onDone} />);
    await user.type(screen.getByLabelText('Current password'), 'wrong1234');
    await fillNew(user);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('The current password is incorrect'));
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.queryByTestId('loader')).not.toBeInTheDocument();
  });
});

describe('change password with a held login (default or expired password at login)', () => {
  it('does not ask the current password; after the change it logs in again with the new one and forgets the held one', async () => {
    const { changes, logins, platform } = changePlatform();
    signIn();
    holdLogin({ userName: 'demoplayer', password: '123456', reason: 'default' });
    const onDone = jest.fn();
    const sessions: boolean[] = [];
    const off = bus.on('session:changed', ({ loggedIn }) => sessions.push(loggedIn));
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordForm onDone={onDone} />, { route: '/changePassword' });
    expect(screen.getByText('Your password was given to you or is the default one. Please choose your own.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('demoplayer');
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await fillNew(user, ' newpass99 ');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    off();

    expect(changes()).toEqual([{ oldPassword: '123456', newPassword: 'newpass99', confirmNewPassword: 'newpass99' }]);
    expect(logins()).toEqual([{ type: 'username', username: 'demoplayer', password: 'newpass99' }]);
    expect(store.get(sessionAtom)?.token).toBe('fresh-token');
    expect(sessions).toEqual([true]);
    expect(getHeldLogin()).toBeNull();
    // The member info loads with the fresh session, after the login.
    const info = platform.callsTo('GET /wps/member/info');
    expect(info).toHaveLength(1);
    expect(info[0]!.headers.get('Authorization')).toBe('fresh-token');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('a held login that arrives after the form opened still changes the password (no hidden current-password check)', async () => {
    const { changes } = changePlatform();
    signIn();
    const onDone = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordForm onDone={onDone} />, { route: '/changePassword' });
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
    act(() => holdLogin({ userName: 'demoplayer', password: '123456', reason: 'default' }));
    await waitFor(() => expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument());
    await fillNew(user);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(changes()).toEqual([{ oldPassword: '123456', newPassword: 'newpass99', confirmNewPassword: 'newpass99' }]);
  });

  it('after a required change at the agent login (an account its upline created), opens the agent centre', async () => {
    changePlatform();
    signIn();
    holdLogin({ userName: 'subagent1', password: 'given123', reason: 'default', side: 'agent' });
    const opened = jest.fn();
    const off = bus.on('agent-centre:open', opened);
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordForm />, { route: '/changePassword' });
    await fillNew(user, 'mine2468');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    off();
    expect(getHeldLogin()).toBeNull();
  });

  it('explains an expired password', () => {
    signIn();
    holdLogin({ userName: 'demoplayer', password: 'oldpass1', reason: 'expired' });
    renderWithProviders(<ChangePasswordForm />);
    expect(screen.getByText('Your password has expired. Please choose a new one.')).toBeInTheDocument();
  });

  it('keeps the held login when the change is refused', async () => {
    const { logins } = changePlatform({ 'POST /wps/member/password': () => refusal('TOO_MANY_ATTEMPTS', 'Too many requests. Please retry after 5 minutes.', 429) });
    signIn();
    holdLogin({ userName: 'demoplayer', password: '123456', reason: 'default' });
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordForm />);
    await fillNew(user);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent('Too many requests. Please retry after 5 minutes.');
    expect(getHeldLogin()).not.toBeNull();
    expect(logins()).toHaveLength(0);
  });
});

describe('without a session', () => {
  it('says the visitor is not logged in and offers the login', async () => {
    const user = userEvent.setup();
    const opened = jest.fn();
    const off = bus.on('auth:open-login', opened);
    renderWithProviders(<ChangePasswordScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You are not logged in, please login.');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    off();
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('follows the language', async () => {
    signIn();
    await act(() => setLanguage('es'));
    renderWithProviders(<ChangePasswordScreen />);
    expect(screen.getByRole('form', { name: 'Cambiar contraseña' })).toBeInTheDocument();
    expect(screen.getByLabelText('Confirmar nueva contraseña')).toBeInTheDocument();
  });
});

describe('reset by an emailed link (/changePassword?resetToken=…)', () => {
  const LINK = '/changePassword?resetToken=link-secret-123';

  it('asks only for the new password, without a session, and takes the secret out of the address bar', async () => {
    renderWithProviders(<ChangePasswordScreen />, { route: LINK });
    expect(screen.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Change password' });
    expect(form).toHaveTextContent('Choose a new password for your account.');
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
    expect(screen.queryByText('You are not logged in, please login.')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/changePassword$/));
    // Still the link's form after the address changed.
    expect(screen.getByRole('form', { name: 'Change password' })).toBeInTheDocument();
  });

  it('sends the secret and the new password with the encrypted call, then says it is done and offers the login', async () => {
    const { resets, changes, logins, platform } = changePlatform();
    const opened = jest.fn();
    const off = bus.on('auth:open-login', opened);
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordScreen />, { route: LINK });
    await fillNew(user);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    // The loader is a status too while the call runs: wait for the message itself.
    const done = (await screen.findByText('Your password has been changed. Please log in with your new password.')).closest('[role="status"]') as HTMLElement;
    expect(done).toHaveAttribute('data-testid', 'password-reset-done');
    expect(resets()).toEqual([{ token: 'link-secret-123', newPassword: 'newpass99', confirmNewPassword: 'newpass99' }]);
    // No session was used or made.
    expect(platform.callsTo('POST /wps/member/password/link')[0]!.headers.get('Authorization')).toBeFalsy();
    expect(changes()).toHaveLength(0);
    expect(logins()).toHaveLength(0);
    expect(store.get(sessionAtom)).toBeNull();
    await user.click(within(done).getByRole('button', { name: 'Log in' }));
    off();
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('judges the new password before sending', async () => {
    const { resets } = changePlatform();
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordForm resetToken="link-secret-123" />);
    await fillNew(user, 'newpass99', 'other99');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Incorrect confirmation input');
    expect(resets()).toHaveLength(0);
  });

  it('says clearly when the link is unknown, used or expired, and offers to ask for a new one', async () => {
    changePlatform({ 'POST /wps/member/password/link': () => refusal('RESET_LINK_INVALID', 'token: the link is invalid or has expired', 400) });
    const forgot = jest.fn();
    const off = bus.on('auth:open-forgot', forgot);
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordScreen />, { route: LINK });
    await fillNew(user);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    const invalid = await screen.findByTestId('password-reset-invalid');
    expect(invalid).toHaveAttribute('role', 'alert');
    expect(invalid).toHaveTextContent('This link is invalid, already used or expired. Ask for a new one to reset your password.');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await user.click(within(invalid).getByRole('button', { name: 'Ask for a new link' }));
    off();
    expect(forgot).toHaveBeenCalledTimes(1);
  });

  it('shows other refusals on the form and keeps it', async () => {
    changePlatform({ 'POST /wps/member/password/link': () => refusal('TOO_MANY_ATTEMPTS', 'Too many requests. Please retry after 5 minutes.', 429) });
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordForm resetToken="link-secret-123" />);
    await fillNew(user);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent('Too many requests. Please retry after 5 minutes.');
    expect(screen.getByRole('form', { name: 'Change password' })).toBeInTheDocument();
  });

  it('speaks every complete language', async () => {
    await act(() => setLanguage('vi'));
    renderWithProviders(<ChangePasswordScreen />, { route: LINK });
    expect(screen.getByRole('heading', { level: 1, name: 'Đặt mật khẩu mới' })).toBeInTheDocument();
    expect(screen.getByText('Chọn mật khẩu mới cho tài khoản của bạn.')).toBeInTheDocument();
  });
});
