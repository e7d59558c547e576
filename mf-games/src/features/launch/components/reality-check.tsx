import { useRef } from 'react';
import { bus, ConfirmDialog, formatBalance, queryClient, useMutation, useNavigate, usePublicState, useSession, useTranslation } from '@site/shared';
import { GAMES_NAMESPACE } from '../../../i18n/resources';
import { continuePlay, playStateKey, usePlayState } from '../api/use-play-state';
import styles from './launch-screen.module.css';

/**
 * The reality check over a game of real money: when the server says it is due (it keeps the time,
 * so a reload shows it again), a dialog with the time played and this session's net result, a link
 * to the betting record, Continue and Leave. When a play-time limit has ended play, a notice says
 * so (bets are refused by the server meanwhile).
 */
export function RealityCheck({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation(GAMES_NAMESPACE);
  const { currencySymbol } = usePublicState();
  const session = useSession();
  const navigate = useNavigate();
  const { data } = usePlayState(enabled);
  // The dialog closes after any button and on Escape; closing means Continue unless the member chose Leave.
  const leaving = useRef(false);
  const carryOn = useMutation(
    { mutationFn: continuePlay, onSuccess: (state) => queryClient.setQueryData(playStateKey(session?.token ?? null), state) },
    queryClient,
  );
  if (!data) return null;
  const net = data.net.startsWith('-') ? `-${formatBalance(data.net.slice(1), currencySymbol)}` : `+${formatBalance(data.net, currencySymbol)}`;
  return (
    <>
      {data.playEnded && (
        <p className={styles.playEnded} role="alert" data-testid="play-ended">
          {data.playEndsUntil ? t('play_limit_reached_until', { until: new Date(data.playEndsUntil).toLocaleString() }) : t('play_limit_reached')}
        </p>
      )}
      <ConfirmDialog
        open={data.due && !carryOn.isPending}
        onClose={() => {
          if (!leaving.current) carryOn.mutate();
        }}
        title={t('reality_title')}
        text={t('reality_text', { minutes: data.minutesPlayed, net })}
        buttons={[
          {
            label: t('reality_leave'),
            onClick: () => {
              leaving.current = true;
              navigate('/');
            },
          },
          { label: t('reality_continue'), isDefault: true },
        ]}
      >
        <button type="button" className={styles.linkButton} onClick={() => bus.emit('member-centre:open', { page: 'personalHistoryCopy' })}>
          {t('reality_record')}
        </button>
      </ConfirmDialog>
    </>
  );
}
