import { useMemo, useState } from 'react';
import * as z from 'zod/mini';
import { ApiError, Loader, queryClient, useMutation, useTranslation, type LoginValue } from '@site/shared';
import { Field, FormError, SubmitButton, TextInput, useZodForm } from '@site/shared/centre-kit';
import type { SecondStepMethod, SecondStepOffer } from '@site/shared/contract/protection/two-step';
import { checkedText, errorText, formStyles, type Translate } from '../../../kit';
import { AUTH_NAMESPACE } from '../../../i18n/resources';
import { postSecondStep, postSecondStepCode } from '../api/post-second-step';
import styles from './second-step-form.module.css';

export interface SecondStepFormProps {
  /** The pending sign-in the login refusal carried. */
  offer: SecondStepOffer;
  /** The session, once the answer was right: the login form completes it as after any sign-in. */
  onPassed: (value: LoginValue) => Promise<void>;
  /** Back to the login form (also when the pending sign-in ended). */
  onBack: () => void;
}

/** The pending sign-in a login refusal carries, if it is one. */
export function secondStepOfferOf(error: unknown): SecondStepOffer | null {
  if (!(error instanceof ApiError) || error.errorCode !== 'SECOND_STEP_REQUIRED') return null;
  const details = error.details as { secondStep?: SecondStepOffer } | null;
  return details?.secondStep ?? null;
}

/** Refusals after which this pending sign-in cannot go on: the member signs in again. */
const ENDED = new Set(['SIGN_IN_PENDING_INVALID', 'TOO_MANY_ATTEMPTS']);

function refusalText(t: Translate, error: unknown): string {
  if (error instanceof ApiError) {
    const own = t(`second_step.errors.${error.errorCode}`, { defaultValue: '' });
    if (own) return own;
  }
  return errorText(t, error);
}

/**
 * The second step of a sign-in from an address the account has not used before: the member picks
 * a way the platform offered (a code by SMS or e-mail, the payee name, the authenticator app, a
 * recovery code), answers, and may leave the address untrusted (a shared computer). No session
 * exists until the platform accepts the answer.
 */
export function SecondStepForm({ offer, onPassed, onBack }: SecondStepFormProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const [method, setMethod] = useState<SecondStepMethod>(offer.methods[0] ?? 'payee');
  const [trust, setTrust] = useState(true);
  const [sentTo, setSentTo] = useState<{ method: SecondStepMethod; to: string } | null>(null);
  const [ended, setEnded] = useState(false);
  const schema = useMemo(() => z.object({ answer: checkedText((value) => (value.trim() ? undefined : t('kit.validation.required'))) }), [t]);
  const form = useZodForm(schema, { answer: '' }, { refusalText: (error) => refusalText(t, error) });
  const byCode = method === 'sms' || method === 'email';

  const sending = useMutation(
    {
      mutationFn: (channel: 'sms' | 'email') => postSecondStepCode({ pendingId: offer.pendingId, channel }),
      onMutate: () => form.setFormError(null),
      onSuccess: (sent, channel) => setSentTo({ method: channel, to: sent.to }),
      onError: (error) => {
        form.setFormError(refusalText(t, error));
        if (error instanceof ApiError && ENDED.has(error.errorCode)) setEnded(true);
      },
    },
    queryClient,
  );
  const answering = useMutation(
    {
      mutationFn: async (answer: string) => onPassed(await postSecondStep({ pendingId: offer.pendingId, method, answer, trustAddress: trust })),
      onMutate: () => form.setFormError(null),
      onError: (error) => {
        form.showServerError(error);
        if (error instanceof ApiError && ENDED.has(error.errorCode)) setEnded(true);
      },
    },
    queryClient,
  );
  const busy = sending.isPending || answering.isPending;

  const choose = (next: SecondStepMethod) => {
    setMethod(next);
    form.setValue('answer', '');
    form.clearErrors();
  };

  const label = t(`second_step.answer.${method}`);
  const sentHere = sentTo?.method === method ? sentTo.to : null;
  const destination = method === 'sms' ? offer.smsTo : method === 'email' ? offer.emailTo : null;

  return (
    <>
      <form
        className={formStyles.form}
        aria-label={t('second_step.title')}
        noValidate
        onSubmit={form.submit((typed) => {
          if (!busy && !ended) answering.mutate(typed.answer.trim());
        })}
      >
        <p className={formStyles.intro}>{t('second_step.intro')}</p>
        {offer.methods.length > 1 && (
          <fieldset className={styles.methods}>
            <legend>{t('second_step.methods')}</legend>
            {offer.methods.map((each) => (
              <label key={each} className={styles.method}>
                <input type="radio" name="second-step-method" value={each} checked={method === each} onChange={() => choose(each)} />
                {t(`second_step.method.${each}`)}
              </label>
            ))}
          </fieldset>
        )}
        {byCode && (
          <p className={styles.sent} role="status">
            {sentHere ? t('second_step.sent', { to: sentHere }) : t('second_step.will_send', { to: destination ?? '' })}
          </p>
        )}
        <Field
          label={label}
          name="answer"
          error={form.errors.answer}
          hint={method === 'payee' ? t('second_step.payee_hint') : method === 'recovery' ? t('second_step.recovery_hint') : undefined}
          suffix={
            byCode ? (
              <button type="button" className={styles.send} disabled={busy || ended} onClick={() => sending.mutate(method)}>
                {sentHere ? t('second_step.resend') : t('second_step.send')}
              </button>
            ) : undefined
          }
          announceError
        >
          <TextInput
            autoComplete={method === 'payee' ? 'name' : 'one-time-code'}
            inputMode={method === 'totp' || byCode ? 'numeric' : undefined}
            autoCapitalize="off"
            spellCheck={false}
            value={form.values.answer}
            onChange={(value) => form.setValue('answer', value)}
          />
        </Field>
        <label className={formStyles.check}>
          <input type="checkbox" checked={trust} onChange={(event) => setTrust(event.target.checked)} />
          {t('second_step.trust')}
        </label>
        <FormError error={form.formError} />
        <SubmitButton className={formStyles.touch} disabled={busy || ended}>
          {t('second_step.submit')}
        </SubmitButton>
        <button type="button" className={formStyles.secondary} onClick={onBack}>
          {ended ? t('second_step.again') : t('second_step.back')}
        </button>
      </form>
      <Loader visible={busy} label={t('second_step.working')} />
    </>
  );
}
