import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { everythingInView } from '../../testing/in-view';
import { Carousel } from './carousel';

const banners = [
  { id: 1, url: '/media/banners/1.svg' },
  { id: 2, url: '/media/banners/2.svg' },
  { id: 3, url: '/media/banners/3.svg' },
];

/** Swiper loads on demand; wait until it has replaced the still first render. */
async function swiperLoaded(container: HTMLElement) {
  await waitFor(() => expect(container.querySelector('.swiper')).not.toBeNull());
}

/** A pointer reaches the carousel (jsdom has no viewport to bring it near), then swiper has loaded. */
async function pointedAt(container: HTMLElement) {
  fireEvent.pointerEnter(container.firstElementChild!);
  await swiperLoaded(container);
}

describe('Carousel', () => {
  it('paints the slides in view at once, before swiper has loaded, in a named region', async () => {
    const { container } = render(
      <Carousel ariaLabel="Banners" items={banners} keyOf={(b) => b.id} renderItem={(b, i) => <img src={b.url} alt={`Banner ${i + 1}`} />} dots />,
    );
    const region = screen.getByRole('region', { name: 'Banners' });
    expect(within(region).getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Banner 1']);
    expect(container.querySelector('.swiper')).toBeNull();
    await pointedAt(container);
  });

  it('keeps an autoplaying carousel still, without swiper, until its first turn is due', async () => {
    const undoInView = everythingInView();
    jest.useFakeTimers();
    try {
      const { container } = render(<Carousel ariaLabel="Banners" items={banners} keyOf={(b) => b.id} renderItem={(b, i) => <img src={b.url} alt={`Banner ${i + 1}`} />} autoplayMs={5000} loop />);
      await act(async () => {
        jest.advanceTimersByTime(4999);
      });
      expect(container.querySelector('.swiper')).toBeNull();
      expect(screen.getAllByRole('img')).toHaveLength(1);
      await act(async () => {
        jest.advanceTimersByTime(1);
      });
      jest.useRealTimers();
      await swiperLoaded(container);
    } finally {
      jest.useRealTimers();
      undoInView();
    }
  });

  it('keeps a carousel out of sight still, autoplay or not, until it comes near the viewport', async () => {
    const { container } = render(<Carousel ariaLabel="Banners" items={banners} keyOf={(b) => b.id} renderItem={(b, i) => <img src={b.url} alt={`Banner ${i + 1}`} />} autoplayMs={10} />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(container.querySelector('.swiper')).toBeNull();
  });

  it('loads swiper at once when a pointer reaches the carousel', async () => {
    const { container } = render(<Carousel ariaLabel="Banners" items={banners} keyOf={(b) => b.id} renderItem={(b, i) => <img src={b.url} alt={`Banner ${i + 1}`} />} autoplayMs={60_000} />);
    expect(container.querySelector('.swiper')).toBeNull();
    fireEvent.pointerEnter(screen.getByRole('region', { name: 'Banners' }));
    await swiperLoaded(container);
  });

  it('renders every item in its own slide inside a named region', async () => {
    const { container } = render(<Carousel ariaLabel="Banners" items={banners} keyOf={(b) => b.id} renderItem={(b, i) => <img src={b.url} alt={`Banner ${i + 1}`} />} dots loop />);
    await pointedAt(container);
    const region = screen.getByRole('region', { name: 'Banners' });
    const images = within(region).getAllByRole('img');
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(expect.arrayContaining(['Banner 1', 'Banner 2', 'Banner 3']));
    expect(new Set(images.map((img) => img.getAttribute('src'))).size).toBe(3);
  });

  it('renders a single item without dots or arrows, and never loads swiper for it', async () => {
    const { container } = render(<Carousel items={[banners[0]!]} keyOf={(b) => b.id} renderItem={(b) => <span>slide {b.id}</span>} dots arrows />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(container.querySelector('.swiper')).toBeNull();
    expect(screen.getByText('slide 1')).toBeInTheDocument();
    expect(container.querySelector('.swiper-pagination')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Previous slide' })).toBeNull();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('offers translated arrows and clickable dots when there is more than one slide', async () => {
    const { container } = render(<Carousel items={banners} keyOf={(b) => b.id} renderItem={(b) => <span>slide {b.id}</span>} dots arrows />);
    await pointedAt(container);
    expect(container.querySelector('.swiper-pagination')).not.toBeNull();
    const previous = await screen.findByRole('button', { name: 'Previous slide' });
    const next = screen.getByRole('button', { name: 'Next slide' });
    expect(next).toBeInTheDocument();
    // Swiper drives them (nothing else disables them): "previous" is off at the first slide. jsdom
    // has no layout, so whether "next" moves is checked in the browser (login game menu e2e).
    await waitFor(() => expect(previous).toBeDisabled());
    // Beside the slides, not over them.
    expect(container.querySelector('.swiper')?.contains(previous)).toBe(false);
  });
});
