import { useTranslation } from '@site/shared';
import { LEDGER_KINDS, type AccountRecordItem, type LedgerKind } from '@site/shared/contract/member';
import { CentrePage, DateRangeFilter, Money, Pager, QueryState } from '../../kit';
import { MEMBER_NAMESPACE } from '../../i18n/resources';
import { useAccountRecord } from './api/get-account-record';
import { FilterSelect } from './components/filter-select';
import { RecordsTable, RecordTime, type Column } from './components/records-table';
import { useRecordFilter } from './components/use-record-filter';
import styles from './records.module.css';

/** Account record (transactionHistory): every movement of the member's wallets, filtered by period and type. */
export default function AccountRecordPage() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const { filter, setRange, setExtra, setPage } = useRecordFilter<{ kind?: LedgerKind }>({});
  const query = useAccountRecord(filter);
  const kindName = (kind: string) => t(`records.kinds.${kind}`, { defaultValue: kind });
  const columns: Column<AccountRecordItem>[] = [
    { key: 'time', label: t('records.column.time'), nowrap: true, cell: (row) => <RecordTime iso={row.createdAt} /> },
    { key: 'kind', label: t('records.column.kind'), cell: (row) => kindName(row.kind) },
    { key: 'wallet', label: t('records.column.wallet'), cell: (row) => (row.wallet === 'MAIN' ? t('records.mainWallet') : row.wallet === 'BONUS' ? t('records.bonusDetail.wallet.BONUS') : row.wallet) },
    { key: 'amount', label: t('records.column.amount'), numeric: true, cell: (row) => <Money value={row.amount} signed /> },
    { key: 'balanceAfter', label: t('records.column.balanceAfter'), numeric: true, cell: (row) => <Money value={row.balanceAfter} /> },
    { key: 'reference', label: t('records.column.reference'), nowrap: true, cell: (row) => row.reference },
  ];
  return (
    <CentrePage title={t('records.account.title')}>
      <div className={styles.filters}>
        <DateRangeFilter value={filter} onChange={setRange} />
        <FilterSelect
          label={t('records.filter.kind')}
          value={filter.kind ?? ''}
          options={[{ value: '', label: t('records.filter.all') }, ...LEDGER_KINDS.map((kind) => ({ value: kind, label: kindName(kind) }))]}
          onChange={(value) => setExtra({ kind: (value || undefined) as LedgerKind | undefined })}
        />
      </div>
      <QueryState query={query} isEmpty={(data) => data.list.length === 0} emptyText={t('records.account.empty')}>
        {(data) => (
          <>
            <RecordsTable caption={t('records.account.caption')} columns={columns} rows={data.list} rowKey={(row) => row.id} />
            <Pager pageNo={data.pageNo} totalPages={data.totalPages} onChange={setPage} busy={query.isFetching} />
          </>
        )}
      </QueryState>
    </CentrePage>
  );
}
