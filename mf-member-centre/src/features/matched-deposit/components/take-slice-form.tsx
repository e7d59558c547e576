import { useMemo, useState } from 'react';
import { useTranslation } from '@site/shared';
import { matchedAmountFormSchema, SLICE_TAKES_PER_DAY, type DepositChannel } from '@site/shared/contract/member';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';
import { AmountField, FormError, Money, QueryState, SubmitButton, useMoneyWrite, useZodForm } from '../../../kit';
import { useMatchedOffer } from '../api/get-matched-offer';
import { matchedKeys } from '../api/matched-keys';
import { postTakeSlice } from '../api/post-take-slice';
import styles from '../matched-deposit.module.css';

const newRequestId = () => crypto.randomUUID();

/** The amount the member wants to pay; the platform assigns a withdrawal that can take it whole. */
export function TakeSliceForm({ channel }: { channel: DepositChannel }) {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const offer = useMatchedOffer();
  const schema = useMemo(() => matchedAmountFormSchema(channel), [channel]);
  const form = useZodForm(schema, { amount: '' });
  const [requestId, setRequestId] = useState(newRequestId);
  const [taken, setTaken] = useState<string | null>(null);

  // A part taken waits for the member's payment: no balance moves yet.
  const take = useMoneyWrite((request: { amount: string; requestId: string }) => postTakeSlice(request.amount, request.requestId), [matchedKeys.all], {
    walletChanged: false,
  });

  const onSubmit = form.submit(async (values) => {
    setTaken(null);
    const slice = await take.mutateAsync({ amount: values.amount, requestId });
    setRequestId(newRequestId());
    form.reset();
    setTaken(slice.sliceNo);
  });

  return (
    <QueryState query={offer}>
      {(data) => (
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('matchedDeposit.formLabel')}>
          <p className={styles.explain}>{t('matchedDeposit.explain', { minutes: data.paymentMinutes, perDay: SLICE_TAKES_PER_DAY })}</p>
          <p className={styles.explain} data-testid="matched-largest">
            {data.largestAmount ? (
              <>
                {t('matchedDeposit.largest')} <Money value={data.largestAmount} />
              </>
            ) : (
              t('matchedDeposit.nothingOpen')
            )}
          </p>
          <AmountField
            value={form.values.amount}
            onChange={(value) => form.setValue('amount', value)}
            error={form.errors.amount}
            hint={
              <>
                {t('matchedDeposit.limits')} <Money value={channel.minAmount} /> – <Money value={channel.maxAmount} />
              </>
            }
          />
          <FormError error={form.formError} />
          {taken && (
            <p className={styles.done} role="status">
              {t('matchedDeposit.taken', { sliceNo: taken })}
            </p>
          )}
          <div className={styles.actions}>
            <SubmitButton busy={form.submitting} disabled={!data.enabled}>
              {t('matchedDeposit.take')}
            </SubmitButton>
          </div>
        </form>
      )}
    </QueryState>
  );
}
