import { useState } from 'react';
import { addRemoteResources, formatAmount, useTranslation } from '@site/shared';
import { JOIN_CHANNELS, JOIN_REMARK_MAX, JoinApplicationSchema, type JoinInfo, type JoinKind } from '@site/shared/contract/agents/recruitment';
import { Field, FormError, SelectInput, SubmitButton, TextInput, kitStyles, useZodForm } from '../../../kit';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';
import { texts } from '../texts';
import { useJoinInfo } from '../api/join-info';
import { useJoinApply } from '../api/post-join-apply';
import styles from './join-screen.module.css';

// The page's texts arrive with its code, not in the remote's descriptor that every page of the
// site loads: the first page load carries none of them.
void addRemoteResources(MEMBER_NAMESPACE, { en: { join: texts.en }, es: { join: texts.es }, vi: { join: texts.vi }, zh: { join: texts.zh } });

const FAQ = ['1', '2', '3', '4', '5'] as const;

function KindCard({ kind, period }: { kind: JoinKind; period: JoinInfo['dividendPeriod'] }) {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const id = `join-kind-${kind.kind.toLowerCase()}`;
  return (
    <section className={styles.kind} aria-labelledby={id} data-testid={`join-${kind.kind}`}>
      <h3 id={id} className={styles.kindHeading}>
        {t(`join.${kind.kind}`)} <span className={styles.ceiling}>{t('join.ceiling', { rate: kind.maxRate })}</span>
      </h3>
      <p>{t(`join.explain${kind.kind}`, { profit: kind.profitRate ?? '', loss: kind.lossRate ?? '', period: t(`join.${period}`) })}</p>
      {kind.enabled ? (
        <p className={styles.example}>
          {t(`join.example${kind.kind}`, { base: formatAmount(kind.example.base), rate: kind.example.rate, amount: formatAmount(kind.example.amount) })}
        </p>
      ) : (
        <p className={styles.example}>{t('join.notOffered')}</p>
      )}
    </section>
  );
}

function PaySection() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const info = useJoinInfo();
  return (
    <section className={styles.section} aria-labelledby="join-how">
      <h2 id="join-how">{t('join.howHeading')}</h2>
      <p>{t('join.how1')}</p>
      <p>{t('join.how2')}</p>
      {info.isPending && <p role="status">{t('join.loading')}</p>}
      {info.isError && <p role="alert">{t('join.failed')}</p>}
      {info.data && (
        <>
          <p>{t('join.how3', { budget: info.data.salaryBudget, active: formatAmount(info.data.activeMemberBet) })}</p>
          <div className={styles.kinds}>
            {info.data.kinds.map((kind) => (
              <KindCard key={kind.kind} kind={kind} period={info.data.dividendPeriod} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}

function ApplicationForm() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const form = useZodForm(
    JoinApplicationSchema,
    { name: '', contact: '', channel: 'PHONE', teamSize: '', remark: '' },
    { issueText: ({ issue }) => (issue.code === 'invalid_format' ? t('join.noAngles') : undefined) },
  );
  const apply = useJoinApply();
  const [sent, setSent] = useState<number | null>(null);
  const remark = String(form.values.remark ?? '');

  const onSubmit = form.submit(async (values) => {
    setSent(null);
    const answer = await apply.mutateAsync(values);
    form.reset();
    setSent(answer.applicationNo);
  });

  return (
    <section className={styles.section} aria-labelledby="join-form">
      <h2 id="join-form">{t('join.formHeading')}</h2>
      <form className={kitStyles.moneyForm} onSubmit={onSubmit} noValidate aria-label={t('join.formLabel')}>
        <Field label={t('join.name')} name="name" error={form.errors.name}>
          <TextInput autoComplete="name" maxLength={64} value={String(form.values.name ?? '')} onChange={(value) => form.setValue('name', value)} />
        </Field>
        <Field label={t('join.channel')} name="channel" error={form.errors.channel}>
          <SelectInput
            value={String(form.values.channel)}
            onChange={(value) => form.setValue('channel', value as (typeof JOIN_CHANNELS)[number])}
            options={JOIN_CHANNELS.map((channel) => ({ value: channel, label: t(`join.channel${channel}`) }))}
          />
        </Field>
        <Field label={t('join.contact')} name="contact" error={form.errors.contact}>
          <TextInput autoComplete="off" maxLength={100} value={String(form.values.contact ?? '')} onChange={(value) => form.setValue('contact', value)} />
        </Field>
        <Field label={t('join.teamSize')} name="teamSize" error={form.errors.teamSize}>
          <TextInput inputMode="numeric" autoComplete="off" maxLength={6} value={String(form.values.teamSize ?? '')} onChange={(value) => form.setValue('teamSize', value)} />
        </Field>
        {/* No maxLength on the remark: a longer text is told why, rather than cut silently. */}
        <Field label={t('join.remark')} name="remark" error={form.errors.remark} hint={t('join.remarkHint', { count: remark.length, max: JOIN_REMARK_MAX })}>
          <TextInput autoComplete="off" value={remark} onChange={(value) => form.setValue('remark', value)} />
        </Field>
        <FormError error={form.formError} />
        {sent !== null && (
          <p role="status" className={styles.sent}>
            {t('join.sent', { number: sent })}
          </p>
        )}
        <div className={kitStyles.actions}>
          <SubmitButton busy={form.submitting}>{t('join.submit')}</SubmitButton>
        </div>
      </form>
    </section>
  );
}

/**
 * /join: agent recruitment. How contracts and salaries pay, with the platform's figures from the
 * live contract settings (never a figure written here), a few questions and answers, and the
 * application form, which lands in the operator's queue.
 */
export default function JoinScreen() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  return (
    <main className={styles.page} data-testid="join-page">
      <h1 className={styles.heading}>{t('page.join')}</h1>
      <p>{t('join.intro')}</p>
      <PaySection />
      <section className={styles.section} aria-labelledby="join-faq">
        <h2 id="join-faq">{t('join.faqHeading')}</h2>
        {FAQ.map((n) => (
          <details key={n} className={styles.faq}>
            <summary>{t(`join.q${n}`)}</summary>
            <p>{t(`join.a${n}`)}</p>
          </details>
        ))}
      </section>
      <ApplicationForm />
    </main>
  );
}
