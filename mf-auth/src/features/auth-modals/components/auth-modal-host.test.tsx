import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addRemoteResources, bus, setLanguage } from '@site/shared';
import { AUTH_NAMESPACE, resources } from '../../../i18n/resources';
import AuthModalHost from './auth-modal-host';

beforeAll(() => addRemoteResources(AUTH_NAMESPACE, resources));
afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('auth modal host', () => {
  it('opens nothing until an event asks for it', () => {
    render(<AuthModalHost />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['auth:open-login', 'Log in', 'Signing in arrives'],
    ['auth:open-register', 'Register', 'Registration arrives'],
    ['auth:open-forgot', 'Forgot password', 'Password recovery arrives'],
    ['auth:open-change-password', 'Change password', 'Changing your password arrives'],
  ] as const)('%s opens a modal titled "%s" that honestly says the feature is not available', (event, title, text) => {
    render(<AuthModalHost />);
    act(() => bus.emit(event));
    const dialog = screen.getByRole('dialog', { name: title });
    expect(dialog).toHaveTextContent('Not available yet');
    expect(dialog).toHaveTextContent(text);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('closes with its close button and stops listening when unmounted', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<AuthModalHost />);
    act(() => bus.emit('auth:open-login', { reason: 'gated' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const before = bus.listenerCount('auth:open-login');
    unmount();
    expect(bus.listenerCount('auth:open-login')).toBe(before - 1);
  });

  it('follows the language', async () => {
    render(<AuthModalHost />);
    await act(() => setLanguage('vi'));
    act(() => bus.emit('auth:open-register'));
    expect(screen.getByRole('dialog', { name: 'Đăng ký' })).toHaveTextContent('Chưa khả dụng');
  });
});
