import { LazyImage, Spinner, VisuallyHidden, type GameItem, useTranslation } from '@site/shared';
import { GAMES_NAMESPACE } from '../../i18n/resources';
import styles from './game-tile.module.css';

export interface FavouriteControl {
  on: boolean;
  /** The add or remove call is under way: the tile shows its loading cover. */
  busy: boolean;
  onToggle: () => void;
}

export interface GameTileProps {
  game: GameItem;
  onPlay: (game: GameItem) => void;
  onPlayInWindow: (game: GameItem) => void;
  /** The favourite star; left out where favourites are not offered (home widgets). */
  favourite?: FavouriteControl;
}

/**
 * A game of a list: picture and name as the play button, a "new window" button, and the favourite
 * star (selector contract: game-tile-<nodeId>, game-play-, game-window-, game-favourite-).
 */
export function GameTile({ game, onPlay, onPlayInWindow, favourite }: GameTileProps) {
  const { t } = useTranslation(GAMES_NAMESPACE);
  return (
    <article className={styles.tile} data-testid={`game-tile-${game.nodeId}`} aria-busy={favourite?.busy || undefined}>
      <button type="button" className={styles.play} data-testid={`game-play-${game.nodeId}`} onClick={() => onPlay(game)}>
        <span className={styles.picture}>
          {/* The name is printed under the picture, so the image adds nothing for a screen reader. */}
          <LazyImage src={game.imageUrl} alt="" className={styles.image} width={150} height={150} />
        </span>
        <span className={styles.name}>{game.gameName}</span>
      </button>
      {game.isHot === 1 && <span className={styles.hot}>{t('hot')}</span>}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.action}
          data-testid={`game-window-${game.nodeId}`}
          aria-label={t('play_in_window', { name: game.gameName })}
          title={t('play_in_window', { name: game.gameName })}
          onClick={() => onPlayInWindow(game)}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M14 4h6v6M20 4l-8 8M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        {favourite && (
          <button
            type="button"
            className={favourite.on ? `${styles.action} ${styles.favourite}` : styles.action}
            data-testid={`game-favourite-${game.nodeId}`}
            aria-pressed={favourite.on}
            aria-label={t('favourite_game', { name: game.gameName })}
            title={t(favourite.on ? 'favourite_remove' : 'favourite_add')}
            disabled={favourite.busy}
            onClick={favourite.onToggle}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path
                d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
                fill={favourite.on ? 'currentColor' : 'none'}
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        )}
      </div>
      {favourite?.busy && (
        <span className={styles.cover} role="status">
          <Spinner />
          <VisuallyHidden>{t('favourite_saving')}</VisuallyHidden>
        </span>
      )}
    </article>
  );
}

/** A grey tile of the same size, while a list loads. */
export function GameTileSkeleton() {
  return (
    <span className={`${styles.tile} ${styles.skeleton}`} aria-hidden="true">
      <span className={styles.picture} />
      <span className={styles.skeletonLine} />
    </span>
  );
}
