import { useTranslation } from '@site/shared';
import type { BonusItem } from '@site/shared/contract/member';
import { CentrePage, DateRangeFilter, Money, Pager, QueryState } from '../../kit';
import { MEMBER_NAMESPACE } from '../../i18n/resources';
import { useBonuses } from './api/get-bonuses';
import { RecordsTable, RecordTime, Totals, type Column } from './components/records-table';
import { useRecordFilter } from './components/use-record-filter';
import styles from './records.module.css';

/** Bonus details (bonusDetails): bonuses received in a period, with their count and sum. */
export default function BonusDetailsPage() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const { filter, setRange, setPage } = useRecordFilter({});
  const query = useBonuses(filter);
  const columns: Column<BonusItem>[] = [
    { key: 'time', label: t('records.column.time'), nowrap: true, cell: (row) => <RecordTime iso={row.createdAt} /> },
    { key: 'source', label: t('records.column.source'), cell: (row) => t(`records.source.${row.source}`) },
    { key: 'amount', label: t('records.column.amount'), numeric: true, cell: (row) => <Money value={row.amount} /> },
    { key: 'reference', label: t('records.column.reference'), nowrap: true, cell: (row) => row.reference },
    { key: 'memo', label: t('records.column.memo'), cell: (row) => row.memo ?? '' },
  ];
  return (
    <CentrePage title={t('records.bonus.title')}>
      <div className={styles.filters}>
        <DateRangeFilter value={filter} onChange={setRange} />
      </div>
      <QueryState query={query} isEmpty={(data) => data.list.length === 0} emptyText={t('records.bonus.empty')}>
        {(data) => (
          <>
            <Totals
              label={t('records.totals.label')}
              items={[
                { key: 'count', label: t('records.totals.count'), value: data.totals.count },
                { key: 'amount', label: t('records.totals.amount'), value: <Money value={data.totals.amount} /> },
              ]}
            />
            <RecordsTable caption={t('records.bonus.caption')} columns={columns} rows={data.list} rowKey={(row) => row.id} />
            <Pager pageNo={data.pageNo} totalPages={data.totalPages} onChange={setPage} busy={query.isFetching} />
          </>
        )}
      </QueryState>
    </CentrePage>
  );
}
