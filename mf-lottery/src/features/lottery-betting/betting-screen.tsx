import { useEffect, useReducer, useRef, useState } from 'react';
import {
  ApiError,
  bus,
  formatBalance,
  isTrialAccount,
  queryClient,
  requireRealAccount,
  usePublicState,
  useSession,
  Link,
  useSearchParams,
  useTranslation,
  useMutation,
} from '@site/shared';
import { LOTTERY_BET_TYPES, type LotteryBetType } from '@site/shared/contract/lottery';
import { resultsPath } from '../../app/lottery-query';
import { LotteryName } from '../../kit/lottery-name';
import { useServerClock } from '../../kit/server-clock';
import { LOTTERY_NAMESPACE } from '../../i18n/resources';
import { bettingKeys } from './api/betting-keys';
import { useBetOdds } from './api/get-bet-odds';
import { useLastDrawn } from './api/get-last-drawn';
import { useLotteryItem } from './api/get-lottery-item';
import { useMyBets } from './api/get-my-bets';
import { postBet } from './api/post-bet';
import { BetSlip, type SlipOutcome } from './components/bet-slip';
import { BetTypeTabs } from './components/bet-type-tabs';
import { IssueHeader } from './components/issue-header';
import { MyBets } from './components/my-bets';
import { NumberPicker } from './components/number-picker';
import { ResultBoard } from './components/result-board';
import { useSettlementWatch } from './hooks/use-settlement-watch';
import { refusalText } from './refusal-text';
import { parseUnits } from './rules/slip-total';
import { initialSlip, slipReducer } from './state/slip-state';
import styles from './betting.module.css';

const newRequestId = () => crypto.randomUUID();
const reduceSlip = slipReducer(newRequestId);

const isBetType = (value: string | null): value is LotteryBetType => (LOTTERY_BET_TYPES as readonly (string | null)[]).includes(value);

/** Refusals after which the current issue is asked for again: the one shown is no longer on sale. */
const STALE_ISSUE_CODES = ['LOTTERY_ISSUE_LOCKED', 'LOTTERY_ISSUE_NOT_OPEN', 'LOTTERY_UNKNOWN_ISSUE'];

/**
 * /lottery?gameCode=<gameId>: one lottery's betting view. The current issue with its countdowns,
 * the bet types with their odds, the number picker, the slip and Place bet, the member's bets on
 * this lottery and the last result with their hits marked. `playType` (a bet type), when present,
 * opens on that type. After a bet, and when a bet the member waits on is settled, the header's
 * balance is told to refresh.
 */
