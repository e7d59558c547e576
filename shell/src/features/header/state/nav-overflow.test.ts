import { itemsThatFit, sidewaysScroll } from './nav-overflow';

describe('itemsThatFit', () => {
  it('keeps every item when the row holds them all, without room for "more"', () => {
    expect(itemsThatFit([100, 100, 100], 300, 80)).toBe(3);
    expect(itemsThatFit([], 300, 80)).toBe(0);
  });

  it('keeps the room of "more" when the items do not all fit', () => {
    // 4 x 100 = 400 > 350: with "more" (80) three items would need 380, so two stay.
    expect(itemsThatFit([100, 100, 100, 100], 350, 80)).toBe(2);
    expect(itemsThatFit([100, 100, 100, 100], 380, 80)).toBe(3);
  });

  it('stops at the first item that does not fit, so the order is kept', () => {
    expect(itemsThatFit([50, 300, 20], 200, 60)).toBe(1);
  });

  it('moves everything to "more" when not even the first item fits beside it', () => {
    expect(itemsThatFit([200, 200], 250, 80)).toBe(0);
  });

  it('tolerates sub-pixel rounding', () => {
    expect(itemsThatFit([100.3, 100.3], 200.4, 80)).toBe(2);
  });
});

describe('sidewaysScroll', () => {
  const row = (scrollLeft: number) => ({ scrollLeft, scrollWidth: 900, clientWidth: 390 });

  it('turns a vertical wheel turn into sideways scroll', () => {
    expect(sidewaysScroll(row(0), 0, 120)).toBe(120);
    expect(sidewaysScroll(row(200), 0, -120)).toBe(80);
  });

  it('stops at the ends, and leaves the page scroll alone there', () => {
    expect(sidewaysScroll(row(450), 0, 120)).toBe(510);
    expect(sidewaysScroll(row(510), 0, 120)).toBeNull();
    expect(sidewaysScroll(row(0), 0, -120)).toBeNull();
  });

  it('leaves sideways turns and rows that fit alone', () => {
    expect(sidewaysScroll(row(0), 120, 10)).toBeNull();
    expect(sidewaysScroll({ scrollLeft: 0, scrollWidth: 390, clientWidth: 390 }, 0, 120)).toBeNull();
  });
});
