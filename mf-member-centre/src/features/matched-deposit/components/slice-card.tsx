import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from '@site/shared';
import type { MatchedSlice } from '@site/shared/contract/member';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';
import { FormError, Money, SubmitButton, proofProblem, readProofFiles } from '../../../kit';
import { matchedKeys } from '../api/matched-keys';
import { postSlicePaid } from '../api/post-slice-paid';
import styles from '../matched-deposit.module.css';

function ProofForm({ sliceNo }: { sliceNo: string }) {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const id = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = proofProblem(files);
    if (problem) {
      setError(t(`matchedDeposit.proof.${problem}`));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await postSlicePaid(sliceNo, await readProofFiles(files));
      void queryClient.invalidateQueries({ queryKey: matchedKeys.all });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.proofForm} onSubmit={(event) => void submit(event)} noValidate aria-label={t('matchedDeposit.proof.formLabel', { sliceNo })}>
      <label htmlFor={`${id}-files`}>{t('matchedDeposit.proof.label')}</label>
      <input
        id={`${id}-files`}
        type="file"
        accept="image/png,image/jpeg"
        multiple
        aria-describedby={`${id}-hint`}
        onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {t('matchedDeposit.proof.hint')}
      </p>
      <FormError error={error} />
      <SubmitButton busy={busy}>{t('matchedDeposit.proof.submit')}</SubmitButton>
    </form>
  );
}

/** One matched deposit: where to pay, how much, by when, and its state. */
export function SliceCard({ slice }: { slice: MatchedSlice }) {
  const { t, i18n } = useTranslation(MEMBER_NAMESPACE);
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <li className={styles.slice} data-testid={`matched-${slice.sliceNo}`}>
      <div className={styles.sliceHead}>
        <span className={styles.sliceNo}>{slice.sliceNo}</span>
        <Money value={slice.amount} />
        <span className={styles.state} data-state={slice.state}>
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
          <ProofForm sliceNo={slice.sliceNo} />
        </>
      )}
      {slice.state === 'AWAITING_CONFIRMATION' && slice.confirmationDeadline && (
        <p className={styles.hint}>{t('matchedDeposit.waitingConfirmation', { time: when(slice.confirmationDeadline) })}</p>
      )}
      {slice.state === 'DISPUTED' && <p className={styles.hint}>{t('matchedDeposit.disputed')}</p>}
      {slice.resolution && <p className={styles.hint}>{t(`matchedDeposit.resolutions.${slice.resolution}`)}</p>}
    </li>
  );
}
