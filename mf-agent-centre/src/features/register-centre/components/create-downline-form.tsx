import { useMemo, useState } from 'react';
import { ApiError, formatBounds, queryClient, type FieldProblem, type RegisterFieldRule, useMutation, useTranslation } from '@site/shared';
import { AGENT_ACCOUNT_TYPES, downlineRules } from '@site/shared/contract/agents';
import { PATTERN_TEXTS } from '@site/shared/centre-kit';
import { AGENT_NAMESPACE } from '../../../i18n/resources';
import { Field, FormError, SelectInput, SubmitButton, TextInput, useZodForm, type IssueText, kitStyles as kit } from '../../../kit';
import { postDownline } from '../api/post-downline';
import { REGISTER_RULE, downlineFormSchema } from '../downline-form-schema';

const EMPTY = { accountType: 'MEMBER' as const, account: '', password: '', confirmPassword: '', nickname: '' };
/** Every team list: a new downline shows in team management at once. */
const TEAM_KEY = ['agent-team'] as const;

type Language = keyof typeof PATTERN_TEXTS;

/**
 * Create a direct downline (member or agent). The account and password follow the site's
 * registration rules, shown as each field's hint and checked before sending; a taken account is
 * named under its field.
 */
export function CreateDownlineForm({ rules }: { rules: readonly RegisterFieldRule[] }) {
  const { t, i18n } = useTranslation(AGENT_NAMESPACE);
  const language = (Object.keys(PATTERN_TEXTS) as Language[]).find((code) => (i18n.resolvedLanguage ?? 'en').startsWith(code)) ?? 'en';
  const ruleText = (problem: Extract<FieldProblem, { kind: 'pattern' }>) => formatBounds(PATTERN_TEXTS[language][problem.patternId], problem.min, problem.max);
  const schema = useMemo(() => downlineFormSchema(rules), [rules]);
  const judged = downlineRules(rules);
  const hint = (rule: RegisterFieldRule) => ruleText({ kind: 'pattern', patternId: rule.patternId, min: rule.minLength, max: rule.maxLength });
  const issueText: IssueText = ({ issue }) => {
    if (issue.code !== 'custom') return undefined;
    const problem = issue.params?.rule === REGISTER_RULE ? (issue.params.problem as FieldProblem) : null;
    if (problem) return problem.kind === 'required' ? t('registerCentre.create.required') : ruleText(problem);
    if (issue.path[0] === 'confirmPassword') return t('registerCentre.create.mismatch');
    return undefined;
  };
  const form = useZodForm(schema, EMPTY, { issueText });
  const [done, setDone] = useState<string | null>(null);

  const create = useMutation(
    {
      mutationFn: (request: Parameters<typeof postDownline>[0]) =>
        postDownline(request).catch((error: unknown) => {
          // A taken account is named under its field, in the agent's language.
          if (error instanceof ApiError && error.errorCode === 'ACCOUNT_EXISTS') throw new ApiError(error.errorCode, t('registerCentre.create.taken'), error.status, 'account');
          throw error;
        }),
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: TEAM_KEY }),
    },
    queryClient,
  );

  const onSubmit = form.submit(async (request) => {
    setDone(null);
    const { member } = await create.mutateAsync({ ...request, nickname: request.nickname || undefined });
    form.reset(EMPTY);
    setDone(t('registerCentre.create.done', { account: member.account }));
  });

  return (
    <form className={kit.dialogForm} onSubmit={onSubmit} noValidate aria-label={t('registerCentre.create.title')}>
      <Field label={t('registerCentre.create.accountType')} name="accountType" error={form.errors.accountType}>
        <SelectInput
          value={form.values.accountType}
          onChange={(value) => form.setValue('accountType', value as (typeof AGENT_ACCOUNT_TYPES)[number])}
          options={AGENT_ACCOUNT_TYPES.map((type) => ({ value: type, label: t(`registerCentre.types.${type}`) }))}
        />
      </Field>
      <Field label={t('registerCentre.create.account')} name="account" error={form.errors.account} hint={hint(judged.account)}>
        <TextInput autoComplete="off" value={form.values.account} onChange={(value) => form.setValue('account', value)} />
      </Field>
      <Field label={t('registerCentre.create.password')} name="password" error={form.errors.password} hint={hint(judged.password)}>
        <TextInput type="password" autoComplete="new-password" value={form.values.password} onChange={(value) => form.setValue('password', value)} />
      </Field>
      <Field label={t('registerCentre.create.confirmPassword')} name="confirmPassword" error={form.errors.confirmPassword}>
        <TextInput type="password" autoComplete="new-password" value={form.values.confirmPassword} onChange={(value) => form.setValue('confirmPassword', value)} />
      </Field>
      <Field label={t('registerCentre.create.nickname')} name="nickname" error={form.errors.nickname}>
        <TextInput autoComplete="off" value={form.values.nickname ?? ''} onChange={(value) => form.setValue('nickname', value)} />
      </Field>
      <FormError error={form.formError} />
      {done && <p role="status">{done}</p>}
      {done && <p>{t('registerCentre.create.firstLogin')}</p>}
      <div>
        <SubmitButton busy={form.submitting}>{t('registerCentre.create.submit')}</SubmitButton>
      </div>
    </form>
  );
}
