import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { addRemoteResources, queryClient, setLanguage, type HelpSection, MemoryRouter, useLocation } from '@site/shared';
import { MEMBER_NAMESPACE, resources } from '../../../i18n/resources';
import { fakePlatform, ok } from '@site/shared/testing';
import HelpScreen from './help-screen';
import HelpEmbeddedScreen from './help-embedded-screen';

const SECTIONS: HelpSection[] = [
  { id: 1, section: 'faq', title: 'FAQ', content: '<p>How do I deposit?</p>', version: 1, updatedAt: '2026-11-01T08:00:00.000Z' },
  { id: 2, section: 'terms', title: 'Terms and conditions', content: '<p>You must be <b>18 or older</b>.</p><script>window.hacked = true</script>', version: 3, updatedAt: '2026-11-20T08:00:00.000Z' },
  { id: 3, section: 'privacy', title: 'Privacy policy', content: '<p>We never sell your data.</p>', version: 1, updatedAt: '2026-11-01T08:00:00.000Z' },
];

function Where() {
  const location = useLocation();
  return <span data-testid="where">{`${location.pathname}${location.hash}`}</span>;
}

function renderAt(entry: string, Screen = HelpScreen) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Screen />
      <Where />
    </MemoryRouter>,
  );
}

let api: ReturnType<typeof fakePlatform>;

beforeAll(() => addRemoteResources(MEMBER_NAMESPACE, resources));
beforeEach(() => {
  queryClient.clear();
  queryClient.setQueryDefaults(['help-center'], { retry: false });
});
afterEach(async () => {
  api.restore();
  await act(() => setLanguage('en'));
});

describe('help centre', () => {
  it('loads the sections from the platform and shows the first one by default', async () => {
    api = fakePlatform({ 'GET /wps/system/helpCenter': () => ok(SECTIONS) });
    renderAt('/help');
    expect(screen.getByRole('heading', { level: 1, name: 'Help centre' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading help');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['FAQ', 'Terms and conditions', 'Privacy policy']);
    expect(screen.getByRole('tab', { name: 'FAQ' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'FAQ' })).toHaveTextContent('How do I deposit?');
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.headers.get('Language')).toBe('en');
  });

  it('gives each element only a role it may take (the topic panel is no article)', async () => {
    api = fakePlatform({ 'GET /wps/system/helpCenter': () => ok(SECTIONS) });
    const { container } = renderAt('/help');
    await screen.findByRole('tabpanel', { name: 'FAQ' });
    const results = await axe.run(container, { runOnly: { type: 'rule', values: ['aria-allowed-role'] }, resultTypes: ['violations'] });
    expect(results.violations.flatMap((violation) => violation.nodes.map((node) => node.html))).toEqual([]);
  });

  it('/help#terms opens on the terms, with the server HTML sanitised', async () => {
    api = fakePlatform({ 'GET /wps/system/helpCenter': () => ok(SECTIONS) });
    renderAt('/help#terms');
    const panel = await screen.findByRole('tabpanel', { name: 'Terms and conditions' });
    expect(panel).toHaveTextContent('You must be 18 or older.');
    expect(panel.querySelector('b')).toHaveTextContent('18 or older');
    expect(panel.querySelector('script')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Terms and conditions' })).toHaveAttribute('aria-selected', 'true');
    // Which text it is: the section's own version and last edit, not the first section's.
    const meta = within(panel).getByTestId('help-section-meta');
    expect(meta).toHaveTextContent('Version 3');
    expect(meta).toHaveTextContent(`Last updated ${new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date('2026-11-20T08:00:00.000Z'))}`);
    expect(meta.querySelector('time')).toHaveAttribute('dateTime', '2026-11-20T08:00:00.000Z');
  });

  it('choosing a topic shows it and records it in the hash; arrow keys move between topics', async () => {
    const user = userEvent.setup();
    api = fakePlatform({ 'GET /wps/system/helpCenter': () => ok(SECTIONS) });
    renderAt('/help');
    await user.click(await screen.findByRole('tab', { name: 'Privacy policy' }));
    expect(screen.getByRole('tabpanel', { name: 'Privacy policy' })).toHaveTextContent('We never sell your data.');
    expect(screen.getByTestId('where')).toHaveTextContent('/help#privacy');

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'FAQ' })).toHaveFocus();
    expect(screen.getByTestId('where')).toHaveTextContent('/help#faq');
  });

  it('an unknown hash falls back to the first topic', async () => {
    api = fakePlatform({ 'GET /wps/system/helpCenter': () => ok(SECTIONS) });
    renderAt('/help#nope');
    expect(await screen.findByRole('tabpanel', { name: 'FAQ' })).toBeInTheDocument();
  });

  it('says so when the platform fails, and Retry loads again', async () => {
    const user = userEvent.setup();
    let fail = true;
    api = fakePlatform({
      'GET /wps/system/helpCenter': () => (fail ? { status: 500, data: { success: false, value: null, errorCode: 'INTERNAL', message: 'boom' } } : ok(SECTIONS)),
    });
    renderAt('/help');
    expect(await screen.findByRole('alert')).toHaveTextContent('The help centre could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tabpanel', { name: 'FAQ' })).toBeInTheDocument();
  });

  it('says when there are no topics', async () => {
    api = fakePlatform({ 'GET /wps/system/helpCenter': () => ok([]) });
    renderAt('/help');
    expect(await screen.findByText('There are no help topics yet.')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('/helpmc shows the same content, and a language change asks again in that language', async () => {
    api = fakePlatform({ 'GET /wps/system/helpCenter': (config) => ok(config.headers.get('Language') === 'es' ? [{ ...SECTIONS[0]!, title: 'Preguntas frecuentes' }] : SECTIONS) });
    renderAt('/helpmc', HelpEmbeddedScreen);
    expect(screen.getByTestId('helpmc-page')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'FAQ' })).toBeInTheDocument();
    await act(() => setLanguage('es'));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Preguntas frecuentes' })).toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'Centro de ayuda' })).toBeInTheDocument();
    expect(screen.getByTestId('help-section-meta')).toHaveTextContent('Versión 1');
    expect(screen.getByTestId('help-section-meta')).toHaveTextContent('Última actualización:');
  });
});
