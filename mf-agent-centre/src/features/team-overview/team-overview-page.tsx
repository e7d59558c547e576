import { useState, type ReactNode } from 'react';
import { useTranslation } from '@site/shared';
import { AGENT_NAMESPACE } from '../../i18n/resources';
import { CentrePage, Money, PeriodPicker, QueryState, initialPeriod, kitStyles, periodQuery } from '../../kit';
import { useOverview } from './api/get-overview';
import styles from './team-overview.module.css';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={kitStyles.tile}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/** Overview (agentTeamOverview, the centre's default page): the team's figures for a chosen period. */
export default function TeamOverviewPage() {
  const { t } = useTranslation(AGENT_NAMESPACE);
  const [period, setPeriod] = useState(initialPeriod);
  const overview = useOverview(periodQuery(period));
  return (
    <CentrePage title={t('menu.agentTeamOverview')}>
      <PeriodPicker value={period} onChange={setPeriod} />
      <QueryState query={overview}>
        {(data) => (
          <>
            <dl className={styles.figures} aria-label={t('overview.figures')} data-testid="overview-figures">
              <Figure label={t('overview.teamSize')}>{data.teamSize}</Figure>
              <Figure label={t('overview.directDownlines')}>{data.directDownlines}</Figure>
              <Figure label={t('overview.newRegistrations')}>{data.newRegistrations}</Figure>
              <Figure label={t('overview.firstDeposits')}>{data.firstDeposits}</Figure>
              <Figure label={t('overview.depositAmount')}>
                <Money value={data.depositAmount} />
              </Figure>
              <Figure label={t('overview.withdrawalAmount')}>
                <Money value={data.withdrawalAmount} />
              </Figure>
              <Figure label={t('overview.validBet')}>
                <Money value={data.validBet} />
              </Figure>
              <Figure label={t('overview.teamProfitLoss')}>
                <Money value={data.teamProfitLoss} signed />
              </Figure>
              <Figure label={t('overview.ownIncome')}>
                <Money value={data.ownIncome} signed />
              </Figure>
              <Figure label={t('overview.pendingOffers')}>{data.pendingOffers}</Figure>
            </dl>
            <p className={styles.note}>{t('overview.note')}</p>
          </>
        )}
      </QueryState>
    </CentrePage>
  );
}
