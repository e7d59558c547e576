import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@site/shared';
import { resetSharedState, withProviders } from '../../../testing/render-app';
import { MaintenancePage } from './maintenance-page';
import { RegionBlockedPage } from './region-blocked-page';

beforeEach(() => resetSharedState());
afterEach(() => jest.restoreAllMocks());

const SCREENS = [
  ['maintenance', (path?: string) => <MaintenancePage endTime={null} customerService={path ? { csType: '1', path } : undefined} />],
  ['region-blocked', (path?: string) => <RegionBlockedPage ip="203.0.113.7" customerService={path ? { csType: '1', path } : undefined} />],
] as const;

const HELP_CENTRE = [
  ['en', 'Help centre'],
  ['es', 'Centro de ayuda'],
  ['vi', 'Trung tâm trợ giúp'],
  ['zh', '帮助中心'],
] as const;

describe.each(SCREENS)('the %s screen', (_name, screenWith) => {
  it.each(HELP_CENTRE)('offers the help centre even with no contact configured (%s)', async (lang, name) => {
    await act(() => i18n.changeLanguage(lang));
    try {
      render(withProviders(screenWith(undefined)));
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', '/helpmc');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('opens the help centre in the contact window, and by plain navigation when pop-ups are blocked', async () => {
    const popup = {} as Window;
    const open = jest.spyOn(window, 'open').mockReturnValue(popup);
    render(withProviders(screenWith(undefined)));
    const link = screen.getByRole('link', { name: 'Help centre' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(open).toHaveBeenCalledWith('/helpmc', 'customer-service', expect.stringMatching(/width=440,height=750/));
    expect(click.defaultPrevented).toBe(true);

    open.mockReturnValue(null);
    const blocked = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(blocked);
    expect(blocked.defaultPrevented).toBe(false);
  });

  it('is reachable by keyboard', async () => {
    jest.spyOn(window, 'open').mockReturnValue({} as Window);
    render(withProviders(screenWith(undefined)));
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Help centre' })).toHaveFocus();
  });

  it('keeps a configured contact beside it, and offers the help centre once when it is the contact', () => {
    const { unmount } = render(withProviders(screenWith('https://chat.example.org/live')));
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Help centre' })).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Customer service' })).toBeInTheDocument();
    unmount();

    render(withProviders(screenWith('/helpmc')));
    expect(screen.getAllByRole('link', { name: 'Help centre' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Customer service' })).not.toBeInTheDocument();
  });
});
