import { useMemo, useState } from 'react';
import { getLanguage, useTranslation } from '@site/shared';
import { gatewayDepositFormSchema, type DepositChannel } from '@site/shared/contract/member';
import { FormError, SubmitButton, kitStyles, useMoneyWrite, useZodForm } from '../../../kit';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';
import { depositKeys } from '../api/deposit-keys';
import { postGatewayDeposit } from '../api/post-gateway-deposit';
import styles from '../deposit.module.css';
import { DepositAmountField } from './deposit-amount-field';
import { OrderStatus } from './order-status';

const newRequestId = () => crypto.randomUUID();

/** The payment page in the member's language (the gateway speaks en, es, vi and zh). */
export function paymentPageAddress(paymentUrl: string): string {
  const lang = ['en', 'es', 'vi', 'zh'].includes(getLanguage()) ? getLanguage() : 'en';
  return `${paymentUrl}?lang=${lang}`;
}

/**
 * Opens the gateway's payment page in a new window. The window is opened during the click (a
 * window opened after the order comes back would be blocked as a pop-up) and sent to the page once
 * the order exists; when no window could be opened, this tab goes there instead.
 */
export function GatewayForm({ channel }: { channel: DepositChannel }) {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const schema = useMemo(() => gatewayDepositFormSchema(channel), [channel]);
  const form = useZodForm(schema, { amount: '' });
  const [requestId, setRequestId] = useState(newRequestId);
  const [opened, setOpened] = useState<string | null>(null);

  // An order waits for the money: the balance moves only once it is credited.
  const deposit = useMoneyWrite(postGatewayDeposit, [depositKeys.all], { walletChanged: false });

  const onSubmit = form.submit((values) => {
    setOpened(null);
    const popup = window.open('', '_blank');
    return deposit
      .mutateAsync({ amount: values.amount, requestId })
      .then((answer) => {
        setRequestId(newRequestId());
        form.reset();
        const address = answer.order.paymentUrl && paymentPageAddress(answer.order.paymentUrl);
        if (!address) return;
        if (popup) {
          popup.opener = null;
          popup.location.href = address;
          setOpened(answer.order.orderNo);
        } else {
          window.location.assign(address);
        }
      })
      .catch((error: unknown) => {
        popup?.close();
        throw error;
      });
  });

  return (
    <div className={styles.channelPanel}>
      <p className={styles.explain}>{t('deposit.gateway.explain')}</p>
      <form className={kitStyles.moneyForm} onSubmit={onSubmit} noValidate aria-label={t('deposit.gateway.formLabel')}>
        <DepositAmountField channel={channel} value={form.values.amount} onChange={(value) => form.setValue('amount', value)} error={form.errors.amount} />
        <FormError error={form.formError} />
        {opened && <OrderStatus orderNo={opened} waiting={t('deposit.gateway.opened', { orderNo: opened })} />}
        <div className={kitStyles.actions}>
          <SubmitButton busy={form.submitting}>{t('deposit.gateway.submit')}</SubmitButton>
        </div>
      </form>
    </div>
  );
}
