import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError, queryClient, useMutation, useTranslation } from '@site/shared';
import { CONTRACT_KIND_PERIODS, CONTRACT_MAX_TIERS, rateToHundredths, type ContractCeiling, type ContractKind, type ContractOfferRequest } from '@site/shared/contract/agents';
import { Field, FormError, QueryState, SelectInput, SubmitButton, TextInput, kitStyles } from '../../../kit';
import { AGENT_NAMESPACE } from '../../../i18n/resources';
import { postOffer, refreshContracts } from '../api/contract-call';
import { useDirectAgents } from '../api/get-direct-agents';
import styles from '../contracts.module.css';
import { checkOffer, EMPTY_TIER, emptyDraft, thresholdsOf, toOfferRequest, type OfferDraft, type OfferProblem, type OfferProblems, type RealtimeDraft, type TierDraft } from '../offer-draft';
import type { Announcement } from './use-contract-action';

const newRequestId = () => crypto.randomUUID();

/** The highest rate of the agent's own terms, for the hint above the tiers. */
function highestRate(ceiling: ContractCeiling): string {
  return ceiling.tiers.reduce((highest, tier) => (rateToHundredths(tier.rate) > rateToHundredths(highest) ? tier.rate : highest), '0.00');
}

/** The field a platform refusal names, if any. */
const fieldOf = (error: unknown): string | undefined => (error instanceof ApiError ? error.field : undefined);

/** Where the form can show a message: its fields, a whole tier, the tiers or the real-time terms as a group. */
function shownPaths(kind: ContractKind, draft: OfferDraft): string[] {
  const tierPaths = draft.tiers.flatMap((_, index) => [`tiers.${index}`, `tiers.${index}.rate`, ...thresholdsOf(kind).map((field) => `tiers.${index}.${field}`)]);
  const realtimePaths = kind === 'REALTIME_SALARY' ? ['realtime', 'realtime.profitSalaryRate', 'realtime.lossSalaryRate', 'realtime.singleBetAmount'] : [];
  const periodPaths = CONTRACT_KIND_PERIODS[kind].length > 1 ? ['period'] : [];
  return ['downlineAccount', 'tiers', ...periodPaths, ...tierPaths, ...realtimePaths];
}

interface OfferFormProps {
  kind: ContractKind;
  ceiling: ContractCeiling;
  announce: (announcement: Announcement | null) => void;
}

/**
 * Offering a new contract to a direct downline agent: the downline, the period where the kind has
 * a choice, the tiers (thresholds the kind uses and a rate, rows added and removed) or the
 * real-time rates. Checked with the contract's schema and against the agent's own terms before
 * sending; a refusal the platform still makes shows under the field it names.
 */
