import type { Page } from '@playwright/test';

/**
 * Scrolls to the page's end half a screen at a time, following it while it grows, until nothing
 * more is built, then back to the top: what the site builds on nearing the viewport (the home
 * page's hot games, a phone's footer and side bars) is then in the page, as a reader who scrolled
 * through finds it.
 */
export async function scrollThrough(page: Page): Promise<void> {
  let height = -1;
  for (let round = 0; round < 10; round += 1) {
    const reached = await page.evaluate(async () => {
      const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const root = document.documentElement;
      for (let top = 0; top < root.scrollHeight; top += window.innerHeight / 2) {
        window.scrollTo(0, top);
        await frames();
      }
      return root.scrollHeight;
    });
    if (reached === height) break;
    height = reached;
    await page.waitForTimeout(200);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
