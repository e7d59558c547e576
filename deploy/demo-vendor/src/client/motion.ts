/**
 * Motion only presents a round the server has already settled: the reels turn and the cards are
 * dealt after the answer arrives, and always land on what it says. With `prefers-reduced-motion:
 * reduce` (or a browser without the Web Animations API) the result is drawn at once. Animations
 * go through element.animate rather than style attributes, which the play page's policy blocks.
 */
export function motionAllowed(): boolean {
  return typeof window.matchMedia === 'function' && !window.matchMedia('(prefers-reduced-motion: reduce)').matches && typeof Element.prototype.animate === 'function';
}

/** Runs the animations and resolves when the last one ends (a cancelled one counts as ended). */
export async function playAll(runs: { element: Element; keyframes: Keyframe[]; options: KeyframeAnimationOptions }[]): Promise<void> {
  await Promise.all(runs.map(({ element, keyframes, options }) => element.animate(keyframes, options).finished.catch(() => undefined)));
}
