import { useId, useRef, useState, type ReactNode } from 'react';
import { ApiError, useTranslation } from '@site/shared';
import type { RebateHistoryItem, RebateLine, RebateSummary } from '@site/shared/contract/rewards/rebate';
import { CentrePage, Money, Pager, QueryState, RecordsTable, kitStyles, useMoneyWrite, useRefusalText, type Column } from '../../kit';
import { MEMBER_NAMESPACE } from '../../i18n/resources';
import { useRebateHistory } from './api/get-rebate-history';
import { useRebateSummary } from './api/get-rebate-summary';
import { postRebateClaim } from './api/post-rebate-claim';
import { rebateKeys } from './api/rebate-keys';
import styles from './manual-rebate.module.css';

/** A fresh id per intended claim: a retry of the same claim reuses it, so it cannot pay twice. */
const newRequestId = () => crypto.randomUUID();

/** A rate in basis points as a percentage: 80 -> 0.80%. */
const percent = (rateBp: number) => `${(rateBp / 100).toFixed(2)}%`;

function Time({ iso }: { iso: string }) {
  return <time dateTime={iso}>{new Date(iso).toLocaleString()}</time>;
}

/** One figure of the summary: its name and its value. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The words for a reason a claim would be refused: the page's own by code, else the platform's. */
function useReasonText() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  return (reason: { code: string; text: string }) => t(`manualRebate.reason.${reason.code}`, { defaultValue: reason.text });
}

/** A refused claim in the member's words: every eligibility reason, or the reason the code names. */
function useClaimRefusal(error: unknown): string | null {
  const reasonText = useReasonText();
  const fallback = useRefusalText(error);
  if (!(error instanceof ApiError)) return fallback;
  const details = error.details as { reasons?: { code: string; text: string }[] } | null;
  if (details?.reasons?.length) return details.reasons.map(reasonText).join(' ');
  return reasonText({ code: error.errorCode, text: fallback ?? error.message });
}

function ClaimButton({ summary }: { summary: RebateSummary }) {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const requestId = useRef(newRequestId());
  const claim = useMoneyWrite(() => postRebateClaim(requestId.current), [rebateKeys.all], {
    onSuccess: () => {
      requestId.current = newRequestId();
    },
  });
  const refusal = useClaimRefusal(claim.error);
  const blocked = summary.reasons.length > 0;
  return (
    <div className={kitStyles.actions}>
      <button type="button" className={kitStyles.primaryButton} onClick={() => claim.mutate()} disabled={blocked || claim.isPending} aria-busy={claim.isPending || undefined}>
        {t('manualRebate.claim')}
      </button>
      {claim.data && (
        <p className={styles.message} role="status">
          {t('manualRebate.claimed', { claimNo: claim.data.claimNo, amount: claim.data.amount })}
          {claim.data.carried !== '0.00' && ` ${t('manualRebate.claimedCarried', { carried: claim.data.carried })}`}
        </p>
      )}
      {refusal && (
        <p className={styles.error} role="alert">
          {refusal}
        </p>
      )}
    </div>
  );
}

