import { useId, useState } from 'react';
import { queryClient, useMutation, useTranslation } from '@site/shared';
import type { ProofFileUpload } from '@site/shared/contract/member';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';
import { ProofUploadForm } from '../../../kit';
import { postSliceNotReceived } from '../api/post-slice-not-received';
import styles from '../withdraw.module.css';

/** "Not received": proof pictures and an optional remark, for an operator to judge. */
export function NotReceivedForm({ sliceNo, onDone }: { sliceNo: string; onDone: () => void }) {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const id = useId();
  const [remark, setRemark] = useState('');

  const report = useMutation(
    { mutationFn: (files: ProofFileUpload[]) => postSliceNotReceived(sliceNo, files, remark.trim() || undefined), onSuccess: onDone },
    queryClient,
  );
  // The upload form keeps its own busy state and shows a throw as its refusal.
  const send = async (files: ProofFileUpload[]) => {
    await report.mutateAsync(files);
  };

  return (
    <div className={styles.inlineForm}>
      <ProofUploadForm label={t('withdraw.slices.notReceivedLabel', { sliceNo })} submitLabel={t('withdraw.slices.sendNotReceived')} onSend={send}>
        <label htmlFor={`${id}-remark`}>{t('withdraw.slices.remark')}</label>
        <input id={`${id}-remark`} className={styles.input} maxLength={140} value={remark} onChange={(event) => setRemark(event.target.value)} />
      </ProofUploadForm>
    </div>
  );
}
