import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import SwiperCarousel from './swiper-carousel';

const swiperProps: Record<string, unknown>[] = [];

// Swiper's timing cannot run in jsdom; what matters is what the carousel asks of it.
jest.mock('swiper/react', () => ({
  Swiper: (props: Record<string, unknown> & { children?: ReactNode }) => {
    swiperProps.push(props);
    return <div>{props.children}</div>;
  },
  SwiperSlide: ({ children }: { children?: ReactNode }) => <div>{children}</div>,
}));

beforeEach(() => {
  swiperProps.length = 0;
});

const items = [1, 2, 3];

describe('SwiperCarousel autoplay', () => {
  it('starts a slide every autoplayMs: the transition is part of the interval', () => {
    render(<SwiperCarousel items={items} keyOf={(n) => n} renderItem={(n) => <span>{n}</span>} autoplayMs={5000} speed={600} loop />);
    const props = swiperProps.at(-1)!;
    const autoplay = props.autoplay as { delay: number };
    expect(autoplay.delay + (props.speed as number)).toBe(5000);
  });

  it('never asks for a negative delay, and does not play a single slide', () => {
    render(<SwiperCarousel items={items} keyOf={(n) => n} renderItem={(n) => <span>{n}</span>} autoplayMs={200} speed={600} />);
    expect((swiperProps.at(-1)!.autoplay as { delay: number }).delay).toBe(0);
    render(<SwiperCarousel items={[1]} keyOf={(n) => n} renderItem={(n) => <span>{n}</span>} autoplayMs={5000} />);
    expect(swiperProps.at(-1)!.autoplay).toBe(false);
  });
});
