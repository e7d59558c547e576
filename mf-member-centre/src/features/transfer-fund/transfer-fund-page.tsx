import { useEffect, useRef, useState } from 'react';
import { queryClient, useTranslation } from '@site/shared';
import { WalletTransferRequestSchema, type ConsolidatedFundsValue } from '@site/shared/contract/member';
import { AmountField, CentrePage, Field, FormError, Money, QueryState, SelectInput, SubmitButton, kitStyles, useMoneyWrite, useLatest, useRefusalText, useZodForm } from '../../kit';
import { MEMBER_NAMESPACE } from '../../i18n/resources';
import { useConsolidatedFunds } from './api/get-consolidated-funds';
import { postRecallAll } from './api/post-recall-all';
import { postWalletTransfer } from './api/post-wallet-transfer';
import { walletKeys } from './api/wallet-keys';
import styles from './transfer-fund.module.css';

/** A fresh id per intended move: a retry of the same move reuses it, so it cannot move money twice. */
const newRequestId = () => crypto.randomUUID();

/** A move answers with the new figures: this page shows them at once, before the wallets are read again. */
function showFunds(funds: ConsolidatedFundsValue): void {
  queryClient.setQueryData(walletKeys.funds, funds);
}

/**
 * A move's form. `recalls` counts the recalls that succeeded since the page opened: the wallets
 * changed, so a refusal shown before (too little in the wallet) no longer describes them.
 */
function TransferForm({ funds, recalls, onMoved }: { funds: ConsolidatedFundsValue; recalls: number; onMoved: () => void }) {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const firstVendor = funds.vendors.find((wallet) => wallet.active)?.code ?? '';
  const form = useZodForm(WalletTransferRequestSchema, { from: 'MAIN', to: firstVendor, amount: '', requestId: newRequestId() });
  const [done, setDone] = useState<string | null>(null);
  const options = [
    { value: 'MAIN', label: t('transferFund.main') },
    ...funds.vendors.map((wallet) => ({ value: wallet.code, label: wallet.name })),
  ];
  const targets = [{ value: 'MAIN', label: t('transferFund.main') }, ...funds.vendors.filter((w) => w.active).map((w) => ({ value: w.code, label: w.name }))];
  const { reset } = form;
  const latestValues = useLatest(form.values);
  useEffect(() => {
    if (recalls === 0) return;
    // What was typed stays; only the messages about the wallets as they were go.
    reset(latestValues.current);
    setDone(null);
  }, [recalls, reset, latestValues]);

  const transfer = useMoneyWrite(postWalletTransfer, [walletKeys.all], { onSuccess: (answer) => showFunds(answer.funds) });

  const onSubmit = form.submit(async (request) => {
    setDone(null);
    await transfer.mutateAsync(request);
    form.reset({ from: request.from, to: request.to, amount: '', requestId: newRequestId() });
    setDone(t('transferFund.done'));
    onMoved();
  });

  return (
    <form className={kitStyles.moneyForm} onSubmit={onSubmit} noValidate aria-label={t('transferFund.formLabel')}>
      <Field label={t('transferFund.from')} name="from" error={form.errors.from}>
        <SelectInput value={form.values.from} onChange={(value) => form.setValue('from', value)} options={options} />
      </Field>
      <Field label={t('transferFund.to')} name="to" error={form.errors.to}>
        <SelectInput value={form.values.to} onChange={(value) => form.setValue('to', value)} options={targets} />
      </Field>
      <AmountField value={form.values.amount} onChange={(value) => form.setValue('amount', value)} error={form.errors.amount} />
      <FormError error={form.formError ?? form.errors.requestId} />
      {done && (
        <p className={styles.done} role="status">
          {done}
        </p>
      )}
      <div className={kitStyles.actions}>
        <SubmitButton busy={form.submitting}>{t('transferFund.submit')}</SubmitButton>
      </div>
    </form>
  );
}

/** "Recall all". `transfers` counts the moves made with the form since: the recall's last word no longer holds after one. */
function RecallAll({ disabled, transfers, onRecalled }: { disabled: boolean; transfers: number; onRecalled: () => void }) {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const requestId = useRef(newRequestId());
  const recall = useMoneyWrite(() => postRecallAll(requestId.current), [walletKeys.all], {
    onSuccess: (answer) => {
      requestId.current = newRequestId();
      showFunds(answer.funds);
      onRecalled();
    },
  });
  const { reset } = recall;
  useEffect(() => {
    if (transfers > 0) reset();
  }, [transfers, reset]);
  const busy = recall.isPending;
  const refusal = useRefusalText(recall.error);
  const message = recall.isSuccess ? { text: t('transferFund.recalled'), error: false } : refusal ? { text: refusal, error: true } : null;
  return (
    <div className={kitStyles.actions}>
      <button type="button" className={kitStyles.secondaryButton} onClick={() => recall.mutate()} disabled={busy || disabled} aria-busy={busy || undefined}>
        {t('transferFund.recallAll')}
      </button>
      {message && (
        <p className={styles.done} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </div>
  );
}

/** My wallet: the main wallet and each transfer-wallet vendor's wallet, moves between them, recall all. */
export default function TransferFundPage() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const funds = useConsolidatedFunds();
  // Successful moves of each kind: after one, the other control's last message is out of date.
  const [transfers, setTransfers] = useState(0);
  const [recalls, setRecalls] = useState(0);
  return (
    <CentrePage title={t('transferFund.title')}>
      <QueryState query={funds}>
        {(data) => (
          <>
            <ul className={styles.wallets} aria-label={t('transferFund.walletsLabel')}>
              <li className={kitStyles.tile} data-testid="wallet-MAIN">
                <span className={styles.walletName}>{t('transferFund.main')}</span>
                <span data-testid="wallet-balance">
                  <Money value={data.main} currencySymbol={data.currencySymbol} />
                </span>
              </li>
              {data.vendors.map((wallet) => (
                <li key={wallet.code} className={kitStyles.tile} data-testid={`wallet-${wallet.code}`}>
                  <span className={styles.walletName}>{wallet.name}</span>
                  <span data-testid="wallet-balance">
                    <Money value={wallet.balance} currencySymbol={data.currencySymbol} />
                  </span>
                </li>
              ))}
            </ul>
            <p className={styles.total}>
              {t('transferFund.total')}{' '}
              <span data-testid="wallet-total">
                <Money value={data.total} currencySymbol={data.currencySymbol} />
              </span>
            </p>
            {data.vendors.length === 0 ? (
              <p>{t('transferFund.singleWallet')}</p>
            ) : (
              <>
                <TransferForm funds={data} recalls={recalls} onMoved={() => setTransfers((count) => count + 1)} />
                <RecallAll
                  disabled={data.vendors.every((wallet) => /^0+(\.0+)?$/.test(wallet.balance))}
                  transfers={transfers}
                  onRecalled={() => setRecalls((count) => count + 1)}
                />
              </>
            )}
          </>
        )}
      </QueryState>
    </CentrePage>
  );
}
