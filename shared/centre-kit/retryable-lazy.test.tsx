import { lazy, Suspense, type ComponentType } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addWaitingChunk, chunkScripts, removeChunkScripts } from '@site/shared/testing';
import { LoadingState } from './loading-state';
import { PageErrorBoundary } from './page-error-boundary';
import { isRetryableLazy, retryableLazy, type PageLoader } from './retryable-lazy';

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
    <PageErrorBoundary centre="test centre">
      <Suspense fallback={<LoadingState />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>,
  );
}

describe('retryableLazy', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
    removeChunkScripts();
  });

  /** Let `ms` pass on the fake clock, and React render what it brought. */
  const pass = (ms: number) =>
    act(async () => {
      jest.advanceTimersByTime(ms);
    });

  it('shows the error state with Retry within 10 s of a download that does not answer, and Retry downloads again', async () => {
    jest.useFakeTimers();
    const load = jest
      .fn<ReturnType<PageLoader>, []>()
      .mockReturnValueOnce(new Promise(() => undefined))
      .mockResolvedValue({ default: LoadedPage });
    renderInPanel(retryableLazy(load));
    expect(screen.getByTestId('kit-loading')).toBeInTheDocument();
    await pass(10_000);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("asks again, under a URL of each Retry's own, for the chunk scripts a hung download started", async () => {
    jest.useFakeTimers();
    const chunk = 'http://localhost/remotes/member-centre/1/9.abc.js';
    const renewedUrl = () => document.querySelector<HTMLScriptElement>('script[data-webpack="member_centre:chunk-9"]')!.src;
    addWaitingChunk('shell:chunk-3', 'http://localhost/3.def.js');
    // As webpack: the first import adds the chunk's script, a later one joins the pending chunk.
    const load = jest
      .fn<ReturnType<PageLoader>, []>()
      .mockImplementationOnce(() => {
        addWaitingChunk('member_centre:chunk-9', chunk);
        return new Promise(() => undefined);
      })
      .mockReturnValue(new Promise(() => undefined));
    renderInPanel(retryableLazy(load));
    await pass(10_000);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const firstRetry = renewedUrl();
    expect(firstRetry.replace(/\?retry=\d+$/, '')).toBe(chunk);
    // Another container's waiting chunk is not this page's: it is left alone.
    expect(chunkScripts()).toEqual([
      ['shell:chunk-3', 'http://localhost/3.def.js'],
      ['member_centre:chunk-9', firstRetry],
    ]);

    await pass(10_000);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const secondRetry = renewedUrl();
    expect(secondRetry.replace(/\?retry=\d+$/, '')).toBe(chunk);
    expect(secondRetry).not.toBe(firstRetry);
    expect(load).toHaveBeenCalledTimes(3);
  });

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

  it('tells the pages it made from any other component', () => {
    const load = jest.fn<ReturnType<PageLoader>, []>().mockResolvedValue({ default: LoadedPage });
    expect(isRetryableLazy(retryableLazy(load))).toBe(true);
    expect(isRetryableLazy(LoadedPage)).toBe(false);
    expect(isRetryableLazy(lazy(load))).toBe(false);
  });
});
