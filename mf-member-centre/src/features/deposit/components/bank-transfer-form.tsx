import { useMemo, useState } from 'react';
import { useTranslation } from '@site/shared';
import { bankDepositFormSchema, type DepositChannel } from '@site/shared/contract/member';
import { Field, FormError, SubmitButton, TextInput, kitStyles, useMoneyWrite, useZodForm } from '../../../kit';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';
import { depositKeys } from '../api/deposit-keys';
import { postBankDeposit } from '../api/post-bank-deposit';
import styles from '../deposit.module.css';
import { DepositAmountField } from './deposit-amount-field';
import { OrderStatus } from './order-status';

/** A fresh id per intended order: a retry of the same submit reuses it, so it cannot create two orders. */
const newRequestId = () => crypto.randomUUID();

/** The site's bank account, and the form that reports the member's transfer to it. */
export function BankTransferForm({ channel }: { channel: DepositChannel }) {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const schema = useMemo(() => bankDepositFormSchema(channel), [channel]);
  const form = useZodForm(schema, { amount: '', reference: '' });
  const [requestId, setRequestId] = useState(newRequestId);
  const [created, setCreated] = useState<string | null>(null);
  const account = channel.bankAccount;

  // An order waits for the money: the balance moves only once it is credited.
  const deposit = useMoneyWrite(postBankDeposit, [depositKeys.all], { walletChanged: false });

  const onSubmit = form.submit(async (values) => {
    setCreated(null);
    const answer = await deposit.mutateAsync({ ...values, requestId });
    setRequestId(newRequestId());
    form.reset();
    setCreated(answer.order.orderNo);
  });

  return (
    <div className={styles.channelPanel}>
      {account && (
        <dl className={styles.bankAccount} aria-label={t('deposit.bank.accountLabel')}>
          <dt>{t('deposit.bank.bankName')}</dt>
          <dd>{account.bankName}</dd>
          <dt>{t('deposit.bank.accountNumber')}</dt>
          <dd>{account.accountNumber}</dd>
          <dt>{t('deposit.bank.accountHolder')}</dt>
          <dd>{account.accountHolder}</dd>
        </dl>
      )}
      <p className={styles.explain}>{t('deposit.bank.explain')}</p>
      <form className={kitStyles.moneyForm} onSubmit={onSubmit} noValidate aria-label={t('deposit.bank.formLabel')}>
        <DepositAmountField channel={channel} value={form.values.amount} onChange={(value) => form.setValue('amount', value)} error={form.errors.amount} />
        <Field label={t('deposit.bank.reference')} name="reference" error={form.errors.reference} hint={t('deposit.bank.referenceHint')}>
          <TextInput autoComplete="off" maxLength={40} value={form.values.reference} onChange={(value) => form.setValue('reference', value)} />
        </Field>
        <FormError error={form.formError} />
        {created && <OrderStatus orderNo={created} waiting={t('deposit.bank.created', { orderNo: created })} />}
        <div className={kitStyles.actions}>
          <SubmitButton busy={form.submitting}>{t('deposit.bank.submit')}</SubmitButton>
        </div>
      </form>
    </div>
  );
}
