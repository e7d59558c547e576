import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog, formatBalance, refreshBalance, signOut as endSession, usePublicState, VisuallyHidden, type Session } from '@site/shared';
import { EyeIcon, EyeOffIcon, LogOutIcon, MailIcon, RefreshIcon } from '../../../kit/icons';
import { SHELL_NAMESPACE } from '../../../i18n/resources';
import { useUnreadCountSync } from '../api/get-unread-count';
import { AccountMenu, openMemberCentre } from './account-menu';
import styles from './member-strip.module.css';

const hasBonus = (bonus: string | null): bonus is string => bonus !== null && /[1-9]/.test(bonus);

function reloadBalance(): void {
  refreshBalance().catch((error: unknown) => console.warn('balance refresh failed', error));
}

/**
 * The logged-in strip: the account (and its menu), the balance (the updating
 * placeholder until the wallet has answered, *** when hidden, else two decimals with thousands
 * separators; clicking it or "Refresh balance" reloads it), the bonus balance apart when there is
 * one, the unread-message badge and sign out.
 */
export function MemberStrip({ session }: { session: Session }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const navigate = useNavigate();
  const { balance, bonusBalance, currencySymbol, unreadMessage } = usePublicState();
  const [hidden, setHidden] = useState(false);
  const [confirming, setConfirming] = useState(false);
  useUnreadCountSync();

  const signOut = async () => {
    await endSession();
    navigate('/');
  };

  const updating = balance === null;
  const shown = hidden ? '***' : updating ? t('balance_updating') : formatBalance(balance, currencySymbol);

  return (
    <div className={styles.member} role="group" aria-label={t('account_menu')}>
      <AccountMenu session={session} />
      <span className={styles.balance}>
        <button type="button" className={styles.balanceButton} title={t('refresh_balance')} aria-busy={updating} onClick={reloadBalance}>
          <VisuallyHidden>{t('balance')}: </VisuallyHidden>
          <span data-testid="header-balance" aria-live="polite">
            {shown}
          </span>
        </button>
        {/* Bonus money still being wagered is not the member's cash yet: shown beside it, never added in. */}
        {hasBonus(bonusBalance) && (
          <span className={styles.bonusBalance} data-testid="header-bonus">
            {t('bonus_balance')} {hidden ? '***' : formatBalance(bonusBalance, currencySymbol)}
          </span>
        )}
        <button type="button" className={`${styles.iconButtonSmall} ${styles.refreshButton}`} aria-label={t('refresh_balance')} title={t('refresh_balance')} onClick={reloadBalance}>
          <RefreshIcon width={16} height={16} className={updating ? styles.spinning : undefined} />
        </button>
        <button
          type="button"
          className={styles.iconButtonSmall}
          aria-label={hidden ? t('show_balance') : t('hide_balance')}
          aria-pressed={hidden}
          onClick={() => setHidden((value) => !value)}
        >
          {hidden ? <EyeOffIcon width={16} height={16} /> : <EyeIcon width={16} height={16} />}
        </button>
      </span>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={unreadMessage > 0 ? t('messages_unread', { count: unreadMessage }) : t('messages')}
        title={t('messages')}
        onClick={() => openMemberCentre('messageV2')}
      >
        <MailIcon />
        {unreadMessage > 0 && (
          <span className={styles.badge} data-testid="unread-count" aria-hidden="true">
            {unreadMessage > 99 ? '99+' : unreadMessage}
          </span>
        )}
      </button>
      <button type="button" className={styles.iconButton} aria-label={t('sign_out')} title={t('sign_out')} onClick={() => setConfirming(true)}>
        <LogOutIcon />
      </button>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('sign_out_title')}
        text={t('sign_out_text')}
        buttons={[{ label: t('common:cancel') }, { label: t('sign_out'), isDefault: true, onClick: () => void signOut() }]}
      />
    </div>
  );
}
