import type { GameItem } from '@site/shared';
import { GameTile, GameTileSkeleton, type FavouriteControl } from './game-tile';
import styles from './game-grid.module.css';

export interface GameGridProps {
  games: readonly GameItem[];
  onPlay: (game: GameItem) => void;
  onPlayInWindow: (game: GameItem) => void;
  favouriteOf?: (game: GameItem) => FavouriteControl | undefined;
  label?: string;
}

export function GameGrid({ games, onPlay, onPlayInWindow, favouriteOf, label }: GameGridProps) {
  return (
    <ul className={styles.grid} aria-label={label} data-testid="game-grid">
      {games.map((game) => (
        <li key={game.nodeId}>
          <GameTile game={game} onPlay={onPlay} onPlayInWindow={onPlayInWindow} favourite={favouriteOf?.(game)} />
        </li>
      ))}
    </ul>
  );
}

export function GameGridSkeleton({ count = 10 }: { count?: number }) {
  return (
    <div className={styles.grid}>
      {Array.from({ length: count }, (_, index) => (
        <GameTileSkeleton key={index} />
      ))}
    </div>
  );
}
