import { formatBalance, usePublicState, useTranslation } from '@site/shared';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';
import { useDepositOrders } from '../api/get-deposit-orders';
import styles from '../deposit.module.css';

/**
 * The line a form shows about the order it just made: what the order waits for while it is
 * pending, then what became of it. It reads the order from the recent orders (the newest page,
 * where a new order is), which the page follows while anything waits, so the line never keeps
 * saying "waiting" about an order already credited.
 */
export function OrderStatus({ orderNo, waiting }: { orderNo: string; waiting: string }) {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const { currencySymbol } = usePublicState();
  const orders = useDepositOrders(1);
  const order = orders.data?.list.find((candidate) => candidate.orderNo === orderNo);
  const text =
    !order || order.state === 'PENDING'
      ? waiting
      : t(`deposit.outcome.${order.state}`, { orderNo, amount: formatBalance(order.amount, currencySymbol) });
  return (
    <p className={styles.done} role="status">
      {text}
    </p>
  );
}
