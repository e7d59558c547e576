import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FramedModal, NotAvailableYet, bus, isAgentAccount, panelStateAtom, store, useBusEvent, useSession } from '@site/shared';
import { AGENT_NAMESPACE } from '../../../i18n/resources';
import { AGENT_CENTRE_PAGES, toAgentCentrePage, type AgentCentrePage } from './menu';
import styles from './centre-panel.module.css';

/** The panel is wider than the default modal: a menu on the left, the page on the right. */
const PANEL_WIDTH = 880;

/**
 * Widget 'panel-host': the shell mounts it once; `agent-centre:open` (optionally with a page) opens
 * the agent centre, titled "Agent". Its pages arrive in the agent centre release, so the menu lists
 * every entry disabled and the content area says so honestly. A visitor is offered the login; a
 * non-agent account is told the centre is for agents (spec §6). The centre has no URL of its own.
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
    // Other remotes read which panel is open from the shared panel state (spec §3).
    store.set(panelStateAtom, { ...store.get(panelStateAtom), acShow: true, acLoaded: true, acPage: next });
  });

  const close = () => {
    setOpen(false);
    store.set(panelStateAtom, { ...store.get(panelStateAtom), acShow: false });
  };

  let body;
  if (!session) {
    body = (
      <div className={styles.gate}>
        <p>{t('panel.not_logged_in')}</p>
        <button
          type="button"
          className={styles.gateButton}
          onClick={() => {
            close();
            bus.emit('auth:open-login', { reason: 'agent-centre' });
          }}
        >
          {t('panel.log_in')}
        </button>
      </div>
    );
  } else if (!isAgentAccount(session)) {
    body = (
      <div className={styles.gate}>
        <p>{t('panel.agents_only')}</p>
      </div>
    );
  } else {
    body = (
      <div className={styles.layout}>
        <nav aria-label={t('panel.menu')}>
          <ul className={styles.menu}>
            {AGENT_CENTRE_PAGES.map((entry) => (
              <li key={entry}>
                <button type="button" className={styles.entry} disabled aria-current={entry === page ? 'page' : undefined}>
                  {t(`menu.${entry}`)}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <NotAvailableYet title={t(`menu.${page}`)} level={3} compact>
          {t('panel.coming')}
        </NotAvailableYet>
      </div>
    );
  }

  return (
    <FramedModal open={open} onClose={close} title={t('panel.title')} showClose width={PANEL_WIDTH} data-testid="agent-centre-panel">
      {body}
    </FramedModal>
  );
}
