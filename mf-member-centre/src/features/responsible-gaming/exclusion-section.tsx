import { useId, useState } from 'react';
import { ConfirmDialog, bus, clearSession, queryClient, useMutation, useTranslation } from '@site/shared';
import { TIME_OUT_DAY_CHOICES, type ExclusionState, type SelfExclusionPeriod, type TakeExclusionBody } from '@site/shared/contract/protection/exclusion';
import { QueryState, kitStyles, useRefusalText } from '../../kit';
import { MEMBER_NAMESPACE } from '../../i18n/resources';
import { exclusionKeys } from './api/exclusion-keys';
import { useExclusionState } from './api/get-exclusion-state';
import { postAskToReopen } from './api/post-ask-to-reopen';
import { postTakeExclusion } from './api/post-take-exclusion';
import styles from './exclusion-section.module.css';

type Choice = `P${(typeof TIME_OUT_DAY_CHOICES)[number]}D` | SelfExclusionPeriod;

const TIME_OUTS = TIME_OUT_DAY_CHOICES.map((days) => `P${days}D` as Choice);
const SELF_EXCLUSIONS: Choice[] = ['P6M', 'P1Y', 'P5Y', 'INDEFINITE'];

/** The call a choice stands for; the member confirmed the dialog that says what it does. */
function bodyOf(choice: Choice): TakeExclusionBody {
  const days = /^P(\d+)D$/.exec(choice);
  return days ? { kind: 'TIME_OUT', days: Number(days[1]), confirm: true } : { kind: 'SELF_EXCLUSION', period: choice as SelfExclusionPeriod, confirm: true };
}

/** What is in force: when it ends or may be ended, and the request to end a self-exclusion. */
function InForce({ state }: { state: ExclusionState }) {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const [asking, setAsking] = useState(false);
  const ask = useMutation({ mutationFn: postAskToReopen, onSuccess: (next) => queryClient.setQueryData(exclusionKeys.state, next) }, queryClient);
  const refusal = useRefusalText(ask.error);
  const kind = state.kind!;
  const { until, since } = { until: state.reopensAt ?? state.endsAt ?? '', since: state.startsAt ?? '' };
  return (
    <div className={styles.state} role="status">
      <p>{t(`exclusion.inForce.${kind}`, { until: until && new Date(until).toLocaleString(), since: since && new Date(since).toLocaleString() })}</p>
      {kind === 'SELF_EXCLUSION' && state.irrevocableUntil && !state.canAskToReopen && !state.reopenRequestedAt && (
        <p>{t('exclusion.irrevocableUntil', { until: new Date(state.irrevocableUntil).toLocaleString() })}</p>
      )}
      {kind === 'SELF_EXCLUSION' && state.reopenRequestedAt && state.reopensAt && (
        <p>{t('exclusion.reopensAt', { at: new Date(state.reopensAt).toLocaleString() })}</p>
      )}
      {state.canAskToReopen && (
        <>
          <p>{t('exclusion.canAsk')}</p>
          <div className={kitStyles.actions}>
            <button type="button" className={kitStyles.secondaryButton} onClick={() => setAsking(true)} disabled={ask.isPending} aria-busy={ask.isPending || undefined}>
              {t('exclusion.ask')}
            </button>
          </div>
          <ConfirmDialog
            open={asking}
            onClose={() => setAsking(false)}
            title={t('exclusion.askTitle')}
            text={t('exclusion.askText')}
            buttons={[{ label: t('exclusion.cancel'), isDefault: true }, { label: t('exclusion.askConfirm'), onClick: () => ask.mutate() }]}
          />
        </>
      )}
      {refusal && (
        <p className={styles.error} role="alert">
          {refusal}
        </p>
      )}
    </div>
  );
}

/** The choice of a time-out or a self-exclusion, and the dialog that says what it does before it starts. */
function TakeBreak() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const id = useId();
  const [choice, setChoice] = useState<Choice>('P1D');
  const [confirming, setConfirming] = useState(false);
  const take = useMutation({ mutationFn: (picked: Choice) => postTakeExclusion(bodyOf(picked)) }, queryClient);
  const refusal = useRefusalText(take.error);
  const period = t(`exclusion.period.${choice}`);
  const selfExclusion = SELF_EXCLUSIONS.includes(choice);

  if (take.isSuccess) {
    // Every session of the member ended on the server; this page's goes too, and the way back in is offered.
    return (
      <div className={styles.state}>
        <p role="status">{t('exclusion.taken')}</p>
        <div className={kitStyles.actions}>
          <button
            type="button"
            className={kitStyles.primaryButton}
            onClick={() => {
              clearSession();
              bus.emit('auth:open-login', undefined);
            }}
          >
            {t('exclusion.signInAgain')}
          </button>
        </div>
      </div>
    );
  }

  const options = (choices: Choice[]) =>
    choices.map((value) => (
      <label key={value} className={styles.option}>
        <input type="radio" name={`${id}-period`} value={value} checked={choice === value} onChange={() => setChoice(value)} />
        {t(`exclusion.period.${value}`)}
      </label>
    ));

  return (
    <>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>{t('exclusion.choose')}</legend>
        <fieldset className={styles.group}>
          <legend>{t('exclusion.timeOutGroup')}</legend>
          {options(TIME_OUTS)}
        </fieldset>
        <fieldset className={styles.group}>
          <legend>{t('exclusion.selfExclusionGroup')}</legend>
          {options(SELF_EXCLUSIONS)}
        </fieldset>
      </fieldset>
      <div className={kitStyles.actions}>
        <button type="button" className={kitStyles.primaryButton} onClick={() => setConfirming(true)} disabled={take.isPending} aria-busy={take.isPending || undefined}>
          {t('exclusion.take')}
        </button>
      </div>
      {refusal && (
        <p className={styles.error} role="alert">
          {refusal}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('exclusion.confirmTitle', { period })}
        text={
          <>
            <span className={styles.paragraph}>{selfExclusion ? t('exclusion.confirmSelfExclusion') : t('exclusion.confirmTimeOut', { period })}</span>
            <span className={styles.paragraph}>{t('exclusion.confirmEffects')}</span>
          </>
        }
        // Cancel is the default: Enter alone never starts a break.
        buttons={[{ label: t('exclusion.cancel'), isDefault: true }, { label: t('exclusion.confirm'), onClick: () => take.mutate(choice) }]}
        data-testid="exclusion-confirm"
      />
    </>
  );
}

/**
 * The time-out and self-exclusion section of the Responsible gaming page: what is in force, or the
 * choice of a break with a confirmation that says exactly what happens.
 */
export default function ExclusionSection() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const headingId = useId();
  const query = useExclusionState();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {t('exclusion.title')}
      </h2>
      <p className={kitStyles.hint}>{t('exclusion.explain')}</p>
      <QueryState query={query}>{(state) => (state.inForce ? <InForce state={state} /> : <TakeBreak />)}</QueryState>
    </section>
  );
}
