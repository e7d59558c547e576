import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError, queryClient, useMutation, useTranslation } from '@site/shared';
import { FeedbackLookupSchema, type FeedbackItem } from '@site/shared/contract/feedback';
import { FormError, kitStyles, refusalText, SubmitButton, useKitText } from '../../kit';
import { MEMBER_NAMESPACE } from '../../i18n/resources';
import { lookUpFeedback } from './api/lookup-feedback';
import { FeedbackCard } from './feedback-history';
import styles from './feedback.module.css';

type Field = 'referenceNo' | 'contact';

/**
 * /feedback for a visitor: their feedback found again by its reference number and the email or
 * phone they gave with it (the platform never answers the reference alone), with its status and
 * replies. Pictures are counted, not shown: they are served to a signed-in sender only.
 */
export function FeedbackLookup() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const kitT = useKitText();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [referenceNo, setReferenceNo] = useState('');
  const [contact, setContact] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [found, setFound] = useState<FeedbackItem | null>(null);
  const lookup = useMutation({ mutationFn: lookUpFeedback, onSuccess: setFound }, queryClient);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFound(null);
    setFormError(null);
    const parsed = FeedbackLookupSchema.safeParse({ referenceNo, contact });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= field === 'referenceNo' ? t('feedback.lookupReferenceInvalid') : t('feedback.contactInvalid');
      }
      setErrors(next);
      // The first field with a message takes focus.
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    try {
      await lookup.mutateAsync({ referenceNo, contact });
    } catch (error) {
      const code = error instanceof ApiError ? error.errorCode : '';
      setFormError(code === 'FEEDBACK_NOT_FOUND' ? t('feedback.lookupNotFound') : code === 'FEEDBACK_TOO_MANY' ? t('feedback.lookupTooMany') : refusalText(error, kitT));
    }
  };

  const input = (field: Field, label: string, value: string, set: (value: string) => void, autoComplete: string) => (
    <div className={kitStyles.field}>
      <label htmlFor={`${id}-${field}`} className={kitStyles.label}>
        {label}
      </label>
      <input
        id={`${id}-${field}`}
        className={kitStyles.input}
        value={value}
        autoComplete={autoComplete}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
        onChange={(event) => {
          set(event.target.value);
          setErrors((previous) => ({ ...previous, [field]: undefined }));
        }}
      />
      {errors[field] && (
        <p id={`${id}-${field}-error`} className={kitStyles.fieldError}>
          {errors[field]}
        </p>
      )}
    </div>
  );

  return (
    <section className={styles.history} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.historyHeading}>
        {t('feedback.lookupTitle')}
      </h2>
      <p className={kitStyles.hint}>{t('feedback.lookupIntro')}</p>
      <form ref={form} className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('feedback.lookupTitle')}>
        {input('referenceNo', t('feedback.lookupReference'), referenceNo, setReferenceNo, 'off')}
        {input('contact', t('feedback.lookupContact'), contact, setContact, 'email')}
        <FormError error={formError} />
        <SubmitButton busy={lookup.isPending}>{t('feedback.lookupButton')}</SubmitButton>
      </form>
      {found && (
        <ul className={kitStyles.cardList} data-testid="feedback-lookup-result" aria-live="polite">
          <FeedbackCard item={found} level={2} thumbnails={false} />
        </ul>
      )}
    </section>
  );
}
