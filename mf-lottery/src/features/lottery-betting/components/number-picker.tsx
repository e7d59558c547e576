import { useEffect, useId, useRef, useState, type Dispatch, type FormEvent } from 'react';
import { useTranslation } from '@site/shared';
import { LOTTERY_NAMESPACE } from '../../../i18n/resources';
import { PICK_RULES, gridNumbers, pickProblem } from '../rules/pick-rules';
import type { SlipAction, SlipState } from '../state/slip-state';
import { PICK_PANEL_ID, betTypeTabId } from './bet-type-tabs';
import styles from '../betting.module.css';

/**
 * The chosen bet type's rule and the ways to pick its numbers: a grid of toggle buttons
 * (00-99 or 0-9) and a field to type them (the only way for three digits). Says how many are
 * picked and what is still missing; a refused press says why instead of doing nothing, as an
 * alert beside what caused it: under the grid (scrolled into view) or under the typed field.
 */
export function NumberPicker({ slip, dispatch }: { slip: SlipState; dispatch: Dispatch<SlipAction> }) {
  const { t } = useTranslation(LOTTERY_NAMESPACE);
  const typedId = useId();
  const [typed, setTyped] = useState('');
  const rule = PICK_RULES[slip.betType];
  const grid = gridNumbers(slip.betType);
  const problem = pickProblem(slip.betType, slip.pick);
  const fullId = `${typedId}-full`;
  const typedErrorId = `${typedId}-error`;
  const full = slip.refused === 'full';
  const typedWrong = slip.typedProblems.length > 0;
  const fullMessage = useRef<HTMLParagraphElement>(null);

  // The grid is taller than a phone's screen: the refusal is brought to where the pressed number
  // is (every press that is refused again brings it back).
  useEffect(() => {
    if (full) fullMessage.current?.scrollIntoView?.({ block: 'nearest' });
  }, [full, slip]);

  const applyTyped = (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'typed', text: typed });
  };

  return (
    <div role="tabpanel" id={PICK_PANEL_ID} aria-labelledby={betTypeTabId(slip.betType)} className={styles.pickPanel}>
      <p className={styles.rule} data-testid="bet-type-rule">
        {t(`betting.types.${slip.betType}.rule`)}
      </p>
      {grid && (
        <div
          role="group"
          aria-label={t('betting.pick.grid')}
          aria-describedby={full ? fullId : undefined}
          className={rule.digits === 1 ? `${styles.grid} ${styles.gridDigits}` : styles.grid}
          data-testid="number-grid"
        >
          {grid.map((number) => {
            const picked = slip.pick.includes(number);
            return (
              <button
                key={number}
                type="button"
                aria-pressed={picked}
                className={picked ? `${styles.cell} ${styles.cellPicked}` : styles.cell}
                onClick={() => dispatch({ type: 'toggle', number })}
              >
                {number}
              </button>
            );
          })}
        </div>
      )}
      {grid && full && (
        <p id={fullId} ref={fullMessage} role="alert" className={styles.problem} data-testid="pick-full">
          {t('betting.pick.full', { max: rule.max })}
        </p>
      )}
      <form className={styles.typedForm} onSubmit={applyTyped}>
        <label htmlFor={typedId}>{t('betting.pick.typed')}</label>
        <p id={`${typedId}-hint`} className={styles.hint}>
          {t('betting.pick.typedHint', { digits: rule.digits })}
        </p>
        <div className={styles.typedRow}>
          <input
            id={typedId}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            className={styles.input}
            aria-describedby={typedWrong ? `${typedId}-hint ${typedErrorId}` : `${typedId}-hint`}
            aria-invalid={typedWrong}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <button type="submit" className={styles.secondaryButton}>
            {t('betting.pick.use')}
          </button>
        </div>
        {typedWrong && (
          <div id={typedErrorId} role="alert" data-testid="typed-problems">
            {slip.typedProblems.map(({ value, reason }, index) => (
              <p key={`${index}-${value}`} className={styles.problem}>
                {t(`betting.pick.problems.${reason}`, { value, digits: rule.digits, max: rule.max })}
              </p>
            ))}
          </div>
        )}
      </form>
      <div aria-live="polite" className={styles.pickStatus} data-testid="pick-status">
        <p>
          {rule.min === rule.max ? t('betting.pick.exact', { count: slip.pick.length, max: rule.max }) : t('betting.pick.count', { count: slip.pick.length, max: rule.max })}
          {slip.pick.length > 0 && (
            <>
              {' '}
              <button type="button" className={styles.linkButton} onClick={() => dispatch({ type: 'clear' })}>
                {t('betting.pick.clear')}
              </button>
            </>
          )}
        </p>
        {problem && problem !== 'empty' && <p className={styles.problem}>{t(`betting.pickProblem.${problem}`, { min: rule.min, max: rule.max, digits: rule.digits })}</p>}
      </div>
    </div>
  );
}
