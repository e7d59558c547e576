import { documentLanguage, useTranslation } from '@site/shared';
import { roundGameName } from '@site/shared/contract/lottery/constants';
import { RECORD_GAME_TYPES, type BettingRecordItem, type RecordGameType } from '@site/shared/contract/member';
import { CentrePage, DateRangeFilter, Money, Pager, QueryState } from '../../kit';
import { MEMBER_NAMESPACE } from '../../i18n/resources';
import { useBettingRecord } from './api/get-betting-record';
import { FilterSelect } from './components/filter-select';
import { RecordsTable, RecordTime, Totals, type Column } from './components/records-table';
import { useRecordFilter } from './components/use-record-filter';
import { useVendorOptions } from './components/use-vendor-options';
import styles from './records.module.css';

/** Betting record (personalHistoryCopy): rounds of a period with game type and provider filters and their totals. */
export default function BettingRecordPage() {
  const { t, i18n } = useTranslation(MEMBER_NAMESPACE);
  const language = documentLanguage(i18n.language);
  const { filter, setRange, setExtra, setPage } = useRecordFilter<{ gameType?: RecordGameType; vendor?: string }>({});
  const query = useBettingRecord(filter);
  const vendors = useVendorOptions();
  // A provider without games of the newly chosen type could only ever show an empty record.
  const chooseGameType = (gameType: RecordGameType | undefined) => {
    const kept = filter.vendor && vendors.optionsFor(gameType).some((vendor) => vendor.code === filter.vendor);
    setExtra({ gameType, vendor: kept ? filter.vendor : undefined });
  };
  const columns: Column<BettingRecordItem>[] = [
    { key: 'time', label: t('records.column.time'), nowrap: true, cell: (row) => <RecordTime iso={row.startedAt} /> },
    { key: 'game', label: t('records.column.game'), cell: (row) => roundGameName(row.gameCode, row.gameName, language) },
    { key: 'gameType', label: t('records.column.gameType'), cell: (row) => t(`records.gameTypes.${row.gameType}`, { defaultValue: row.gameType }) },
    { key: 'vendor', label: t('records.column.vendor'), cell: (row) => vendors.nameOf(row.vendor) },
    { key: 'roundId', label: t('records.column.roundId'), nowrap: true, cell: (row) => row.roundId },
    { key: 'stake', label: t('records.column.stake'), numeric: true, cell: (row) => <Money value={row.stake} /> },
    { key: 'validBet', label: t('records.column.validBet'), numeric: true, cell: (row) => <Money value={row.validBet} /> },
    { key: 'win', label: t('records.column.win'), numeric: true, cell: (row) => <Money value={row.win} /> },
    { key: 'profit', label: t('records.column.profit'), numeric: true, cell: (row) => <Money value={row.profit} signed /> },
    { key: 'status', label: t('records.column.status'), cell: (row) => t(`records.status.${row.status}`) },
  ];
  const all = { value: '', label: t('records.filter.all') };
  return (
    <CentrePage title={t('records.betting.title')}>
      <div className={styles.filters}>
        <DateRangeFilter value={filter} onChange={setRange} />
        <FilterSelect
          label={t('records.filter.gameType')}
          value={filter.gameType ?? ''}
          options={[all, ...RECORD_GAME_TYPES.map((type) => ({ value: type, label: t(`records.gameTypes.${type}`) }))]}
          onChange={(value) => chooseGameType((value || undefined) as RecordGameType | undefined)}
        />
        <FilterSelect
          label={t('records.filter.vendor')}
          value={filter.vendor ?? ''}
          options={[all, ...vendors.optionsFor(filter.gameType).map((vendor) => ({ value: vendor.code, label: vendor.name }))]}
          onChange={(value) => setExtra({ vendor: value || undefined })}
        />
      </div>
      <QueryState query={query} isEmpty={(data) => data.list.length === 0} emptyText={t('records.betting.empty')}>
        {(data) => (
          <>
            <Totals
              label={t('records.totals.label')}
              items={[
                { key: 'rounds', label: t('records.totals.rounds'), value: data.totals.rounds },
                { key: 'stake', label: t('records.column.stake'), value: <Money value={data.totals.stake} /> },
                { key: 'validBet', label: t('records.column.validBet'), value: <Money value={data.totals.validBet} /> },
                { key: 'win', label: t('records.column.win'), value: <Money value={data.totals.win} /> },
                { key: 'profit', label: t('records.column.profit'), value: <Money value={data.totals.profit} signed /> },
              ]}
            />
            <RecordsTable caption={t('records.betting.caption')} columns={columns} rows={data.list} rowKey={(row) => `${row.source}:${row.id}`} />
            <Pager pageNo={data.pageNo} totalPages={data.totalPages} onChange={setPage} busy={query.isFetching} />
          </>
        )}
      </QueryState>
    </CentrePage>
  );
}
