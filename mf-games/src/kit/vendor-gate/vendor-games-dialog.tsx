import { useState } from 'react';
import { FramedModal, type ListGameType, type VendorCard, useTranslation } from '@site/shared';
import { GAMES_NAMESPACE } from '../../i18n/resources';
import { useGameList } from '../../api/get-game-list';
import { GameGrid, GameGridSkeleton } from '../game-tile/game-grid';
import { useGameLauncher } from '../launch/use-game-launcher';
import { Pagination } from '../pagination/pagination';
import styles from './vendor-games-dialog.module.css';

/**
 * The popup game list of a provider that lists its tables instead of starting one lobby (flagged
 * VASSALAGE: `listGames` on its card): its games page by page; choosing one starts it.
 */
export function VendorGamesDialog({ card, onClose }: { card: VendorCard | null; onClose: () => void }) {
  const { t } = useTranslation(GAMES_NAMESPACE);
  const [page, setPage] = useState(1);
  const { launch, dialogs } = useGameLauncher();
  const list = useGameList({ gameType: card?.gameType as ListGameType, vassalage: card?.vassalage, pageNo: page }, card !== null);
  const totalPages = list.data?.totalPages ?? 0;

  let body;
  if (list.isPending) body = <GameGridSkeleton count={6} />;
  else if (list.isError) body = <p role="alert">{t('games_failed')}</p>;
  else if (list.data.games.length === 0) body = <p>{t('no_games')}</p>;
  else
    body = (
      <GameGrid
        games={list.data.games}
        label={t('game_list_title', { vendor: card?.displayName ?? '' })}
        onPlay={(game) => {
          onClose();
          launch({ kind: 'game', nodeId: game.nodeId, name: game.gameName });
        }}
        onPlayInWindow={(game) => launch({ kind: 'game', nodeId: game.nodeId, name: game.gameName }, 'window')}
      />
    );

  return (
    <>
      <FramedModal open={card !== null} onClose={onClose} showClose title={card?.displayName} width="min(960px, 96vw)" data-testid="vendor-games-dialog">
        <div className={styles.body}>{body}</div>
        <Pagination page={Math.min(page, Math.max(totalPages, 1))} totalPages={totalPages} onPage={setPage} />
      </FramedModal>
      {dialogs}
    </>
  );
}
