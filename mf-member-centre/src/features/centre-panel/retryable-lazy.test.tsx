import { lazy, Suspense, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addRemoteResources } from '@site/shared';
import { CENTRE_PAGES } from '../../app/centre-pages';
import { MEMBER_NAMESPACE, resources } from '../../i18n/resources';
import { LoadingState } from '../../kit';
import { PageErrorBoundary } from './components/page-error-boundary';
import { isRetryableLazy, retryableLazy, type PageLoader } from './retryable-lazy';

beforeAll(() => addRemoteResources(MEMBER_NAMESPACE, resources));

function LoadedPage() {
  return <h3>The page</h3>;
}

/** A page download that fails the first time (a dropped connection) and works afterwards. */
function failingOnce(): jest.Mock<ReturnType<PageLoader>, []> {
  return jest
    .fn<ReturnType<PageLoader>, []>()
    .mockRejectedValueOnce(new Error('Loading chunk 42 failed.'))
    .mockResolvedValue({ default: LoadedPage });
}

/** The page as the panel shows it: inside its error boundary and the kit's loading state. */
function renderInPanel(Page: ComponentType) {
  return render(
    <PageErrorBoundary>
      <Suspense fallback={<LoadingState />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>,
  );
}

describe('retryableLazy', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('loads the page again when Retry follows a failed download', async () => {
    const load = failingOnce();
    renderInPanel(retryableLazy(load));
    expect(screen.getByTestId('kit-loading')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries a download that keeps failing once per Retry, never by itself', async () => {
    const load = jest.fn<ReturnType<PageLoader>, []>().mockRejectedValue(new Error('offline'));
    renderInPanel(retryableLazy(load));
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    // Give React every chance to render the page again on its own.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('downloads a page that loaded only once', async () => {
    const load = jest.fn<ReturnType<PageLoader>, []>().mockResolvedValue({ default: LoadedPage });
    const Page = retryableLazy(load);
    const first = renderInPanel(Page);
    await screen.findByRole('heading', { name: 'The page' });
    first.unmount();
    renderInPanel(Page);
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is needed: React.lazy keeps the failure, so Retry shows it again', async () => {
    const load = failingOnce();
    renderInPanel(lazy(load));
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The page' })).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('makes every member-centre page recoverable', () => {
    const pages = Object.entries(CENTRE_PAGES);
    expect(pages.length).toBeGreaterThan(0);
    for (const [name, Page] of pages) expect([name, isRetryableLazy(Page)]).toEqual([name, true]);
  });
});
