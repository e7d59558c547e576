import { act, render, screen } from '@testing-library/react';
import { i18n } from '@site/shared';
import { LoadingState } from './loading-state';
import { CENTRE_KIT_NAMESPACE } from './texts';

describe('the kit\'s texts', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('are added to the page\'s i18n by the first kit piece that renders, in every language', async () => {
    expect(i18n.hasResourceBundle('en', CENTRE_KIT_NAMESPACE)).toBe(false);
    const { unmount } = render(<LoadingState />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(i18n.hasResourceBundle('en', CENTRE_KIT_NAMESPACE)).toBe(true);
    unmount();
    await act(() => i18n.changeLanguage('zh'));
    render(<LoadingState />);
    expect(screen.getByRole('status')).toHaveTextContent('加载中…');
  });
});
