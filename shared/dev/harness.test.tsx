import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { bus, defineRemote, queryClient, useBusEvent } from '@site/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

function Lottery() {
  const { t } = useTranslation('probe');
  // Proves the harness provides the page's one query client.
  const client = useQueryClient();
  return <main>{`${t('title')} ${client === queryClient ? 'shared client' : 'other client'}`}</main>;
}

function Listener() {
  const [count, setCount] = useState(0);
  useBusEvent('member-centre:open', () => setCount((n) => n + 1));
  return <p>opened {count}</p>;
}

const descriptor = defineRemote({
  id: 'lottery',
  hostApi: '^1.0.0',
  routes: [{ path: '/lottery', screenId: 'lottery', screen: async () => ({ default: Lottery }), chrome: 'header-only' }],
  widgets: { listener: async () => ({ default: Listener }) },
  i18n: { namespace: 'probe', resources: { en: { title: 'Probe lottery' }, es: { title: 'Lotería de prueba' } } },
});

describe('dev harness', () => {
  it('mounts into #root with the routes, the widgets, the translations and the shared singletons', async () => {
    const { mountDevHarness } = await import('./harness');
    const user = userEvent.setup();
    document.body.innerHTML = '<div id="root"></div>';
    localStorage.setItem('theme', 'dark');

    await act(async () => mountDevHarness(descriptor, { title: 'mf-probe' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.title).toContain('mf-probe');

    const routes = screen.getByRole('navigation', { name: 'Routes' });
    await user.click(within(routes).getByRole('link', { name: '/lottery' }));
    expect(await screen.findByText('Probe lottery shared client')).toBeInTheDocument();
    expect(screen.getByText(/chrome header-only/)).toBeInTheDocument();

    expect(await screen.findByText('opened 0')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'member-centre:open' }));
    expect(screen.getByText('opened 1')).toBeInTheDocument();
    act(() => bus.emit('member-centre:open'));
    expect(screen.getByText('opened 2')).toBeInTheDocument();

    // Hiding a widget unmounts it.
    await user.click(screen.getByRole('button', { name: 'listener' }));
    expect(screen.queryByText(/opened/)).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es');
    expect(await screen.findByText('Lotería de prueba shared client')).toBeInTheDocument();
  });
});
