import { useEffect, useState } from 'react';
import { isAgentAccount, useBusEvent, useSession, useTranslation } from '@site/shared';
import { CENTRE_PAGES, loadOverviewPage } from '../../../app/centre-pages';
import { AGENT_NAMESPACE } from '../../../i18n/resources';
import { CentrePanelHost } from '@site/shared/centre-kit';
import { useConsolidatedFlags } from '../api/get-consolidated-flags';
import { DEFAULT_AGENT_CENTRE_PAGE, toAgentCentrePage, visiblePages, type AgentCentrePage } from './menu';

/**
 * Widget 'panel-host': the shell mounts it once; `agent-centre:open` (optionally with a page) opens
 * the agent centre, titled "Agent", at that page (Overview by default). The frame (menu, phone
 * layout, focus on page change, gate, lazy pages with Retry) is the kit's CentrePanelHost; the menu
 * offers the built pages only (`AGENT_CENTRE_MENU`), the contract entries only when the platform's
 * consolidated flags say so. A visitor is offered
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

  // The shell mounts this host when the page is idle for an agent (and on the agent login page):
  // the first screen's code comes then, so opening the centre waits for its data only. A failed
  // download is tried again when the page opens.
  useEffect(() => {
    loadOverviewPage().catch(() => undefined);
  }, []);

  useBusEvent('agent-centre:open', (payload) => {
    setPage(toAgentCentrePage(payload?.page));
    setOpen(true);
  });

  // A contract page asked for through the bus but not the agent's (its flag is 0) shows the default page.
  const shown = visible.includes(page) ? page : DEFAULT_AGENT_CENTRE_PAGE;
  const entries = visible.map((entry) => ({ id: entry, label: t(`menu.${entry}`) }));
  return (
    <CentrePanelHost
      open={open}
      onClose={() => setOpen(false)}
      t={t}
      notUsableText={t('panel.agents_only')}
      comingText={t('panel.coming')}
      loginReason="agent-centre"
      signedIn={session !== null}
      usable={usable}
      entries={entries}
      currentId={shown}
      currentLabel={t(`menu.${shown}`)}
      onSelect={(id) => setPage(toAgentCentrePage(id))}
      page={CENTRE_PAGES[shown]}
      pageKey={shown}
      centre="agent centre"
      testId="agent-centre-panel"
    />
  );
}