function OfferFormFields({ kind, ceiling, announce, agents }: OfferFormProps & { agents: { account: string; nickname: string | null }[] }) {
  const { t } = useTranslation(AGENT_NAMESPACE);
  const [draft, setDraft] = useState<OfferDraft>(() => emptyDraft(kind));
  const [problems, setProblems] = useState<OfferProblems>({});
  const requestId = useRef(newRequestId());
  const form = useRef<HTMLFormElement>(null);
  const periods = CONTRACT_KIND_PERIODS[kind];
  const thresholds = thresholdsOf(kind);

  const say = (problem: OfferProblem | undefined): string | undefined => {
    if (!problem) return undefined;
    switch (problem.kind) {
      case 'aboveMine':
        return t('contracts.offer.rateAboveMine', { rate: problem.rate });
      case 'belowMyMinimum':
        return t('contracts.offer.belowMyMinimum', { amount: problem.amount });
      case 'schema':
        return problem.message;
      default:
        return t(`contracts.offer.${problem.kind}`);
    }
  };

  // A field's message is about what was there before: editing it clears the message.
  const edit = (path: string, change: (previous: OfferDraft) => OfferDraft) => {
    setDraft(change);
    setProblems((previous) => {
      if (previous[path] === undefined) return previous;
      const next = { ...previous };
      delete next[path];
      return next;
    });
  };
  const setTier = (index: number, field: keyof TierDraft, value: string) =>
    edit(`tiers.${index}.${field}`, (previous) => ({ ...previous, tiers: previous.tiers.map((tier, at) => (at === index ? { ...tier, [field]: value } : tier)) }));
  const setRealtime = (field: keyof RealtimeDraft, value: string) => edit(`realtime.${field}`, (previous) => ({ ...previous, realtime: { ...previous.realtime, [field]: value } }));
  const addTier = () => setDraft((previous) => ({ ...previous, tiers: [...previous.tiers, { ...EMPTY_TIER }] }));
  const removeTier = (index: number) => {
    setDraft((previous) => ({ ...previous, tiers: previous.tiers.filter((_, at) => at !== index) }));
    // The messages of the rows below would now sit on the wrong row.
    setProblems({});
  };

  // Once the messages render, the agent is taken to the first field to fix.
  const focusFirstProblem = useRef(false);
  useEffect(() => {
    if (!focusFirstProblem.current) return;
    focusFirstProblem.current = false;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [problems]);
  const showProblems = (found: OfferProblems) => {
    focusFirstProblem.current = true;
    setProblems(found);
  };

  // `paths` are the places the form could show a message when it was sent.
  const offer = useMutation(
    {
      mutationFn: ({ request }: { request: ContractOfferRequest; paths: string[] }) => postOffer(kind, request),
      onSuccess: ({ contract }) => {
        requestId.current = newRequestId();
        setDraft(emptyDraft(kind));
        setProblems({});
        announce({ tone: 'done', text: t('contracts.offer.done', { downline: contract.downlineAccount }) });
        refreshContracts();
      },
      onError: (error, { paths }) => {
        // A refusal wrote nothing, so the next send may take a fresh id (terms edited after an
        // IDEMPOTENCY_CONFLICT would otherwise be refused forever); after a lost answer the same id
        // is kept, so sending again cannot offer twice.
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) requestId.current = newRequestId();
        const field = fieldOf(error);
        if (field && paths.includes(field)) showProblems({ [field]: { kind: 'schema', message: error.message } });
      },
    },
    queryClient,
  );
  // A refusal that names no field the form shows is the form's own.
  const offerField = fieldOf(offer.error);
  const formError = offer.error && !(offerField && offer.variables?.paths.includes(offerField)) ? offer.error.message : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    offer.reset();
    announce(null);
    const found = checkOffer(kind, draft, ceiling);
    if (Object.keys(found).length > 0) {
      showProblems(found);
      return;
    }
    offer.mutate({ request: toOfferRequest(kind, draft, requestId.current), paths: shownPaths(kind, draft) });
  };

  const tierProblem = (index: number) => say(problems[`tiers.${index}`]);
  const groupProblem = say(problems.tiers) ?? say(problems.realtime);

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate aria-label={t('contracts.offer.formLabel')}>
      <Field label={t('contracts.offer.downline')} name="downlineAccount" error={say(problems.downlineAccount)}>
        <SelectInput
          value={draft.downlineAccount}
          onChange={(value) => edit('downlineAccount', (previous) => ({ ...previous, downlineAccount: value }))}
          placeholder={t('contracts.offer.chooseDownline')}
          options={agents.map((agent) => ({ value: agent.account, label: agent.nickname ? `${agent.account} (${agent.nickname})` : agent.account }))}
        />
      </Field>
      {periods.length > 1 && (
        <Field label={t('contracts.offer.period')} name="period" error={say(problems.period)}>
          <SelectInput
            value={draft.period}
            onChange={(value) => edit('period', (previous) => ({ ...previous, period: value }))}
            placeholder={t('contracts.offer.choosePeriod')}
            options={periods.map((period) => ({ value: period, label: t(`contracts.periods.${period}`) }))}
          />
        </Field>
      )}
      {kind === 'REALTIME_SALARY' ? (
        <fieldset className={styles.fieldset}>
          <legend>{t('contracts.realtime.heading')}</legend>
          {ceiling.realtime && <p className={styles.hint}>{t('contracts.offer.myRealtimeRates', { profit: ceiling.realtime.profitSalaryRate, loss: ceiling.realtime.lossSalaryRate })}</p>}
          {(['profitSalaryRate', 'lossSalaryRate', 'singleBetAmount'] as const).map((field) => (
            <Field key={field} label={t(`contracts.realtime.${field}`)} name={`realtime.${field}`} error={say(problems[`realtime.${field}`])}>
              <TextInput inputMode="decimal" autoComplete="off" value={draft.realtime[field]} onChange={(value) => setRealtime(field, value)} />
            </Field>
          ))}
        </fieldset>
      ) : (
        <>
          <p className={styles.hint} data-testid="my-rate">
            {t('contracts.offer.myRate', { rate: highestRate(ceiling) })}
          </p>
          {draft.tiers.map((tier, index) => (
            <fieldset key={index} className={styles.fieldset} data-testid="tier-fieldset">
              <legend>{t('contracts.offer.tierLegend', { n: index + 1 })}</legend>
              {tierProblem(index) && <p className={styles.fieldError}>{tierProblem(index)}</p>}
              <div className={styles.tierFields}>
                {thresholds.map((field) => (
                  <Field key={field} label={t(`contracts.tiers.${field}`)} name={`tiers.${index}.${field}`} error={say(problems[`tiers.${index}.${field}`])}>
                    <TextInput inputMode={field === 'activeMembers' ? 'numeric' : 'decimal'} autoComplete="off" value={tier[field]} onChange={(value) => setTier(index, field, value)} />
                  </Field>
                ))}
                <Field label={t('contracts.tiers.rate')} name={`tiers.${index}.rate`} error={say(problems[`tiers.${index}.rate`])}>
                  <TextInput inputMode="decimal" autoComplete="off" value={tier.rate} onChange={(value) => setTier(index, 'rate', value)} />
                </Field>
              </div>
              {draft.tiers.length > 1 && (
                <button type="button" className={styles.linkButton} onClick={() => removeTier(index)}>
                  {t('contracts.offer.removeTier', { n: index + 1 })}
                </button>
              )}
            </fieldset>
          ))}
          {draft.tiers.length < CONTRACT_MAX_TIERS && (
            <div>
              <button type="button" className={kitStyles.secondaryButton} onClick={addTier}>
                {t('contracts.offer.addTier')}
              </button>
            </div>
          )}
        </>
      )}
      <FormError error={formError ?? groupProblem ?? say(problems.requestId)} />
      <div>
        <SubmitButton busy={offer.isPending}>{t('contracts.offer.submit')}</SubmitButton>
      </div>
    </form>
  );
}

/** The offer section: the form when the agent has something to pass on and a direct downline agent to offer it to. */
export function OfferForm({ kind, ceiling, canOffer, announce }: Omit<OfferFormProps, 'ceiling'> & { ceiling: ContractCeiling | null; canOffer: boolean }) {
  const { t } = useTranslation(AGENT_NAMESPACE);
  const headingId = useId();
  const agents = useDirectAgents(canOffer && ceiling !== null);
  return (
    <section className={kitStyles.section} aria-labelledby={headingId} data-testid="offer-contract">
      <h4 id={headingId} className={kitStyles.sectionTitle}>
        {t('contracts.offer.heading')}
      </h4>
      {!canOffer || ceiling === null ? (
        <p className={styles.empty}>{t('contracts.offer.cannotOffer')}</p>
      ) : (
        <QueryState query={agents} isEmpty={(list) => list.length === 0} emptyText={t('contracts.offer.noDownlines')}>
          {(list) => <OfferFormFields kind={kind} ceiling={ceiling} announce={announce} agents={list} />}
        </QueryState>
      )}
    </section>
  );
}
