import { VisuallyHidden, useTranslation } from '@site/shared';
import { GAMES_NAMESPACE } from '../../../i18n/resources';
import { useHotGames } from '../../../api/get-hot-games';
import { GameGrid, GameGridSkeleton } from '../../../kit/game-tile/game-grid';
import { useGameLauncher } from '../../../kit/launch/use-game-launcher';
import { LoadFailed } from '../../../kit/load-failed/load-failed';
import styles from './hot-games.module.css';

/** Widget 'hot-games' for the home page: the site's hot games (one page); a tile starts its game. */
export default function HotGames() {
  const { t } = useTranslation(GAMES_NAMESPACE);
  const hot = useHotGames();
  const { launch, dialogs } = useGameLauncher();

  let body;
  if (hot.isPending) {
    body = (
      <div role="status" aria-busy="true">
        <VisuallyHidden>{t('loading_games')}</VisuallyHidden>
        <GameGridSkeleton count={5} />
      </div>
    );
  } else if (hot.isError) {
    body = <LoadFailed message={t('games_failed')} onRetry={() => void hot.refetch()} />;
  } else if (hot.data.length === 0) {
    body = <p className={styles.message}>{t('no_games')}</p>;
  } else {
    body = (
      <GameGrid
        games={hot.data}
        onPlay={(game) => launch({ kind: 'game', nodeId: game.nodeId, name: game.gameName })}
        onPlayInWindow={(game) => launch({ kind: 'game', nodeId: game.nodeId, name: game.gameName }, 'window')}
      />
    );
  }

  return (
    <section className={styles.section} aria-labelledby="hot-games-title" data-testid="hot-games">
      <h2 id="hot-games-title" className={styles.title}>
        {t('hot_games')}
      </h2>
      {body}
      {dialogs}
    </section>
  );
}
