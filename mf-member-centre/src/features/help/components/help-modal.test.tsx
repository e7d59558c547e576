import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addRemoteResources, bus, queryClient, type HelpSection, MemoryRouter } from '@site/shared';
import { fakePlatform, ok } from '@site/shared/testing';
import { MEMBER_NAMESPACE, resources } from '../../../i18n/resources';
import HelpModal from './help-modal';
import HelpScreen from './help-screen';

const SECTIONS: HelpSection[] = [
  { id: 1, section: 'faq', title: 'FAQ', content: '<p>How do I deposit?</p>', version: 1, updatedAt: '2026-11-01T08:00:00.000Z' },
  { id: 2, section: 'terms', title: 'Terms and conditions', content: '<p>You must be <b>18 or older</b>.</p><img src="x" onerror="window.hacked = true">', version: 1, updatedAt: '2026-11-01T08:00:00.000Z' },
  { id: 3, section: 'privacy', title: 'Privacy policy', content: '<p>We never sell your data.</p>', version: 1, updatedAt: '2026-11-01T08:00:00.000Z' },
];

let api: ReturnType<typeof fakePlatform>;

beforeAll(() => addRemoteResources(MEMBER_NAMESPACE, resources));
beforeEach(() => {
  queryClient.clear();
  api = fakePlatform({ 'GET /wps/system/helpCenter': () => ok(SECTIONS) });
});
afterEach(() => api.restore());

describe('help modal (helpModal)', () => {
  it('opens on help:open on the requested section, with the platform HTML sanitised, and closes', async () => {
    const user = userEvent.setup();
    render(<HelpModal />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => bus.emit('help:open', { section: 'terms' }));
    const modal = screen.getByRole('dialog', { name: 'Help centre' });
    const panel = await within(modal).findByRole('tabpanel', { name: 'Terms and conditions' });
    expect(panel).toHaveTextContent('You must be 18 or older.');
    expect(panel.querySelector('[onerror]')).toBeNull();
    expect(within(modal).getByRole('tab', { name: 'Terms and conditions' })).toHaveAttribute('aria-selected', 'true');

    await user.click(within(modal).getByRole('tab', { name: 'Privacy policy' }));
    expect(within(modal).getByRole('tabpanel', { name: 'Privacy policy' })).toHaveTextContent('We never sell your data.');

    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('without a section opens on the first one', async () => {
    render(<HelpModal />);
    act(() => bus.emit('help:open'));
    expect(await screen.findByRole('tabpanel', { name: 'FAQ' })).toBeInTheDocument();
  });

  it('/help#terms opens it on the terms; choosing the terms tab on the page does not', async () => {
    const user = userEvent.setup();
    const opened = jest.fn();
    const off = bus.on('help:open', opened);
    render(
      // The modal listens first, as the shell's widget host does (it also replays an early event).
      <MemoryRouter initialEntries={['/help#terms']}>
        <HelpModal />
        <HelpScreen />
      </MemoryRouter>,
    );
    const modal = screen.getByRole('dialog', { name: 'Help centre' });
    expect(await within(modal).findByRole('tabpanel', { name: 'Terms and conditions' })).toBeInTheDocument();
    expect(opened).toHaveBeenCalledWith({ section: 'terms' });
    await user.click(within(modal).getByRole('button', { name: 'Close' }));

    const page = screen.getByTestId('help-page');
    await user.click(within(page).getByRole('tab', { name: 'FAQ' }));
    await user.click(within(page).getByRole('tab', { name: 'Terms and conditions' }));
    expect(within(page).getByRole('tabpanel', { name: 'Terms and conditions' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opened).toHaveBeenCalledTimes(1);
    off();
  });

  it('/help without a hash opens no modal', async () => {
    const opened = jest.fn();
    const off = bus.on('help:open', opened);
    render(
      <MemoryRouter initialEntries={['/help']}>
        <HelpScreen />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('tabpanel', { name: 'FAQ' })).toBeInTheDocument();
    expect(opened).not.toHaveBeenCalled();
    off();
  });
});
