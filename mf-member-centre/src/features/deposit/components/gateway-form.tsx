import { useMemo, useState } from 'react';
import { getLanguage, queryClient, useMutation, useTranslation } from '@site/shared';
import { gatewayDepositFormSchema, type DepositChannel, type GatewayDepositRequest } from '@site/shared/contract/member';
import { Field, FormError, SubmitButton, TextInput, useZodForm } from '../../../kit';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';
import { depositKeys } from '../api/deposit-keys';
import { postGatewayDeposit } from '../api/post-gateway-deposit';
import styles from '../deposit.module.css';
import { AmountHint } from './amount-hint';
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

  const deposit = useMutation(
    {
      mutationFn: (request: GatewayDepositRequest) => postGatewayDeposit(request),
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: depositKeys.all });
      },
    },
    queryClient,
  );

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
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('deposit.gateway.formLabel')}>
        <Field label={t('deposit.amount')} name="amount" error={form.errors.amount} hint={<AmountHint channel={channel} />}>
          <TextInput inputMode="decimal" autoComplete="off" value={form.values.amount} onChange={(value) => form.setValue('amount', value)} />
        </Field>
        <FormError error={form.formError} />
        {opened && <OrderStatus orderNo={opened} waiting={t('deposit.gateway.opened', { orderNo: opened })} />}
        <div className={styles.actions}>
          <SubmitButton busy={form.submitting}>{t('deposit.gateway.submit')}</SubmitButton>
        </div>
      </form>
    </div>
  );
}
