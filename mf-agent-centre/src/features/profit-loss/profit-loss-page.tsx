import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TeamAccountSchema, TeamLevelSchema, type MemberProfitLoss } from '@site/shared/contract/agents';
import { AGENT_NAMESPACE } from '../../i18n/resources';
import { CentrePage, Field, FilterForm, Money, PagedTable, PeriodPicker, TextInput, initialPeriod, optionalFilter, periodQuery, useZodForm, type TableColumn } from '../../kit';
import { useTeamProfitLoss } from './api/get-team-profit-loss';
import styles from './profit-loss.module.css';

const FiltersSchema = z.object({ account: optionalFilter(TeamAccountSchema), level: optionalFilter(TeamLevelSchema) });
type Filters = z.output<typeof FiltersSchema>;

/** User profit and loss (palStatementsAgentCopy): each team member's valid bet, win, bonus, rebate and profit and loss over a period. */
export default function ProfitLossPage() {
  const { t } = useTranslation(AGENT_NAMESPACE);
  const [period, setPeriod] = useState(initialPeriod);
  const [filters, setFilters] = useState<Filters>({});
  const [pageNo, setPageNo] = useState(1);
  const form = useZodForm(FiltersSchema, { account: '', level: '' });
  const range = periodQuery(period);
  const report = useTeamProfitLoss(range && { ...range, ...filters, pageNo });
  const money = (key: 'validBet' | 'win' | 'bonus' | 'rebate' | 'profitLoss'): TableColumn<MemberProfitLoss> => ({
    key,
    header: t(`profitLoss.column.${key}`),
    cell: (row) => <Money value={row[key]} signed={key === 'profitLoss'} />,
    numeric: true,
  });
  const columns: TableColumn<MemberProfitLoss>[] = [
    { key: 'account', header: t('kit.column.account'), cell: (row) => row.account },
    { key: 'level', header: t('kit.column.level'), cell: (row) => row.level, numeric: true },
    money('validBet'),
    money('win'),
    money('bonus'),
    money('rebate'),
    money('profitLoss'),
  ];
  return (
    <CentrePage title={t('menu.palStatementsAgentCopy')}>
      <PeriodPicker
        value={period}
        onChange={(next) => {
          setPeriod(next);
          setPageNo(1);
        }}
      />
      <FilterForm
        label={t('profitLoss.filters')}
        onSubmit={form.submit((values) => {
          setFilters(values);
          setPageNo(1);
        })}
      >
        <Field label={t('kit.filter.account')} name="account" error={form.errors.account}>
          <TextInput value={String(form.values.account ?? '')} onChange={(value) => form.setValue('account', value)} autoComplete="off" />
        </Field>
        <Field label={t('kit.filter.level')} name="level" error={form.errors.level}>
          <TextInput value={String(form.values.level ?? '')} onChange={(value) => form.setValue('level', value)} inputMode="numeric" />
        </Field>
      </FilterForm>
      <p className={styles.note}>{t('profitLoss.note')}</p>
      <PagedTable
        caption={t('profitLoss.caption')}
        columns={columns}
        query={report}
        rowKey={(row) => row.account}
        onPageChange={setPageNo}
        emptyText={t('profitLoss.empty')}
        totals={(data) => ({
          validBet: <Money value={data.totals.validBet} />,
          win: <Money value={data.totals.win} />,
          bonus: <Money value={data.totals.bonus} />,
          rebate: <Money value={data.totals.rebate} />,
          profitLoss: <Money value={data.totals.profitLoss} signed />,
        })}
      />
    </CentrePage>
  );
}
