import { useState } from 'react';
import { useTranslation } from '@site/shared';
import { TeamMembersQuerySchema, type TeamMember, type TeamScope } from '@site/shared/contract/agents';
import { AGENT_NAMESPACE } from '../../i18n/resources';
import { CentrePage, DateTime, Field, FilterForm, Money, PagedTable, TextInput, useZodForm, type TableColumn, kitStyles as kit } from '../../kit';
import { useTeamMembers } from './api/get-team-members';
import { TransferDialog } from './components/transfer-dialog';
import styles from './team-management.module.css';

/** The search box, judged by the contract's rule for `search`. */
const SearchSchema = TeamMembersQuerySchema.pick({ search: true });

/**
 * Team management (downlineManagmentView): direct downlines or every level, a search by account
 * prefix, a drill into a downline's own downlines with a breadcrumb back, and a transfer to any
 * member of the team. The platform checks every account against the agent's team.
 */
export default function TeamManagementPage() {
  const { t } = useTranslation(AGENT_NAMESPACE);
  const [scope, setScope] = useState<TeamScope>('direct');
  const [search, setSearch] = useState<string | undefined>(undefined);
  // The downlines drilled into, from the agent's direct downline down; empty at the agent itself.
  const [trail, setTrail] = useState<string[]>([]);
  const [pageNo, setPageNo] = useState(1);
  const [target, setTarget] = useState<TeamMember | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useZodForm(SearchSchema, { search: '' });
  const parentAccount = trail.at(-1);
  const members = useTeamMembers({ scope: parentAccount ? 'direct' : scope, parentAccount, search, pageNo });

  const drillTo = (next: string[]) => {
    setTrail(next);
    setPageNo(1);
  };
  const columns: TableColumn<TeamMember>[] = [
    {
      key: 'account',
      header: t('team.column.account'),
      cell: (member) => (member.nickname ? `${member.account} (${member.nickname})` : member.account),
    },
    { key: 'type', header: t('team.column.type'), cell: (member) => t(member.isAgent ? 'team.type.agent' : 'team.type.member') },
    { key: 'level', header: t('kit.column.level'), cell: (member) => member.level, numeric: true },
    { key: 'balance', header: t('team.column.balance'), cell: (member) => <Money value={member.balance} />, numeric: true },
    { key: 'status', header: t('team.column.status'), cell: (member) => t(`team.status.${member.status}`) },
    { key: 'lastLogin', header: t('team.column.lastLogin'), cell: (member) => (member.lastLoginAt ? <DateTime value={member.lastLoginAt} /> : t('team.never')) },
    { key: 'registered', header: t('team.column.registered'), cell: (member) => <DateTime value={member.registeredAt} /> },
    {
      key: 'downlines',
      header: t('team.column.downlines'),
      numeric: true,
      cell: (member) =>
        member.directDownlines > 0 ? (
          <button type="button" className={styles.linkButton} onClick={() => drillTo([...trail, member.account])} aria-label={t('team.open', { account: member.account, count: member.directDownlines })}>
            {member.directDownlines}
          </button>
        ) : (
          0
        ),
    },
    {
      key: 'actions',
      header: t('team.column.actions'),
      cell: (member) => (
        <button type="button" className={kit.secondaryButton} onClick={() => setTarget(member)} aria-label={t('team.transferTo', { account: member.account })}>
          {t('team.transfer')}
        </button>
      ),
    },
  ];

  return (
    <CentrePage title={t('menu.downlineManagmentView')}>
      {trail.length === 0 ? (
        <div className={styles.scope} role="group" aria-label={t('team.scope')}>
          {(['direct', 'all'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className={kit.preset}
              aria-pressed={scope === option}
              onClick={() => {
                setScope(option);
                setPageNo(1);
              }}
            >
              {t(`team.${option}`)}
            </button>
          ))}
        </div>
      ) : (
        <nav aria-label={t('team.breadcrumb')}>
          <ol className={styles.breadcrumb}>
            <li>
              <button type="button" className={styles.linkButton} onClick={() => drillTo([])}>
                {t('team.myTeam')}
              </button>
            </li>
            {trail.map((account, index) => (
              <li key={account}>
                {index === trail.length - 1 ? (
                  <span aria-current="page">{account}</span>
                ) : (
                  <button type="button" className={styles.linkButton} onClick={() => drillTo(trail.slice(0, index + 1))}>
                    {account}
                  </button>
                )}
              </li>
            ))}
          </ol>
        </nav>
      )}
      <FilterForm
        label={t('team.searchForm')}
        onSubmit={form.submit((values) => {
          setSearch(values.search || undefined);
          setPageNo(1);
        })}
      >
        <Field label={t('team.search')} name="search" error={form.errors.search}>
          <TextInput type="search" autoComplete="off" value={form.values.search ?? ''} onChange={(value) => form.setValue('search', value)} />
        </Field>
      </FilterForm>
      {done && (
        <p className={styles.done} role="status">
          {done}
        </p>
      )}
      <PagedTable
        caption={parentAccount ? t('team.drillCaption', { account: parentAccount }) : t('team.caption')}
        columns={columns}
        query={members}
        rowKey={(member) => member.account}
        onPageChange={setPageNo}
        emptyText={t('team.empty')}
      />
      <TransferDialog key={target?.account ?? ''} member={target} onClose={() => setTarget(null)} onDone={setDone} />
    </CentrePage>
  );
}
