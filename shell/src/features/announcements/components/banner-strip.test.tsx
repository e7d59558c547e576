import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, i18n, type BusEvents } from '@site/shared';
import { everythingInView, fakePlatform, never, ok } from '@site/shared/testing';
import { announcements, banner, startupRoutes, URLS } from '../../../testing/fixtures';
import { resetSharedState, withProviders } from '../../../testing/render-app';
import { BannerStrip } from './banner-strip';

beforeEach(() => resetSharedState());
afterEach(() => jest.restoreAllMocks());

function withBanners(banners: ReturnType<typeof banner>[]) {
  fakePlatform(startupRoutes({ [URLS.announcements]: () => ok(announcements({ banners })) }));
}

/** A pointer on the strip: its carousel loads swiper (it does by itself when the first turn is due). */
function pointAt(strip: HTMLElement): void {
  fireEvent.pointerEnter(strip.firstElementChild!);
}

function dots(strip: HTMLElement): Element[] {
  return [...strip.querySelectorAll('.swiper-pagination-bullet')];
}

describe('<BannerStrip/>', () => {
  it('shows the slides of the route group, in order, as images', async () => {
    withBanners([banner(2, 'w_home', { sort: 2 }), banner(1, 'w_home', { sort: 1 }), banner(3, 'w_rng')]);
    render(withProviders(<BannerStrip group="w_home" />));
    const strip = await screen.findByTestId('banner-strip');
    expect(strip.tagName).toBe('SECTION');
    expect(strip).toHaveAccessibleName('Banners');
    // The first slide paints at once; the rest arrive with the carousel (loaded on demand).
    expect(within(strip).getAllByRole('img')[0]).toHaveAttribute('src', '/media/banners/1.svg');
    pointAt(strip);
    await waitFor(() =>
      expect(within(strip).getAllByRole('img').map((image) => image.getAttribute('src'))).toEqual(['/media/banners/1.svg', '/media/banners/2.svg']),
    );
  });

  it('names each picture by what it offers (the slide title the platform sends in the page language)', async () => {
    withBanners([banner(1, 'w_home', { title: 'Lottery draws every minute' }), banner(2, 'w_home', { title: 'Live casino tables 24/7' })]);
    render(withProviders(<BannerStrip group="w_home" />));
    const strip = await screen.findByTestId('banner-strip');
    pointAt(strip);
    await waitFor(() => expect(within(strip).getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual(['Lottery draws every minute', 'Live casino tables 24/7']));
    expect(within(strip).getByRole('img', { name: 'Lottery draws every minute' })).toBeInTheDocument();
  }, 30_000);

  it.each([
    ['en', 'Banner 1'],
    ['es', 'Banner 1'],
    ['vi', 'Biểu ngữ 1'],
    ['zh', '横幅 1'],
  ])('calls an untitled picture a banner, not a promotion (%s)', async (lang, alt) => {
    withBanners([banner(1, 'w_home')]);
    await act(() => i18n.changeLanguage(lang));
    try {
      render(withProviders(<BannerStrip group="w_home" />));
      const strip = await screen.findByTestId('banner-strip');
      expect(within(strip).getByRole('img')).toHaveAttribute('alt', alt);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('is not shown when the group has no banners', async () => {
    withBanners([banner(1, 'w_home'), banner(2, 'w_home')]);
    render(withProviders(<BannerStrip group="w_live" />));
    await waitFor(() => expect(screen.queryByTestId('banner-placeholder')).not.toBeInTheDocument());
    expect(screen.queryByTestId('banner-strip')).not.toBeInTheDocument();
  });

  it('keeps its height while announcements load', () => {
    fakePlatform(startupRoutes({ [URLS.announcements]: () => never() }));
    render(withProviders(<BannerStrip group="w_home" />));
    expect(screen.getByTestId('banner-placeholder')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByTestId('banner-strip')).not.toBeInTheDocument();
  });

  it('has clickable dots only with more than one slide', async () => {
    withBanners([banner(1, 'w_home'), banner(2, 'w_home'), banner(3, 'w_home'), banner(9, 'w_rng')]);
    const { unmount } = render(withProviders(<BannerStrip group="w_home" />));
    const strip = await screen.findByTestId('banner-strip');
    pointAt(strip);
    await waitFor(() => expect(dots(strip)).toHaveLength(3));
    unmount();

    render(withProviders(<BannerStrip group="w_rng" />));
    const single = await screen.findByTestId('banner-strip');
    expect(within(single).getAllByRole('img')).toHaveLength(1);
    expect(dots(single)).toHaveLength(0);
  });

  it('opens a ROUTE slide in the site, an URL slide in a new tab, a GAME slide through the bus', async () => {
    withBanners([
      banner(1, 'w_home', { linkageType: 'ROUTE', linkage: '/live' }),
      banner(2, 'w_home', { linkageType: 'URL', linkage: 'https://apps.example.com/demo' }),
      banner(3, 'w_home', { linkageType: 'GAME', linkage: 'PG:RNG:fortune' }),
      banner(4, 'w_home'),
    ]);
    const launches: BusEvents['game:launch'][] = [];
    const off = bus.on('game:launch', (payload) => launches.push(payload));
    render(withProviders(<BannerStrip group="w_home" />));
    const strip = await screen.findByTestId('banner-strip');
    pointAt(strip);
    await waitFor(() => expect(within(strip).getAllByRole('img').length).toBeGreaterThanOrEqual(4));
    const [first, second, third, fourth] = within(strip).getAllByRole('img');

    const url = second!.closest('a');
    expect(url).toHaveAttribute('href', 'https://apps.example.com/demo');
    expect(url).toHaveAttribute('target', '_blank');
    expect(url).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(fourth!.closest('a, button')).toBeNull();

    await userEvent.click(third!);
    expect(launches).toEqual([{ game: { vassalage: 'PG', gameType: 'RNG', gameCode: 'fortune' } }]);
    off();

    await userEvent.click(first!);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/live'));
  });

  it('rotates every 5 s: the first slide stays still 5 s, then the carousel loads and turns', async () => {
    withBanners([banner(1, 'w_home'), banner(2, 'w_home'), banner(3, 'w_home')]);
    const undoInView = everythingInView();
    jest.useFakeTimers();
    try {
      render(withProviders(<BannerStrip group="w_home" />));
      const strip = await screen.findByTestId('banner-strip');
      const active = () => dots(strip).indexOf(strip.querySelector('.swiper-pagination-bullet-active')!);
      act(() => jest.advanceTimersByTime(4900));
      expect(dots(strip)).toHaveLength(0);
      expect(within(strip).getAllByRole('img')).toHaveLength(1);
      act(() => jest.advanceTimersByTime(100));
      await waitFor(() => expect(dots(strip)).toHaveLength(3));
      await waitFor(() => expect(active()).toBe(1));
      act(() => jest.advanceTimersByTime(4000));
      expect(active()).toBe(1);
      act(() => jest.advanceTimersByTime(1000 + 700));
      await waitFor(() => expect(active()).toBe(2));
    } finally {
      jest.useRealTimers();
      undoInView();
    }
  });
});
