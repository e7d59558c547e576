import { useCallback, useState, type ReactNode } from 'react';
import { ApiError, Dialog, Link, useNavigate, useTranslation } from '@site/shared';
import { GAMES_NAMESPACE } from '../../i18n/resources';
import { openBlankGameWindow, showGameInWindow } from './game-popup';
import { launchEarly } from './early-launch';
import { fetchLaunch } from './launch-game';
import { launchUrlOf, type LaunchTarget } from './launch-target';
import { requireSignedIn } from './require-signed-in';
import styles from './launch-dialogs.module.css';

export type LaunchWhere = 'page' | 'window';

type Problem = { kind: 'blocked'; target: LaunchTarget } | { kind: 'failed'; message: string };

/**
 * Starts games, the same way from every list: signed-in players only (a visitor gets the login
 * popup); 'page' opens the hosting page of this window (/game, /seamless, /fbsports), 'window' a
 * game window. Render `dialogs` once next to the buttons: they say when the browser blocked the
 * window (offering this page instead) or the platform refused the launch.
 */
export function useGameLauncher(): { launch: (target: LaunchTarget, where?: LaunchWhere) => void; dialogs: ReactNode } {
  const { t } = useTranslation(GAMES_NAMESPACE);
  const navigate = useNavigate();
  const [problem, setProblem] = useState<Problem | null>(null);
  const close = useCallback(() => setProblem(null), []);

  const launch = useCallback(
    (target: LaunchTarget, where: LaunchWhere = 'page') => {
      if (!requireSignedIn()) return;
      if (where === 'page') {
        launchEarly(target);
        navigate(launchUrlOf(target));
        return;
      }
      // Synchronously, while the click is still being handled: later the browser would block it.
      const popup = openBlankGameWindow(t('launch_loading'));
      if (!popup) {
        setProblem({ kind: 'blocked', target });
        return;
      }
      fetchLaunch(target).then(
        (value) => showGameInWindow(popup, value),
        (error: unknown) => {
          popup.close();
          setProblem({ kind: 'failed', message: error instanceof ApiError ? error.message : t('launch_failed') });
        },
      );
    },
    [navigate, t],
  );

  const dialogs = (
    <Dialog
      open={problem !== null}
      onClose={close}
      icon={problem?.kind === 'blocked' ? 'warning' : 'error'}
      title={problem?.kind === 'blocked' ? t('popup_blocked') : t('launch_failed')}
    >
      {problem?.kind === 'blocked' && (
        <>
          <p>{t('popup_blocked_text')}</p>
          <Link className={styles.link} to={launchUrlOf(problem.target)} onClick={close} data-testid="popup-blocked-play-here">
            {t('play_here')}
          </Link>
        </>
      )}
      {problem?.kind === 'failed' && <p>{problem.message}</p>}
    </Dialog>
  );

  return { launch, dialogs };
}
