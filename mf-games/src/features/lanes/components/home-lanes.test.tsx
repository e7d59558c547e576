import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, setLanguage } from '@site/shared';
import { rawLanes } from '../../../testing/fixtures';
import { fakePlatform, ok, refusal } from '@site/shared/testing';
import { renderWithProviders, resetSharedState, signIn, VENDORS_URL } from '../../../testing/render';
import HomeLanes from './home-lanes';

beforeEach(async () => {
  await resetSharedState();
});

function lanes() {
  return screen.getAllByTestId(/^lane-/);
}

describe('home lanes widget', () => {
  it('shows one section per category in API order, cockfight two places after sports', async () => {
    fakePlatform({ [VENDORS_URL]: () => ok(rawLanes()) });
    renderWithProviders(<HomeLanes />);

    await screen.findByTestId('lane-LIVE');
    expect(screen.getByTestId('home-lanes')).toBeInTheDocument();
    const order = lanes().map((lane) => lane.dataset.testid);
    expect(order).toEqual(['lane-LIVE', 'lane-SPORTS', 'lane-ESPORTS', 'lane-COCKFIGHT', 'lane-RNG', 'lane-PVP', 'lane-FISH', 'lane-ELOTT', 'lane-LOTT']);
    expect(order.indexOf('lane-COCKFIGHT')).toBe(order.indexOf('lane-SPORTS') + 2);

    const cockfight = screen.getByRole('region', { name: 'Cockfight' });
    expect(cockfight).toHaveAttribute('data-testid', 'lane-COCKFIGHT');
    expect(within(cockfight).getByRole('heading', { name: 'Cockfight' })).toBeInTheDocument();
    expect(within(cockfight).getByTestId('vendor-card-DS88')).toBeInTheDocument();
    expect(within(screen.getByTestId('lane-SPORTS')).queryByTestId('vendor-card-DS88')).not.toBeInTheDocument();
  });

  it('links each lane to its lobby', async () => {
    fakePlatform({ [VENDORS_URL]: () => ok(rawLanes()) });
    renderWithProviders(<HomeLanes />);

    const live = await screen.findByRole('region', { name: 'Live casino' });
    expect(within(live).getByRole('link', { name: 'More Live casino' })).toHaveAttribute('href', '/live');
    expect(within(screen.getByTestId('lane-COCKFIGHT')).getByRole('link')).toHaveAttribute('href', '/cockfight');
    expect(within(screen.getByTestId('lane-LOTT')).getByRole('link')).toHaveAttribute('href', '/lottery');
    expect(within(screen.getByTestId('lane-RNG')).getByRole('link')).toHaveAttribute('href', '/rng');
  });

  it('opens the slot list with the provider chosen when an RNG card is clicked', async () => {
    fakePlatform({ [VENDORS_URL]: () => ok(rawLanes()) });
    const opened = jest.fn();
    const off = bus.on('auth:open-login', opened);
    renderWithProviders(<HomeLanes />);

    await userEvent.click(await screen.findByTestId('vendor-card-PG'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/rng\?vassalage=PG$/);
    expect(opened).not.toHaveBeenCalled();

    await userEvent.click(screen.getByTestId('vendor-card-JDBF'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/fish\?vassalage=JDBF$/);
    off();
  });

  it('gates a live provider like the lobby does', async () => {
    fakePlatform({ [VENDORS_URL]: () => ok(rawLanes()) });
    const opened = jest.fn();
    const off = bus.on('auth:open-login', opened);
    renderWithProviders(<HomeLanes />);

    await userEvent.click(await screen.findByTestId('vendor-card-EVO'));
    expect(opened).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    off();
  });

  it('starts a cockfight provider for a trial account too (play money), on /seamless', async () => {
    fakePlatform({ [VENDORS_URL]: () => ok(rawLanes()) });
    signIn(4);
    const refused = jest.fn();
    const off = bus.on('auth:need-real-account', refused);
    renderWithProviders(<HomeLanes />);

    await userEvent.click(await screen.findByTestId('vendor-card-SV3'));
    expect(refused).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/seamless\?vassalage=SV3&gameType=COCKFIGHT&name=SV3\+name$/);
    off();
  });

  it('translates the lane titles', async () => {
    fakePlatform({ [VENDORS_URL]: () => ok(rawLanes()) });
    await setLanguage('vi');
    renderWithProviders(<HomeLanes />);
    expect(await screen.findByRole('region', { name: 'Đá gà' })).toHaveAttribute('data-testid', 'lane-COCKFIGHT');
    expect(screen.getByRole('region', { name: 'Nổ hũ' })).toHaveAttribute('data-testid', 'lane-RNG');
  });

  it('offers a retry when the vendors cannot be loaded', async () => {
    let fail = true;
    fakePlatform({ [VENDORS_URL]: () => (fail ? refusal('SERVER_ERROR', 'Boom', 500) : ok(rawLanes())) });
    renderWithProviders(<HomeLanes />);

    const alert = await screen.findByRole('alert');
    expect(screen.queryAllByTestId(/^lane-/)).toHaveLength(0);
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('lane-LIVE')).toBeInTheDocument();
  });
});
