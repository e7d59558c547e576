import { useState } from 'react';
import { ConfirmDialog, formatBalance, queryClient, usePublicState, useTranslation } from '@site/shared';
import type { WithdrawalSlice } from '@site/shared/contract/member';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';
import { FormError, Money, QueryState, kitStyles, useMoneyWrite, useRefusalText } from '../../../kit';
import { useWithdrawalDetail } from '../api/get-withdrawal-detail';
import { postSliceReceived } from '../api/post-slice-received';
import { withdrawKeys } from '../api/withdraw-keys';
import styles from '../withdraw.module.css';
import { NotReceivedForm } from './not-received-form';
import { ProofPicture } from './proof-picture';
import { useWhen } from './use-when';

/**
 * The member's answer to a paid part. "Received" is final (the part's amount goes from the held
 * withdrawal to the payer's wallet), so it asks first, naming the amount and the account to check.
 */
function SliceActions({ slice, account }: { slice: WithdrawalSlice; account: string }) {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const { currencySymbol } = usePublicState();
  const [asking, setAsking] = useState(false);
  const [reporting, setReporting] = useState(false);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: withdrawKeys.all });
  };
  const received = useMoneyWrite(() => postSliceReceived(slice.sliceNo), [withdrawKeys.all]);
  const busy = received.isPending;
  const error = useRefusalText(received.error);
  const amount = formatBalance(slice.amount, currencySymbol);
  // While an operator reviews an unanswered part, the member may still answer it.
  if (slice.state !== 'AWAITING_CONFIRMATION' && slice.state !== 'DISPUTED' && slice.state !== 'IN_REVIEW') return null;
  const canReport = slice.state === 'AWAITING_CONFIRMATION' || slice.state === 'IN_REVIEW';
  return (
    <div className={styles.sliceActions}>
      <button type="button" className={styles.primary} disabled={busy} aria-busy={busy || undefined} onClick={() => setAsking(true)}>
        {t('withdraw.slices.received')}
      </button>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title={t('withdraw.slices.confirmTitle', { amount })}
        text={t('withdraw.slices.confirmText', { amount, account })}
        buttons={[{ label: t('withdraw.slices.confirmNo') }, { label: t('withdraw.slices.confirmYes'), onClick: () => received.mutate() }]}
        data-testid={`confirm-received-${slice.sliceNo}`}
      />
      {canReport && (
        <button type="button" className={styles.secondary} aria-expanded={reporting} onClick={() => setReporting((value) => !value)}>
          {t('withdraw.slices.notReceived')}
        </button>
      )}
      <FormError error={error} />
      {reporting && (
        <NotReceivedForm
          sliceNo={slice.sliceNo}
          onDone={() => {
            setReporting(false);
            refresh();
          }}
        />
      )}
    </div>
  );
}

/** The slices of a matched withdrawal: each one's amount, state, deadlines, proof and the member's answer. */
export function WithdrawalSlices({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const detail = useWithdrawalDetail(orderNo);
  const when = useWhen();
  return (
    <QueryState query={detail} isEmpty={(data) => data.slices.length === 0} emptyText={t('withdraw.slices.none')}>
      {(data) => (
        <ul className={kitStyles.cardList} aria-label={t('withdraw.slices.label', { orderNo })}>
          {data.slices.map((slice) => (
            <li key={slice.sliceNo} className={`${kitStyles.card} ${styles.slice}`} data-testid={`slice-${slice.sliceNo}`}>
              <div className={kitStyles.cardHead}>
                <span>{slice.sliceNo}</span>
                <Money value={slice.amount} />
                <span className={kitStyles.stateBadge} data-state={slice.state}>
                  {t(`withdraw.sliceStates.${slice.state}`)}
                </span>
              </div>
              {slice.state === 'AWAITING_PAYMENT' && <p className={styles.hint}>{t('withdraw.slices.payBy', { time: when(slice.paymentDeadline) })}</p>}
              {slice.state === 'AWAITING_CONFIRMATION' && slice.confirmationDeadline && (
                <p className={styles.hint}>{t('withdraw.slices.confirmBy', { time: when(slice.confirmationDeadline) })}</p>
              )}
              {slice.reviewReason && <p className={styles.hint}>{t('withdraw.slices.reviewReason', { reason: slice.reviewReason })}</p>}
              {slice.files.length > 0 && (
                <p className={styles.files}>
                  {slice.files.map((file, index) => (
                    <ProofPicture key={file.id} fileId={file.id} label={t(`withdraw.slices.proof_${file.purpose}`, { n: index + 1 })} />
                  ))}
                </p>
              )}
              <SliceActions slice={slice} account={`${data.bankName} ${data.accountNoMasked}`} />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
