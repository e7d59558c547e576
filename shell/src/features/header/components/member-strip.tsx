import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { bus, clearSession, ConfirmDialog, formatBalance, isAgentAccount, usePublicState, VisuallyHidden, type Session } from '@site/shared';
import { EyeIcon, EyeOffIcon, LogOutIcon, UserIcon } from '../../../common/icons';
import { SHELL_NAMESPACE } from '../../../i18n/resources';
import { logout } from '../api/logout';
import styles from './site-header.module.css';

/**
 * The logged-in strip: account, balance (or *** when hidden, or the updating placeholder until the
 * wallet has reported one), member/agent centre entries and sign out. The records, deposit and
 * withdrawal shortcuts of the spec's logged-in menu arrive with their own pages.
 */
export function MemberStrip({ session }: { session: Session }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const navigate = useNavigate();
  const { balance, currencySymbol } = usePublicState();
  const [hidden, setHidden] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const signOut = async () => {
    try {
      await logout();
    } catch (error) {
      // The token is forgotten locally either way; a failed call only leaves it to expire.
      console.warn('logout call failed', error);
    }
    clearSession();
    navigate('/');
  };

  return (
    <div className={styles.member} role="group" aria-label={t('account_menu')}>
      <span className={styles.account}>
        <UserIcon />
        <span className={styles.accountName}>{session.account}</span>
      </span>
      <span className={styles.balance}>
        <VisuallyHidden>{t('balance')}: </VisuallyHidden>
        <span data-testid="header-balance" aria-live="polite">
          {hidden ? '***' : balance === null ? t('balance_updating') : formatBalance(balance, currencySymbol)}
        </span>
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
      <button type="button" className={styles.ghostButton} onClick={() => bus.emit('member-centre:open', {})}>
        {t('member_centre')}
      </button>
      {isAgentAccount(session) && (
        <button type="button" className={styles.ghostButton} onClick={() => bus.emit('agent-centre:open', {})}>
          {t('agent_centre')}
        </button>
      )}
      <button type="button" className={styles.iconButton} aria-label={t('sign_out')} title={t('sign_out')} onClick={() => setConfirming(true)}>
        <LogOutIcon />
      </button>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('prompt')}
        text={t('sure_to_log_out')}
        buttons={[{ label: t('common:cancel') }, { label: t('common:submit'), isDefault: true, onClick: () => void signOut() }]}
      />
    </div>
  );
}
