import { formatBalance, usePublicState, useTranslation } from '@site/shared';
import { GAMES_NAMESPACE } from '../../../i18n/resources';
import { useActiveBonus } from '../api/use-active-bonus';
import styles from './launch-screen.module.css';

const isZero = (amount: string) => !/[1-9]/.test(amount);

/**
 * Above a game of real money: says when bets are using bonus money (cash is staked first, so once
 * the cash is gone) and how much wagering is left before the bonus becomes cash. Nothing without
 * bonus money or a grant.
 */
export function BonusNotice({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation(GAMES_NAMESPACE);
  const { currencySymbol } = usePublicState();
  const { data } = useActiveBonus(enabled);
  if (!data || (data.activeGrants === 0 && isZero(data.bonusBalance))) return null;
  const money = (amount: string) => formatBalance(amount, currencySymbol);
  return (
    <p className={styles.bonusNotice} role="status" data-testid="bonus-notice">
      {isZero(data.cashBalance) ? t('bonus_in_play', { bonus: money(data.bonusBalance) }) : t('bonus_after_cash', { bonus: money(data.bonusBalance), cash: money(data.cashBalance) })}
      {data.wagering && (
        <>
          {' '}
          {t('bonus_wagering_left', { left: money(data.wagering.left), required: money(data.wagering.required) })}
          {data.wagering.maxBet && <> {t('bonus_max_bet', { maxBet: money(data.wagering.maxBet) })}</>}
        </>
      )}
    </p>
  );
}
