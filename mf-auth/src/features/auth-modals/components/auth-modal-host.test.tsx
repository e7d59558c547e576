import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel, bus, requireRealAccount, setLanguage, setSession } from '@site/shared';
import { dismissAfterLogin } from '../../after-login';
import { loginPlatform, loginValue } from '../../../test-utils/login-platform';
import { ok } from '@site/shared/testing';
import { renderWithProviders, resetSharedState } from '../../../test-utils/render';
import AuthModalHost from './auth-modal-host';

// The login modal's menu is a carousel whose swiper part loads lazily; load it once up front so
// no test ends while it is still arriving.
beforeAll(async () => {
  const { container, unmount } = render(<Carousel items={[1, 2]} keyOf={(n) => n} renderItem={(n) => <span>{n}</span>} />);
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
    setSession({ token: 't', account: 'trial_1', customerId: '9', isAgent: 4, memberLabel: '', merchant: 'demo', merchantCode: 'demo' });
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
