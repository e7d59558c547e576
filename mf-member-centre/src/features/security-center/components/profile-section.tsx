import { useState } from 'react';
import { NicknameRequestSchema, RealNameRequestSchema, type AccountProfile } from '@site/shared/contract/member';
import { Field, FormError, SubmitButton, TextInput, useZodForm } from '../../../kit';
import { putNickname } from '../api/put-nickname';
import { putRealName } from '../api/put-real-name';
import { useFieldIssueText } from './field-problems';
import { SavedNotice } from './saved-notice';
import { refreshAccount, useAccountText, useLocalizeRefusal } from './use-account-text';
import styles from './security-center.module.css';

/** Username, nickname (changeable) and real name (set once, then only shown). */
export function ProfileSection({ profile }: { profile: AccountProfile }) {
  const t = useAccountText();
  return (
    <div className={styles.sections}>
      <dl className={styles.facts}>
        <dt>{t('profile.account')}</dt>
        <dd>{profile.account}</dd>
        {profile.realName && (
          <>
            <dt>{t('profile.real_name')}</dt>
            <dd data-testid="real-name">{profile.realName}</dd>
          </>
        )}
      </dl>
      <NicknameForm nickname={profile.nickname} />
      {profile.realName === null && <RealNameForm />}
    </div>
  );
}

export function NicknameForm({ nickname }: { nickname: string }) {
  const t = useAccountText();
  const localize = useLocalizeRefusal();
  const issueText = useFieldIssueText();
  const form = useZodForm(NicknameRequestSchema, { nickname }, { issueText });
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <form className={styles.form} noValidate onSubmit={form.submit(async (data) => {
      setSaved(null);
      await putNickname(data).catch((error: unknown) => Promise.reject(localize(error)));
      setSaved(t('saved'));
      await refreshAccount();
    })}>
      <Field label={t('profile.nickname')} name="nickname" error={form.errors.nickname}>
        <TextInput value={form.values.nickname} onChange={(value) => form.setValue('nickname', value)} autoComplete="nickname" maxLength={40} />
      </Field>
      <FormError error={form.formError} />
      <SubmitButton busy={form.submitting}>{t('profile.save_nickname')}</SubmitButton>
      <SavedNotice text={saved} />
    </form>
  );
}

export function RealNameForm() {
  const t = useAccountText();
  const localize = useLocalizeRefusal();
  const issueText = useFieldIssueText();
  const form = useZodForm(RealNameRequestSchema, { realName: '' }, { issueText });
  return (
    <form className={styles.form} noValidate onSubmit={form.submit(async (data) => {
      await putRealName(data).catch((error: unknown) => Promise.reject(localize(error)));
      await refreshAccount();
    })}>
      <Field label={t('profile.real_name')} name="realName" error={form.errors.realName} hint={t('profile.real_name_hint')}>
        <TextInput value={form.values.realName} onChange={(value) => form.setValue('realName', value)} autoComplete="name" maxLength={60} />
      </Field>
      <FormError error={form.formError} />
      <SubmitButton busy={form.submitting}>{t('profile.save_real_name')}</SubmitButton>
    </form>
  );
}
