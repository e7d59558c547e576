import { useId, type Dispatch } from 'react';
import { formatBalance, usePublicState, useTranslation } from '@site/shared';
import { LOTTERY_NAMESPACE } from '../../../i18n/resources';
import { BetTypeName } from './bet-type-name';
import { pickProblem, scoredCount } from '../rules/pick-rules';
import { parseUnits, payoutPerHit, slipTotal } from '../rules/slip-total';
import type { SlipAction, SlipState } from '../state/slip-state';
import styles from '../betting.module.css';

export interface SlipOutcome {
  /** 'placed' with what was placed, or 'refused' with the words the player reads. */
  kind: 'placed' | 'refused';
  text: string;
}

/**
 * Units, the slip's summary (type, numbers, stakes, total, what a hit pays) and Place bet. The
 * totals are for the eye only: the platform prices the bet itself. The button stays off while the
 * pick or the units are incomplete or the issue is closed, and the reasons are shown beside it.
 */
export function BetSlip({
  slip,
  dispatch,
  unitPrice,
  odds,
  closed,
  busy,
  outcome,
  onPlace,
}: {
  slip: SlipState;
  dispatch: Dispatch<SlipAction>;
  unitPrice: string;
  odds: string | undefined;
  closed: boolean;
  busy: boolean;
  outcome: SlipOutcome | null;
  onPlace: () => void;
}) {
  const { t } = useTranslation(LOTTERY_NAMESPACE);
  const { currencySymbol } = usePublicState();
  const unitsId = useId();
  const units = parseUnits(slip.units);
  const total = slipTotal({ unitPrice, units, betType: slip.betType, pick: slip.pick });
  const perHit = payoutPerHit({ unitPrice, units, odds });
  const ready = pickProblem(slip.betType, slip.pick) === null && units !== null && !closed;

  return (
    <section className={styles.slip} aria-labelledby={`${unitsId}-title`} data-testid="bet-slip">
      <h2 id={`${unitsId}-title`} className={styles.sectionHeading}>
        {t('betting.slip.title')}
      </h2>
      <div className={styles.field}>
        <label htmlFor={unitsId}>{t('betting.units')}</label>
        <input
          id={unitsId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className={styles.input}
          value={slip.units}
          aria-invalid={units === null}
          aria-describedby={`${unitsId}-hint${units === null ? ` ${unitsId}-error` : ''}`}
          onChange={(event) => dispatch({ type: 'units', units: event.target.value })}
        />
        <p id={`${unitsId}-hint`} className={styles.hint}>
          {t('betting.unitsHint', { price: formatBalance(unitPrice, currencySymbol) })}
        </p>
        {units === null && (
          <p id={`${unitsId}-error`} className={styles.problem}>
            {t('betting.unitsInvalid')}
          </p>
        )}
      </div>
      <dl className={styles.summary}>
        <dt>{t('betting.slip.type')}</dt>
        <dd>
          <BetTypeName betType={slip.betType} />
        </dd>
        <dt>{t('betting.slip.numbers')}</dt>
        <dd data-testid="slip-numbers">{slip.pick.length > 0 ? slip.pick.join(' ') : t('betting.slip.none')}</dd>
        <dt>{t('betting.slip.stakes')}</dt>
        <dd>{scoredCount(slip.betType, slip.pick)}</dd>
        <dt>{t('betting.slip.perHit')}</dt>
        <dd>{perHit === null ? '–' : formatBalance(perHit, currencySymbol)}</dd>
        <dt className={styles.totalLabel}>{t('betting.slip.total')}</dt>
        <dd className={styles.total} data-testid="slip-total">
          {total === null ? '–' : formatBalance(total, currencySymbol)}
        </dd>
      </dl>
      <button type="button" className={styles.primaryButton} disabled={!ready || busy} aria-busy={busy} onClick={onPlace}>
        {busy ? t('betting.slip.placing') : t('betting.slip.place')}
      </button>
      <div aria-live="polite" data-testid="slip-outcome">
        {outcome?.kind === 'placed' && <p className={styles.done}>{outcome.text}</p>}
      </div>
      <div role="alert" data-testid="slip-refusal">
        {outcome?.kind === 'refused' && <p className={styles.problem}>{outcome.text}</p>}
      </div>
    </section>
  );
}
