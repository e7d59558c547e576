import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { PROOF_CONTENT_TYPES, PROOF_MAX_BYTES, PROOF_MAX_FILES, type ProofFileUpload } from '@site/shared/contract/member';
import { FormError, SubmitButton, kitStyles, refusalText, useKitText } from '@site/shared/centre-kit';
import own from './kit.module.css';
import { proofProblem, readProofFiles } from './proof-files';
import { useOwnKitText } from './use-own-kit-text';

export interface ProofUploadFormProps {
  /** The form's accessible name, e.g. "Proof of payment for part S00000001". */
  label: string;
  /** The submit button's text. */
  submitLabel: ReactNode;
  /**
   * Sends the pictures, read as the platform takes them; called only once they pass the checks.
   * A throw shows its message above the button, so the member can try again.
   */
  onSend: (files: ProofFileUpload[]) => Promise<void>;
  /** Further fields between the pictures and the button (e.g. a remark). */
  children?: ReactNode;
}

const MAX_MB = PROOF_MAX_BYTES / (1024 * 1024);

/**
 * A form that sends proof pictures (a matched deposit's payment, a payment that never arrived):
 * png or jpg, a few megabytes each, at most a few, as the contract says. The checks run before
 * anything is read or sent, and a refused choice is named under the picture field; they only
 * spare a useless upload, the platform checks the bytes again.
 */
export function ProofUploadForm({ label, submitLabel, onSend, children }: ProofUploadFormProps) {
  const t = useOwnKitText();
  const kitT = useKitText();
  const id = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const problemId = `${id}-problem`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = proofProblem(files);
    setFailure(null);
    if (found) {
      setProblem(t(`kit.proof.${found}`, { maxFiles: PROOF_MAX_FILES, maxMb: MAX_MB }));
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      await onSend(await readProofFiles(files));
    } catch (error) {
      setFailure(refusalText(error, kitT));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={own.proofForm} onSubmit={(event) => void submit(event)} noValidate aria-label={label}>
      <div className={kitStyles.field}>
        <label htmlFor={`${id}-files`} className={kitStyles.label}>
          {t('kit.proof.label')}
        </label>
        <input
          id={`${id}-files`}
          type="file"
          accept={PROOF_CONTENT_TYPES.join(',')}
          multiple
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-hint ${problemId}` : `${id}-hint`}
          onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
        />
        <p id={`${id}-hint`} className={kitStyles.hint}>
          {t('kit.proof.hint', { maxFiles: PROOF_MAX_FILES, maxMb: MAX_MB })}
        </p>
        {problem && (
          <p id={problemId} className={kitStyles.fieldError} role="alert">
            {problem}
          </p>
        )}
      </div>
      {children}
      <FormError error={failure} />
      <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
    </form>
  );
}
