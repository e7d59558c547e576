import { useState } from 'react';
import { useTranslation } from '@site/shared';
import { INCOME_DIRECTIONS, INCOME_KINDS, type AgentIncomePage, type IncomeDirection, type IncomeKind, type IncomeLine } from '@site/shared/contract/agents';
import { CentrePage, Field, Money, PagedTable, PeriodPicker, SelectInput, initialPeriod, periodQuery, type PeriodChoice, type TableColumn } from '../../kit';
import { AGENT_NAMESPACE } from '../../i18n/resources';
import { useIncome } from './api/get-income';
import styles from './my-income.module.css';

interface IncomeFilter {
  period: PeriodChoice;
  kind: IncomeKind | '';
  direction: IncomeDirection | '';
  pageNo: number;
}

/** The totals of the whole filter (every page), as the platform summed them. */
function IncomeTotals({ totals }: { totals: AgentIncomePage['totals'] }) {
  const { t } = useTranslation(AGENT_NAMESPACE);
  const items = [
    { key: 'received', value: totals.received },
    { key: 'paid', value: totals.paid },
    { key: 'owed', value: totals.owed },
    { key: 'owedToMe', value: totals.owedToMe },
  ] as const;
  return (
    <section className={styles.totals} aria-label={t('myIncome.totalsLabel')} data-testid="income-totals">
      <dl>
        {items.map((item) => (
          <div key={item.key} className={styles.total}>
            <dt>{t(`myIncome.totals.${item.key}`)}</dt>
            <dd data-testid={`income-total-${item.key}`}>
              <Money value={item.value} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * My Income: every salary and dividend the agent received (from its upline, or the platform for
 * a top agent) and paid its contracted downlines, one line per period, kind and payee, with what
 * was due, what moved and what is still owed. Filtered by period (the day each pay period ended),
 * kind and direction; the totals cover every page of the filter.
 */
export default function MyIncomePage() {
  const { t } = useTranslation(AGENT_NAMESPACE);
  const [filter, setFilter] = useState<IncomeFilter>({ period: initialPeriod(), kind: '', direction: '', pageNo: 1 });
  // A page number belongs to one filter: changing the filter starts again on page 1.
  const change = (next: Partial<Omit<IncomeFilter, 'pageNo'>>) => setFilter((current) => ({ ...current, ...next, pageNo: 1 }));
  const range = periodQuery(filter.period);
  const query = useIncome({ ...(range ?? { period: 'today' }), kind: filter.kind || undefined, direction: filter.direction || undefined, pageNo: filter.pageNo }, range !== null);
  const columns: TableColumn<IncomeLine>[] = [
    { key: 'period', header: t('myIncome.column.period'), cell: (line) => line.periodLabel },
    { key: 'kind', header: t('myIncome.column.kind'), cell: (line) => t(`myIncome.kinds.${line.kind}`) },
    { key: 'direction', header: t('myIncome.column.direction'), cell: (line) => t(`myIncome.directions.${line.direction}`) },
    { key: 'payer', header: t('myIncome.column.payer'), cell: (line) => line.payerAccount ?? t('myIncome.platform') },
    { key: 'payee', header: t('myIncome.column.payee'), cell: (line) => line.payeeAccount },
    { key: 'amount', header: t('myIncome.column.amount'), numeric: true, cell: (line) => <Money value={line.amount} /> },
    { key: 'paid', header: t('myIncome.column.paid'), numeric: true, cell: (line) => <Money value={line.paid} /> },
    { key: 'owed', header: t('myIncome.column.owed'), numeric: true, cell: (line) => <Money value={line.owed} /> },
    {
      key: 'status',
      header: t('myIncome.column.status'),
      cell: (line) => (
        <span className={styles.status} data-status={line.status} data-testid="income-status">
          {t(`myIncome.status.${line.status}`)}
        </span>
      ),
    },
    { key: 'settledAt', header: t('myIncome.column.settledAt'), cell: (line) => <time dateTime={line.settledAt}>{new Date(line.settledAt).toLocaleString()}</time> },
  ];
  return (
    <CentrePage title={t('menu.agentRevenueReport')}>
      <div className={styles.filters} role="group" aria-label={t('myIncome.filtersLabel')}>
        <PeriodPicker value={filter.period} onChange={(period) => change({ period })} />
        <div className={styles.selects}>
          <Field label={t('myIncome.kind')} name="kind">
            <SelectInput
              value={filter.kind}
              onChange={(kind) => change({ kind: kind as IncomeKind | '' })}
              placeholder={t('myIncome.allKinds')}
              options={INCOME_KINDS.map((kind) => ({ value: kind, label: t(`myIncome.kinds.${kind}`) }))}
            />
          </Field>
          <Field label={t('myIncome.direction')} name="direction">
            <SelectInput
              value={filter.direction}
              onChange={(direction) => change({ direction: direction as IncomeDirection | '' })}
              placeholder={t('myIncome.bothDirections')}
              options={INCOME_DIRECTIONS.map((direction) => ({ value: direction, label: t(`myIncome.directions.${direction}`) }))}
            />
          </Field>
        </div>
      </div>
      {range !== null && (
        <>
          {query.data && <IncomeTotals totals={query.data.totals} />}
          <PagedTable
            caption={t('myIncome.caption')}
            columns={columns}
            query={query}
            rowKey={(line) => line.paymentId}
            onPageChange={(pageNo) => setFilter((current) => ({ ...current, pageNo }))}
            emptyText={t('myIncome.empty')}
          />
        </>
      )}
    </CentrePage>
  );
}
