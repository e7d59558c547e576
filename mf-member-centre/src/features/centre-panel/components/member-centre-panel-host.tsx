import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FramedModal, NotAvailableYet, bus, isTrialAccount, panelStateAtom, store, useBusEvent, useSession } from '@site/shared';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';
import { MEMBER_CENTRE_PAGES, toMemberCentrePage, type MemberCentrePage } from './menu';
import styles from './centre-panel.module.css';

/** The panel is wider than the default modal: a menu on the left, the page on the right. */
const PANEL_WIDTH = 880;

/**
 * Widget 'panel-host': the shell mounts it once; `member-centre:open` (optionally with a page) opens
 * the member centre. Its pages arrive in later releases, so the menu lists every entry disabled and
 * the content area says so honestly. A visitor is offered the login instead, and a free-play
 * account is told the centre needs a real account (spec §6).
 */
export default function MemberCentrePanelHost() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState<MemberCentrePage>(toMemberCentrePage(undefined));

  useBusEvent('member-centre:open', (payload) => {
    const next = toMemberCentrePage(payload?.page);
    setPage(next);
    setOpen(true);
    // Other remotes read which panel is open from the shared panel state (spec §3).
    store.set(panelStateAtom, { ...store.get(panelStateAtom), mcShow: true, mcLoaded: true, mcPage: next });
  });

  const close = () => {
    setOpen(false);
    store.set(panelStateAtom, { ...store.get(panelStateAtom), mcShow: false });
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
            bus.emit('auth:open-login', { reason: 'member-centre' });
          }}
        >
          {t('panel.log_in')}
        </button>
      </div>
    );
  } else if (isTrialAccount(session)) {
    body = (
      <div className={styles.gate}>
        <p>{t('panel.real_account_only')}</p>
      </div>
    );
  } else {
    body = (
      <div className={styles.layout}>
        <nav aria-label={t('panel.menu')}>
          <ul className={styles.menu}>
            {MEMBER_CENTRE_PAGES.map((entry) => (
              <li key={entry}>
                <button type="button" className={styles.entry} disabled aria-current={entry === page ? 'page' : undefined}>
                  {t(`menu.${entry}`)}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <NotAvailableYet title={t(`menu.${page}`)} level={3} compact>
          {t('coming.centre')}
        </NotAvailableYet>
      </div>
    );
  }

  return (
    <FramedModal open={open} onClose={close} title={t('panel.title')} showClose width={PANEL_WIDTH} data-testid="member-centre-panel">
      {body}
    </FramedModal>
  );
}
