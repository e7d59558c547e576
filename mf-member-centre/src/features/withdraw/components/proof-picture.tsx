import { useState } from 'react';
import { useTranslation } from '@site/shared';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';
import { useProofFile } from '../api/get-proof-file';
import styles from '../withdraw.module.css';

/** A proof picture, loaded only when the member asks to see it (pictures can be megabytes). */
export function ProofPicture({ fileId, label }: { fileId: number; label: string }) {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const [open, setOpen] = useState(false);
  const file = useProofFile(fileId, open);
  return (
    <span className={styles.proof}>
      <button type="button" className={styles.link} aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        {label}
      </button>
      {open && file.isPending && <span aria-busy="true">{t('withdraw.slices.loadingProof')}</span>}
      {open && file.isError && <span role="alert">{t('withdraw.slices.proofFailed')}</span>}
      {open && file.data && <img className={styles.proofImage} src={`data:${file.data.contentType};base64,${file.data.data}`} alt={label} />}
    </span>
  );
}
