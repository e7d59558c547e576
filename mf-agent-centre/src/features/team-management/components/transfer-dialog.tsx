import { useState } from 'react';
import { ApiError, FramedModal, bus, useBusEvent, useTranslation } from '@site/shared';
import { DownlineTransferRequestSchema, type TeamMember } from '@site/shared/contract/agents';
import { AGENT_NAMESPACE } from '../../../i18n/resources';
import { AmountField, FormError, PaymentPasswordField, SubmitButton, useMoneyWrite, useZodForm, kitStyles as kit } from '../../../kit';
import { postDownlineTransfer } from '../api/post-downline-transfer';
import { teamKeys } from '../api/get-team-members';

/** One id per intended transfer: a retry of the same form (after a lost answer) reuses it, so money moves once. */
const newRequestId = () => crypto.randomUUID();

/** Give it `key={member?.account}`: each downline's form starts afresh with that account. */
export interface TransferDialogProps {
  /** The downline to send to; null closes the dialog. */
  member: TeamMember | null;
  onClose: () => void;
  /** Called with the sentence to announce once the money moved. */
  onDone: (message: string) => void;
}

/**
 * Transfer to a downline: amount and payment password, checked with the contract's request
 * schema; a refusal the platform names a field for (a wrong payment password, too little money)
 * lands under that field. Without a payment password the agent is sent to the member centre's
 * account page on its Security tab, where it is set; the dialog steps aside meanwhile and comes
 * back as the agent left it (amount kept) when the member centre closes.
 */
export function TransferDialog({ member, onClose, onDone }: TransferDialogProps) {
  const { t } = useTranslation(AGENT_NAMESPACE);
  const account = member?.account ?? '';
  const form = useZodForm(DownlineTransferRequestSchema, { account, amount: '', paymentPassword: '', requestId: newRequestId() });
  const [needsPassword, setNeedsPassword] = useState(false);
  // True while the agent is in the member centre setting the payment password.
  const [away, setAway] = useState(false);
  const close = () => {
    form.reset({ account: '', amount: '', paymentPassword: '', requestId: newRequestId() });
    setNeedsPassword(false);
    setAway(false);
    onClose();
  };
  useBusEvent('member-centre:closed', () => {
    if (!away) return;
    setAway(false);
    setNeedsPassword(false);
    // The password typed before was refused as not set: the one just chosen goes here.
    form.setValue('paymentPassword', '');
  });
  const transfer = useMoneyWrite(postDownlineTransfer, [teamKeys.all]);
  const onSubmit = form.submit(async (request) => {
    try {
      const answer = await transfer.mutateAsync(request);
      onDone(t('team.done', { account, reference: answer.reference }));
      close();
    } catch (error) {
      if (error instanceof ApiError && error.errorCode === 'PAYMENT_PASSWORD_NOT_SET') {
        setNeedsPassword(true);
        return;
      }
      throw error;
    }
  });
  const openAccountPage = () => {
    setAway(true);
    bus.emit('member-centre:open', { page: 'securityCenter', section: 'security' });
  };
  return (
    <FramedModal open={member !== null && !away} onClose={close} title={t('team.transferTo', { account })} showClose data-testid="downline-transfer">
      <form className={kit.dialogForm} onSubmit={onSubmit} noValidate aria-label={t('team.transferTo', { account })}>
        <AmountField value={form.values.amount} onChange={(value) => form.setValue('amount', value)} error={form.errors.amount} />
        <PaymentPasswordField
          value={form.values.paymentPassword}
          onChange={(value) => form.setValue('paymentPassword', value)}
          error={form.errors.paymentPassword}
        />
        <FormError error={form.formError ?? form.errors.requestId ?? form.errors.account} />
        {needsPassword && (
          <p role="alert">
            {t('team.noPaymentPassword')}{' '}
            <button type="button" className={kit.secondaryButton} onClick={openAccountPage}>
              {t('team.setPaymentPassword')}
            </button>
          </p>
        )}
        <div className={kit.dialogActions}>
          <button type="button" className={kit.secondaryButton} onClick={close}>
            {t('team.cancel')}
          </button>
          <SubmitButton busy={form.submitting}>{t('team.send')}</SubmitButton>
        </div>
      </form>
    </FramedModal>
  );
}
