import { useTranslation } from '@site/shared';
import type { MatchedSlice, ProofFileUpload } from '@site/shared/contract/member';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';
import { Money, ProofUploadForm, kitStyles, useMoneyWrite } from '../../../kit';
import { matchedKeys } from '../api/matched-keys';
import { postSlicePaid } from '../api/post-slice-paid';
import styles from '../matched-deposit.module.css';

/** "I have paid": the proof of payment for one part; the list then shows its new state. */
function PaidForm({ sliceNo }: { sliceNo: string }) {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  // A proof of payment waits for the payee's answer: no balance moves yet.
  const paid = useMoneyWrite((files: ProofFileUpload[]) => postSlicePaid(sliceNo, files), [matchedKeys.all], { walletChanged: false });
  // The upload form keeps its own busy state and shows a throw as its refusal.
  const send = async (files: ProofFileUpload[]) => {
    await paid.mutateAsync(files);
  };
  return <ProofUploadForm label={t('matchedDeposit.proof.formLabel', { sliceNo })} submitLabel={t('matchedDeposit.proof.submit')} onSend={send} />;
}

/** One matched deposit: where to pay, how much, by when, and its state. */
export function SliceCard({ slice }: { slice: MatchedSlice }) {
  const { t, i18n } = useTranslation(MEMBER_NAMESPACE);
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <li className={kitStyles.card} data-testid={`matched-${slice.sliceNo}`}>
      <div className={kitStyles.cardHead}>
        <span className={kitStyles.cardNumber}>{slice.sliceNo}</span>
        <Money value={slice.amount} />
        <span className={kitStyles.stateBadge} data-state={slice.state}>
          {t(`matchedDeposit.states.${slice.state}`)}
        </span>
      </div>
      {slice.state === 'AWAITING_PAYMENT' && (
        <>
          <dl className={styles.payee} aria-label={t('matchedDeposit.payTo')}>
            <dt>{t('matchedDeposit.bankName')}</dt>
            <dd>{slice.payee.bankName}</dd>
            <dt>{t('matchedDeposit.accountNo')}</dt>
            <dd>{slice.payee.accountNo}</dd>
            <dt>{t('matchedDeposit.accountHolder')}</dt>
            <dd>{slice.payee.accountHolderMasked}</dd>
            <dt>{t('matchedDeposit.payBy')}</dt>
            <dd>
              <time dateTime={slice.paymentDeadline}>{when(slice.paymentDeadline)}</time>
            </dd>
          </dl>
          <PaidForm sliceNo={slice.sliceNo} />
        </>
      )}
      {slice.state === 'AWAITING_CONFIRMATION' && slice.confirmationDeadline && (
        <p className={styles.hint}>{t('matchedDeposit.waitingConfirmation', { time: when(slice.confirmationDeadline) })}</p>
      )}
      {slice.state === 'DISPUTED' && <p className={styles.hint}>{t('matchedDeposit.disputed')}</p>}
      {slice.state === 'IN_REVIEW' && <p className={styles.hint}>{t('matchedDeposit.inReview')}</p>}
      {slice.reviewReason && <p className={styles.hint}>{t('matchedDeposit.reviewReason', { reason: slice.reviewReason })}</p>}
      {slice.resolution && <p className={styles.hint}>{t(`matchedDeposit.resolutions.${slice.resolution}`)}</p>}
    </li>
  );
}
