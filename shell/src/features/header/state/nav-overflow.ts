/**
 * How many of the navigation's items, taken in order, fit in a row `available` pixels wide. When
 * they do not all fit, the room of the "more" button that collects the rest is kept free, so the
 * button never pushes the last item out of view. Half a pixel of slack absorbs sub-pixel rounding.
 */
export function itemsThatFit(widths: readonly number[], available: number, moreWidth: number): number {
  const limit = available + 0.5;
  const total = widths.reduce((sum, width) => sum + width, 0);
  if (total <= limit) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + width > limit) break;
    used += width;
    count += 1;
  }
  return count;
}

/**
 * The scroll a vertical wheel turn gives a row that scrolls sideways: a mouse wheel only turns
 * vertically, so without this the row's end is out of reach for a mouse. Returns null when the
 * turn is already sideways or the row cannot move that way (at its end the page scrolls instead).
 */
export function sidewaysScroll(
  row: { scrollLeft: number; scrollWidth: number; clientWidth: number },
  deltaX: number,
  deltaY: number,
): number | null {
  if (Math.abs(deltaX) >= Math.abs(deltaY)) return null;
  const max = row.scrollWidth - row.clientWidth;
  if (max <= 0) return null;
  const next = Math.min(max, Math.max(0, row.scrollLeft + deltaY));
  return next === row.scrollLeft ? null : next;
}
