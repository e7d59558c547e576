import { useTranslation } from '@site/shared';
import type { DepositChannel } from '@site/shared/contract/member';
import { Money } from '../../../kit';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';

/** "From P 100.00 to P 50,000.00": the channel's bounds under the amount field. */
export function AmountHint({ channel }: { channel: DepositChannel }) {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  return (
    <>
      {t('deposit.limitFrom')} <Money value={channel.minAmount} /> {t('deposit.limitTo')} <Money value={channel.maxAmount} />
    </>
  );
}
