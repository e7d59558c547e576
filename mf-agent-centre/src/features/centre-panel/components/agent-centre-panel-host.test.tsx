import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addRemoteResources, bus, clearSession, setLanguage, setSession, type Session } from '@site/shared';
import { AGENT_NAMESPACE, resources } from '../../../i18n/resources';
import AgentCentrePanelHost from './agent-centre-panel-host';
import { AGENT_CENTRE_PAGES } from './menu';

const agent: Session = { token: 't0k3n', account: 'agent1', customerId: '9', isAgent: 1, memberLabel: '', merchant: 'demo', merchantCode: 'demo' };

beforeAll(() => addRemoteResources(AGENT_NAMESPACE, resources));
afterEach(async () => {
  act(() => clearSession());
  await act(() => setLanguage('en'));
});

describe('agent centre panel host', () => {
  it('opens on agent-centre:open, titled Agent, with every menu entry disabled and Overview current', () => {
    act(() => setSession(agent));
    render(<AgentCentrePanelHost />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => bus.emit('agent-centre:open'));
    const panel = screen.getByRole('dialog', { name: 'Agent' });
    const menu = within(panel).getByRole('navigation', { name: 'Agent centre menu' });
    const entries = within(menu).getAllByRole('button');
    expect(entries).toHaveLength(AGENT_CENTRE_PAGES.length);
    expect(entries.map((entry) => entry.textContent)).toEqual(expect.arrayContaining(['Announcement', 'Overview', 'Team management', 'My income', 'Real-time salary']));
    for (const entry of entries) expect(entry).toBeDisabled();
    expect(within(menu).getByRole('button', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(within(panel).getByTestId('not-available-yet')).toHaveTextContent('Overview');
  });

  it('opens on a requested page, ignores unknown pages, and closes', async () => {
    const user = userEvent.setup();
    act(() => setSession(agent));
    render(<AgentCentrePanelHost />);
    act(() => bus.emit('agent-centre:open', { page: 'agentDailyWages2' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Daily salary' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => bus.emit('agent-centre:open', { page: 'nonsense' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Overview' })).toBeInTheDocument();
  });

  it('offers a visitor the login and tells a member account it is for agents', async () => {
    const user = userEvent.setup();
    const openLogin = jest.fn();
    const off = bus.on('auth:open-login', openLogin);
    render(<AgentCentrePanelHost />);
    act(() => bus.emit('agent-centre:open'));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(openLogin).toHaveBeenCalledTimes(1);
    off();

    act(() => setSession({ ...agent, isAgent: 0 }));
    act(() => bus.emit('agent-centre:open'));
    expect(screen.getByRole('dialog', { name: 'Agent' })).toHaveTextContent('The agent centre is for agent accounts.');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('is translated', async () => {
    act(() => setSession(agent));
    render(<AgentCentrePanelHost />);
    await act(() => setLanguage('zh'));
    act(() => bus.emit('agent-centre:open'));
    expect(screen.getByRole('dialog', { name: '代理' })).toHaveTextContent('暂未开放');
  });

  it('covers the screen on a phone, its menu a select of every entry (the shared panel frame)', () => {
    const wide = window.matchMedia;
    window.matchMedia = (query: string) =>
      ({ matches: query.includes('max-width: 600px'), media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList;
    try {
      act(() => setSession(agent));
      render(<AgentCentrePanelHost />);
      act(() => bus.emit('agent-centre:open'));
      const panel = screen.getByRole('dialog', { name: 'Agent' });
      expect(panel.className).toMatch(/phone/);
      const select = within(panel).getByRole('combobox', { name: 'Agent centre menu' });
      expect(within(select).getAllByRole('option')).toHaveLength(AGENT_CENTRE_PAGES.length);
      expect(select).toHaveValue('agentTeamOverview');
    } finally {
      window.matchMedia = wide;
    }
  });

  it('closes when the account signs out', () => {
    act(() => setSession(agent));
    render(<AgentCentrePanelHost />);
    act(() => bus.emit('agent-centre:open'));
    expect(screen.getByRole('dialog', { name: 'Agent' })).toBeInTheDocument();
    act(() => clearSession());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
