import { Suspense, useState } from 'react';
import { NotAvailableYet, SidePanel, bus, isAgentAccount, useBusEvent, useSession, type SidePanelGate, useTranslation } from '@site/shared';
import { CENTRE_PAGES } from '../../../app/centre-pages';
import { AGENT_NAMESPACE } from '../../../i18n/resources';
import { CentrePage, LoadingState, PageErrorBoundary } from '@site/shared/centre-kit';
import { useConsolidatedFlags } from '../api/get-consolidated-flags';
import { DEFAULT_AGENT_CENTRE_PAGE, toAgentCentrePage, visiblePages, type AgentCentrePage } from './menu';

/**
 * Widget 'panel-host': the shell mounts it once; `agent-centre:open` (optionally with a page) opens
 * the agent centre, titled "Agent", at that page (Overview by default). The frame (menu, phone
 * layout, focus on page change, gate) is the shared SidePanel. Built pages load on the right
 * (lazily, with the kit's loading state, and an error state with Retry if a page fails); the
 * contract entries show only when the platform's consolidated flags say so. A visitor is offered
 * the login; a non-agent account is told the centre is for agents (only agents have a team).
 * The shared kit pieces come from '@site/shared/centre-kit', not through '../../../kit': the panel
 * host is on every page, and this centre's own kit pieces bring the contract (and zod) that only
 * the lazy pages need.
 */
export default function AgentCentrePanelHost() {
  const { t } = useTranslation(AGENT_NAMESPACE);
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState<AgentCentrePage>(toAgentCentrePage(undefined));
  const usable = session !== null && isAgentAccount(session);
  const flags = useConsolidatedFlags(open && usable);
  const visible = visiblePages(flags.data, flags.isError);

  useBusEvent('agent-centre:open', (payload) => {
    setPage(toAgentCentrePage(payload?.page));
    setOpen(true);
  });

  const close = () => {
    setOpen(false);
  };

  // Signing out closes the centre: what it showed belonged to that account.
  useBusEvent('session:changed', ({ loggedIn }) => {
    if (!loggedIn) close();
  });

  let gate: SidePanelGate | null = null;
  if (!session) {
    const logIn = () => {
      close();
      bus.emit('auth:open-login', { reason: 'agent-centre' });
    };
    gate = { text: t('panel.not_logged_in'), action: { label: t('panel.log_in'), onClick: logIn } };
  } else if (!usable) {
    gate = { text: t('panel.agents_only') };
  }

  // A contract page asked for through the bus but not the agent's (its flag is 0) shows the default page.
  const shown = visible.includes(page) ? page : DEFAULT_AGENT_CENTRE_PAGE;
  const entries = visible.map((entry) => ({ id: entry, label: t(`menu.${entry}`), later: CENTRE_PAGES[entry] === undefined }));
  const Page = CENTRE_PAGES[shown];
  return (
    <SidePanel
      open={open}
      onClose={close}
      title={t('panel.title')}
      menuLabel={t('panel.menu')}
      entries={entries}
      currentId={shown}
      onSelect={(id) => setPage(toAgentCentrePage(id))}
      gate={gate}
      testId="agent-centre-panel"
    >
      {/* A new page starts afresh: its own loading state, its own error boundary. */}
      <PageErrorBoundary key={shown} centre="agent centre">
        <Suspense fallback={<LoadingState />}>
          {Page ? (
            <Page />
          ) : (
            <CentrePage title={t(`menu.${shown}`)}>
              <NotAvailableYet level={3} compact>
                {t('panel.coming')}
              </NotAvailableYet>
            </CentrePage>
          )}
        </Suspense>
      </PageErrorBoundary>
    </SidePanel>
  );
}
