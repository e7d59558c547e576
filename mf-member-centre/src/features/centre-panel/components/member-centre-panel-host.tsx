import { useState } from 'react';
import { bus, isTrialAccount, useBusEvent, useMediaQuery, useSession, useTranslation } from '@site/shared';
import { useClaimableRewards } from '../../../api/reward-list';
import { useUnreadCount } from '../../../api/unread-count';
import { CENTRE_PAGES } from '../../../app/centre-pages';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';
import { CentreSectionContext } from '../../../kit/centre-section';
import { CentrePanelHost } from '@site/shared/centre-kit';
import { MEMBER_CENTRE_MENU, toMemberCentrePage, type MemberCentrePage } from './menu';
import { useClearPointMallState } from './point-mall-state';

/** From this window width on the panel takes the width it needs: records have up to ten columns of figures. */
export const WIDE_PANEL_QUERY = '(min-width: 1200px)';
/** The panel's width on a wide window: as wide as the window allows (the overlay keeps a margin), up to 1440 px. */
export const WIDE_PANEL_WIDTH = 'min(1440px, 100%)';

/**
 * Widget 'panel-host': the shell mounts it once; `member-centre:open` (optionally with a page) opens
 * the member centre at that page, the account page by default. The frame (menu, phone layout, focus
 * on page change, gate, lazy pages with Retry) is the kit's CentrePanelHost, as for the agent
 * centre. The menu offers the built pages only (see `MEMBER_CENTRE_MENU`), each choosable. A visitor is
 * offered the login instead, a free-play account is told the centre needs a real account. Closing
 * the panel (or signing out) clears what it held and tells the site (`member-centre:closed`): an
 * agent's transfer that sent the agent here to set a payment password comes back. An opener may
 * name a part of the page (`section`, e.g. My account's 'security' tab); every open shows the page
 * afresh at that part. On a wide window the panel uses the width.
 */
export default function MemberCentrePanelHost() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState<MemberCentrePage>(toMemberCentrePage(undefined));
  const [section, setSection] = useState<string | undefined>(undefined);
  // Counts the opens: an open asking for the page already shown still shows the part it asks for.
  const [opens, setOpens] = useState(0);
  const wide = useMediaQuery(WIDE_PANEL_QUERY);
  const clearPointMallState = useClearPointMallState();
  const usable = session !== null && !isTrialAccount(session);
  // Counts load only for a member who can see them; a badge appears once its count has arrived.
  const unread = useUnreadCount(session, open && usable);
  const claimable = useClaimableRewards(session, open && usable);

  useBusEvent('member-centre:open', (payload) => {
    setPage(toMemberCentrePage(payload?.page));
    setSection(payload?.section);
    setOpens((count) => count + 1);
    setOpen(true);
  });

  const close = () => {
    if (!open) return;
    setOpen(false);
    clearPointMallState();
    bus.emit('member-centre:closed');
  };

  const choose = (id: string) => {
    setPage(toMemberCentrePage(id));
    setSection(undefined);
  };

  const entries = MEMBER_CENTRE_MENU.map((entry) => ({
    id: entry,
    label: t(`menu.${entry}`),
    badge: entry === 'messageV2' ? unread : entry === 'rewardCenter' ? claimable : undefined,
  }));

  return (
    <CentrePanelHost
      open={open}
      onClose={close}
      t={t}
      notUsableText={t('panel.real_account_only')}
      comingText={t('coming.centre')}
      loginReason="member-centre"
      signedIn={session !== null}
      usable={usable}
      entries={entries}
      currentId={page}
      currentLabel={t(`menu.${page}`)}
      onSelect={choose}
      page={CENTRE_PAGES[page]}
      pageKey={`${page}:${opens}`}
      centre="member centre"
      wrapPage={(shown) => <CentreSectionContext.Provider value={section}>{shown}</CentreSectionContext.Provider>}
      width={wide ? WIDE_PANEL_WIDTH : undefined}
      testId="member-centre-panel"
    />
  );
}
