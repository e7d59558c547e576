import { useId, useState } from 'react';
import { ConfirmDialog, useTranslation } from '@site/shared';
import type { Contract, ContractKind } from '@site/shared/contract/agents';
import { AGENT_NAMESPACE } from '../../../i18n/resources';
import { kitStyles } from '../../../kit';
import styles from '../contracts.module.css';
import { ContractFacts, ContractTerms } from './contract-terms';
import { useContractAction, type Announcement } from './use-contract-action';

/** Whether the upline may still end it: an offer not yet answered, or a contract in force. */
const canEnd = (contract: Contract) => contract.status === 'PENDING' || contract.status === 'ACCEPTED';

/** The contracts I offered my direct downlines, newest first; each can be ended while it waits or is in force. */
export function OfferedContracts({ kind, offered, announce }: { kind: ContractKind; offered: Contract[]; announce: (announcement: Announcement | null) => void }) {
  const { t } = useTranslation(AGENT_NAMESPACE);
  const headingId = useId();
  const [ending, setEnding] = useState<Contract | null>(null);
  const { busy, run } = useContractAction(kind, announce);
  return (
    <section className={kitStyles.section} aria-labelledby={headingId} data-testid="offered-contracts">
      <h4 id={headingId} className={kitStyles.sectionTitle}>
        {t('contracts.offered.heading')}
      </h4>
      {offered.length === 0 ? (
        <p className={styles.empty}>{t('contracts.offered.empty')}</p>
      ) : (
        <ul className={styles.cards}>
          {offered.map((contract) => (
            <li key={contract.contractId} className={styles.card} data-testid="offered-contract" aria-label={t('contracts.offered.item', { downline: contract.downlineAccount })}>
              <ContractFacts contract={contract} party="downline" />
              <ContractTerms kind={kind} tiers={contract.tiers} realtime={contract.realtime} caption={t('contracts.offered.item', { downline: contract.downlineAccount })} />
              {canEnd(contract) && (
                <div className={kitStyles.actions}>
                  <button type="button" className={kitStyles.secondaryButton} disabled={busy} onClick={() => setEnding(contract)}>
                    {t('contracts.offered.terminate')}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={ending !== null}
        onClose={() => setEnding(null)}
        title={t('contracts.offered.terminateTitle', { downline: ending?.downlineAccount ?? '' })}
        text={t('contracts.offered.terminateText', { downline: ending?.downlineAccount ?? '' })}
        buttons={[
          { label: t('contracts.offered.keep') },
          {
            label: t('contracts.offered.terminate'),
            isDefault: true,
            onClick: () => ending && run('terminate', ending.contractId, (contract) => t('contracts.offered.terminated', { downline: contract.downlineAccount })),
          },
        ]}
        data-testid="contract-terminate-dialog"
      />
    </section>
  );
}
