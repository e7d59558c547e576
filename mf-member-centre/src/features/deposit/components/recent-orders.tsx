import { useEffect, useRef, useState } from 'react';
import { bus, queryClient, useMutation, useTranslation } from '@site/shared';
import type { DepositOrder } from '@site/shared/contract/member';
import { Money, Pager, QueryState, kitStyles, useRefusalText } from '../../../kit';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';
import { depositKeys } from '../api/deposit-keys';
import { useDepositOrders } from '../api/get-deposit-orders';
import { postCancelDeposit } from '../api/post-cancel-deposit';
import styles from '../deposit.module.css';
import { paymentPageAddress } from './gateway-form';

/**
 * Tells the header (and every wallet view) to read the balance again when an order this page saw
 * pending has been credited since: a gateway payment is made in another window.
 */
function useCreditedNotice(orders: DepositOrder[] | undefined): void {
  const seenPending = useRef(new Set<string>());
  useEffect(() => {
    if (!orders) return;
    let credited = false;
    for (const order of orders) {
      if (order.state === 'PENDING') seenPending.current.add(order.orderNo);
      else if (seenPending.current.delete(order.orderNo) && order.state === 'CREDITED') credited = true;
    }
    if (credited) bus.emit('wallet:changed');
  }, [orders]);
}

function CancelButton({ order }: { order: DepositOrder }) {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  // The button stays busy until the list has been read again, so the cancelled order never shows as pending and idle.
  const cancel = useMutation(
    { mutationFn: () => postCancelDeposit(order.orderNo), onSuccess: () => queryClient.invalidateQueries({ queryKey: depositKeys.all }) },
    queryClient,
  );
  const busy = cancel.isPending;
  const error = useRefusalText(cancel.error);
  return (
    <>
      <button type="button" className={styles.linkButton} onClick={() => cancel.mutate()} disabled={busy} aria-busy={busy || undefined}>
        {t('deposit.orders.cancel')}
        <span className={kitStyles.visuallyHidden}> {order.orderNo}</span>
      </button>
      {error && (
        <span role="alert" className={styles.rowError}>
          {error}
        </span>
      )}
    </>
  );
}

/** The member's deposit orders, newest first, with their states; a pending one can be cancelled or paid. */
export function RecentOrders() {
  const { t, i18n } = useTranslation(MEMBER_NAMESPACE);
  const [pageNo, setPageNo] = useState(1);
  const orders = useDepositOrders(pageNo);
  useCreditedNotice(orders.data?.list);
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' });

  return (
    <section className={styles.orders} aria-labelledby="deposit-orders-title">
      <h4 id="deposit-orders-title" className={styles.sectionTitle}>
        {t('deposit.orders.title')}
      </h4>
      <QueryState query={orders} isEmpty={(data) => data.list.length === 0} emptyText={t('deposit.orders.empty')}>
        {(data) => (
          <>
            <ul className={styles.orderList} aria-busy={orders.isPlaceholderData || undefined}>
              {data.list.map((order) => (
                <li key={order.orderNo} className={styles.order} data-testid="deposit-order" data-state={order.state}>
                  <div className={styles.orderMain}>
                    <span className={styles.orderNo}>{order.orderNo}</span>
                    <Money value={order.amount} />
                  </div>
                  <div className={styles.orderMeta}>
                    <span>{t(`deposit.channels.${order.channel}`)}</span>
                    <span className={styles[`state${order.state}`]}>{t(`deposit.states.${order.state}`)}</span>
                    <time dateTime={order.createdAt}>{when(order.createdAt)}</time>
                  </div>
                  {order.reason && <p className={styles.reason}>{order.reason}</p>}
                  {order.state === 'PENDING' && (
                    <div className={styles.orderActions}>
                      {order.paymentUrl && (
                        <a href={paymentPageAddress(order.paymentUrl)} target="_blank" rel="noopener noreferrer">
                          {t('deposit.orders.pay')}
                          <span className={kitStyles.visuallyHidden}> {order.orderNo}</span>
                        </a>
                      )}
                      <CancelButton order={order} />
                    </div>
                  )}
                </li>
              ))}
            </ul>
            <Pager pageNo={data.pageNo} totalPages={data.totalPages} onChange={setPageNo} busy={orders.isPlaceholderData} />
          </>
        )}
      </QueryState>
    </section>
  );
}
