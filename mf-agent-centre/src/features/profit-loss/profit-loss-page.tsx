import { useTranslation } from '@site/shared';
import { z } from 'zod';
import { TeamAccountSchema, TeamLevelSchema, type MemberProfitLoss } from '@site/shared/contract/agents';
import { AGENT_NAMESPACE } from '../../i18n/resources';
import { CentrePage, Money, PagedTable, ReportFilters, optionalFilter, useReport, type TableColumn } from '../../kit';
import { useTeamProfitLoss } from './api/get-team-profit-loss';
import styles from './profit-loss.module.css';

const FiltersSchema = z.object({ account: optionalFilter(TeamAccountSchema), level: optionalFilter(TeamLevelSchema) });

/** User profit and loss (palStatementsAgentCopy): each team member's valid bet, win, bonus, rebate and profit and loss over a period. */
export default function ProfitLossPage() {
  const { t } = useTranslation(AGENT_NAMESPACE);
  const filters = useReport(FiltersSchema, { account: '', level: '' });
  const report = useTeamProfitLoss(filters.query);
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
      <ReportFilters report={filters} label={t('profitLoss.filters')} common={['account', 'level']} />
      <p className={styles.note}>{t('profitLoss.note')}</p>
      <PagedTable
        caption={t('profitLoss.caption')}
        columns={columns}
        query={report}
        rowKey={(row) => row.account}
        onPageChange={filters.setPageNo}
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
