import { Suspense, type ComponentProps, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { NotAvailableYet, SidePanel, bus, useBusEvent, type SidePanelGate } from '@site/shared';
import { CentrePage } from './centre-page';
import { LoadingState } from './loading-state';
import { PageErrorBoundary } from './page-error-boundary';

export interface CentrePanelHostProps {
  open: boolean;
  /** Closes the panel; also called when the member signs out while it is open. */
  onClose: () => void;
  /**
   * The centre's own namespace, which words the panel under `panel.`: its title (`panel.title`),
   * the menu's accessible name (`panel.menu`), and what a visitor is told and offered
   * (`panel.not_logged_in`, `panel.log_in`).
   */
  t: (key: string) => string;
  /** Said to a signed-in account this centre is not for. */
  notUsableText: string;
  /** Said on a menu entry whose page arrives in a later release. */
  comingText: string;
  /** Sent with `auth:open-login`, so the login knows what asked for it ('member-centre'). */
  loginReason: string;
  signedIn: boolean;
  /** Whether the signed-in account may use this centre; otherwise it sees `texts.notUsable`. */
  usable: boolean;
  entries: ComponentProps<typeof SidePanel>['entries'];
  currentId: string;
  /** The menu entry's label: the heading of a page that is not built yet. */
  currentLabel: string;
  onSelect: (id: string) => void;
  /** The current entry's page; undefined while it is not built. */
  page: ComponentType | undefined;
  /** Changes whenever the page must start afresh (its own loading state, its own error boundary). */
  pageKey: string;
  /** Which centre, for the console when a page fails ('agent centre'). */
  centre: string;
  /** Wraps a built page, e.g. in a context the page reads. */
  wrapPage?: (page: ReactElement) => ReactNode;
  width?: number | string;
  testId: string;
}

/**
 * The panel both centres open through the bus: the shared SidePanel (menu, phone layout, focus on
 * page change) with the gate a visitor or a wrong account sees, and the current page loaded lazily
 * with the kit's loading state and an error state with Retry. Signing out closes it: what it
 * showed belonged to that account.
 */
export function CentrePanelHost({
  open,
  onClose,
  t,
  notUsableText,
  comingText,
  loginReason,
  signedIn,
  usable,
  entries,
  currentId,
  currentLabel,
  onSelect,
  page: Page,
  pageKey,
  centre,
  wrapPage = (page) => page,
  width,
  testId,
}: CentrePanelHostProps) {
  useBusEvent('session:changed', ({ loggedIn }) => {
    if (!loggedIn && open) onClose();
  });

  let gate: SidePanelGate | null = null;
  if (!signedIn) {
    const logIn = () => {
      onClose();
      bus.emit('auth:open-login', { reason: loginReason });
    };
    gate = { text: t('panel.not_logged_in'), action: { label: t('panel.log_in'), onClick: logIn } };
  } else if (!usable) {
    gate = { text: notUsableText };
  }

  return (
    <SidePanel
      open={open}
      onClose={onClose}
      title={t('panel.title')}
      menuLabel={t('panel.menu')}
      entries={entries}
      currentId={currentId}
      onSelect={onSelect}
      width={width}
      gate={gate}
      testId={testId}
    >
      <PageErrorBoundary key={pageKey} centre={centre}>
        <Suspense fallback={<LoadingState />}>
          {Page ? (
            wrapPage(<Page />)
          ) : (
            <CentrePage title={currentLabel}>
              <NotAvailableYet level={3} compact>
                {comingText}
              </NotAvailableYet>
            </CentrePage>
          )}
        </Suspense>
      </PageErrorBoundary>
    </SidePanel>
  );
}
