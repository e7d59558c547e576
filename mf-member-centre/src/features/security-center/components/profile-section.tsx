import { useState } from 'react';
import { ConfirmDialog, queryClient, useMutation } from '@site/shared';
import { NicknameRequestSchema, RealNameRequestSchema, type AccountProfile } from '@site/shared/contract/member';
import { Field, FormError, SubmitButton, TextInput, kitStyles, useZodForm } from '../../../kit';
import { putNickname } from '../api/put-nickname';
import { putRealName } from '../api/put-real-name';
import { useFieldIssueText } from './field-problems';
import { SavedNotice } from './saved-notice';
import { refreshAccount, useAccountChange, useAccountText, useLocalizeRefusal } from './use-account-text';
import styles from './security-center.module.css';

/** Username, nickname (changeable) and real name (set once, then only shown). */
export function ProfileSection({ profile }: { profile: AccountProfile }) {
  const t = useAccountText();
  return (
    <div className={styles.sections}>
      <dl className={kitStyles.facts}>
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
  const issueText = useFieldIssueText();
  const form = useZodForm(NicknameRequestSchema, { nickname }, { issueText });
  const [saved, setSaved] = useState<string | null>(null);
  const rename = useAccountChange(putNickname);
  return (
    <form className={styles.form} noValidate onSubmit={form.submit(async (data) => {
      setSaved(null);
      await rename.mutateAsync(data);
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

/**
 * The real name is fixed for good and kept in capital letters, so the form says so under the field
 * and, before anything is sent, shows the name exactly as it will be kept and asks to confirm.
 */
export function RealNameForm() {
  const t = useAccountText();
  const localize = useLocalizeRefusal();
  const issueText = useFieldIssueText();
  const form = useZodForm(RealNameRequestSchema, { realName: '' }, { issueText });
  // The name as the platform will keep it (normalised by the contract's schema), while the member decides.
  const [asking, setAsking] = useState<string | null>(null);
  // Busy until the account has been read again, so the form never shows idle with the name unset.
  const save = useMutation(
    {
      mutationFn: (realName: string) => putRealName({ realName }).then(() => refreshAccount()),
      onError: (error: unknown) => form.showServerError(localize(error)),
    },
    queryClient,
  );
  const saving = save.isPending;
  // The question sits beside the form, not in it: its buttons must not take part in the form's submit.
  return (
    <>
      <form className={styles.form} noValidate onSubmit={form.submit((data) => setAsking(data.realName))}>
        <Field label={t('profile.real_name')} name="realName" error={form.errors.realName} hint={t('profile.real_name_hint')}>
          <TextInput value={form.values.realName} onChange={(value) => form.setValue('realName', value)} autoComplete="name" maxLength={60} />
        </Field>
        <FormError error={form.formError} />
        <SubmitButton busy={saving}>{t('profile.save_real_name')}</SubmitButton>
      </form>
      <ConfirmDialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        title={t('profile.confirm_title')}
        text={t('profile.confirm_text', { name: asking ?? '' })}
        buttons={[
          { label: t('profile.confirm_back') },
          { label: t('profile.confirm_yes', { name: asking ?? '' }), onClick: () => asking && save.mutate(asking) },
        ]}
        data-testid="real-name-confirm"
      />
    </>
  );
}
