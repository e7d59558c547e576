import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';
import { FormError, SubmitButton, proofProblem, readProofFiles } from '../../../kit';
import { postSliceNotReceived } from '../api/post-slice-not-received';
import styles from '../withdraw.module.css';

/** "Not received": 1-3 pictures (png or jpg, 5 MB each) and an optional remark, for an operator to judge. */
export function NotReceivedForm({ sliceNo, onDone }: { sliceNo: string; onDone: () => void }) {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const id = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = proofProblem(files);
    if (problem) {
      setError(t(`withdraw.proof.${problem}`));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await postSliceNotReceived(sliceNo, await readProofFiles(files), remark.trim() || undefined);
      onDone();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.inlineForm} onSubmit={(event) => void submit(event)} noValidate aria-label={t('withdraw.slices.notReceivedLabel', { sliceNo })}>
      <label htmlFor={`${id}-files`}>{t('withdraw.proof.label')}</label>
      <input
        id={`${id}-files`}
        type="file"
        accept="image/png,image/jpeg"
        multiple
        aria-describedby={`${id}-hint`}
        onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {t('withdraw.proof.hint')}
      </p>
      <label htmlFor={`${id}-remark`}>{t('withdraw.slices.remark')}</label>
      <input id={`${id}-remark`} className={styles.input} maxLength={140} value={remark} onChange={(event) => setRemark(event.target.value)} />
      <FormError error={error} />
      <SubmitButton busy={busy}>{t('withdraw.slices.sendNotReceived')}</SubmitButton>
    </form>
  );
}
