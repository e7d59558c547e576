import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@site/shared';
import { clearHeldLogin } from '../../../kit';
import { dismissAfterLogin } from '../../after-login';
import AuthModalHost from '../../auth-modals/components/auth-modal-host';
import { loginPlatform, loginValue } from '../../../testing/login-platform';
import { ok, refusal } from '@site/shared/testing';
import { renderWithProviders, resetSharedState } from '../../../testing/render';
import AgentLoginScreen from './agent-login-screen';

beforeEach(async () => {
  await resetSharedState();
  dismissAfterLogin();
  clearHeldLogin();
});

function renderAgentPage() {
  renderWithProviders(
    <>
      <AgentLoginScreen />
      <AuthModalHost />
    </>,
    { route: '/agentHome' },
  );
  return screen.getByRole('form', { name: 'Agent login' });
}

describe('/agentHome', () => {
  it('is the login form on the agent side, without remember-me, registration or game menu', () => {
    loginPlatform(() => ok(loginValue()));
    const form = renderAgentPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Agent login' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Username')).toBeInTheDocument();
    expect(within(form).getByLabelText('Password')).toBeInTheDocument();
    expect(within(form).queryByRole('checkbox', { name: 'Remember me' })).not.toBeInTheDocument();
    expect(within(form).queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Games' })).not.toBeInTheDocument();
  });

  it('refuses a non-agent with the platform answer NOT_AGENT', async () => {
    const { loginPayloads } = loginPlatform(() => refusal('NOT_AGENT', 'Non-agents cannot log in', 403));
    const user = userEvent.setup();
    const form = renderAgentPage();
    await user.type(within(form).getByLabelText('Username'), 'player01');
    await user.type(within(form).getByLabelText('Password'), 'player1234');
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    expect(await within(form).findByTestId('form-error')).toHaveTextContent('Non-agents cannot log in');
    expect(loginPayloads()).toEqual([{ type: 'username', username: 'player01', password: 'player1234', side: 'agent' }]);
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('signs an agent in, goes home and opens the agent centre instead of the greeting', async () => {
    loginPlatform(() => ok(loginValue({ account: 'demoagent', type: 1, token: 'agent-token' })));
    const opened = jest.fn();
    const off = bus.on('agent-centre:open', opened);
    const user = userEvent.setup();
    const form = renderAgentPage();
    await user.type(within(form).getByLabelText('Username'), 'demoagent');
    await user.type(within(form).getByLabelText('Password'), 'agent1234');
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(sessionStorage.getItem('isAgent')).toBe('1');
    expect(screen.queryByTestId('after-login')).not.toBeInTheDocument();
    off();
  });

  it('still sends an agent whose password the platform says must change to change it first', async () => {
    loginPlatform(() => ok(loginValue({ account: 'demoagent', type: 1, passwordExpired: true, passwordChange: 'default' })));
    const opened = jest.fn();
    const off = bus.on('agent-centre:open', opened);
    const user = userEvent.setup();
    const form = renderAgentPage();
    await user.type(within(form).getByLabelText('Username'), 'demoagent');
    await user.type(within(form).getByLabelText('Password'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    expect(await within(await screen.findByTestId('auth-modal-change_password')).findByRole('form', { name: 'Change password' })).toBeInTheDocument();
    expect(opened).not.toHaveBeenCalled();
    off();
  });
});
