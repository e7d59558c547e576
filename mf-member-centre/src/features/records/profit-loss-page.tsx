import { useTranslation } from '@site/shared';
import type { ProfitLossItem } from '@site/shared/contract/member';
import { CentrePage, DateRangeFilter, Money, Pager, QueryState } from '../../kit';
import { MEMBER_NAMESPACE } from '../../i18n/resources';
import { useProfitLoss } from './api/get-profit-loss';
import { RecordsTable, Totals, type Column } from './components/records-table';
import { useRecordFilter } from './components/use-record-filter';
import styles from './records.module.css';

/** Personal profit and loss (personalProfit): the daily rollups by day and game type, with the period's totals. */
export default function ProfitLossPage() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const { filter, setRange, setPage } = useRecordFilter({});
  const query = useProfitLoss(filter);
  const columns: Column<ProfitLossItem>[] = [
    { key: 'day', label: t('records.column.day'), nowrap: true, cell: (row) => row.day },
    { key: 'gameType', label: t('records.column.gameType'), cell: (row) => t(`records.gameTypes.${row.gameType}`, { defaultValue: row.gameType }) },
    { key: 'rounds', label: t('records.column.rounds'), numeric: true, cell: (row) => row.rounds },
    { key: 'validBet', label: t('records.column.validBet'), numeric: true, cell: (row) => <Money value={row.validBet} /> },
    { key: 'win', label: t('records.column.win'), numeric: true, cell: (row) => <Money value={row.win} /> },
    { key: 'profit', label: t('records.column.profit'), numeric: true, cell: (row) => <Money value={row.profit} signed /> },
  ];
  return (
    <CentrePage title={t('records.profit.title')}>
      <div className={styles.filters}>
        <DateRangeFilter value={filter} onChange={setRange} />
      </div>
      <QueryState query={query} isEmpty={(data) => data.list.length === 0} emptyText={t('records.profit.empty')}>
        {(data) => (
          <>
            <Totals
              label={t('records.totals.label')}
              items={[
                { key: 'rounds', label: t('records.totals.rounds'), value: data.totals.rounds },
                { key: 'validBet', label: t('records.column.validBet'), value: <Money value={data.totals.validBet} /> },
                { key: 'win', label: t('records.column.win'), value: <Money value={data.totals.win} /> },
                { key: 'profit', label: t('records.column.profit'), value: <Money value={data.totals.profit} signed /> },
              ]}
            />
            <RecordsTable caption={t('records.profit.caption')} columns={columns} rows={data.list} rowKey={(row) => `${row.day}:${row.gameType}`} />
            <Pager pageNo={data.pageNo} totalPages={data.totalPages} onChange={setPage} busy={query.isFetching} />
          </>
        )}
      </QueryState>
    </CentrePage>
  );
}
