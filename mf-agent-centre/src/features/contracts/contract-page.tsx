import { useState } from 'react';
import { useTranslation } from '@site/shared';
import type { ContractKind } from '@site/shared/contract/agents';
import { CentrePage, QueryState } from '../../kit';
import { AGENT_NAMESPACE } from '../../i18n/resources';
import { useMyContracts } from './api/contract-call';
import { MyContract } from './components/my-contract';
import { OfferForm } from './components/offer-form';
import { OfferedContracts } from './components/offered-contracts';
import type { Announcement } from './components/use-contract-action';
import { CONTRACT_PAGE_OF_KIND } from './contract-kinds';
import styles from './contracts.module.css';

/**
 * One contract kind's page (Dividend, Daily, Hourly or Real-Time Salary): my contract with my
 * upline (accept or reject an offer waiting for me), the contracts I offered my direct downlines
 * (end one), and offering a new one. What an action did is announced at the top of the page, since
 * the card it was pressed on may change or go once the page reads again.
 */
export function ContractPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation(AGENT_NAMESPACE);
  const mine = useMyContracts(kind);
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  return (
    <CentrePage title={t(`menu.${CONTRACT_PAGE_OF_KIND[kind]}`)}>
      <div aria-live="polite" data-testid="contract-announcement">
        {announcement?.tone === 'done' && <p className={styles.done}>{announcement.text}</p>}
      </div>
      {announcement?.tone === 'error' && (
        <p className={styles.error} role="alert">
          {announcement.text}
        </p>
      )}
      <QueryState query={mine}>
        {(value) => (
          <>
            <MyContract kind={kind} value={value} announce={setAnnouncement} />
            <OfferedContracts kind={kind} offered={value.offered} announce={setAnnouncement} />
            <OfferForm kind={kind} ceiling={value.myRate} canOffer={value.canOffer} announce={setAnnouncement} />
          </>
        )}
      </QueryState>
    </CentrePage>
  );
}
