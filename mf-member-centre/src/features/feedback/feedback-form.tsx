import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError, queryClient, useLatest, useMutation, useTranslation } from '@site/shared';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_MAX_CHARACTERS,
  FEEDBACK_MAX_IMAGE_BYTES,
  FEEDBACK_MAX_IMAGES,
  FeedbackSubmitSchema,
  feedbackLength,
  type FeedbackCategory,
} from '@site/shared/contract/feedback';
import { FormError, kitStyles, refusalText, SubmitButton, useKitText } from '../../kit';
import { MEMBER_NAMESPACE } from '../../i18n/resources';
import { base64Of } from '../../kit/proof-files';
import { FEEDBACK_KEY } from './api/get-my-feedback';
import { putFeedback } from './api/put-feedback';
import styles from './feedback.module.css';

const IMAGE_TYPES = ['image/png', 'image/jpeg'];
const MAX_MB = FEEDBACK_MAX_IMAGE_BYTES / (1024 * 1024);
/** The platform's refusals this page words itself; any other is the kit's. */
const OWN_REFUSALS = ['FEEDBACK_IMAGE_INVALID', 'FEEDBACK_IMAGE_TOO_LARGE', 'FEEDBACK_RELATED_UNKNOWN', 'FEEDBACK_TOO_MANY'];

type Field = 'category' | 'content' | 'images' | 'related' | 'contact';

interface Picture {
  file: File;
  /** An object URL for the preview (none where the browser cannot make one). */
  url: string | null;
}

function preview(file: File): Picture {
  return { file, url: typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null };
}