function AccruedPanel() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const reasonText = useReasonText();
  const query = useRebateSummary();
  const columns: Column<RebateLine>[] = [
    { key: 'gameType', label: t('manualRebate.column.gameType'), cell: (line) => t(`records.gameTypes.${line.gameType}`, { defaultValue: line.gameType }) },
    { key: 'qualifyingBet', label: t('manualRebate.column.qualifyingBet'), numeric: true, cell: (line) => <Money value={line.qualifyingBet} /> },
    { key: 'rate', label: t('manualRebate.column.rate'), numeric: true, cell: (line) => percent(line.rateBp) },
    { key: 'amount', label: t('manualRebate.column.amount'), numeric: true, cell: (line) => <Money value={line.amount} /> },
  ];
  return (
    <QueryState query={query}>
      {(summary) => (
        <>
          <p className={kitStyles.hint}>{t('manualRebate.explain')}</p>
          {summary.lines.length === 0 ? (
            <p className={kitStyles.empty}>{t('manualRebate.nothing')}</p>
          ) : (
            <RecordsTable caption={t('manualRebate.caption')} columns={columns} rows={summary.lines} rowKey={(line) => line.gameType} />
          )}
          <section aria-label={t('manualRebate.summary')}>
            <dl className={styles.facts}>
              {summary.carried !== '0.00' && <Fact label={t('manualRebate.carried')}><Money value={summary.carried} /></Fact>}
              <Fact label={t('manualRebate.total')}><Money value={summary.total} /></Fact>
              <Fact label={t('manualRebate.minClaim')}><Money value={summary.minClaim} /></Fact>
              <Fact label={t('manualRebate.dailyCap')}>
                {summary.dailyCap === null ? (
                  t('manualRebate.noCap')
                ) : (
                  <>
                    <Money value={summary.paidToday} /> / <Money value={summary.dailyCap} />
                  </>
                )}
              </Fact>
              {summary.nextClaimAt && <Fact label={t('manualRebate.nextClaimAt')}><Time iso={summary.nextClaimAt} /></Fact>}
            </dl>
          </section>
          {summary.reasons.length > 0 && (
            <ul className={styles.reasons}>
              {summary.reasons.map((reason) => (
                <li key={reason.code}>{reasonText(reason)}</li>
              ))}
            </ul>
          )}
          <ClaimButton summary={summary} />
        </>
      )}
    </QueryState>
  );
}

function HistoryPanel() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const [pageNo, setPageNo] = useState(1);
  const query = useRebateHistory(pageNo);
  const columns: Column<RebateHistoryItem>[] = [
    { key: 'time', label: t('manualRebate.column.time'), nowrap: true, cell: (row) => <Time iso={row.createdAt} /> },
    { key: 'claimNo', label: t('manualRebate.column.claimNo'), cell: (row) => row.claimNo },
    { key: 'amount', label: t('manualRebate.column.amount'), numeric: true, cell: (row) => <Money value={row.amount} /> },
    { key: 'balanceAfter', label: t('manualRebate.column.balanceAfter'), numeric: true, cell: (row) => <Money value={row.balanceAfter} /> },
  ];
  return (
    <QueryState query={query} isEmpty={(data) => data.list.length === 0} emptyText={t('manualRebate.historyEmpty')}>
      {(data) => (
        <>
          <RecordsTable caption={t('manualRebate.historyCaption')} columns={columns} rows={data.list} rowKey={(row) => String(row.claimNo)} />
          <Pager pageNo={data.pageNo} totalPages={data.totalPages} onChange={setPageNo} busy={query.isFetching} />
        </>
      )}
    </QueryState>
  );
}

const TABS = ['accrued', 'history'] as const;
type Tab = (typeof TABS)[number];

/** Manual rebate (manualRebate): the rebate accrued since the last claim and Claim; the claims made. */
export default function ManualRebatePage() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const [tab, setTab] = useState<Tab>('accrued');
  const id = useId();
  const label: Record<Tab, string> = { accrued: t('manualRebate.tabAccrued'), history: t('manualRebate.tabHistory') };
  return (
    <CentrePage title={t('manualRebate.title')}>
      <div role="tablist" aria-label={t('manualRebate.tabs')} className={styles.tabs}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${id}-${name}`}
            aria-selected={tab === name}
            aria-controls={`${id}-${name}-panel`}
            className={styles.tab}
            onClick={() => setTab(name)}
          >
            {label[name]}
          </button>
        ))}
      </div>
      {/* Both panels exist (each tab names its panel); only the chosen one is shown and loaded. */}
      {TABS.map((name) => (
        <div key={name} role="tabpanel" id={`${id}-${name}-panel`} aria-labelledby={`${id}-${name}`} hidden={tab !== name}>
          {tab === name && (name === 'accrued' ? <AccruedPanel /> : <HistoryPanel />)}
        </div>
      ))}
    </CentrePage>
  );
}
