import { useTranslation } from '@site/shared';
import { BONUS_SOURCES, type BonusItem } from '@site/shared/contract/member';
import { CentrePage, DateRangeFilter, Money, Pager, QueryState } from '../../kit';
import { MEMBER_NAMESPACE } from '../../i18n/resources';
import { useBonuses } from './api/get-bonuses';
import { FilterSelect } from './components/filter-select';
import { RecordsTable, RecordTime, Totals, type Column } from './components/records-table';
import { useRecordFilter } from './components/use-record-filter';
import styles from './records.module.css';

/** Minor units of a decimal text, for the progress bar only (amounts are shown as the server wrote them). */
const cents = (text: string) => Math.round(Number(text) * 100);

/** How much of a bonus grant's wagering is done: a bar with its figures in words. */
function WageringProgress({ wagering }: { wagering: NonNullable<BonusItem['wagering']> }) {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const required = cents(wagering.required);
  const words = t('records.bonusDetail.progress', { progressed: wagering.progressed, required: wagering.required });
  return (
    <div className={styles.wagering}>
      <progress className={styles.wageringBar} max={required} value={Math.min(cents(wagering.progressed), required)} aria-label={words} />
      <span>{words}</span>
    </div>
  );
}

/**
 * Bonus details (bonusDetails): every bonus received in a period with its source, amount and the
 * wallet it went to; a bonus with wagering shows its progress, state and expiry.
 */
export default function BonusDetailsPage() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const { filter, setRange, setExtra, setPage } = useRecordFilter<{ source?: string }>({});
  const query = useBonuses(filter);
  const columns: Column<BonusItem>[] = [
    { key: 'time', label: t('records.column.time'), nowrap: true, cell: (row) => <RecordTime iso={row.createdAt} /> },
    { key: 'source', label: t('records.column.source'), cell: (row) => t(`records.source.${row.source}`, { defaultValue: row.source }) },
    { key: 'amount', label: t('records.column.amount'), numeric: true, cell: (row) => <Money value={row.amount} /> },
    { key: 'wallet', label: t('records.column.wallet'), cell: (row) => t(`records.bonusDetail.wallet.${row.wallet}`) },
    {
      key: 'wagering',
      label: t('records.bonusDetail.wagering'),
      cell: (row) => (row.wagering ? <WageringProgress wagering={row.wagering} /> : t('records.bonusDetail.noWagering')),
    },
    { key: 'status', label: t('records.column.status'), cell: (row) => (row.wagering ? t(`records.bonusDetail.state.${row.wagering.status}`) : '') },
    {
      key: 'expires',
      label: t('records.bonusDetail.expires'),
      nowrap: true,
      cell: (row) => (row.wagering?.expiresAt ? <RecordTime iso={row.wagering.expiresAt} /> : row.wagering ? t('records.bonusDetail.noExpiry') : ''),
    },
    { key: 'reference', label: t('records.column.reference'), nowrap: true, cell: (row) => row.reference },
    { key: 'memo', label: t('records.column.memo'), cell: (row) => row.memo ?? '' },
  ];
  return (
    <CentrePage title={t('records.bonus.title')}>
      <div className={styles.filters}>
        <DateRangeFilter value={filter} onChange={setRange} />
        <FilterSelect
          label={t('records.bonusDetail.source')}
          value={filter.source ?? ''}
          options={[{ value: '', label: t('records.filter.all') }, ...BONUS_SOURCES.map((source) => ({ value: source, label: t(`records.source.${source}`) }))]}
          onChange={(value) => setExtra({ source: value || undefined })}
        />
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
