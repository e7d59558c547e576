import { useEffect, useMemo, useRef, type ComponentType } from 'react';
import { bus, Spinner, useSession, VisuallyHidden, Link, useSearchParams, useTranslation } from '@site/shared';
import { GAMES_NAMESPACE } from '../../../i18n/resources';
import { absoluteGameUrl } from '../../../kit/launch/launch-game';
import { launchTargetFromUrl, type LaunchPagePath } from '../../../kit/launch/launch-target';
import { LAUNCH_PAGES, type LaunchPage } from '../../../constants/screen-types';
import { useLaunch } from '../api/use-launch';
import { useLiveBalance } from '../hooks/use-live-balance';
import { BonusNotice } from './bonus-notice';
import { RealityCheck } from './reality-check';
import styles from './launch-screen.module.css';

/**
 * A page hosting a launched game, header only: /game shows it in a frame under a title bar, while
 * /seamless and /fbsports give the provider's page the whole width. The game comes from the URL
 * (nodeId, or vassalage and gameType), so a reload starts it again.
 */
export function LaunchScreen({ launchPage }: { launchPage: LaunchPage }) {
  const { t } = useTranslation(GAMES_NAMESPACE);
  const [params] = useSearchParams();
  const session = useSession();
  const target = useMemo(() => launchTargetFromUrl(`/${launchPage}` as LaunchPagePath, params), [launchPage, params]);
  const launch = useLaunch(target);
  const frame = useRef<HTMLIFrameElement>(null);
  useLiveBalance(launch.data?.gameOrigin, () => frame.current?.contentWindow);
  const fullPage = launchPage !== 'game';
  const title = target?.name ?? t(`page_${launchPage}`);

  // A visitor who opened a game's address (a bookmark, a reload after signing out) is asked to log
  // in; the game starts as soon as a session exists.
  const signedIn = session !== null;
  const hasTarget = target !== null;
  useEffect(() => {
    if (!signedIn && hasTarget) bus.emit('auth:open-login', { reason: 'gated' });
  }, [signedIn, hasTarget]);

  let body;
  if (!target) {
    body = (
      <div className={styles.message} role="alert">
        <p>{t('launch_bad_address')}</p>
        <Link to="/">{t('back_home')}</Link>
      </div>
    );
  } else if (!signedIn) {
    body = (
      <div className={styles.message}>
        <p>{t('launch_login_first')}</p>
        <button type="button" className={styles.button} onClick={() => bus.emit('auth:open-login', { reason: 'gated' })}>
          {t('log_in')}
        </button>
      </div>
    );
  } else if (launch.isError) {
    body = (
      <div className={styles.message} role="alert">
        <p>{launch.error.message || t('launch_failed')}</p>
        <button type="button" className={styles.button} onClick={() => void launch.refetch()}>
          {t('common:retry')}
        </button>
      </div>
    );
  } else if (!launch.data) {
    body = (
      <div className={styles.message} role="status">
        <Spinner />
        <p>{t('launch_loading')}</p>
      </div>
    );
  } else {
    body = (
      <iframe
        ref={frame}
        className={styles.frame}
        title={t('game_frame_title', { name: title })}
        src={absoluteGameUrl(launch.data.content)}
        allow="autoplay; fullscreen"
        data-testid="game-frame"
      />
    );
  }

  return (
    <main className={fullPage ? `${styles.screen} ${styles.full}` : styles.screen} data-testid={`launch-${launchPage}`}>
      {fullPage ? (
        <VisuallyHidden as="h1">{title}</VisuallyHidden>
      ) : (
        <div className={styles.bar}>
          <h1 className={styles.title}>{title}</h1>
          {launch.data?.playMoney && (
            <span className={styles.badge} data-testid="play-money">
              {t('play_money')}
            </span>
          )}
        </div>
      )}
      <BonusNotice enabled={Boolean(launch.data) && !launch.data?.playMoney} />
      <RealityCheck enabled={Boolean(launch.data) && !launch.data?.playMoney} />
      {body}
    </main>
  );
}

function screenFor(launchPage: LaunchPage): ComponentType {
  const Screen = () => <LaunchScreen launchPage={launchPage} />;
  Screen.displayName = `Launch(${launchPage})`;
  return Screen;
}

export const LAUNCH_SCREENS = Object.fromEntries(LAUNCH_PAGES.map((p) => [p, screenFor(p)])) as Record<LaunchPage, ComponentType>;
