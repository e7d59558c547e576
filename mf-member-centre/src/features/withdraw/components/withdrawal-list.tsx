import { useEffect, useRef, useState } from 'react';
import { bus, useSiteTimeZone, useTranslation } from '@site/shared';
import { defaultDateRange, WITHDRAWAL_STATES, type WithdrawalSummary } from '@site/shared/contract/member';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';
import { DateRangeFilter, Field, FormError, Money, Pager, QueryState, SelectInput, kitStyles, useMoneyWrite, useRefusalText, type DayRange } from '../../../kit';
import { isOpenWithdrawal, useWithdrawals } from '../api/get-withdrawals';
import { postCancelWithdrawal } from '../api/post-cancel-withdrawal';
import { withdrawKeys } from '../api/withdraw-keys';
import styles from '../withdraw.module.css';
import { useWhen } from './use-when';
import { WithdrawalSlices } from './withdrawal-slices';

/**
 * Tells the header (and every wallet view) to read the balance again when a withdrawal this page
 * saw open has been decided since: a rejected one gives the held money back.
 */
function useDecidedNotice(rows: WithdrawalSummary[] | undefined): void {
  const seenOpen = useRef(new Set<string>());
  useEffect(() => {
    if (!rows) return;
    let decided = false;
    for (const row of rows) {
      if (isOpenWithdrawal(row.state)) seenOpen.current.add(row.orderNo);
      else if (seenOpen.current.delete(row.orderNo)) decided = true;
    }
    if (decided) bus.emit('wallet:changed');
  }, [rows]);
}

function CancelButton({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  // A cancelled withdrawal gives the held money back.
  const cancel = useMoneyWrite(() => postCancelWithdrawal(orderNo), [withdrawKeys.all]);
  const busy = cancel.isPending;
  const error = useRefusalText(cancel.error);
  return (
    <>
      <button type="button" className={styles.secondary} disabled={busy} aria-busy={busy || undefined} onClick={() => cancel.mutate()}>
        {t('withdraw.list.cancel')}
      </button>
      <FormError error={error} />
    </>
  );
}

function WithdrawalRow({ row }: { row: WithdrawalSummary }) {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const when = useWhen();
  const [open, setOpen] = useState(false);
  return (
    <li className={kitStyles.card} data-testid={`withdrawal-${row.orderNo}`}>
      <div className={kitStyles.cardHead}>
        <span className={kitStyles.cardNumber}>{row.orderNo}</span>
        <time dateTime={row.createdAt}>{when(row.createdAt)}</time>
        <span className={kitStyles.stateBadge} data-state={row.state}>
          {t(`withdraw.states.${row.state}`)}
        </span>
      </div>
      <dl className={styles.figures}>
        <dt>{t('withdraw.list.amount')}</dt>
        <dd>
          <Money value={row.amount} />
        </dd>
        <dt>{t('withdraw.list.received')}</dt>
        <dd>
          <Money value={row.receivedAmount} />
        </dd>
        <dt>{t('withdraw.list.remaining')}</dt>
        <dd>
          <Money value={row.remainingAmount} />
        </dd>
        {row.returnedAmount !== '0.00' && (
          <>
            <dt>{t('withdraw.list.returned')}</dt>
            <dd>
              <Money value={row.returnedAmount} />
            </dd>
          </>
        )}
        <dt>{t('withdraw.list.account')}</dt>
        <dd>
          {row.bankName} {row.accountNoMasked}
        </dd>
        <dt>{t('withdraw.list.mode')}</dt>
        <dd>{t(`withdraw.modes.${row.mode}`)}</dd>
      </dl>
      {row.rejectReason && <p className={styles.note}>{t('withdraw.list.reason', { reason: row.rejectReason })}</p>}
      {(row.proofsToConfirm ?? 0) > 0 && (
        <p className={styles.note} role="status" data-testid={`proofs-${row.orderNo}`}>
          {t('withdraw.list.proofsToConfirm', { count: row.proofsToConfirm })}
        </p>
      )}
      <div className={styles.sliceActions}>
        {row.mode === 'MATCHED' && (
          <button type="button" className={styles.secondary} aria-expanded={open} onClick={() => setOpen((value) => !value)}>
            {t(open ? 'withdraw.list.hideSlices' : 'withdraw.list.showSlices')}
          </button>
        )}
        {row.cancellable && <CancelButton orderNo={row.orderNo} />}
      </div>
      {open && <WithdrawalSlices orderNo={row.orderNo} />}
    </li>
  );
}

/** My withdrawals: filter by state and days, 15 a page, each with its slices and actions. */
export function WithdrawalList() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const timeZone = useSiteTimeZone();
  const [range, setRange] = useState<DayRange>(() => defaultDateRange(new Date(), timeZone));
  const [state, setState] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const list = useWithdrawals({ pageNo, state, ...range });
  useDecidedNotice(list.data?.list);
  return (
    <section className={styles.listSection} aria-labelledby="withdraw-list-title">
      <h4 id="withdraw-list-title" className={styles.subtitle}>
        {t('withdraw.list.title')}
      </h4>
      <div className={styles.filters}>
        <DateRangeFilter
          value={range}
          onChange={(next) => {
            setRange(next);
            setPageNo(1);
          }}
        />
        <Field label={t('withdraw.list.state')} name="state">
          <SelectInput
            value={state}
            placeholder={t('withdraw.list.allStates')}
            options={WITHDRAWAL_STATES.map((value) => ({ value, label: t(`withdraw.states.${value}`) }))}
            onChange={(value) => {
              setState(value);
              setPageNo(1);
            }}
          />
        </Field>
      </div>
      <QueryState query={list} isEmpty={(data) => data.list.length === 0} emptyText={t('withdraw.list.empty')}>
        {(data) => (
          <>
            <ul className={kitStyles.cardList} aria-busy={list.isPlaceholderData || undefined}>
              {data.list.map((row) => (
                <WithdrawalRow key={row.orderNo} row={row} />
              ))}
            </ul>
            <Pager pageNo={data.pageNo} totalPages={data.totalPages} onChange={setPageNo} busy={list.isPlaceholderData} />
          </>
        )}
      </QueryState>
    </section>
  );
}
