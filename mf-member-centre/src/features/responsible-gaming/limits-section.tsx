import { useId, useState, type FormEvent } from 'react';
import { queryClient, useMutation, useTranslation } from '@site/shared';
import {
  LIMIT_KINDS,
  MONEY_LIMIT_PERIODS,
  PLAY_LIMIT_PERIODS,
  REALITY_CHECK_CHOICES,
  type LimitKind,
  type LimitPeriod,
  type MemberLimit,
  type ProtectionState,
} from '@site/shared/contract/protection/limits';
import { Money, QueryState, RecordsTable, kitStyles, useRefusalText, type Column } from '../../kit';
import { MEMBER_NAMESPACE } from '../../i18n/resources';
import { useProtectionState } from './api/get-protection-state';
import { limitsKeys } from './api/limits-keys';
import { postConfirmLimit } from './api/post-confirm-limit';
import { putLimit } from './api/put-limit';
import { putRealityCheck } from './api/put-reality-check';
import styles from './limits-section.module.css';

const keep = (state: ProtectionState) => queryClient.setQueryData(limitsKeys.state, state);

function Time({ iso }: { iso: string }) {
  return <time dateTime={iso}>{new Date(iso).toLocaleString()}</time>;
}

/** A limit's name in words: "Losses per 24 hours", "Play time per day". */
function useLimitName() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  return (kind: LimitKind, period: LimitPeriod) =>
    `${t(`limits.kind.${kind}`)} ${kind === 'PLAY_MINUTES' && period === 'DAY' ? t('limits.playDay') : t(`limits.period.${period}`)}`;
}

/** A limit's figure: money, or minutes of play. */
function Figure({ kind, value }: { kind: LimitKind; value: string }) {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  return kind === 'PLAY_MINUTES' ? <>{t('limits.minutes', { count: Number(value) })}</> : <Money value={value} />;
}

/** Confirm (a waiting change whose day has passed) and Remove, each answering in the row. */
function RowActions({ limit }: { limit: MemberLimit }) {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const confirm = useMutation({ mutationFn: () => postConfirmLimit({ kind: limit.kind, period: limit.period }), onSuccess: keep }, queryClient);
  const remove = useMutation(
    { mutationFn: () => putLimit(limit.kind === 'PLAY_MINUTES' ? { kind: limit.kind, period: limit.period, minutes: null } : { kind: limit.kind, period: limit.period, amount: null }), onSuccess: keep },
    queryClient,
  );
  const refusal = useRefusalText(confirm.error ?? remove.error);
  const name = useLimitName()(limit.kind, limit.period);
  return (
    <div className={styles.rowActions}>
      {limit.pending?.confirmable && (
        <button type="button" className={kitStyles.primaryButton} onClick={() => confirm.mutate()} disabled={confirm.isPending} aria-label={`${t('limits.confirm')}: ${name}`}>
          {t('limits.confirm')}
        </button>
      )}
      {!limit.pending && limit.setBy === 'MEMBER' && (
        <button type="button" className={kitStyles.secondaryButton} onClick={() => remove.mutate()} disabled={remove.isPending} aria-label={`${t('limits.remove')}: ${name}`}>
          {t('limits.remove')}
        </button>
      )}
      {refusal && (
        <span className={styles.error} role="alert">
          {refusal}
        </span>
      )}
    </div>
  );
}

function LimitsTable({ state }: { state: ProtectionState }) {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const limitName = useLimitName();
  if (state.limits.length === 0) return <p className={kitStyles.empty}>{t('limits.none')}</p>;
  const columns: Column<MemberLimit>[] = [
    {
      key: 'limit',
      label: t('limits.column.limit'),
      cell: (limit) => (
        <>
          {limitName(limit.kind, limit.period)}
          {limit.setBy === 'OPERATOR' && <span className={styles.badge}> ({t('limits.byOperator')})</span>}
        </>
      ),
    },
    { key: 'value', label: t('limits.column.value'), numeric: true, cell: (limit) => <Figure kind={limit.kind} value={limit.value} /> },
    { key: 'used', label: t('limits.column.used'), numeric: true, cell: (limit) => <Figure kind={limit.kind} value={limit.used} /> },
    { key: 'remaining', label: t('limits.column.remaining'), numeric: true, cell: (limit) => <strong><Figure kind={limit.kind} value={limit.remaining} /></strong> },
    { key: 'resetsAt', label: t('limits.column.resetsAt'), cell: (limit) => (limit.resetsAt ? <Time iso={limit.resetsAt} /> : '–') },
    {
      key: 'change',
      label: t('limits.column.change'),
      cell: (limit) => (
        <>
          {limit.pending &&
            (limit.pending.value === null ? (
              <span>{t('limits.pendingRemove', { at: new Date(limit.pending.confirmableFrom).toLocaleString() })}</span>
            ) : (
              <span>
                {t('limits.pendingRaise', {
                  value: limit.kind === 'PLAY_MINUTES' ? t('limits.minutes', { count: Number(limit.pending.value) }) : limit.pending.value,
                  at: new Date(limit.pending.confirmableFrom).toLocaleString(),
                })}
              </span>
            ))}
          <RowActions limit={limit} />
        </>
      ),
    },
  ];
  return <RecordsTable caption={t('limits.caption')} columns={columns} rows={state.limits} rowKey={(limit) => `${limit.kind}-${limit.period}`} />;
}

