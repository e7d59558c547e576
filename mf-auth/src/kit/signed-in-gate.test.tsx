import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSession, type Session } from '@site/shared';
import { fakePlatform, ok } from '@site/shared/testing';
import { renderWithProviders, resetSharedState } from '../testing/render';
import AgentLoginScreen from '../features/agent-login/components/agent-login-screen';
import LoginScreen from '../features/login/components/login-screen';
import RegisterScreen from '../features/register/components/register-screen';
import { SignedInGate } from './signed-in-gate';

const member: Session = { token: 't0k3n', account: 'demoplayer', customerId: '7', isAgent: 0, memberLabel: '', merchant: 'demo', merchantCode: 'demo' };

let api: ReturnType<typeof fakePlatform>;
beforeEach(async () => {
  await resetSharedState();
  api = fakePlatform({ 'DELETE /wps/session/logout': () => ok(null) });
});
afterEach(() => api.restore());

describe('SignedInGate', () => {
  it.each([
    ['/login', LoginScreen, 'auth-login-page'],
    ['/register', RegisterScreen, 'auth-register-page'],
    ['/agentHome', AgentLoginScreen, 'auth-agent-home-page'],
  ] as const)('%s tells a signed-in visitor so instead of showing the form', (route, Screen, testId) => {
    act(() => setSession(member));
    renderWithProviders(<Screen />, { route });
    expect(screen.getByTestId(testId)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You are already signed in as demoplayer.');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('shows the form to a visitor, and keeps it when they sign in with it', () => {
    renderWithProviders(
      <SignedInGate>
        <form aria-label="Log in" />
      </SignedInGate>,
    );
    expect(screen.getByRole('form', { name: 'Log in' })).toBeInTheDocument();
    act(() => setSession(member));
    expect(screen.getByRole('form', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByTestId('signed-in-notice')).not.toBeInTheDocument();
  });

  it('Sign out ends the session and brings the form back', async () => {
    const user = userEvent.setup();
    act(() => setSession(member));
    renderWithProviders(
      <SignedInGate>
        <form aria-label="Log in" />
      </SignedInGate>,
    );
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('form', { name: 'Log in' })).toBeInTheDocument();
    expect(api.callsTo('DELETE /wps/session/logout')).toHaveLength(1);
  });
});