function forget(picture: Picture) {
  if (picture.url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(picture.url);
}

export interface FeedbackFormProps {
  /** A member may name one of their orders or rounds; a visitor has none. */
  member: boolean;
}

/**
 * The feedback form: a category, the message with a live counter (characters as the platform
 * counts them), up to three pictures with previews and a remove button each, and (members) an
 * order or round number. The contract's schema checks it before sending; a refusal the platform
 * still makes is shown under the field it names (a picture's under the pictures, naming which).
 */
export function FeedbackForm({ member }: FeedbackFormProps) {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const kitT = useKitText();
  const id = useId();
  const [category, setCategory] = useState<FeedbackCategory | ''>('');
  const [content, setContent] = useState('');
  const [related, setRelated] = useState('');
  const [contact, setContact] = useState('');
  const [pictures, setPictures] = useState<Picture[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sentNo, setSentNo] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const latestPictures = useLatest(pictures);
  // The previews' object URLs go with the form.
  useEffect(() => () => latestPictures.current.forEach(forget), [latestPictures]);
  // After a failed check, the first field with a message takes focus.
  const [focusFirst, setFocusFirst] = useState(0);
  useEffect(() => {
    if (focusFirst > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusFirst]);

  const length = feedbackLength(content.trim());
  const over = length - FEEDBACK_MAX_CHARACTERS;

  const send = useMutation(
    {
      mutationFn: putFeedback,
      onSuccess: (sent) => {
        setSentNo(sent.referenceNo);
        setCategory('');
        setContent('');
        setRelated('');
        setContact('');
        pictures.forEach(forget);
        setPictures([]);
        if (member) void queryClient.invalidateQueries({ queryKey: FEEDBACK_KEY });
      },
    },
    queryClient,
  );

  const clearError = (field: Field) => setErrors((previous) => (previous[field] === undefined ? previous : { ...previous, [field]: undefined }));

  const choose = (files: File[]) => {
    clearError('images');
    const all = [...pictures, ...files.map(preview)];
    if (all.length > FEEDBACK_MAX_IMAGES) {
      all.slice(FEEDBACK_MAX_IMAGES).forEach(forget);
      setErrors((previous) => ({ ...previous, images: t('feedback.tooManyImages', { max: FEEDBACK_MAX_IMAGES }) }));
    }
    setPictures(all.slice(0, FEEDBACK_MAX_IMAGES));
    if (fileInput.current) fileInput.current.value = '';
  };

  const remove = (index: number) => {
    clearError('images');
    setPictures((previous) => {
      forget(previous[index]!);
      return previous.filter((_, i) => i !== index);
    });
  };

  /** The page's words for what the schema or the browser check found. */
  const localErrors = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    const parsed = FeedbackSubmitSchema.safeParse({
      category: category || undefined,
      content,
      related: member && related.trim() ? related : undefined,
      contact: !member && contact.trim() ? contact : undefined,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        if (found[field]) continue;
        if (field === 'category') found.category = t('feedback.chooseCategory');
        else if (field === 'content') found.content = length === 0 ? t('feedback.empty') : t('feedback.tooLong', { max: FEEDBACK_MAX_CHARACTERS, over });
        else if (field === 'related') found.related = issue.message;
        else if (field === 'contact') found.contact = t('feedback.contactInvalid');
      }
    }
    if (pictures.some(({ file }) => !IMAGE_TYPES.includes(file.type))) found.images = t('feedback.imageType');
    else if (pictures.some(({ file }) => file.size > FEEDBACK_MAX_IMAGE_BYTES)) found.images = t('feedback.imageSize', { mb: MAX_MB });
    return found;
  };

  const showRefusal = (error: unknown) => {
    const code = error instanceof ApiError ? error.errorCode : '';
    const text = OWN_REFUSALS.includes(code) ? t(`feedback.refusal.${code}`) : refusalText(error, kitT);
    const field = error instanceof ApiError ? error.field : undefined;
    const target = field?.startsWith('images') ? 'images' : (field as Field | undefined);
    if (target && ['category', 'content', 'images', 'related', 'contact'].includes(target)) {
      // A picture's refusal names which one (images.<n>) in the person's counting.
      const picture = field && /^images\.(\d+)$/.exec(field);
      const named = picture ? `${t('feedback.imageAlt', { number: Number(picture[1]) + 1 })}: ${text}` : text;
      setErrors({ [target]: named });
      setFocusFirst((n) => n + 1);
      return;
    }
    setFormError(text);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSentNo(null);
    setFormError(null);
    const found = localErrors();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFocusFirst((n) => n + 1);
      return;
    }
    try {
      const images = await Promise.all(pictures.map(async ({ file }) => ({ data: await base64Of(file) })));
      await send.mutateAsync({
        category: category as FeedbackCategory,
        content: content.trim(),
        images,
        ...(member && related.trim() ? { related: related.trim() } : {}),
        // A visitor's way back to this feedback (and to an answer); a member's account is theirs.
        ...(!member && contact.trim() ? { contact: contact.trim() } : {}),
      });
    } catch (error) {
      showRefusal(error);
    }
  };

  const describe = (field: Field, hint?: string) => [hint, errors[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className={kitStyles.fieldError}>
        {errors[field]}
      </p>
    ) : null;

  return (
    <form ref={form} className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('feedback.title')}>
      <div className={kitStyles.field}>
        <label htmlFor={`${id}-category`} className={kitStyles.label}>
          {t('feedback.category')}
        </label>
        <select
          id={`${id}-category`}
          className={kitStyles.input}
          value={category}
          aria-invalid={errors.category ? true : undefined}
          aria-describedby={describe('category')}
          onChange={(event) => {
            setCategory(event.target.value as FeedbackCategory | '');
            clearError('category');
          }}
        >
          <option value="">{t('feedback.chooseCategory')}</option>
          {FEEDBACK_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {t(`feedback.categories.${value}`)}
            </option>
          ))}
        </select>
        {fieldError('category')}
      </div>

      <div className={kitStyles.field}>
        <label htmlFor={`${id}-content`} className={kitStyles.label}>
          {t('feedback.content')}
        </label>
        <textarea
          id={`${id}-content`}
          className={`${kitStyles.input} ${styles.textarea}`}
          rows={4}
          value={content}
          aria-invalid={errors.content || over > 0 ? true : undefined}
          aria-describedby={describe('content', `${id}-counter`)}
          onChange={(event) => {
            setContent(event.target.value);
            clearError('content');
          }}
        />
        <p id={`${id}-counter`} className={over > 0 ? `${kitStyles.fieldError} ${styles.counter}` : `${kitStyles.hint} ${styles.counter}`} data-testid="feedback-counter">
          {t('feedback.counter', { count: length, max: FEEDBACK_MAX_CHARACTERS })}
        </p>
        {fieldError('content')}
      </div>

      <div className={kitStyles.field}>
        <label htmlFor={`${id}-images`} className={kitStyles.label}>
          {t('feedback.images')}
        </label>
        <input
          ref={fileInput}
          id={`${id}-images`}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          multiple
          disabled={pictures.length >= FEEDBACK_MAX_IMAGES}
          aria-invalid={errors.images ? true : undefined}
          aria-describedby={describe('images', `${id}-images-hint`)}
          onChange={(event) => choose(Array.from(event.target.files ?? []))}
        />
        <p id={`${id}-images-hint`} className={kitStyles.hint}>
          {t('feedback.imagesHint', { max: FEEDBACK_MAX_IMAGES, mb: MAX_MB })}
        </p>
        {pictures.length > 0 && (
          <ul className={styles.previews}>
            {pictures.map((picture, index) => (
              <li key={picture.url ?? `${picture.file.name}-${index}`} className={styles.preview}>
                {picture.url ? <img src={picture.url} alt={t('feedback.imageAlt', { number: index + 1 })} className={styles.previewImage} /> : <span>{picture.file.name}</span>}
                <button type="button" className={kitStyles.secondaryButton} onClick={() => remove(index)}>
                  {t('feedback.removeImage', { number: index + 1 })}
                </button>
              </li>
            ))}
          </ul>
        )}
        {fieldError('images')}
      </div>

      {member && (
        <div className={kitStyles.field}>
          <label htmlFor={`${id}-related`} className={kitStyles.label}>
            {t('feedback.related')}
          </label>
          <input
            id={`${id}-related`}
            className={kitStyles.input}
            value={related}
            autoComplete="off"
            aria-invalid={errors.related ? true : undefined}
            aria-describedby={describe('related', `${id}-related-hint`)}
            onChange={(event) => {
              setRelated(event.target.value);
              clearError('related');
            }}
          />
          <p id={`${id}-related-hint`} className={kitStyles.hint}>
            {t('feedback.relatedHint')}
          </p>
          {fieldError('related')}
        </div>
      )}

      {!member && (
        <div className={kitStyles.field}>
          <label htmlFor={`${id}-contact`} className={kitStyles.label}>
            {t('feedback.contact')}
          </label>
          <input
            id={`${id}-contact`}
            className={kitStyles.input}
            value={contact}
            autoComplete="email"
            aria-invalid={errors.contact ? true : undefined}
            aria-describedby={describe('contact', `${id}-contact-hint`)}
            onChange={(event) => {
              setContact(event.target.value);
              clearError('contact');
            }}
          />
          <p id={`${id}-contact-hint`} className={kitStyles.hint}>
            {t('feedback.contactHint')}
          </p>
          {fieldError('contact')}
        </div>
      )}

      <FormError error={formError} />
      {sentNo && (
        <p role="status" className={styles.sent}>
          {t('feedback.sent', { referenceNo: sentNo })}
        </p>
      )}
      <SubmitButton busy={send.isPending}>{t('feedback.send')}</SubmitButton>
    </form>
  );
}
