import { useState } from 'react';
import { bus, formatBalance, useTranslation } from '@site/shared';
import { UplineTransferRequestSchema, type UplineTransferInfoValue } from '@site/shared/contract/member';
import { AmountField, CentrePage, FormError, Money, PaymentPasswordField, QueryState, SubmitButton, kitStyles, useMoneyWrite, useZodForm } from '../../kit';
import { MEMBER_NAMESPACE } from '../../i18n/resources';
import { uplineKeys, useUplineInfo } from './api/get-upline-info';
import { postUplineTransfer } from './api/post-upline-transfer';
import styles from './transfer-upline.module.css';

const newRequestId = () => crypto.randomUUID();

function TransferForm({ info }: { info: UplineTransferInfoValue }) {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const form = useZodForm(UplineTransferRequestSchema, { amount: '', paymentPassword: '', requestId: newRequestId() });
  const [done, setDone] = useState<string | null>(null);
  const transfer = useMoneyWrite(postUplineTransfer, [uplineKeys.info]);
  const onSubmit = form.submit(async (request) => {
    setDone(null);
    const answer = await transfer.mutateAsync(request);
    form.reset({ amount: '', paymentPassword: '', requestId: newRequestId() });
    setDone(t('transferUpline.done', { reference: answer.reference }));
  });
  const { limits, currencySymbol } = info;
  return (
    <form className={kitStyles.moneyForm} onSubmit={onSubmit} noValidate aria-label={t('transferUpline.formLabel')}>
      <AmountField
        value={form.values.amount}
        onChange={(value) => form.setValue('amount', value)}
        error={form.errors.amount}
        hint={t('transferUpline.limitsHint', {
          min: formatBalance(limits.min, currencySymbol),
          max: formatBalance(limits.max, currencySymbol),
          dailyMax: formatBalance(limits.dailyMax, currencySymbol),
        })}
      />
      <PaymentPasswordField
        value={form.values.paymentPassword}
        onChange={(value) => form.setValue('paymentPassword', value)}
        error={form.errors.paymentPassword}
      />
      <FormError error={form.formError ?? form.errors.requestId} />
      {done && (
        <p className={styles.done} role="status">
          {done}
        </p>
      )}
      <div>
        <SubmitButton busy={form.submitting}>{t('transferUpline.submit')}</SubmitButton>
      </div>
    </form>
  );
}

/** Transfer to upline: the upline's name, the limits, and the amount + payment password form. */
export default function TransferUplinePage() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const info = useUplineInfo();
  return (
    <CentrePage title={t('transferUpline.title')}>
      <QueryState query={info} isEmpty={(data) => data.upline === null} emptyText={t('transferUpline.noUpline')}>
        {(data) => (
          <>
            <dl className={styles.facts}>
              <dt>{t('transferUpline.upline')}</dt>
              <dd data-testid="upline-name">{data.upline?.name ? `${data.upline.name} (${data.upline.account})` : data.upline?.account}</dd>
              <dt>{t('transferUpline.balance')}</dt>
              <dd data-testid="upline-balance">
                <Money value={data.balance} currencySymbol={data.currencySymbol} />
              </dd>
              <dt>{t('transferUpline.usedToday')}</dt>
              <dd data-testid="upline-sent-today">
                <Money value={data.limits.usedToday} currencySymbol={data.currencySymbol} />
              </dd>
            </dl>
            {data.paymentPasswordSet ? (
              <TransferForm info={data} />
            ) : (
              <>
                <p className={styles.notice}>{t('transferUpline.needPaymentPassword')}</p>
                <button type="button" className={kitStyles.secondaryButton} onClick={() => bus.emit('member-centre:open', { page: 'securityCenter', section: 'security' })}>
                  {t('transferUpline.setPaymentPassword')}
                </button>
              </>
            )}
          </>
        )}
      </QueryState>
    </CentrePage>
  );
}
