import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotAvailableYet, SidePanel, bus, isAgentAccount, useBusEvent, useSession, type SidePanelGate } from '@site/shared';
import { AGENT_NAMESPACE } from '../../../i18n/resources';
import { AGENT_CENTRE_PAGES, toAgentCentrePage, type AgentCentrePage } from './menu';

/**
 * Widget 'panel-host': the shell mounts it once; `agent-centre:open` (optionally with a page) opens
 * the agent centre, titled "Agent". Its pages arrive in the agent centre release, so the menu lists
 * every entry disabled and the content area says so honestly. A visitor is offered the login; a
 * non-agent account is told the centre is for agents (only agent accounts have a team). The centre has no URL of its own.
 */
export default function AgentCentrePanelHost() {
  const { t } = useTranslation(AGENT_NAMESPACE);
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState<AgentCentrePage>(toAgentCentrePage(undefined));

  useBusEvent('agent-centre:open', (payload) => {
    const next = toAgentCentrePage(payload?.page);
    setPage(next);
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
  } else if (!isAgentAccount(session)) {
    gate = { text: t('panel.agents_only') };
  }

  return (
    <SidePanel
      open={open}
      onClose={close}
      title={t('panel.title')}
      menuLabel={t('panel.menu')}
      entries={AGENT_CENTRE_PAGES.map((entry) => ({ id: entry, label: t(`menu.${entry}`), disabled: true }))}
      currentId={page}
      gate={gate}
      testId="agent-centre-panel"
    >
      <NotAvailableYet title={t(`menu.${page}`)} level={3} compact>
        {t('panel.coming')}
      </NotAvailableYet>
    </SidePanel>
  );
}
