import { useMemo, useState } from 'react';
import { z } from 'zod';
import { ApiError, checkField, formatBounds, queryClient, requiredRule, useMutation, useTranslation, type ChangePasswordRequest, type RegisterFieldRule } from '@site/shared';
import { PATTERN_TEXTS } from '@site/shared/centre-kit';
import { Field, FormError, SubmitButton, TextInput, useZodForm, type IssueText } from '../../../kit';
import { useRegisterSettings } from '../api/get-register-settings';
import { postLoginPassword } from '../api/post-login-password';
import { useFieldIssueText } from './field-problems';
import { SavedNotice } from './saved-notice';
import { useAccountText, useLocalizeRefusal } from './use-account-text';
import styles from './security-center.module.css';

/** Marks the new password's issue as the site's password rule, for the page to word by that rule. */
const PASSWORD_RULE = 'site_password_rule';

/**
 * What the form checks before sending: something typed in each field, the new password by the
 * site's password rule (the registration rule, which the platform applies too) and the two new
 * ones alike.
 */
function changeLoginPasswordSchema(rule: RegisterFieldRule) {
  return z
    .object({ oldPassword: z.string().min(1).max(128), newPassword: z.string().min(1).max(128), confirmNewPassword: z.string() })
    .superRefine((input, context) => {
      if (input.newPassword !== '' && checkField(rule, input.newPassword)) context.addIssue({ code: 'custom', path: ['newPassword'], params: { rule: PASSWORD_RULE }, message: PASSWORD_RULE });
    })
    .refine((input) => input.newPassword === input.confirmNewPassword, { path: ['confirmNewPassword'] });
}

/** The password rule in the member's language ("6-20 characters, letters and digits only..."). */
function usePasswordRuleText(rule: RegisterFieldRule): string {
  const { i18n } = useTranslation();
  const language = (Object.keys(PATTERN_TEXTS) as (keyof typeof PATTERN_TEXTS)[]).find((code) => (i18n.resolvedLanguage ?? i18n.language ?? 'en').startsWith(code)) ?? 'en';
  return formatBounds(PATTERN_TEXTS[language][rule.patternId], rule.minLength, rule.maxLength);
}

/**
 * The login password change, through the site's one password call (the platform judges the new
 * password by the registration rule and ends the other sessions).
 */
export function LoginPasswordForm() {
  const t = useAccountText();
  const localize = useLocalizeRefusal();
  const fieldIssueText = useFieldIssueText();
  const settings = useRegisterSettings();
  const rule = requiredRule(settings.data?.fields ?? [], 'password');
  const ruleText = usePasswordRuleText(rule);
  const schema = useMemo(() => changeLoginPasswordSchema(rule), [rule]);
  const issueText: IssueText = (issue) => (issue.issue.code === 'custom' && issue.issue.params?.rule === PASSWORD_RULE ? ruleText : fieldIssueText(issue));
  const form = useZodForm(schema, { oldPassword: '', newPassword: '', confirmNewPassword: '' }, { issueText });
  // A new password the platform refused is refused by the rule the form states.
  const refusal = (error: unknown) => (error instanceof ApiError && error.errorCode === 'VALIDATION' && error.field === 'newPassword' ? new ApiError(error.errorCode, ruleText, error.status, error.field) : localize(error));
  const [saved, setSaved] = useState<string | null>(null);
  const change = useMutation({ mutationFn: (request: ChangePasswordRequest) => postLoginPassword(request).catch((error: unknown) => Promise.reject(refusal(error))) }, queryClient);
  return (
    <section className={styles.card} aria-labelledby="security-login-password-title">
      <h4 id="security-login-password-title" className={styles.cardTitle}>{t('login_password.title')}</h4>
      <form className={styles.form} noValidate onSubmit={form.submit(async (data) => {
        setSaved(null);
        await change.mutateAsync(data);
        form.reset();
        setSaved(t('login_password.done'));
      })}>
        <Field label={t('login_password.old')} name="oldPassword" error={form.errors.oldPassword}>
          <TextInput type="password" value={form.values.oldPassword} onChange={(value) => form.setValue('oldPassword', value)} autoComplete="current-password" />
        </Field>
        <Field label={t('login_password.new')} name="newPassword" error={form.errors.newPassword} hint={ruleText}>
          <TextInput type="password" value={form.values.newPassword} onChange={(value) => form.setValue('newPassword', value)} autoComplete="new-password" />
        </Field>
        <Field label={t('login_password.confirm')} name="confirmNewPassword" error={form.errors.confirmNewPassword}>
          <TextInput type="password" value={form.values.confirmNewPassword} onChange={(value) => form.setValue('confirmNewPassword', value)} autoComplete="new-password" />
        </Field>
        <FormError error={form.formError} />
        <SubmitButton busy={form.submitting}>{t('login_password.submit')}</SubmitButton>
        <SavedNotice text={saved} />
      </form>
    </section>
  );
}