/** The form that sets one limit; the server decides whether it applies now or waits. */
function SetLimitForm() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const limitName = useLimitName();
  const id = useId();
  const [kind, setKind] = useState<LimitKind>('DEPOSIT');
  const periods: readonly LimitPeriod[] = kind === 'PLAY_MINUTES' ? PLAY_LIMIT_PERIODS : MONEY_LIMIT_PERIODS;
  const [period, setPeriod] = useState<LimitPeriod>('DAY');
  const [value, setValue] = useState('');
  const save = useMutation(
    {
      mutationFn: () => putLimit(kind === 'PLAY_MINUTES' ? { kind, period, minutes: Number(value) } : { kind, period, amount: value }),
      onSuccess: (answer) => {
        const { effect: _effect, ...state } = answer;
        keep(state);
        setValue('');
      },
    },
    queryClient,
  );
  const refusal = useRefusalText(save.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form className={kitStyles.moneyForm} onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`} className={styles.subTitle}>
        {t('limits.setTitle')}
      </h3>
      <div className={kitStyles.field}>
        <label className={kitStyles.label} htmlFor={`${id}-kind`}>
          {t('limits.kindLabel')}
        </label>
        <select
          id={`${id}-kind`}
          className={kitStyles.input}
          value={kind}
          onChange={(event) => {
            const next = event.target.value as LimitKind;
            setKind(next);
            setPeriod(next === 'PLAY_MINUTES' ? 'SESSION' : 'DAY');
          }}
        >
          {LIMIT_KINDS.map((option) => (
            <option key={option} value={option}>
              {t(`limits.kind.${option}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={kitStyles.field}>
        <label className={kitStyles.label} htmlFor={`${id}-period`}>
          {t('limits.periodLabel')}
        </label>
        <select id={`${id}-period`} className={kitStyles.input} value={period} onChange={(event) => setPeriod(event.target.value as LimitPeriod)}>
          {periods.map((option) => (
            <option key={option} value={option}>
              {limitName(kind, option)}
            </option>
          ))}
        </select>
      </div>
      <div className={kitStyles.field}>
        <label className={kitStyles.label} htmlFor={`${id}-value`}>
          {kind === 'PLAY_MINUTES' ? t('limits.minutesLabel') : t('limits.amountLabel')}
        </label>
        <input
          id={`${id}-value`}
          className={kitStyles.input}
          inputMode={kind === 'PLAY_MINUTES' ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? `${id}-error` : undefined}
        />
      </div>
      {refusal && (
        <p id={`${id}-error`} className={kitStyles.formError} role="alert">
          {refusal}
        </p>
      )}
      {save.data && (
        <p className={styles.message} role="status">
          {save.data.effect === 'NOW' ? t('limits.savedNow') : t('limits.savedPending')}
        </p>
      )}
      <div className={kitStyles.actions}>
        <button type="submit" className={kitStyles.primaryButton} disabled={save.isPending || value.trim() === ''} aria-busy={save.isPending || undefined}>
          {t('limits.save')}
        </button>
      </div>
    </form>
  );
}

/** My limits: each with what remains now, waiting changes to confirm, and the form to set one. */
export function LimitsSection() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const query = useProtectionState();
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={`${id}-limits`}>
      <h2 id={`${id}-limits`} className={styles.title}>
        {t('limits.limitsTitle')}
      </h2>
      <p className={kitStyles.hint}>{t('limits.intro')}</p>
      <QueryState query={query}>{(state) => <LimitsTable state={state} />}</QueryState>
      <SetLimitForm />
    </section>
  );
}

/** The reality check's interval: 15, 30, 45 or 60 minutes, or the site's default. */
export function RealityCheckSection() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const query = useProtectionState();
  const id = useId();
  const save = useMutation({ mutationFn: putRealityCheck, onSuccess: keep }, queryClient);
  const refusal = useRefusalText(save.error);
  return (
    <section className={styles.section} aria-labelledby={`${id}-reality`}>
      <h2 id={`${id}-reality`} className={styles.title}>
        {t('limits.realityTitle')}
      </h2>
      <p className={kitStyles.hint}>{t('limits.realityExplain')}</p>
      <QueryState query={query}>
        {(state) => (
          <div className={kitStyles.field}>
            <label className={kitStyles.label} htmlFor={`${id}-interval`}>
              {t('limits.realityLabel')}
            </label>
            <select
              id={`${id}-interval`}
              className={kitStyles.input}
              value={state.realityCheckMinutes ?? ''}
              disabled={save.isPending}
              onChange={(event) => save.mutate(event.target.value === '' ? null : (Number(event.target.value) as 15 | 30 | 45 | 60))}
            >
              <option value="">{t('limits.realityDefault', { count: state.realityCheckDefault })}</option>
              {REALITY_CHECK_CHOICES.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {t('limits.minutes', { count: minutes })}
                </option>
              ))}
            </select>
          </div>
        )}
      </QueryState>
      {save.isSuccess && (
        <p className={styles.message} role="status">
          {t('limits.realitySaved')}
        </p>
      )}
      {refusal && (
        <p className={styles.error} role="alert">
          {refusal}
        </p>
      )}
    </section>
  );
}
