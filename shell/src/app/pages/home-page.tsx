import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@site/shared';
import { RemoteArea } from '../remote-area';
import { WhenNear } from '../when-near';
import { SHELL_NAMESPACE } from '../../i18n/resources';
import styles from './home-page.module.css';

const HOME_LANES = { kind: 'widget', name: 'home-lanes' } as const;
const HOT_GAMES = { kind: 'widget', name: 'hot-games' } as const;
const WINNER_BOARD = { kind: 'widget', name: 'winner-board' } as const;

/**
 * The home page's own content: the game lanes, hot games and winner board from mf-games (the banner
 * strip and the notice bar above it belong to the page frame). Each widget loads its own data; the
 * two below the lanes load when their place comes near the viewport.
 */
export function HomePage() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  return (
    <main className={styles.home} data-testid="home-page">
      <VisuallyHidden as="h1">{t('home')}</VisuallyHidden>
      <RemoteArea remoteId="games" target={HOME_LANES} minHeight={640} />
      <WhenNear minHeight={320}>
        <RemoteArea remoteId="games" target={HOT_GAMES} minHeight={320} secondary />
      </WhenNear>
      <WhenNear minHeight={240}>
        <RemoteArea remoteId="games" target={WINNER_BOARD} minHeight={240} secondary />
      </WhenNear>
    </main>
  );
}
