import { useState } from 'react';
import { AuthenticatorCodeRequestSchema, AuthenticatorDisableRequestSchema, AuthenticatorEnrolRequestSchema, type AuthenticatorEnrolment, type TrustedAddress } from '@site/shared/contract/protection/two-step';
import { useTranslation } from '@site/shared';
import { Field, FormError, QueryState, SubmitButton, TextInput, useRefusalText, useZodForm } from '../../../kit';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';
import { deleteTrustedAddress, postAuthenticator, postAuthenticatorConfirm, postAuthenticatorDisable, useAuthenticator, useTrustedAddresses } from '../api/two-step';
import { useFieldIssueText } from './field-problems';
import { refreshAccount, useAccountChange } from './use-account-text';
import styles from './security-center.module.css';
import own from './two-step-section.module.css';

/** The section's texts: `t('trusted.title')` reads `twoStep.trusted.title`. */
function useTwoStepText() {
  const { t, i18n } = useTranslation(MEMBER_NAMESPACE);
  return { t: (key: string, options?: Record<string, unknown>) => t(`twoStep.${key}`, options ?? {}), language: i18n.language };
}

/**
 * Sign-in protection in My account: the addresses the member signs in from without the second
 * step (each can be removed: the next sign-in from it asks again), and the authenticator app (add
 * it with the login password, its QR picture or secret and a first code; the recovery codes show
 * once; turn it off with a code).
 */
export function TwoStepSection() {
  return (
    <>
      <TrustedAddressesCard />
      <AuthenticatorCard />
    </>
  );
}

function TrustedAddressesCard() {
  const { t } = useTwoStepText();
  const addresses = useTrustedAddresses();
  return (
    <section className={styles.card} aria-labelledby="two-step-trusted-title">
      <h4 id="two-step-trusted-title" className={styles.cardTitle}>{t('trusted.title')}</h4>
      <p className={styles.muted}>{t('trusted.intro')}</p>
      <QueryState query={addresses} isEmpty={(list) => list.length === 0} emptyText={t('trusted.empty')}>
        {(list) => (
          <ul className={styles.accountList} aria-label={t('trusted.title')}>
            {list.map((item) => (
              <TrustedAddressRow key={item.id} item={item} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function TrustedAddressRow({ item }: { item: TrustedAddress }) {
  const { t, language } = useTwoStepText();
  const remove = useAccountChange(() => deleteTrustedAddress(item.id), refreshAccount);
  const error = useRefusalText(remove.error);
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  return (
    <li className={styles.accountItem} data-testid="trusted-address">
      <div>
        <strong className={styles.number}>{item.ip}</strong> {item.current && <span>({t('trusted.current')})</span>}
        <div className={styles.muted}>
          {[item.device, t('trusted.last_used', { day: day.format(new Date(item.lastUsedAt)) })].filter(Boolean).join(' · ')}
        </div>
        {error && <p role="alert" className={styles.error}>{error}</p>}
      </div>
      <button type="button" className={styles.dangerButton} disabled={remove.isPending} aria-busy={remove.isPending || undefined} onClick={() => remove.mutate()}>
        {t('trusted.remove', { ip: item.ip })}
      </button>
    </li>
  );
}

function AuthenticatorCard() {
  const { t } = useTwoStepText();
  const status = useAuthenticator();
  const [enrolment, setEnrolment] = useState<AuthenticatorEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  return (
    <section className={styles.card} aria-labelledby="two-step-app-title">
      <h4 id="two-step-app-title" className={styles.cardTitle}>{t('app.title')}</h4>
      <p className={styles.muted}>{t('app.intro')}</p>
      {recoveryCodes ? (
        <RecoveryCodesShown codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
      ) : (
        <QueryState query={status}>
          {(data) =>
            data.status === 'ON' ? (
              <>
                <p className={styles.muted}>{t('app.on', { left: data.recoveryCodesLeft })}</p>
                <DisableForm />
              </>
            ) : enrolment ? (
              <ConfirmForm
                enrolment={enrolment}
                onConfirmed={(codes) => {
                  setEnrolment(null);
                  setRecoveryCodes(codes);
                }}
              />
            ) : (
              <EnrolForm onEnrolled={setEnrolment} />
            )
          }
        </QueryState>
      )}
    </section>
  );
}

function EnrolForm({ onEnrolled }: { onEnrolled: (enrolment: AuthenticatorEnrolment) => void }) {
  const { t } = useTwoStepText();
  const issueText = useFieldIssueText();
  const form = useZodForm(AuthenticatorEnrolRequestSchema, { password: '' }, { issueText });
  const enrol = useAccountChange(postAuthenticator);
  return (
    <form className={styles.form} noValidate aria-label={t('app.add')} onSubmit={form.submit(async (data) => onEnrolled(await enrol.mutateAsync(data)))}>
      <Field label={t('app.password')} name="password" error={form.errors.password}>
        <TextInput type="password" value={form.values.password} onChange={(value) => form.setValue('password', value)} autoComplete="current-password" />
      </Field>
      <FormError error={form.formError} />
      <SubmitButton busy={form.submitting}>{t('app.add')}</SubmitButton>
    </form>
  );
}

function ConfirmForm({ enrolment, onConfirmed }: { enrolment: AuthenticatorEnrolment; onConfirmed: (codes: string[]) => void }) {
  const { t } = useTwoStepText();
  const issueText = useFieldIssueText();
  const form = useZodForm(AuthenticatorCodeRequestSchema, { code: '' }, { issueText });
  const confirm = useAccountChange(postAuthenticatorConfirm);
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('app.confirm')}
      onSubmit={form.submit(async (data) => {
        const { recoveryCodes } = await confirm.mutateAsync(data);
        onConfirmed(recoveryCodes);
        await refreshAccount();
      })}
    >
      <p className={styles.muted}>{t('app.scan')}</p>
      <img className={own.qr} src={enrolment.qrDataUrl} alt={t('app.qr_alt')} width={200} height={200} />
      <p className={styles.muted}>
        {t('app.secret')} <span className={own.secret}>{enrolment.secret}</span>
      </p>
      <Field label={t('app.code')} name="code" error={form.errors.code}>
        <TextInput inputMode="numeric" value={form.values.code} onChange={(value) => form.setValue('code', value)} autoComplete="one-time-code" maxLength={6} />
      </Field>
      <FormError error={form.formError} />
      <SubmitButton busy={form.submitting}>{t('app.confirm')}</SubmitButton>
    </form>
  );
}

function RecoveryCodesShown({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTwoStepText();
  return (
    <div className={styles.form}>
      <p role="status" className={styles.notice}>{t('app.codes_once')}</p>
      <ul className={own.codes} aria-label={t('app.codes')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <button type="button" className={styles.secondaryButton} onClick={onDone}>
        {t('app.codes_saved')}
      </button>
    </div>
  );
}

function DisableForm() {
  const { t } = useTwoStepText();
  const issueText = useFieldIssueText();
  const form = useZodForm(AuthenticatorDisableRequestSchema, { code: '' }, { issueText });
  const disable = useAccountChange(postAuthenticatorDisable);
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('app.turn_off')}
      onSubmit={form.submit(async (data) => {
        await disable.mutateAsync(data);
        await refreshAccount();
      })}
    >
      <Field label={t('app.off_code')} name="code" error={form.errors.code}>
        <TextInput value={form.values.code} onChange={(value) => form.setValue('code', value)} autoComplete="one-time-code" maxLength={32} />
      </Field>
      <FormError error={form.formError} />
      <SubmitButton busy={form.submitting}>{t('app.turn_off')}</SubmitButton>
    </form>
  );
}
