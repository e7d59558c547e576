import { useEffect, useRef, useState } from 'react';
import { bus, useTranslation } from '@site/shared';
import type { DepositChannel } from '@site/shared/contract/member';
import { MEMBER_NAMESPACE } from '../../i18n/resources';
import { Pager, QueryState, kitStyles } from '../../kit';
import { useMatchedSlices } from './api/get-matched-slices';
import { SliceCard } from './components/slice-card';
import { TakeSliceForm } from './components/take-slice-form';
import styles from './matched-deposit.module.css';

/**
 * The deposit page's MATCHED channel: take a part of another member's withdrawal, pay it to their
 * bank, upload the proof, and follow it until they confirm (then the amount is in the wallet).
 */
export function MatchedDepositPanel({ channel }: { channel: DepositChannel }) {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const [pageNo, setPageNo] = useState(1);
  const slices = useMatchedSlices(pageNo);
  // A part confirmed by the withdrawing member credits the wallet: the header's balance follows.
  const received = slices.data?.list.filter((slice) => slice.state === 'RECEIVED').length;
  const lastReceived = useRef(received);
  useEffect(() => {
    if (received !== undefined && lastReceived.current !== undefined && received > lastReceived.current) bus.emit('wallet:changed');
    lastReceived.current = received;
  }, [received]);

  return (
    <div className={styles.panel} data-testid="matched-deposit">
      <TakeSliceForm channel={channel} />
      <section aria-labelledby="matched-list-title">
        <h4 id="matched-list-title" className={styles.subtitle}>
          {t('matchedDeposit.listTitle')}
        </h4>
        <QueryState query={slices} isEmpty={(data) => data.list.length === 0} emptyText={t('matchedDeposit.empty')}>
          {(data) => (
            <>
              <ul className={kitStyles.cardList}>
                {data.list.map((slice) => (
                  <SliceCard key={slice.sliceNo} slice={slice} />
                ))}
              </ul>
              <Pager pageNo={data.pageNo} totalPages={data.totalPages} onChange={setPageNo} busy={slices.isPlaceholderData} />
            </>
          )}
        </QueryState>
      </section>
    </div>
  );
}
