import { documentLanguage, useTranslation } from '@site/shared';
import { z } from 'zod';
import { RECORD_GAME_TYPES } from '@site/shared/contract/member';
import { roundGameName } from '@site/shared/contract/lottery/constants';
import { TeamAccountSchema, TeamLevelSchema, type TeamBet } from '@site/shared/contract/agents';
import { AGENT_NAMESPACE } from '../../i18n/resources';
import { CentrePage, DateTime, Field, Money, PagedTable, ReportFilters, SelectInput, optionalFilter, useReport, type TableColumn } from '../../kit';
import { useTeamBets } from './api/get-team-bets';

/** The filters as the form holds them; each judged by the contract's rule for its query field. */
const FiltersSchema = z.object({
  account: optionalFilter(TeamAccountSchema),
  level: optionalFilter(TeamLevelSchema),
  gameType: optionalFilter(z.enum(RECORD_GAME_TYPES)),
});

/** Team betting (personalHistoryCopy): the team's rounds and lottery bets by member, level, game type and period, with totals. */
export default function TeamBettingPage() {
  const { t, i18n } = useTranslation(AGENT_NAMESPACE);
  const language = documentLanguage(i18n.language);
  const report = useReport(FiltersSchema, { account: '', level: '', gameType: '' });
  const { form } = report;
  const bets = useTeamBets(report.query);

  const columns: TableColumn<TeamBet>[] = [
    { key: 'time', header: t('kit.column.time'), cell: (bet) => <DateTime value={bet.startedAt} /> },
    { key: 'account', header: t('kit.column.account'), cell: (bet) => bet.account },
    { key: 'level', header: t('kit.column.level'), cell: (bet) => bet.level, numeric: true },
    { key: 'game', header: t('teamBetting.column.game'), cell: (bet) => `${t(`teamBetting.gameTypes.${bet.gameType}`, { defaultValue: bet.gameType })} · ${roundGameName(bet.gameCode, bet.gameName, language)}` },
    { key: 'stake', header: t('teamBetting.column.stake'), cell: (bet) => <Money value={bet.stake} />, numeric: true },
    { key: 'validBet', header: t('teamBetting.column.validBet'), cell: (bet) => <Money value={bet.validBet} />, numeric: true },
    { key: 'win', header: t('teamBetting.column.win'), cell: (bet) => <Money value={bet.win} />, numeric: true },
    { key: 'profitLoss', header: t('teamBetting.column.profitLoss'), cell: (bet) => <Money value={bet.profitLoss} signed />, numeric: true },
    { key: 'status', header: t('kit.column.status'), cell: (bet) => t(`teamBetting.status.${bet.status}`) },
  ];

  return (
    <CentrePage title={t('menu.personalHistoryCopy')}>
      <ReportFilters report={report} label={t('teamBetting.filters')} common={['account', 'level']}>
        <Field label={t('teamBetting.gameType')} name="gameType" error={form.errors.gameType}>
          <SelectInput
            value={String(form.values.gameType ?? '')}
            onChange={(value) => form.setValue('gameType', value)}
            placeholder={t('kit.filter.all')}
            options={RECORD_GAME_TYPES.map((type) => ({ value: type, label: t(`teamBetting.gameTypes.${type}`) }))}
          />
        </Field>
      </ReportFilters>
      <PagedTable
        caption={t('teamBetting.caption')}
        columns={columns}
        query={bets}
        rowKey={(bet) => `${bet.vendor}:${bet.roundId}:${bet.account}`}
        onPageChange={report.setPageNo}
        emptyText={t('teamBetting.empty')}
        totals={(data) => ({
          stake: <Money value={data.totals.stake} />,
          validBet: <Money value={data.totals.validBet} />,
          win: <Money value={data.totals.win} />,
          profitLoss: <Money value={data.totals.profitLoss} signed />,
        })}
      />
    </CentrePage>
  );
}
