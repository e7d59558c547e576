import { bus, useTranslation } from '@site/shared';
import type { WithdrawalOptions } from '@site/shared/contract/member';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';
import styles from '../withdraw.module.css';

/** My account's tab where the first thing missing is set: the real name comes first (payout accounts need it). */
function firstTab(options: WithdrawalOptions): string {
  if (!options.realNameSet) return 'profile';
  return options.paymentPasswordSet ? 'payout' : 'security';
}

/** What the member still has to set up before withdrawing, with the way to My account (on the tab of the first thing missing). */
export function MissingSetup({ options }: { options: WithdrawalOptions }) {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const missing = [
    !options.realNameSet && t('withdraw.setup.realName'),
    !options.paymentPasswordSet && t('withdraw.setup.paymentPassword'),
    options.payoutAccounts.length === 0 && t('withdraw.setup.payoutAccount'),
  ].filter((item): item is string => Boolean(item));
  return (
    <div className={styles.setup} data-testid="withdraw-setup">
      <p>{t('withdraw.setup.explain')}</p>
      <ul>
        {missing.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <button type="button" className={styles.primary} onClick={() => bus.emit('member-centre:open', { page: 'securityCenter', section: firstTab(options) })}>
        {t('withdraw.setup.open')}
      </button>
    </div>
  );
}

/** Whether anything the withdrawal needs is missing. */
export function isSetupMissing(options: WithdrawalOptions): boolean {
  return !options.realNameSet || !options.paymentPasswordSet || options.payoutAccounts.length === 0;
}
