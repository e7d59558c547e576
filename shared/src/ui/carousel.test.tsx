import { render, screen, waitFor, within } from '@testing-library/react';
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

describe('Carousel', () => {
  it('paints the slides in view at once, before swiper has loaded, in a named region', async () => {
    const { container } = render(
      <Carousel ariaLabel="Banners" items={banners} keyOf={(b) => b.id} renderItem={(b, i) => <img src={b.url} alt={`Banner ${i + 1}`} />} dots />,
    );
    const region = screen.getByRole('region', { name: 'Banners' });
    expect(within(region).getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Banner 1']);
    expect(container.querySelector('.swiper')).toBeNull();
    await swiperLoaded(container);
  });

  it('renders every item in its own slide inside a named region', async () => {
    const { container } = render(<Carousel ariaLabel="Banners" items={banners} keyOf={(b) => b.id} renderItem={(b, i) => <img src={b.url} alt={`Banner ${i + 1}`} />} dots autoplayMs={5000} loop />);
    await swiperLoaded(container);
    const region = screen.getByRole('region', { name: 'Banners' });
    const images = within(region).getAllByRole('img');
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(expect.arrayContaining(['Banner 1', 'Banner 2', 'Banner 3']));
    expect(new Set(images.map((img) => img.getAttribute('src'))).size).toBe(3);
  });

  it('renders a single item without dots or arrows', async () => {
    const { container } = render(<Carousel items={[banners[0]!]} keyOf={(b) => b.id} renderItem={(b) => <span>slide {b.id}</span>} dots arrows />);
    await swiperLoaded(container);
    expect(screen.getByText('slide 1')).toBeInTheDocument();
    expect(container.querySelector('.swiper-pagination')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Previous slide' })).toBeNull();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('offers translated arrows and clickable dots when there is more than one slide', async () => {
    const { container } = render(<Carousel items={banners} keyOf={(b) => b.id} renderItem={(b) => <span>slide {b.id}</span>} dots arrows />);
    await swiperLoaded(container);
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
