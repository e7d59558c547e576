import { useTranslation } from '@site/shared';
import type { DepositChannel } from '@site/shared/contract/member';
import { AmountField, Money, type MoneyFieldProps } from '../../../kit';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';

/** A deposit's amount, with the channel's bounds under it: "From P 100.00 to P 50,000.00". */
export function DepositAmountField({ channel, ...field }: Omit<MoneyFieldProps, 'label' | 'hint'> & { channel: DepositChannel }) {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const hint = (
    <>
      {t('deposit.limitFrom')} <Money value={channel.minAmount} /> {t('deposit.limitTo')} <Money value={channel.maxAmount} />
    </>
  );
  return <AmountField hint={hint} {...field} />;
}
