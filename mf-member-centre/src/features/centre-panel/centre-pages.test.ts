import { isRetryableLazy } from '@site/shared/centre-kit';
import { CENTRE_PAGES } from '../../app/centre-pages';

describe('the member centre pages', () => {
  it('are all made by retryableLazy, so a page whose download failed can be downloaded again', () => {
    const pages = Object.entries(CENTRE_PAGES);
    expect(pages.length).toBeGreaterThan(0);
    for (const [name, Page] of pages) expect([name, isRetryableLazy(Page)]).toEqual([name, true]);
  });
});
