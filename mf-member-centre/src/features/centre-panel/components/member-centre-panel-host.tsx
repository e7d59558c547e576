import { Suspense, useState } from 'react';
import { NotAvailableYet, SidePanel, bus, isTrialAccount, useBusEvent, useSession, type SidePanelGate, useTranslation } from '@site/shared';
import { useUnreadCount } from '../../../api/unread-count';
import { CENTRE_PAGES } from '../../../app/centre-pages';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';
import { CentrePage, LoadingState, PageErrorBoundary } from '@site/shared/centre-kit';
import { MEMBER_CENTRE_PAGES, toMemberCentrePage, type MemberCentrePage } from './menu';
import { useClearPointMallState } from './point-mall-state';

/**
 * Widget 'panel-host': the shell mounts it once; `member-centre:open` (optionally with a page) opens
 * the member centre at that page, the account page by default. The frame (menu, phone layout, focus
 * on page change, gate) is the shared SidePanel, as for the agent centre. Every menu entry can be
 * chosen: built pages load on the right (lazily, with the kit's loading state, and an error state
 * with Retry if the page fails), the later issues' pages say "Not available yet". A visitor is
 * offered the login instead, a free-play account is told the centre needs a real account. Closing
 * the panel (or signing out) clears what it held.
 */
export default function MemberCentrePanelHost() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState<MemberCentrePage>(toMemberCentrePage(undefined));
  const clearPointMallState = useClearPointMallState();
  const usable = session !== null && !isTrialAccount(session);
  // Counts load only for a member who can see them; a badge appears once its count has arrived.
  const unread = useUnreadCount(session, open && usable);

  useBusEvent('member-centre:open', (payload) => {
    setPage(toMemberCentrePage(payload?.page));
    setOpen(true);
  });

  const close = () => {
    setOpen(false);
    clearPointMallState();
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
  } else if (!usable) {
    gate = { text: t('panel.real_account_only') };
  }

  const entries = MEMBER_CENTRE_PAGES.map((entry) => ({
    id: entry,
    label: t(`menu.${entry}`),
    badge: entry === 'messageV2' ? unread : undefined,
    later: CENTRE_PAGES[entry] === undefined,
  }));

  const Page = CENTRE_PAGES[page];
  return (
    <SidePanel
      open={open}
      onClose={close}
      title={t('panel.title')}
      menuLabel={t('panel.menu')}
      entries={entries}
      currentId={page}
      onSelect={(id) => setPage(toMemberCentrePage(id))}
      gate={gate}
      testId="member-centre-panel"
    >
      {/* A new page starts afresh: its own loading state, its own error boundary. */}
      <PageErrorBoundary key={page} centre="member centre">
        <Suspense fallback={<LoadingState />}>
          {Page ? (
            <Page />
          ) : (
            <CentrePage title={t(`menu.${page}`)}>
              <NotAvailableYet level={3} compact>
                {t('coming.centre')}
              </NotAvailableYet>
            </CentrePage>
          )}
        </Suspense>
      </PageErrorBoundary>
    </SidePanel>
  );
}
