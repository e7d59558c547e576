import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel, apiGet, bus, getPendingPasswordChange, requireRealAccount, sessionAtom, setLanguage, setPendingPasswordChange, setSession, store } from '@site/shared';
import { dismissAfterLogin } from '../../after-login';
import { loginPlatform, loginValue } from '../../../testing/login-platform';
import { ok, refusal } from '@site/shared/testing';
import { renderWithProviders, resetSharedState } from '../../../testing/render';
import AuthModalHost from './auth-modal-host';

// The login modal's menu is a carousel whose swiper part loads lazily; load it once up front so
// no test ends while it is still arriving.
beforeAll(async () => {
  const { container, unmount } = render(<Carousel items={[1, 2]} keyOf={(n) => n} renderItem={(n) => <span>{n}</span>} />);
  fireEvent.pointerEnter(container.firstElementChild!);
  await waitFor(() => expect(container.querySelector('.swiper')).not.toBeNull());
  unmount();
});

beforeEach(async () => {
  await resetSharedState();
  dismissAfterLogin();
  loginPlatform(() => ok(loginValue()));
});
afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('auth modal host', () => {
  it('opens nothing until an event asks for it', () => {
    renderWithProviders(<AuthModalHost />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the login modal with the login form', () => {
    renderWithProviders(<AuthModalHost />);
    act(() => bus.emit('auth:open-login'));
    const modal = screen.getByRole('dialog', { name: 'Log in' });
    expect(modal).toHaveAttribute('data-testid', 'auth-modal-login');
    expect(within(modal).getByRole('form', { name: 'Log in' })).toBeInTheDocument();
  });

  it.each([
    ['auth:open-register', 'register', 'Register'],
    ['auth:open-forgot', 'forgot', 'Forgot password'],
    ['auth:open-change-password', 'change_password', 'Change password'],
  ] as const)('%s opens the %s modal with its form', async (event, name, title) => {
    // Changing a password needs a signed-in member.
    if (name === 'change_password') setSession({ token: 't', account: 'player01', customerId: '1', isAgent: 0, memberLabel: '', merchant: 'demo', merchantCode: 'demo' });
    renderWithProviders(<AuthModalHost />);
    act(() => bus.emit(event));
    const dialog = screen.getByRole('dialog', { name: title });
    expect(dialog).toHaveAttribute('data-testid', `auth-modal-${name}`);
    expect(await within(dialog).findByRole('form', { name: title })).toBeInTheDocument();
    expect(within(dialog).queryByTestId('not-available-yet')).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Your password was changed elsewhere, so you were signed out. Please sign in again.'],
    ['es', 'Tu contraseña se cambió en otro lugar, así que se cerró tu sesión. Vuelve a iniciar sesión.'],
    ['vi', 'Mật khẩu của bạn đã được đổi ở nơi khác nên bạn đã bị đăng xuất. Vui lòng đăng nhập lại.'],
    ['zh', '您的密码已在别处修改，因此您已退出登录。请重新登录。'],
  ] as const)('says why when a password changed elsewhere ended the session (%s)', async (language, text) => {
    await act(() => setLanguage(language));
    renderWithProviders(<AuthModalHost />);
    act(() => bus.emit('auth:open-login', { reason: 'password-changed' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(text);
  });

  it('shows one auth modal at a time', async () => {
    renderWithProviders(<AuthModalHost />);
    act(() => bus.emit('auth:open-login'));
    act(() => bus.emit('auth:open-forgot'));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(await within(screen.getByTestId('auth-modal-forgot')).findByRole('form', { name: 'Forgot password' })).toBeInTheDocument();
  });

  it('closes with its close button and stops listening when unmounted', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<AuthModalHost />);
    act(() => bus.emit('auth:open-login', { reason: 'gated' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const before = bus.listenerCount('auth:open-login');
    const gateBefore = bus.listenerCount('auth:need-real-account');
    unmount();
    expect(bus.listenerCount('auth:open-login')).toBe(before - 1);
    expect(bus.listenerCount('auth:need-real-account')).toBe(gateBefore - 1);
  });

  it('follows the language', async () => {
    renderWithProviders(<AuthModalHost />);
    await act(() => setLanguage('vi'));
    act(() => bus.emit('auth:open-register'));
    expect(await within(screen.getByRole('dialog', { name: 'Đăng ký' })).findByRole('form', { name: 'Đăng ký' })).toBeInTheDocument();
  });
});

describe('the real-account warning (gate: a trial account tried a real-money action)', () => {
  it("answers the gate for a trial account with in_need_true_account, and 'Register now' opens registration", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AuthModalHost />);
    act(() => setSession({ token: 't', account: 'trial_1', customerId: '9', isAgent: 4, memberLabel: '', merchant: 'demo', merchantCode: 'demo' }));
    let allowed = true;
    act(() => {
      allowed = requireRealAccount();
    });
    expect(allowed).toBe(false);
    const warning = screen.getByRole('dialog', { name: 'Warning' });
    expect(warning).toHaveAttribute('data-testid', 'need-real-account');
    expect(warning).toHaveTextContent('Please Register An Account First');
    await user.click(within(warning).getByRole('button', { name: 'Register now' }));
    expect(screen.queryByTestId('need-real-account')).not.toBeInTheDocument();
    expect(await within(screen.getByTestId('auth-modal-register')).findByRole('form', { name: 'Register' })).toBeInTheDocument();
  });

  it('answers the gate for a visitor with the login modal', () => {
    renderWithProviders(<AuthModalHost />);
    act(() => {
      requireRealAccount();
    });
    expect(screen.getByTestId('auth-modal-login')).toHaveTextContent('You are not logged in, please login.');
    expect(screen.queryByTestId('need-real-account')).not.toBeInTheDocument();
  });

  it('can be dismissed with Escape without opening anything, in Chinese too', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AuthModalHost />);
    await act(() => setLanguage('zh'));
    act(() => bus.emit('auth:need-real-account'));
    const warning = screen.getByTestId('need-real-account');
    expect(warning).toHaveTextContent('请先注册账号');
    expect(within(warning).getByRole('button', { name: '立即注册' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the required password change (the platform holds the session to it)', () => {
  const member = { token: 't', account: 'player01', customerId: '1', isAgent: 0, memberLabel: '', merchant: 'demo', merchantCode: 'demo' };
  const settings = { fields: [{ field: 'password', enabled: true, required: true, patternId: 'LETTERS_AND_DIGITS', acceptedPattern: '*', minLength: 6, maxLength: 20, type: 'password' }] };

  function holdPlatform() {
    return loginPlatform(() => ok(loginValue()), {
      'DELETE /wps/session/logout': () => ok(null),
      'GET /wps/system/setting/register': () => ok(settings),
      'POST /wps/member/password': () => ok(null),
      'GET /wps/v2/wallets/balance': () => refusal('PASSWORD_CHANGE_REQUIRED', 'Please change your password first', 403),
    });
  }

  it('comes back by itself after a reload and cannot be dismissed by Escape, a close control or another modal', async () => {
    const user = userEvent.setup();
    holdPlatform();
    // What a reload finds: the session and its pending change in the session store.
    setSession(member);
    setPendingPasswordChange('default');
    renderWithProviders(<AuthModalHost />);
    const dialog = screen.getByRole('dialog', { name: 'Change password' });
    expect(await within(dialog).findByText('Your password was given to you or is the default one. Please choose your own.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('modal-backdrop'));
    act(() => bus.emit('auth:open-login'));
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.queryByTestId('auth-modal-login')).not.toBeInTheDocument();
  });

  it('treats a PASSWORD_CHANGE_REQUIRED refusal as required even without a reason from the login', async () => {
    const user = userEvent.setup();
    holdPlatform();
    setSession(member);
    renderWithProviders(<AuthModalHost />);
    await act(async () => {
      await apiGet('/wps/v2/wallets/balance').catch(() => undefined);
    });
    const dialog = screen.getByRole('dialog', { name: 'Change password' });
    expect(await within(dialog).findByText('Please choose a new password before you go on.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
  });

  it('Sign out ends the session on the platform and here, and closes the modal', async () => {
    const user = userEvent.setup();
    const { platform } = holdPlatform();
    setSession(member);
    setPendingPasswordChange('expired');
    renderWithProviders(<AuthModalHost />, { route: '/rng' });
    const dialog = screen.getByRole('dialog', { name: 'Change password' });
    expect(await within(dialog).findByText('Your password has expired. Please choose a new one.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(platform.callsTo('DELETE /wps/session/logout')).toHaveLength(1);
    expect(store.get(sessionAtom)).toBeNull();
    expect(getPendingPasswordChange()).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('a successful change lifts it and closes the modal', async () => {
    const user = userEvent.setup();
    const { platform } = holdPlatform();
    setSession(member);
    setPendingPasswordChange('default');
    renderWithProviders(<AuthModalHost />);
    const dialog = screen.getByRole('dialog', { name: 'Change password' });
    await user.type(await within(dialog).findByLabelText('Current password'), '123456');
    await user.type(within(dialog).getByLabelText('New password'), 'newpass99');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'newpass99');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(platform.callsTo('POST /wps/member/password')).toHaveLength(1);
    expect(getPendingPasswordChange()).toBeNull();
    expect(sessionStorage.getItem('passwordChange')).toBeNull();
    expect(store.get(sessionAtom)?.token).toBe('t');
  });

  it('a change the member asks for (from the menu) stays dismissable, without Sign out', async () => {
    const user = userEvent.setup();
    holdPlatform();
    setSession(member);
    renderWithProviders(<AuthModalHost />);
    act(() => bus.emit('auth:open-change-password'));
    const dialog = screen.getByRole('dialog', { name: 'Change password' });
    expect(await within(dialog).findByLabelText('Current password')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => bus.emit('auth:open-change-password'));
    await user.click(within(screen.getByRole('dialog', { name: 'Change password' })).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('keyboard', () => {
  function Opener({ event }: { event: 'auth:open-login' | 'auth:open-register' | 'auth:open-forgot' }) {
    return (
      <button type="button" onClick={() => bus.emit(event)}>
        Open
      </button>
    );
  }

  it('the login modal opens with the username focused, and Escape gives the focus back to its opener', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Opener event="auth:open-login" />
        <AuthModalHost />
      </>,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByRole('textbox', { name: /username/i })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it.each([
    ['auth:open-register', 'Register'],
    ['auth:open-forgot', 'Forgot password'],
  ] as const)('%s: the form, loaded on first use, gets the focus on its first field', async (event, title) => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Opener event={event} />
        <AuthModalHost />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: title });
    const form = await within(dialog).findByRole('form', { name: title });
    await waitFor(() => expect(form.querySelector('input:not([readonly]):not([type="hidden"])')).toHaveFocus());
  });

  it('the required change opens on its current-password field (the account is read-only)', async () => {
    setSession({ token: 't', account: 'player01', customerId: '1', isAgent: 0, memberLabel: '', merchant: 'demo', merchantCode: 'demo' });
    setPendingPasswordChange('default');
    renderWithProviders(<AuthModalHost />);
    const dialog = screen.getByRole('dialog', { name: 'Change password' });
    await waitFor(() => expect(within(dialog).getByLabelText('Current password')).toHaveFocus());
  });
});
