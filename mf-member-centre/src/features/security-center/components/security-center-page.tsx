import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@site/shared';
import { CentrePage, QueryState } from '../../../kit';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';
import { useCentreSection } from '../../../kit/centre-section';
import { useProfile } from '../api/get-profile';
import { EmailForm } from './email-form';
import { IdentitySection } from './identity-section';
import { LoginHistorySection } from './login-history-section';
import { LoginPasswordForm } from './login-password-form';
import { MobileForm } from './mobile-form';
import { PaymentPasswordForm } from './payment-password-form';
import { PayoutAccountsSection } from './payout-accounts-section';
import { ProfileSection } from './profile-section';
import { TwoStepSection } from './two-step-section';
import { useAccountText } from './use-account-text';
import styles from './security-center.module.css';

const TABS = ['profile', 'security', 'payout', 'identity', 'history'] as const;
type Tab = (typeof TABS)[number];

const isTab = (name: string | undefined): name is Tab => TABS.some((tab) => tab === name);

/**
 * My account (securityCenter): profile, security (mobile, email, login and payment passwords),
 * payout accounts and login history, as tabs. Arrow keys, Home and End move between tabs. The
 * page opens on the tab its opener asked for (the panel's section: "Set payment password" asks for
 * 'security'), else on the profile.
 */
export default function SecurityCenterPage() {
  const t = useAccountText();
  const { t: tIdentity } = useTranslation(MEMBER_NAMESPACE);
  const profile = useProfile();
  const section = useCentreSection();
  const [tab, setTab] = useState<Tab>(isTab(section) ? section : 'profile');
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.indexOf(tab);
    const next =
      event.key === 'ArrowRight' ? TABS[(index + 1) % TABS.length] :
      event.key === 'ArrowLeft' ? TABS[(index + TABS.length - 1) % TABS.length] :
      event.key === 'Home' ? TABS[0] :
      event.key === 'End' ? TABS[TABS.length - 1] : null;
    if (!next) return;
    event.preventDefault();
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <CentrePage title={t('title')}>
      <div role="tablist" aria-label={t('tabs.label')} className={styles.tabs} onKeyDown={onKeyDown}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab === name ? 0 : -1}
            className={styles.tab}
            onClick={() => setTab(name)}
          >
            {name === 'identity' ? tIdentity('identity.tab') : t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${tab}`} className={styles.panel}>
        {tab === 'history' ? (
          <LoginHistorySection />
        ) : tab === 'identity' ? (
          <IdentitySection />
        ) : (
          <QueryState query={profile}>
            {(data) =>
              tab === 'profile' ? (
                <ProfileSection profile={data} />
              ) : tab === 'security' ? (
                <div className={styles.sections}>
                  <PaymentPasswordForm isSet={data.paymentPasswordSet} />
                  <MobileForm current={data.mobile} />
                  <EmailForm current={data.email} />
                  <LoginPasswordForm />
                  <TwoStepSection />
                </div>
              ) : (
                <PayoutAccountsSection profile={data} />
              )
            }
          </QueryState>
        )}
      </div>
    </CentrePage>
  );
}
