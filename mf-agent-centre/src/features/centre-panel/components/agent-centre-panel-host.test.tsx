import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addRemoteResources, bus, clearSession, queryClient, setLanguage, setSession, type Session } from '@site/shared';
import type { ContractConsolidated } from '@site/shared/contract/agents';
import { fakePlatform, ok, refusal, type FakePlatform } from '@site/shared/testing';
import { AGENT_NAMESPACE, resources } from '../../../i18n/resources';
import AgentCentrePanelHost from './agent-centre-panel-host';
import { CENTRE_PAGES, loadOverviewPage } from '../../../app/centre-pages';
import type * as CentrePages from '../../../app/centre-pages';

// The real pages, with a watch on the first screen's loader the host calls ahead.
jest.mock('../../../app/centre-pages', () => {
  const actual = jest.requireActual<typeof CentrePages>('../../../app/centre-pages');
  return { ...actual, loadOverviewPage: jest.fn(actual.loadOverviewPage) };
});
import { AGENT_CENTRE_MENU, AGENT_CENTRE_PAGES } from './menu';

const agent: Session = { token: 't0k3n', account: 'agent1', customerId: '9', isAgent: 1, memberLabel: '', merchant: 'demo', merchantCode: 'demo' };

const ALL_ON: ContractConsolidated = { dailysalreqtype: 1, divtypereq: 1, contracthoursalreq: 1, realtimesalreqtype: 1 };
let api: FakePlatform | null = null;
const flags = (value: ContractConsolidated) => {
  api = fakePlatform({ 'GET /wps/agent/contracts/consolidated': () => ok(value) });
};

beforeAll(() => addRemoteResources(AGENT_NAMESPACE, resources));
beforeEach(() => {
  queryClient.clear();
  flags(ALL_ON);
});
afterEach(async () => {
  api?.restore();
  act(() => clearSession());
  await act(() => setLanguage('en'));
});

describe('agent centre panel host', () => {
  it("fetches the first screen's code while the centre is still closed, so opening it waits for data only", () => {
    (loadOverviewPage as jest.Mock).mockClear();
    act(() => setSession(agent));
    render(<AgentCentrePanelHost />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(loadOverviewPage).toHaveBeenCalledTimes(1);
  });

  it('opens on agent-centre:open, titled Agent, every entry selectable and Overview current', async () => {
    act(() => setSession(agent));
    render(<AgentCentrePanelHost />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => bus.emit('agent-centre:open'));
    const panel = screen.getByRole('dialog', { name: 'Agent' });
    const menu = within(panel).getByRole('navigation', { name: 'Agent centre menu' });
    expect(await within(menu).findByRole('button', { name: 'Real-time salary' })).toBeEnabled();
    const entries = within(menu).getAllByRole('button');
    expect(entries).toHaveLength(AGENT_CENTRE_MENU.length);
    expect(entries.map((entry) => entry.textContent)).toEqual(expect.arrayContaining(['Announcement', 'Overview', 'Register centre', 'Team management', 'My income']));
    for (const entry of entries) expect(entry).toBeEnabled();
    expect(within(menu).getByRole('button', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows only the contract entries the consolidated flags allow', async () => {
    flags({ dailysalreqtype: 1, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: 0 });
    act(() => setSession(agent));
    render(<AgentCentrePanelHost />);
    act(() => bus.emit('agent-centre:open', { page: 'agentHourSalary' }));
    const menu = screen.getByRole('navigation', { name: 'Agent centre menu' });
    expect(await within(menu).findByRole('button', { name: 'Daily salary' })).toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Dividend' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Hourly salary' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Real-time salary' })).not.toBeInTheDocument();
    expect(within(menu).getAllByRole('button')).toHaveLength(AGENT_CENTRE_MENU.length - 3);
    // A page the agent has no contract for, asked for through the bus, gives way to Overview.
    expect(within(menu).getByRole('button', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the contract entries when the flags cannot be read (each contract page says what it holds)', async () => {
    api?.restore();
    api = fakePlatform({ 'GET /wps/agent/contracts/consolidated': () => refusal('INTERNAL', 'down', 500) });
    act(() => setSession(agent));
    render(<AgentCentrePanelHost />);
    act(() => bus.emit('agent-centre:open'));
    const menu = screen.getByRole('navigation', { name: 'Agent centre menu' });
    expect(await within(menu).findByRole('button', { name: 'Dividend' }, { timeout: 4000 })).toBeInTheDocument();
    expect(within(menu).getAllByRole('button')).toHaveLength(AGENT_CENTRE_MENU.length);
  });

  it('opens on a requested page, ignores unknown pages, and closes', async () => {
    const user = userEvent.setup();
    act(() => setSession(agent));
    render(<AgentCentrePanelHost />);
    act(() => bus.emit('agent-centre:open', { page: 'agentDailyWages2' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Daily salary' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => bus.emit('agent-centre:open', { page: 'nonsense' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Overview' })).toBeInTheDocument();
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
    act(() => bus.emit('agent-centre:open', { page: 'agentAnnouncement' }));
    expect(await screen.findByRole('heading', { level: 3, name: '公告' })).toBeInTheDocument();
  });

  it('covers the screen on a phone, its menu a select of every entry (the shared panel frame)', async () => {
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
      await within(select).findByRole('option', { name: 'Dividend' });
      expect(within(select).getAllByRole('option')).toHaveLength(AGENT_CENTRE_MENU.length);
      expect(select).toHaveValue('agentTeamOverview');
    } finally {
      window.matchMedia = wide;
    }
  });

  // Every entry is chosen in turn, so every page's chunk loads: a slow machine takes its time.
  it('offers only built pages, in menu order, and no entry opens "Not available yet"', async () => {
    const user = userEvent.setup();
    act(() => setSession(agent));
    render(<AgentCentrePanelHost />);
    act(() => bus.emit('agent-centre:open'));
    const panel = screen.getByRole('dialog', { name: 'Agent' });
    const menu = within(panel).getByRole('navigation', { name: 'Agent centre menu' });
    await within(menu).findByRole('button', { name: 'Real-time salary' });
    const entries = within(menu).getAllByRole('button');
    expect(entries.map((entry) => entry.textContent)).toEqual(AGENT_CENTRE_PAGES.filter((page) => CENTRE_PAGES[page]).map((page) => resources.en!.menu[page]));
    for (const entry of entries) {
      await user.click(entry);
      expect(entry).toHaveAttribute('aria-current', 'page');
      expect(await within(panel).findByRole('heading', { level: 3, name: entry.textContent ?? '' }, { timeout: 20_000 })).toBeInTheDocument();
      expect(within(panel).queryByTestId('not-available-yet')).not.toBeInTheDocument();
    }
  }, 120_000);

  it('closes when the account signs out', () => {
    act(() => setSession(agent));
    render(<AgentCentrePanelHost />);
    act(() => bus.emit('agent-centre:open'));
    expect(screen.getByRole('dialog', { name: 'Agent' })).toBeInTheDocument();
    act(() => clearSession());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
