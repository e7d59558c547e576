import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { setLanguage } from '@site/shared';
import { fakePlatform } from '@site/shared/testing';
import { startupRoutes } from '../testing/fixtures';
import { workingRemotes } from '../testing/remote-mock';
import { renderApp, resetSharedState } from '../testing/render-app';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

beforeEach(() => {
  resetSharedState();
  (loadRemote as jest.Mock).mockReset();
  workingRemotes(loadRemote as jest.Mock);
  window.scrollTo = jest.fn();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('the skip link', () => {
  it('is the first stop of the Tab key and moves the focus to the main landmark', async () => {
    fakePlatform(startupRoutes());
    const user = userEvent.setup();
    renderApp('/');
    const main = await screen.findByRole('main');
    expect(main).toHaveAttribute('data-testid', 'home-page');
    await screen.findByTestId('banner-strip');

    await user.tab();
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(main).toHaveFocus();
    // Focusable by script only, so never a Tab stop of its own.
    expect(main).toHaveAttribute('tabindex', '-1');
    // The header, navigation and banners are passed: the next Tab goes on after the main's start.
    await user.tab();
    const next = document.activeElement as HTMLElement;
    expect(screen.getByRole('banner').contains(next)).toBe(false);
    expect(screen.getByRole('navigation', { name: 'Main' }).contains(next)).toBe(false);
    expect(main.compareDocumentPosition(next) & (Node.DOCUMENT_POSITION_FOLLOWING | Node.DOCUMENT_POSITION_CONTAINED_BY)).toBeTruthy();
  });

  it('moves the focus to the content area while the screen is still loading', async () => {
    fakePlatform(startupRoutes());
    (loadRemote as jest.Mock).mockReturnValue(new Promise(() => undefined));
    const user = userEvent.setup();
    renderApp('/rng');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toHaveAttribute('id', 'main-content');
  });

  it('speaks the visitor’s language', async () => {
    fakePlatform(startupRoutes());
    renderApp('/');
    await setLanguage('vi');
    expect(await screen.findByRole('link', { name: 'Chuyển đến nội dung chính' })).toHaveAttribute('href', '#main-content');
  });
});
