import { useState } from 'react';
import { AddPayoutAccountRequestSchema, type AccountProfile, type PayoutAccountItem } from '@site/shared/contract/member';
import { Field, FormError, QueryState, SelectInput, SubmitButton, TextInput, useRefusalText, useZodForm } from '../../../kit';
import { deletePayoutAccount } from '../api/delete-payout-account';
import { useBanks } from '../api/get-banks';
import { usePayoutAccounts } from '../api/get-payout-accounts';
import { postPayoutAccount } from '../api/post-payout-account';
import { useFieldIssueText } from './field-problems';
import { refreshAccount, useAccountChange, useAccountText } from './use-account-text';
import styles from './security-center.module.css';

/** The member's payout accounts (masked), the form to add one in the real name, and delete. */
export function PayoutAccountsSection({ profile }: { profile: AccountProfile }) {
  const t = useAccountText();
  const accounts = usePayoutAccounts();
  return (
    <div className={styles.sections}>
      <QueryState query={accounts}>
        {(data) => (
          <>
            <p className={styles.muted}>{t('payout.intro', { limit: data.limit, count: data.list.length })}</p>
            <PayoutAccountList list={data.list} />
            {profile.realName === null ? (
              <p className={styles.notice}>{t('payout.need_real_name')}</p>
            ) : data.list.length >= data.limit ? (
              <p className={styles.notice}>{t('payout.full', { limit: data.limit })}</p>
            ) : (
              <AddPayoutAccountForm realName={profile.realName} />
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}

function PayoutAccountList({ list }: { list: PayoutAccountItem[] }) {
  const t = useAccountText();
  if (list.length === 0) return <p className={styles.muted}>{t('payout.empty')}</p>;
  return (
    <ul className={styles.accountList} aria-label={t('payout.list')}>
      {list.map((item) => (
        <PayoutAccountRow key={item.id} item={item} />
      ))}
    </ul>
  );
}

function PayoutAccountRow({ item }: { item: PayoutAccountItem }) {
  const t = useAccountText();
  const [confirming, setConfirming] = useState(false);
  // Busy until the list has been read again: the deleted account then leaves the page with its button.
  const remove = useAccountChange(() => deletePayoutAccount(item.id), refreshAccount);
  const busy = remove.isPending;
  const error = useRefusalText(remove.error);
  return (
    <li className={styles.accountItem} data-testid="payout-account">
      <div>
        <strong>{item.bankName}</strong> <span className={styles.number}>{item.accountNumberMasked}</span>
        <div className={styles.muted}>{item.holderName}</div>
      </div>
      {confirming ? (
        <div className={styles.confirm} role="group" aria-label={t('payout.confirm_delete')}>
          <span>{t('payout.confirm_delete')}</span>
          <button type="button" className={styles.dangerButton} disabled={busy} aria-busy={busy || undefined} onClick={() => remove.mutate()}>
            {t('payout.delete')}
          </button>
          <button type="button" className={styles.secondaryButton} onClick={() => setConfirming(false)}>
            {t('payout.cancel')}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className={styles.secondaryButton}
          aria-label={t('payout.delete_named', { bank: item.bankName, number: item.accountNumberMasked })}
          onClick={() => setConfirming(true)}
        >
          {t('payout.delete')}
        </button>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </li>
  );
}

export function AddPayoutAccountForm({ realName }: { realName: string }) {
  const t = useAccountText();
  const banks = useBanks();
  const issueText = useFieldIssueText();
  const form = useZodForm(AddPayoutAccountRequestSchema, { bankCode: '', accountNumber: '', holderName: realName }, { issueText });
  const add = useAccountChange(postPayoutAccount);
  return (
    <form className={styles.form} noValidate onSubmit={form.submit(async (data) => {
      await add.mutateAsync(data);
      form.reset();
      await refreshAccount();
    })}>
      <Field label={t('payout.bank')} name="bankCode" error={form.errors.bankCode}>
        <SelectInput
          value={form.values.bankCode}
          onChange={(value) => form.setValue('bankCode', value)}
          placeholder={t('payout.choose_bank')}
          options={(banks.data ?? []).map((bank) => ({ value: bank.code, label: bank.name }))}
        />
      </Field>
      <Field label={t('payout.number')} name="accountNumber" error={form.errors.accountNumber}>
        <TextInput inputMode="numeric" value={form.values.accountNumber} onChange={(value) => form.setValue('accountNumber', value)} autoComplete="off" maxLength={30} />
      </Field>
      <Field label={t('payout.holder')} name="holderName" error={form.errors.holderName}>
        <TextInput value={form.values.holderName} onChange={(value) => form.setValue('holderName', value)} readOnly />
      </Field>
      <FormError error={form.formError} />
      <SubmitButton busy={form.submitting}>{t('payout.add')}</SubmitButton>
    </form>
  );
}
