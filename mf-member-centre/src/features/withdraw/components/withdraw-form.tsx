import { useMemo, useState } from 'react';
import { ApiError, bus, ConfirmDialog, formatBalance, usePublicState, useTranslation } from '@site/shared';
import { withdrawalFormSchema, type WithdrawalOptions } from '@site/shared/contract/member';
import { BonusForfeitSchema, type BonusForfeit } from '@site/shared/contract/rewards/bonus';
import { AmountField, Field, FormError, Money, PaymentPasswordField, SelectInput, SubmitButton, useMoneyWrite, useZodForm } from '../../../kit';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';
import { postWithdrawal } from '../api/post-withdrawal';
import { withdrawKeys } from '../api/withdraw-keys';
import styles from '../withdraw.module.css';

/** The platform's identity refusals of a withdrawal (see My account's Identity tab). */
const KYC_REFUSALS = ['KYC_REQUIRED', 'KYC_SOURCE_OF_FUNDS_REQUIRED', 'KYC_NAME_MISMATCH'] as const;

/** A fresh id per intended withdrawal: a retry of the same submit reuses it, so it cannot hold twice. */
const newRequestId = () => crypto.randomUUID();

/** Amount (within the limits), payout account and payment password. */
export function WithdrawForm({ options }: { options: WithdrawalOptions }) {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const schema = useMemo(() => withdrawalFormSchema(options), [options]);
  const form = useZodForm(schema, { amount: '', payoutAccountId: String(options.payoutAccounts[0]?.id ?? ''), paymentPassword: '' });
  const [requestId, setRequestId] = useState(newRequestId);
  const [created, setCreated] = useState<{ orderNo: string; mode: string } | null>(null);

  const withdraw = useMoneyWrite(postWithdrawal, [withdrawKeys.all]);
  const { currencySymbol } = usePublicState();
  // A bonus still being wagered is forfeited by withdrawing: the platform asks first, the member confirms here.
  const [forfeit, setForfeit] = useState<{ bonus: BonusForfeit; values: typeof form.values } | null>(null);
  // An identity refusal says what to do and opens the place to do it (My account, Identity).
  const [identity, setIdentity] = useState<(typeof KYC_REFUSALS)[number] | null>(null);

  const send = async (values: typeof form.values, forfeitBonus: boolean) => {
    setCreated(null);
    setIdentity(null);
    const answer = await withdraw.mutateAsync({ ...values, requestId, ...(forfeitBonus ? { forfeitBonus } : {}) });
    setRequestId(newRequestId());
    form.reset({ amount: '', payoutAccountId: values.payoutAccountId, paymentPassword: '' });
    setCreated({ orderNo: answer.orderNo, mode: answer.mode });
  };

  const onSubmit = form.submit(async (values) => {
    try {
      await send(values, false);
    } catch (error) {
      const code = error instanceof ApiError ? KYC_REFUSALS.find((known) => known === error.errorCode) : undefined;
      if (code) {
        setIdentity(code);
        return;
      }
      const bonus = error instanceof ApiError && error.errorCode === 'BONUS_FORFEIT_REQUIRED' ? BonusForfeitSchema.safeParse(error.details) : null;
      if (!bonus?.success) throw error;
      setForfeit({ bonus: bonus.data, values });
    }
  });

  const confirmForfeit = () => {
    const values = forfeit?.values;
    setForfeit(null);
    if (values) send(values, true).catch(form.showServerError);
  };

  const noneLeft = options.dailyLeft <= 0;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('withdraw.formLabel')}>
      <p className={styles.balance}>
        {t('withdraw.balance')} <Money value={options.balance} />
      </p>
      <AmountField
        value={form.values.amount}
        onChange={(value) => form.setValue('amount', value)}
        error={form.errors.amount}
        hint={
          <>
            {t('withdraw.limits')} <Money value={options.minAmount} /> – <Money value={options.maxAmount} />.{' '}
            {t('withdraw.dailyLeft', { left: options.dailyLeft, count: options.dailyCount })}
            {options.matchingEnabled && (
              <>
                {' '}
                {t('withdraw.matchedFrom')} <Money value={options.matchingMinAmount} />.
              </>
            )}
          </>
        }
      />
      <Field label={t('withdraw.payoutAccount')} name="payoutAccountId" error={form.errors.payoutAccountId}>
        <SelectInput
          value={form.values.payoutAccountId}
          onChange={(value) => form.setValue('payoutAccountId', value)}
          options={options.payoutAccounts.map((account) => ({ value: String(account.id), label: `${account.bankName} ${account.accountNoMasked}` }))}
        />
      </Field>
      <PaymentPasswordField
        value={form.values.paymentPassword}
        onChange={(value) => form.setValue('paymentPassword', value)}
        error={form.errors.paymentPassword}
      />
      <FormError error={form.formError} />
      {identity && (
        <div className={styles.note} role="alert" data-testid="withdraw-identity">
          <p>{t(`withdraw.kyc.${identity}`)}</p>
          <button type="button" className={styles.primary} onClick={() => bus.emit('member-centre:open', { page: 'securityCenter', section: 'identity' })}>
            {t('withdraw.kyc.open')}
          </button>
        </div>
      )}
      {created && (
        <p className={styles.done} role="status">
          {t(created.mode === 'MATCHED' ? 'withdraw.createdMatched' : 'withdraw.created', { orderNo: created.orderNo })}
        </p>
      )}
      {noneLeft && <p className={styles.note}>{t('withdraw.noneLeft')}</p>}
      <div className={styles.actions}>
        <SubmitButton busy={form.submitting || withdraw.isPending} disabled={noneLeft}>
          {t('withdraw.submit')}
        </SubmitButton>
      </div>
      <ConfirmDialog
        open={forfeit !== null}
        onClose={() => setForfeit(null)}
        title={t('withdraw.forfeit.title')}
        text={forfeit ? t('withdraw.forfeit.text', { grants: forfeit.bonus.grants, amount: formatBalance(forfeit.bonus.bonusBalance, currencySymbol) }) : ''}
        buttons={[{ label: t('withdraw.forfeit.keep') }, { label: t('withdraw.forfeit.confirm'), isDefault: true, onClick: confirmForfeit }]}
      />
    </form>
  );
}
