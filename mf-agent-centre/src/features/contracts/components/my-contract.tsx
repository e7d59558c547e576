import { useId, useState } from 'react';
import { ConfirmDialog, useTranslation } from '@site/shared';
import type { Contract, ContractKind, ContractMineValue } from '@site/shared/contract/agents';
import { AGENT_NAMESPACE } from '../../../i18n/resources';
import { kitStyles } from '../../../kit';
import styles from '../contracts.module.css';
import { ContractFacts, ContractTerms } from './contract-terms';
import { useContractAction, type Announcement } from './use-contract-action';

type Decision = 'accept' | 'reject';

/** An offer waiting for my answer: its terms, and Accept / Reject, each confirmed in a dialog. */
function PendingOffer({ kind, offer, announce }: { kind: ContractKind; offer: Contract; announce: (announcement: Announcement | null) => void }) {
  const { t } = useTranslation(AGENT_NAMESPACE);
  const [asking, setAsking] = useState<Decision | null>(null);
  const { busy, run } = useContractAction(kind, announce);
  const upline = offer.uplineAccount;
  return (
    <div className={styles.card} data-testid="pending-offer">
      <p className={styles.notice}>{t('contracts.mine.pending', { upline })}</p>
      <ContractFacts contract={offer} party="upline" />
      <ContractTerms kind={kind} tiers={offer.tiers} realtime={offer.realtime} />
      <div className={kitStyles.actions}>
        <button type="button" className={kitStyles.primaryButton} disabled={busy} onClick={() => setAsking('accept')}>
          {t('contracts.mine.accept')}
        </button>
        <button type="button" className={kitStyles.secondaryButton} disabled={busy} onClick={() => setAsking('reject')}>
          {t('contracts.mine.reject')}
        </button>
      </div>
      <ConfirmDialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        title={asking === 'reject' ? t('contracts.mine.rejectTitle') : t('contracts.mine.acceptTitle')}
        text={asking === 'reject' ? t('contracts.mine.rejectText', { upline }) : t('contracts.mine.acceptText', { upline })}
        buttons={[
          { label: t('contracts.mine.cancel') },
          {
            label: asking === 'reject' ? t('contracts.mine.reject') : t('contracts.mine.accept'),
            isDefault: true,
            onClick: () => asking && run(asking, offer.contractId, () => t(asking === 'reject' ? 'contracts.mine.rejected' : 'contracts.mine.accepted')),
          },
        ]}
        data-testid="contract-decision-dialog"
      />
    </div>
  );
}

/**
 * My contract with my upline: the one in force (terms, status, dates) and an offer waiting for my
 * answer, which accepting makes the one in force.
 */
export function MyContract({ kind, value, announce }: { kind: ContractKind; value: ContractMineValue; announce: (announcement: Announcement | null) => void }) {
  const { t } = useTranslation(AGENT_NAMESPACE);
  const headingId = useId();
  const { mine, pendingOffer } = value;
  // `mine` is the waiting offer itself when nothing is in force yet.
  const inForce = mine && mine.status !== 'PENDING' ? mine : null;
  const waiting = pendingOffer ?? (mine?.status === 'PENDING' ? mine : null);
  return (
    <section className={kitStyles.section} aria-labelledby={headingId} data-testid="my-contract">
      <h4 id={headingId} className={kitStyles.sectionTitle}>
        {t('contracts.mine.heading')}
      </h4>
      {inForce && (
        <div className={styles.card} data-testid="contract-in-force">
          <ContractFacts contract={inForce} party="upline" />
          <ContractTerms kind={kind} tiers={inForce.tiers} realtime={inForce.realtime} />
        </div>
      )}
      {waiting && <PendingOffer key={waiting.contractId} kind={kind} offer={waiting} announce={announce} />}
      {!inForce && !waiting && <p className={styles.empty}>{t('contracts.mine.none')}</p>}
    </section>
  );
}
