import { act, fireEvent, render, screen } from '@testing-library/react';
import { LazyImage } from './lazy-image';
import { ERROR_IMAGE_SRC } from './error-image';

/** A controllable IntersectionObserver: tests decide when an image comes into view. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly options: IntersectionObserverInit | undefined;
  readonly targets: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.targets.length = 0;
  }
  takeRecords() {
    return [];
  }
  enter() {
    const entries = this.targets.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

const original = globalThis.IntersectionObserver;

beforeEach(() => {
  FakeObserver.instances = [];
  // The test set-up installs a writable (not configurable) no-op observer; swap it for ours.
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
});

afterEach(() => {
  globalThis.IntersectionObserver = original;
  jest.useRealTimers();
});

function comeIntoView() {
  act(() => {
    for (const observer of FakeObserver.instances) observer.enter();
  });
}

describe('LazyImage', () => {
  it('waits for visibility (threshold 0.1, 30% preload margin) before requesting the image', () => {
    render(<LazyImage src="/media/games/1.svg" alt="Game 1" width={120} height={90} />);
    const img = screen.getByRole('img', { name: 'Game 1' });
    // Not requested yet: a transparent pixel stands in (an <img> without src shows a broken icon).
    expect(img.getAttribute('src')).toMatch(/^data:image\/gif;base64,/);
    expect(img).toHaveAttribute('data-state', 'loading');
    expect(FakeObserver.instances[0]?.options).toEqual({ threshold: 0.1, rootMargin: '30%' });

    comeIntoView();
    expect(screen.getByRole('img', { name: 'Game 1' })).toHaveAttribute('src', '/media/games/1.svg');
    fireEvent.load(screen.getByRole('img', { name: 'Game 1' }));
    expect(screen.getByRole('img', { name: 'Game 1' })).toHaveAttribute('data-state', 'loaded');
  });

  it('retries a failed load up to three attempts with a back-off, then shows the error image', () => {
    jest.useFakeTimers();
    render(<LazyImage src="/media/banners/broken.svg" alt="Banner" />);
    comeIntoView();

    const requested: (string | null)[] = [];
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const img = screen.getByRole('img', { name: 'Banner' });
      requested.push(img.getAttribute('src'));
      fireEvent.error(img);
      // The retry waits: a second error event during the back-off changes nothing.
      fireEvent.error(img);
      expect(screen.getByRole('img', { name: 'Banner' })).toHaveAttribute('data-state', 'loading');
      act(() => {
        jest.advanceTimersByTime(300 * attempt);
      });
      // A new element is a new request for the same source.
      expect(screen.getByRole('img', { name: 'Banner' })).not.toBe(img);
    }
    const last = screen.getByRole('img', { name: 'Banner' });
    requested.push(last.getAttribute('src'));
    expect(requested).toEqual(['/media/banners/broken.svg', '/media/banners/broken.svg', '/media/banners/broken.svg']);

    fireEvent.error(last);
    const shown = screen.getByRole('img', { name: 'Banner' });
    expect(shown).toHaveAttribute('data-state', 'error');
    expect(shown).toHaveAttribute('src', ERROR_IMAGE_SRC);
    expect(ERROR_IMAGE_SRC).toMatch(/^data:image\/svg\+xml,/);

    // The error image failing too must not loop.
    fireEvent.error(shown);
    act(() => {
      jest.advanceTimersByTime(10_000);
    });
    expect(screen.getByRole('img', { name: 'Banner' })).toHaveAttribute('data-state', 'error');
  });

  it('recovers when a retry succeeds, and honours a custom error image and attempt count', () => {
    jest.useFakeTimers();
    const { rerender } = render(<LazyImage src="/a.svg" alt="A" />);
    comeIntoView();
    fireEvent.error(screen.getByRole('img', { name: 'A' }));
    act(() => {
      jest.advanceTimersByTime(300);
    });
    fireEvent.load(screen.getByRole('img', { name: 'A' }));
    expect(screen.getByRole('img', { name: 'A' })).toHaveAttribute('data-state', 'loaded');

    rerender(<LazyImage src="/b.svg" alt="A" attempts={1} errorSrc="/fallback.png" />);
    comeIntoView();
    fireEvent.error(screen.getByRole('img', { name: 'A' }));
    expect(screen.getByRole('img', { name: 'A' })).toHaveAttribute('src', '/fallback.png');
  });

  it('shows an image that loaded before without waiting for visibility', () => {
    const first = render(<LazyImage src="/media/vendors/PG.svg" alt="PG" />);
    comeIntoView();
    fireEvent.load(screen.getByRole('img', { name: 'PG' }));
    first.unmount();
    render(<LazyImage src="/media/vendors/PG.svg" alt="PG" />);
    expect(screen.getByRole('img', { name: 'PG' })).toHaveAttribute('src', '/media/vendors/PG.svg');
  });
});
