import { useTranslation } from '@site/shared';
import { z } from 'zod';
import { TEAM_TRANSACTION_KINDS, TeamAccountSchema, type TeamTransaction } from '@site/shared/contract/agents';
import { AGENT_NAMESPACE } from '../../i18n/resources';
import { CentrePage, DateTime, Field, Money, PagedTable, ReportFilters, SelectInput, optionalFilter, useReport, type TableColumn } from '../../kit';
import { useTeamTransactions } from './api/get-team-transactions';

const FiltersSchema = z.object({ account: optionalFilter(TeamAccountSchema), kind: optionalFilter(z.enum(TEAM_TRANSACTION_KINDS)) });

/** Transaction details (agentDownlineTransactionDetailsCopy): the team's deposits, withdrawals and transfers by member, type and period. */
export default function TransactionDetailsPage() {
  const { t } = useTranslation(AGENT_NAMESPACE);
  const report = useReport(FiltersSchema, { account: '', kind: '' });
  const { form } = report;
  const transactions = useTeamTransactions(report.query);
  const columns: TableColumn<TeamTransaction>[] = [
    { key: 'time', header: t('kit.column.time'), cell: (row) => <DateTime value={row.createdAt} /> },
    { key: 'reference', header: t('transactions.column.reference'), cell: (row) => row.reference },
    { key: 'account', header: t('kit.column.account'), cell: (row) => row.account },
    { key: 'kind', header: t('transactions.column.kind'), cell: (row) => t(`transactions.kinds.${row.kind}`) },
    { key: 'counterparty', header: t('transactions.column.counterparty'), cell: (row) => row.counterpartyAccount ?? '-' },
    { key: 'amount', header: t('transactions.column.amount'), cell: (row) => <Money value={row.amount} />, numeric: true },
    { key: 'status', header: t('kit.column.status'), cell: (row) => t(`transactions.status.${row.status}`) },
  ];
  return (
    <CentrePage title={t('menu.agentDownlineTransactionDetailsCopy')}>
      <ReportFilters report={report} label={t('transactions.filters')} common={['account']}>
        <Field label={t('transactions.kind')} name="kind" error={form.errors.kind}>
          <SelectInput
            value={String(form.values.kind ?? '')}
            onChange={(value) => form.setValue('kind', value)}
            placeholder={t('kit.filter.all')}
            options={TEAM_TRANSACTION_KINDS.map((kind) => ({ value: kind, label: t(`transactions.kinds.${kind}`) }))}
          />
        </Field>
      </ReportFilters>
      <PagedTable
        caption={t('transactions.caption')}
        columns={columns}
        query={transactions}
        rowKey={(row) => `${row.kind}:${row.reference}:${row.account}`}
        onPageChange={report.setPageNo}
        emptyText={t('transactions.empty')}
      />
    </CentrePage>
  );
}
