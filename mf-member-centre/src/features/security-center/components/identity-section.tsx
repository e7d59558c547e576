import { useId, useState, type FormEvent } from 'react';
import { ApiError, queryClient, useMutation, useTranslation } from '@site/shared';
import { KYC_CONTENT_TYPES, KYC_DOCUMENT_KINDS, KYC_MAX_BYTES, KYC_MAX_FILES, type KycDocumentKind, type KycFileUpload, type KycStatus } from '@site/shared/contract/protection/kyc';
import { Field, FormError, QueryState, SelectInput, SubmitButton, kitStyles, refusalText, useKitText } from '../../../kit';
import { base64Of, uploadProblem, type UploadRules } from '../../../kit/proof-files';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';
import { kycStatusKey, useKycStatus } from '../api/get-kyc-status';
import { postKycDocuments } from '../api/post-kyc-documents';
import { texts } from '../identity-texts';
import own from './identity-section.module.css';
import styles from './security-center.module.css';

const MAX_MB = KYC_MAX_BYTES / (1024 * 1024);
type Problem = keyof typeof texts.en.form.problems;
type OwnRefusal = keyof typeof texts.en.error;

/** The tab's texts: `t('level')` reads `identity.level`. */
function useIdentityText() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  return (key: string, options?: Record<string, unknown>) => t(`identity.${key}`, options ?? {});
}

/** A day in the member's language. */
function useDay() {
  const { i18n } = useTranslation(MEMBER_NAMESPACE);
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (iso: string) => format.format(new Date(iso));
}

const KYC_RULES: UploadRules = { maxFiles: KYC_MAX_FILES, contentTypes: KYC_CONTENT_TYPES, maxBytes: KYC_MAX_BYTES };

/** Why chosen files cannot be sent, found before reading them; the platform checks the bytes again. */
function fileProblem(files: readonly File[]): Problem | null {
  return uploadProblem(files, KYC_RULES);
}

const readFiles = (files: readonly File[]): Promise<KycFileUpload[]> =>
  Promise.all(files.map(async (file) => ({ name: file.name, contentType: file.type as KycFileUpload['contentType'], data: await base64Of(file) })));

/**
 * My account's identity tab: the level and what it allows, what is still needed and why, the
 * threshold's due day when deposits passed it, the documents sent with the operator's answers, and
 * the form to send one (identity, or source of funds).
 */
export function IdentitySection() {
  const status = useKycStatus();
  return <QueryState query={status}>{(data) => <IdentityStatus status={data} />}</QueryState>;
}

