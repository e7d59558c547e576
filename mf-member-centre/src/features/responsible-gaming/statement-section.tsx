import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { addDays, daysFrom, siteDay, useSiteTimeZone, useTranslation } from '@site/shared';
import type { Statement, StatementQuery } from '@site/shared/contract/protection/statement';
import { DateRangeFilter, QueryState, kitStyles, type DayRange } from '../../kit';
import { MEMBER_NAMESPACE } from '../../i18n/resources';
import { useCentreSection } from '../../kit/centre-section';
import { useStatement } from './api/get-statement';
import styles from './statement-section.module.css';

/** The longest range the statement covers (the platform refuses a longer one too). */
const MAX_DAYS = 92;

function Figures({ statement }: { statement: Statement }) {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const minutes = statement.minutesPlayed;
  return (
    <div aria-live="polite">
      <p className={styles.period}>{t('statement.period', { start: statement.startDate, end: statement.endDate })}</p>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{t('statement.deposits')}</dt>
          <dd>
            {statement.deposits}
            <span className={styles.detail}>{t('statement.count', { count: statement.depositCount })}</span>
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('statement.withdrawals')}</dt>
          <dd>
            {statement.withdrawals}
            <span className={styles.detail}>{t('statement.count', { count: statement.withdrawalCount })}</span>
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('statement.netResult')}</dt>
          <dd>
            {statement.netResult.startsWith('-') || statement.netResult === '0.00' ? statement.netResult : `+${statement.netResult}`}
            <span className={styles.detail}>{t('statement.rounds', { count: statement.rounds })}</span>
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('statement.timePlayed')}</dt>
          <dd>{t('statement.duration', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })}</dd>
        </div>
      </dl>
    </div>
  );
}

/**
 * The activity statement of the Responsible gaming page: the last complete month at first, another
 * month, or a range of site days; deposits, withdrawals, the real-money net result and time played.
 */
export default function StatementSection() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const id = useId();
  const today = siteDay(new Date(), useSiteTimeZone());
  const [asked, setAsked] = useState<StatementQuery>({});
  // Opened for the statement (the monthly statement message leads here): brought into view.
  const wanted = useCentreSection() === 'statement';
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (wanted) ref.current?.scrollIntoView?.({ block: 'start' });
  }, [wanted]);
  const [month, setMonth] = useState('');
  const [range, setRange] = useState<DayRange>({ startDate: addDays(today, -29), endDate: today });
  const [badRange, setBadRange] = useState(false);
  const query = useStatement(asked);
  // Until the member picks one, the month field shows the month the statement answered.
  const shownMonth = month || (query.data?.month ?? '');

  const showMonth = (event: FormEvent) => {
    event.preventDefault();
    if (shownMonth) setAsked({ month: shownMonth });
  };
  const showRange = (event: FormEvent) => {
    event.preventDefault();
    const valid = range.startDate <= range.endDate && daysFrom(range.startDate, range.endDate) < MAX_DAYS;
    setBadRange(!valid);
    if (valid) setAsked({ startDate: range.startDate, endDate: range.endDate });
  };

  return (
    <section ref={ref} aria-labelledby={`${id}-title`} className={styles.section}>
      <h2 id={`${id}-title`} className={styles.heading}>
        {t('statement.title')}
      </h2>
      <p className={kitStyles.hint}>{t('statement.explain')}</p>
      <div className={styles.pickers}>
        <form className={styles.picker} onSubmit={showMonth}>
          <div className={kitStyles.field}>
            <label className={kitStyles.label} htmlFor={`${id}-month`}>
              {t('statement.month')}
            </label>
            <input id={`${id}-month`} className={kitStyles.input} type="month" max={today.slice(0, 7)} value={shownMonth} onChange={(event) => setMonth(event.target.value)} />
          </div>
          <button type="submit" className={kitStyles.secondaryButton}>
            {t('statement.showMonth')}
          </button>
        </form>
        <form className={styles.picker} onSubmit={showRange} aria-describedby={`${id}-range-hint`}>
          <DateRangeFilter value={range} onChange={setRange} />
          <p id={`${id}-range-hint`} className={kitStyles.hint}>
            {t('statement.rangeHint')}
          </p>
          <button type="submit" className={kitStyles.secondaryButton}>
            {t('statement.showRange')}
          </button>
        </form>
      </div>
      {badRange && (
        <p className={styles.error} role="alert">
          {t('statement.badRange')}
        </p>
      )}
      <QueryState query={query}>{(statement) => <Figures statement={statement} />}</QueryState>
    </section>
  );
}
