import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { setLanguage, type VendorCard } from '@site/shared';
import { renderWithProviders, resetSharedState } from '../../../testing/render';
import { VendorTabs } from './vendor-tabs';

beforeEach(async () => {
  await resetSharedState();
});

const card = (vassalage: string, displayName: string, isHot: 0 | 1): VendorCard => ({
  accountTypeId: 1,
  vassalage,
  gameType: 'RNG',
  displayName,
  isHot,
  logoUrl: `/media/vendors/${vassalage}.svg`,
});
const CARDS = [card('PG', 'PG Soft', 1), card('JILI', 'JILI', 1), card('CQ9', 'CQ9', 0)];

/** The declarations of `selector`'s rule in the tabs' CSS module, comments left out. */
function declarations(selector: string): Record<string, string> {
  const css = readFileSync(path.join(__dirname, 'vendor-tabs.module.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const block = new RegExp(`(?:^|[\\s}])\\${selector}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  return Object.fromEntries(block.split(';').map((d) => d.split(':').map((part) => part.trim())).filter(([name]) => name) as [string, string][]);
}

describe('the HOT badge on the provider tabs', () => {
  it.each([
    ['en', 'Hot'],
    ['es', 'Popular'],
    ['vi', 'Nổi bật'],
    ['zh', '热门'],
  ])('reads %s on the selected and the unselected hot tabs, accents included', async (language, badge) => {
    await setLanguage(language);
    renderWithProviders(<VendorTabs cards={CARDS} selected="PG" onSelect={() => {}} />);
    const tab = (name: string) => screen.getAllByRole('tab').find((t) => t.textContent?.includes(name))!;
    expect(within(tab('PG Soft')).getByText(badge)).toBeInTheDocument();
    expect(within(tab('JILI')).getByText(badge)).toBeInTheDocument();
    expect(within(tab('CQ9')).queryByText(badge)).toBeNull();
  });

  // jsdom lays nothing out, so the rule that keeps the marks visible is asserted where it lives.
  it("gives the uppercase Vietnamese marks (NỔI BẬT) room: an explicit line height and a strip that does not clip the badge's top", () => {
    const hot = declarations('.hot');
    expect(Number(hot['line-height'])).toBeGreaterThanOrEqual(1.4);
    expect(hot.overflow).toBeUndefined();
    // The strip scrolls sideways, so it clips whatever rises above it: the badge sits below its top edge.
    expect(declarations('.tabs')['padding-top']).toMatch(/^var\(--space-[1-9]\)$|^[1-9]\d*px$/);
  });
});