function IdentityStatus({ status }: { status: KycStatus }) {
  const t = useIdentityText();
  const day = useDay();
  const needsIdentity = status.level < 2 && !status.identityPending;
  return (
    <div className={styles.sections} data-testid="identity-section">
      <section className={styles.card} aria-labelledby="identity-title">
        <h3 id="identity-title" className={styles.cardTitle}>
          {t('title')}
        </h3>
        <p>
          <strong>{t('level', { level: status.level })}</strong> · {t(`levels.${status.level}`)}
        </p>
        {status.verifiedName && (
          <p className={styles.muted}>
            {t('verified_name', { name: status.verifiedName })}
            {status.identityExpiresOn ? ` · ${t('valid_until', { day: status.identityExpiresOn })}` : ''}
          </p>
        )}
        <p className={styles.muted}>{t('why')}</p>
        {status.overdue && status.dueAt ? (
          <p className={styles.notice} role="status">
            {t('overdue', { day: day(status.dueAt) })}
          </p>
        ) : status.dueAt ? (
          <p className={styles.notice}>{t('due', { threshold: status.amlThreshold, day: day(status.dueAt) })}</p>
        ) : null}
        {!status.realNameSet ? (
          <p className={styles.notice}>{t('need_real_name')}</p>
        ) : status.identityPending ? (
          <p className={styles.notice}>{t('pending')}</p>
        ) : needsIdentity ? (
          <p className={styles.notice}>{t('need_identity')}</p>
        ) : null}
        {status.level >= 2 && status.sourceOfFundsPending ? (
          <p className={styles.notice}>{t('funds_pending')}</p>
        ) : status.sourceOfFundsRequired ? (
          <p className={styles.notice}>{t('funds_required', { threshold: status.sourceOfFundsThreshold })}</p>
        ) : status.level >= 2 && status.level < 3 ? (
          <p className={styles.muted}>{t('funds_hint', { threshold: status.sourceOfFundsThreshold })}</p>
        ) : null}
      </section>
      {status.realNameSet && <UploadForm defaultKind={status.level >= 2 ? 'SOURCE_OF_FUNDS' : 'IDENTITY'} />}
      <section className={styles.card} aria-labelledby="identity-history">
        <h3 id="identity-history" className={styles.cardTitle}>
          {t('history')}
        </h3>
        {status.submissions.length === 0 ? (
          <p className={styles.muted}>{t('none_sent')}</p>
        ) : (
          <ul className={styles.accountList}>
            {status.submissions.map((submission) => (
              <li key={submission.id} className={styles.accountItem} data-testid="kyc-submission">
                <div>
                  <strong>{t(`form.kinds.${submission.kind}`)}</strong> · {t(`states.${submission.state}`)}
                  <div className={`${styles.muted} ${own.files}`}>
                    {day(submission.uploadedAt)} · {submission.files.map((file) => file.name).join(', ')}
                  </div>
                  {submission.rejectReason && <div className={own.files}>{t('rejected_reason', { reason: submission.rejectReason })}</div>}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function UploadForm({ defaultKind }: { defaultKind: KycDocumentKind }) {
  const t = useIdentityText();
  const kitT = useKitText();
  const id = useId();
  const [kind, setKind] = useState<KycDocumentKind>(defaultKind);
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  // One id per intended submission: a retry after a lost answer sends the same one, so nothing is kept twice.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const send = useMutation(
    {
      mutationFn: async () => postKycDocuments({ kind, files: await readFiles(files), requestId }),
      onSuccess: async () => {
        setRequestId(crypto.randomUUID());
        setFiles([]);
        setSent(true);
        await queryClient.invalidateQueries({ queryKey: kycStatusKey });
      },
    },
    queryClient,
  );
  const failure = send.error
    ? send.error instanceof ApiError && send.error.errorCode in texts.en.error
      ? t(`error.${send.error.errorCode as OwnRefusal}`)
      : refusalText(send.error, kitT)
    : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(false);
    const found = fileProblem(files);
    setProblem(found ? t(`form.problems.${found}`, { maxFiles: KYC_MAX_FILES, maxMb: MAX_MB }) : null);
    if (!found) send.mutate();
  };

  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={submit} noValidate aria-label={t('form.label')}>
      <h3 className={styles.cardTitle}>{t('form.label')}</h3>
      <Field label={t('form.kind')} name="kind">
        <SelectInput value={kind} onChange={(value) => setKind(value as KycDocumentKind)} options={KYC_DOCUMENT_KINDS.map((value) => ({ value, label: t(`form.kinds.${value}`) }))} />
      </Field>
      <div className={kitStyles.field}>
        <label htmlFor={`${id}-files`} className={kitStyles.label}>
          {t('form.files')}
        </label>
        <input
          id={`${id}-files`}
          key={requestId}
          type="file"
          accept={KYC_CONTENT_TYPES.join(',')}
          multiple
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-hint ${id}-problem` : `${id}-hint`}
          onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
        />
        <p id={`${id}-hint`} className={kitStyles.hint}>
          {t('form.hint', { maxFiles: KYC_MAX_FILES, maxMb: MAX_MB })}
        </p>
        {problem && (
          <p id={`${id}-problem`} className={kitStyles.fieldError} role="alert">
            {problem}
          </p>
        )}
      </div>
      <FormError error={failure} />
      {sent && (
        <p className={styles.saved} role="status">
          {t('form.sent')}
        </p>
      )}
      <SubmitButton busy={send.isPending}>{t('form.submit')}</SubmitButton>
    </form>
  );
}
