import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotAvailableYet, SidePanel, bus, isTrialAccount, useBusEvent, useSession, type SidePanelGate } from '@site/shared';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';
import { MEMBER_CENTRE_PAGES, toMemberCentrePage, type MemberCentrePage } from './menu';

/**
 * Widget 'panel-host': the shell mounts it once; `member-centre:open` (optionally with a page) opens
 * the member centre. Its pages arrive in later releases, so the menu lists every entry disabled and
 * the content area says so honestly. A visitor is offered the login instead, and a free-play
 * account is told the centre needs a real account (trial accounts have play money only).
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
      bus.emit('auth:open-login', { reason: 'member-centre' });
    };
    gate = { text: t('panel.not_logged_in'), action: { label: t('panel.log_in'), onClick: logIn } };
  } else if (isTrialAccount(session)) {
    gate = { text: t('panel.real_account_only') };
  }

  return (
    <SidePanel
      open={open}
      onClose={close}
      title={t('panel.title')}
      menuLabel={t('panel.menu')}
      entries={MEMBER_CENTRE_PAGES.map((entry) => ({ id: entry, label: t(`menu.${entry}`), disabled: true }))}
      currentId={page}
      gate={gate}
      testId="member-centre-panel"
    >
      <NotAvailableYet title={t(`menu.${page}`)} level={3} compact>
        {t('coming.centre')}
      </NotAvailableYet>
    </SidePanel>
  );
}
