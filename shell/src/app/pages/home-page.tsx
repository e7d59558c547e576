import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@site/shared';
import { RemoteArea } from '../remote-area';
import { SHELL_NAMESPACE } from '../../i18n/resources';
import styles from './home-page.module.css';

const HOME_LANES = { kind: 'widget', name: 'home-lanes' } as const;

/**
 * The home page's own content: the game lanes from mf-games (the banner strip and the notice bar
 * above it belong to the page frame). The lanes read the shared vendor data themselves.
 */
export function HomePage() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  return (
    <main className={styles.home} data-testid="home-page">
      <VisuallyHidden as="h1">{t('home')}</VisuallyHidden>
      <RemoteArea remoteId="games" target={HOME_LANES} minHeight={640} />
    </main>
  );
}
