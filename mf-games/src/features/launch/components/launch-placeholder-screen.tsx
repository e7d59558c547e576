import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NotAvailableYet } from '@site/shared';
import { GAMES_NAMESPACE } from '../../../i18n/resources';
import page from '../../../components/page/page.module.css';
import { LAUNCH_PAGES, type LaunchPage } from '../../../constants/screen-types';

/** The pages that host a launched game; launching is a later issue, so each says so honestly. */
export function LaunchPlaceholderScreen({ launchPage }: { launchPage: LaunchPage }) {
  const { t } = useTranslation(GAMES_NAMESPACE);
  return (
    <main className={page.page} data-testid={`launch-${launchPage}`}>
      <NotAvailableYet title={t(`page_${launchPage}`)} />
    </main>
  );
}

function placeholderFor(launchPage: LaunchPage): ComponentType {
  const Placeholder = () => <LaunchPlaceholderScreen launchPage={launchPage} />;
  Placeholder.displayName = `LaunchPlaceholder(${launchPage})`;
  return Placeholder;
}

export const LAUNCH_SCREENS = Object.fromEntries(LAUNCH_PAGES.map((p) => [p, placeholderFor(p)])) as Record<LaunchPage, ComponentType>;