export default function BettingScreen() {
  const { t } = useTranslation(LOTTERY_NAMESPACE);
  const [params] = useSearchParams();
  const gameId = params.get('gameCode') ?? '';
  const playType = params.get('playType');
  const session = useSession();
  const { currencySymbol } = usePublicState();
  const clock = useServerClock();
  const member = session !== null && !isTrialAccount(session);

  const item = useLotteryItem(gameId);
  const odds = useBetOdds(gameId);
  const lastDrawn = useLastDrawn(gameId, item.data?.lastNumero ?? null);
  const current = item.data ?? null;
  const drawAt = current ? Date.parse(current.winningTime) : Number.NaN;
  const myBets = useMyBets(gameId, { enabled: member && current !== null, current: current ? { numero: current.numero, drawAt } : null });

  const [slip, dispatch] = useReducer(reduceSlip, isBetType(playType) ? playType : 'LO2', (betType: LotteryBetType) => initialSlip(betType, newRequestId));
  const [outcome, setOutcome] = useState<SlipOutcome | null>(null);
  // Re-rendered when a countdown ends, so "closed" shows at the lock time by the server's clock.
  const [, countdownEnded] = useReducer((count: number) => count + 1, 0);
  const locked = current === null || !(clock.now() < Date.parse(current.lockAt));

  // The same numbers on the next issue are another bet: it gets its own request id.
  const shownNumero = useRef(current?.numero);
  useEffect(() => {
    if (current && shownNumero.current !== undefined && shownNumero.current !== current.numero) dispatch({ type: 'newIssue' });
    shownNumero.current = current?.numero;
  }, [current]);

  useSettlementWatch(myBets.data?.list, () => {
    bus.emit('wallet:changed');
    void queryClient.invalidateQueries({ queryKey: bettingKeys.menu });
  });

  const place = useMutation({ mutationFn: postBet }, queryClient);
  const onPlace = () => {
    if (!requireRealAccount() || !current) return;
    const units = parseUnits(slip.units);
    if (units === null) return;
    setOutcome(null);
    const numero = current.numero;
    place.mutate(
      { gameId, numero, betType: slip.betType, numbers: slip.pick, units, requestId: slip.requestId },
      {
        onSuccess: (answer) => {
          dispatch({ type: 'placed' });
          setOutcome({ kind: 'placed', text: t('betting.slip.placed', { numero: answer.bet.numero, stake: formatBalance(answer.bet.stake, currencySymbol) }) });
          void queryClient.invalidateQueries({ queryKey: bettingKeys.myBets(gameId) });
          bus.emit('wallet:changed');
        },
        onError: (error) => {
          setOutcome({ kind: 'refused', text: refusalText(error, numero, t) });
          if (error instanceof ApiError && STALE_ISSUE_CODES.includes(error.errorCode)) void item.refetch();
        },
      },
    );
  };

  const onLock = () => countdownEnded();
  const onDraw = () => {
    countdownEnded();
    void item.refetch();
    void queryClient.invalidateQueries({ queryKey: bettingKeys.myBets(gameId) });
  };

  if (item.isPending) {
    return (
      <main className={styles.page} data-testid="lottery-betting">
        <h1 className={styles.heading}>{t('page.lottery')}</h1>
        <p role="status">{t('betting.loading')}</p>
      </main>
    );
  }
  if (item.isError || current === null) {
    return (
      <main className={styles.page} data-testid="lottery-betting">
        <h1 className={styles.heading}>{t('page.lottery')}</h1>
        <div role="alert" className={styles.failed}>
          <p>{item.isError ? t('betting.loadFailed') : t('betting.unknownGame', { gameCode: gameId })}</p>
          {item.isError && (
            <button type="button" className={styles.secondaryButton} onClick={() => void item.refetch()}>
              {t('common:retry')}
            </button>
          )}
        </div>
        <Link to="/lottery" className={styles.backLink}>
          {t('betting.backToLobby')}
        </Link>
      </main>
    );
  }

  const oddsByType = new Map((odds.data?.odds ?? []).map((entry) => [entry.betType as string, entry.odds]));
  const myBetList = myBets.data?.list ?? [];
  const drawnIssue = lastDrawn.data ?? null;

  return (
    <main className={styles.page} data-testid="lottery-betting" data-game-id={gameId}>
      <Link to="/lottery" className={styles.backLink}>
        {t('betting.backToLobby')}
      </Link>
      <div className={styles.titleRow}>
        <h1 className={styles.heading}>
          <LotteryName gameId={gameId} remark={current.remark} />
        </h1>
        {/* The shell's chat modal, on this game's room: its code loads only on this first press. */}
        <button type="button" className={styles.chatButton} aria-haspopup="dialog" onClick={() => bus.emit('chat:open', { room: `lottery-${gameId}` })}>
          {t('betting.chatRoom')}
        </button>
      </div>
      <IssueHeader item={current} locked={locked} onLock={onLock} onDraw={onDraw} />
      <div className={styles.layout}>
        <section className={styles.card} aria-label={t('betting.betTypes')}>
          <BetTypeTabs selected={slip.betType} odds={oddsByType} onSelect={(betType) => dispatch({ type: 'chooseType', betType })} />
          <NumberPicker key={slip.betType} slip={slip} dispatch={dispatch} />
        </section>
        <div className={styles.side}>
          {!session && (
            <div className={styles.notice}>
              <p>{t('betting.visitor')}</p>
              <button type="button" className={styles.secondaryButton} onClick={() => bus.emit('auth:open-login', { reason: 'gated' })}>
                {t('betting.logIn')}
              </button>
            </div>
          )}
          {session && !member && <p className={styles.notice}>{t('betting.trial')}</p>}
          <BetSlip
            slip={slip}
            dispatch={dispatch}
            unitPrice={odds.data?.unitPrice ?? ''}
            odds={oddsByType.get(slip.betType)}
            closed={locked}
            busy={place.isPending}
            outcome={outcome}
            onPlace={onPlace}
          />
        </div>
      </div>
      {member && (
        <MyBets
          bets={myBetList}
          state={myBets.isPending ? 'loading' : myBets.isError ? 'failed' : 'ready'}
          currentNumero={current.numero}
          onRetry={() => void myBets.refetch()}
        />
      )}
      <ResultBoard
        issue={drawnIssue}
        bets={drawnIssue ? myBetList.filter((bet) => bet.numero === drawnIssue.numero) : []}
        state={lastDrawn.isPending ? 'loading' : lastDrawn.isError ? 'failed' : 'ready'}
        onRetry={() => void lastDrawn.refetch()}
        resultsLink={resultsPath(gameId, current.gameMenuTag, drawnIssue?.numero)}
      />
    </main>
  );
}
