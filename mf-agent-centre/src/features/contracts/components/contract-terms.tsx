import { useTranslation } from '@site/shared';
import { CONTRACT_KIND_THRESHOLDS, type Contract, type ContractKind } from '@site/shared/contract/agents';
import { Money, kitStyles } from '../../../kit';
import { AGENT_NAMESPACE } from '../../../i18n/resources';
import styles from '../contracts.module.css';

/** How often the contract pays: its period, or the kind's fixed cadence. */
export function usePaidEvery() {
  const { t } = useTranslation(AGENT_NAMESPACE);
  return (contract: Pick<Contract, 'kind' | 'period'>) =>
    contract.period ? t(`contracts.periods.${contract.period}`) : t(`contracts.cadence.${contract.kind as 'HOURLY_SALARY' | 'REALTIME_SALARY'}`);
}

/** A time as the reader's locale writes it. */
export function When({ iso }: { iso: string | null }) {
  if (!iso) return null;
  return <time dateTime={iso}>{new Date(iso).toLocaleString()}</time>;
}

/**
 * A contract's terms: the tiers with the thresholds its kind uses and each tier's rate, or the
 * real-time rates. On a phone the table becomes one card per tier (cells carry their column's name).
 */
export function ContractTerms({ kind, tiers, realtime, caption }: Pick<Contract, 'tiers' | 'realtime'> & { kind: ContractKind; caption?: string }) {
  const { t } = useTranslation(AGENT_NAMESPACE);
  if (kind === 'REALTIME_SALARY') {
    if (!realtime) return null;
    return (
      <dl className={kitStyles.facts} aria-label={caption ?? t('contracts.realtime.heading')}>
        <dt>{t('contracts.realtime.profitSalaryRate')}</dt>
        <dd data-testid="profit-salary-rate">{realtime.profitSalaryRate}</dd>
        <dt>{t('contracts.realtime.lossSalaryRate')}</dt>
        <dd data-testid="loss-salary-rate">{realtime.lossSalaryRate}</dd>
        <dt>{t('contracts.realtime.singleBetAmount')}</dt>
        <dd>
          <Money value={realtime.singleBetAmount} />
        </dd>
      </dl>
    );
  }
  const thresholds = CONTRACT_KIND_THRESHOLDS[kind];
  const tableCaption = caption ?? t('contracts.tiers.caption');
  return (
    <div className={styles.tableWrap} role="region" aria-label={tableCaption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('contracts.tiers.tier')}</th>
            {thresholds.map((field) => (
              <th key={field} scope="col" className={styles.numeric}>
                {t(`contracts.tiers.${field}`)}
              </th>
            ))}
            <th scope="col" className={styles.numeric}>
              {t('contracts.tiers.rate')}
            </th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier, index) => (
            <tr key={index} data-testid="tier-row">
              <th scope="row" data-label={t('contracts.tiers.tier')}>
                {index + 1}
              </th>
              {thresholds.map((field) => (
                <td key={field} data-label={t(`contracts.tiers.${field}`)} className={styles.numeric}>
                  {field === 'activeMembers' ? tier.activeMembers : <Money value={tier[field]} />}
                </td>
              ))}
              <td data-label={t('contracts.tiers.rate')} className={styles.numeric}>
                {tier.rate}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Status and dates of a contract, as label and value pairs. */
export function ContractFacts({ contract, party }: { contract: Contract; party: 'upline' | 'downline' }) {
  const { t } = useTranslation(AGENT_NAMESPACE);
  const paidEvery = usePaidEvery();
  return (
    <dl className={kitStyles.facts}>
      <dt>{t(`contracts.facts.${party}`)}</dt>
      <dd>{party === 'upline' ? contract.uplineAccount : contract.downlineAccount}</dd>
      <dt>{t('contracts.facts.status')}</dt>
      <dd>
        <span className={styles.status} data-status={contract.status} data-testid="contract-status">
          {t(`contracts.status.${contract.status}`)}
        </span>
      </dd>
      <dt>{t('contracts.facts.period')}</dt>
      <dd>{paidEvery(contract)}</dd>
      <dt>{t('contracts.facts.offeredAt')}</dt>
      <dd>
        <When iso={contract.offeredAt} />
      </dd>
      {contract.decidedAt && (
        <>
          <dt>{t('contracts.facts.decidedAt')}</dt>
          <dd>
            <When iso={contract.decidedAt} />
          </dd>
        </>
      )}
      {contract.terminatedAt && (
        <>
          <dt>{t('contracts.facts.terminatedAt')}</dt>
          <dd>
            <When iso={contract.terminatedAt} />
          </dd>
          <dt>{t('contracts.facts.terminatedBy')}</dt>
          <dd>
            {contract.terminatedBy ? t(`contracts.terminatedBy.${contract.terminatedBy}`) : ''}
            {contract.terminationReason ? ` (${t(`contracts.reasons.${contract.terminationReason}`)})` : ''}
          </dd>
        </>
      )}
    </dl>
  );
}
