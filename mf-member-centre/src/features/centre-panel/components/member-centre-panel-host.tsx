import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FramedModal, NotAvailableYet, bus, isTrialAccount, useBusEvent, useSession } from '@site/shared';
import { CENTRE_PAGES } from '../../../app/centre-pages';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';
import { CentrePage, LoadingState } from '../../../kit';
import { useUnreadCount } from '../../messages/api/unread-count';
import { CentreMenu, type CentreMenuEntry } from './centre-menu';
import styles from './centre-panel.module.css';
import { MEMBER_CENTRE_PAGES, toMemberCentrePage, type MemberCentrePage } from './menu';
import { PageErrorBoundary } from './page-error-boundary';
import { useClearPointMallState } from './point-mall-state';
import { useMediaQuery } from './use-media-query';

/** Wide enough for the menu and a page with a table beside it. */
const PANEL_WIDTH = 880;
/** At this width and below the panel takes the whole screen and the menu becomes a select. */
export const PHONE_QUERY = '(max-width: 600px)';

/**
 * Widget 'panel-host': the shell mounts it once; `member-centre:open` (optionally with a page) opens
 * the member centre at that page, the account page by default. Every menu entry can be chosen:
 * built pages load on the right (lazily, with the kit's loading state, and an error state with
 * Retry if the page fails), the later issues' pages say "Not available yet". A visitor is offered
 * the login instead, a free-play account is told the centre needs a real account. Closing the
 * panel (or signing out) clears what it held.
 */
export default function MemberCentrePanelHost() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState<MemberCentrePage>(toMemberCentrePage(undefined));
  const phone = useMediaQuery(PHONE_QUERY);
  const clearPointMallState = useClearPointMallState();
  const content = useRef<HTMLDivElement>(null);
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

  const entries: CentreMenuEntry[] = MEMBER_CENTRE_PAGES.map((entry) => ({
    page: entry,
    label: t(`menu.${entry}`),
    badge: entry === 'messageV2' ? unread : undefined,
    later: CENTRE_PAGES[entry] === undefined,
  }));

  // Choosing the page already shown takes the member to it as any other choice does: to its heading.
  const choose = (next: MemberCentrePage) => {
    if (next === page) content.current?.querySelector<HTMLElement>('h3')?.focus();
    else setPage(next);
  };

  const Page = CENTRE_PAGES[page];
  let body;
  if (!session) {
    const logIn = () => {
      close();
      bus.emit('auth:open-login', { reason: 'member-centre' });
    };
    body = (
      <div className={styles.gate}>
        <p>{t('panel.not_logged_in')}</p>
        <button type="button" className={styles.gateButton} onClick={logIn}>
          {t('panel.log_in')}
        </button>
      </div>
    );
  } else if (!usable) {
    body = (
      <div className={styles.gate}>
        <p>{t('panel.real_account_only')}</p>
      </div>
    );
  } else {
    body = (
      <div className={styles.layout}>
        <CentreMenu label={t('panel.menu')} entries={entries} current={page} onSelect={choose} compact={phone} />
        <div className={styles.content} ref={content}>
          {/* A new page starts afresh: its own loading state, its own error boundary. */}
          <PageErrorBoundary key={page}>
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
        </div>
      </div>
    );
  }

  return (
    <FramedModal open={open} onClose={close} title={t('panel.title')} showClose width={PANEL_WIDTH} className={phone ? styles.phone : undefined} data-testid="member-centre-panel">
      {body}
    </FramedModal>
  );
}
