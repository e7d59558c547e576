import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { addRemoteResources, bus, queryClient, setLanguage, type HelpSection, MemoryRouter } from '@site/shared';
import { expectCompleteTranslations, fakePlatform, ok } from '@site/shared/testing';
import { MEMBER_NAMESPACE, resources } from '../../../i18n/resources';
import HelpScreen from './help-screen';
import { texts } from '../responsible-texts';

const SECTIONS: HelpSection[] = [
  { id: 1, section: 'faq', title: 'FAQ', content: '<p>How do I deposit?</p>', version: 1, updatedAt: '2026-11-01T08:00:00.000Z' },
  { id: 4, section: 'responsible', title: 'Responsible gaming', content: '<h3>Responsible gaming</h3><p>Gaming is entertainment.</p>', version: 1, updatedAt: '2026-11-01T08:00:00.000Z' },
];

let api: ReturnType<typeof fakePlatform>;

beforeAll(() => addRemoteResources(MEMBER_NAMESPACE, resources));
beforeEach(() => {
  queryClient.clear();
  queryClient.setQueryDefaults(['help-center'], { retry: false });
  api = fakePlatform({ 'GET /wps/system/helpCenter': () => ok(SECTIONS) });
});
afterEach(async () => {
  api.restore();
  await act(() => setLanguage('en'));
});

const renderAt = (entry: string) =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <HelpScreen />
    </MemoryRouter>,
  );

describe("help centre's responsible gaming section", () => {
  it('lists every tool, each opening the Responsible gaming page by keyboard, and independent helplines', async () => {
    const opened: unknown[] = [];
    const off = bus.on('member-centre:open', (payload) => opened.push(payload));
    renderAt('/help#responsible');
    const panel = await screen.findByRole('tabpanel', { name: 'Responsible gaming' });
    expect(panel).toHaveTextContent('Gaming is entertainment.');
    const tools = within(panel).getByRole('list', { name: 'Tools on this site' });
    expect(within(tools).getAllByRole('button').map((button) => button.textContent)).toEqual(
      ['Limits', 'Reality check', 'Time-out', 'Self-exclusion', 'Activity statement'].map((tool) => `Open ${tool} on the Responsible gaming page`),
    );
    within(tools).getByRole('button', { name: 'Open Activity statement on the Responsible gaming page' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(opened).toEqual([{ page: 'responsibleGaming' }]);
    const helplines = within(panel).getByRole('list', { name: 'Independent help' });
    expect(within(helplines).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      'https://www.gamcare.org.uk/',
      'https://www.gamblersanonymous.org/',
      'https://www.gamblingtherapy.org/',
      'https://www.begambleaware.org/',
    ]);
    off();
  });

  it('shows only under the responsible gaming topic, with no ARIA violation', async () => {
    const { container } = renderAt('/help#responsible');
    await screen.findByRole('list', { name: 'Tools on this site' });
    const results = await axe.run(container, { runOnly: ['aria-allowed-role', 'button-name', 'link-name', 'list', 'listitem'] });
    expect(results.violations).toEqual([]);
    await userEvent.click(screen.getByRole('tab', { name: 'FAQ' }));
    expect(screen.queryByRole('list', { name: 'Tools on this site' })).not.toBeInTheDocument();
  });

  it('has every text in es, vi and zh', () => {
    expectCompleteTranslations(texts);
  });
});
