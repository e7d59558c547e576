import { useId, useState } from 'react';
import { ConfirmDialog, FramedModal, queryClient, useMutation, useTranslation } from '@site/shared';
import { AGENT_ACCOUNT_TYPES, type AgentAccountType, type Invitation } from '@site/shared/contract/agents';
import { AGENT_NAMESPACE } from '../../../i18n/resources';
import { DateTime, FormError, QueryState, SelectInput, Field, kitStyles as kit } from '../../../kit';
import { deleteInvitation, postInvitation, refreshInvitations, useInvitations } from '../api/invitations';
import { InvitationQr } from './invitation-qr';
import styles from '../register-centre.module.css';

/**
 * The agent's invitation links: create one for members or agents, copy a link, show its QR code,
 * delete one (after a confirmation; who registered through it stays in the team).
 */
export function InvitationsSection() {
  const { t } = useTranslation(AGENT_NAMESPACE);
  const headingId = useId();
  const invitations = useInvitations();
  const [accountType, setAccountType] = useState<AgentAccountType>('MEMBER');
  // The clipboard is no write: its word is kept here, the writes' words come from their mutations.
  const [copyFailure, setCopyFailure] = useState<string | null>(null);
  const [copyNotice, setCopyNotice] = useState<string | null>(null);
  const [qrOf, setQrOf] = useState<Invitation | null>(null);
  const [removing, setRemoving] = useState<Invitation | null>(null);

  const creation = useMutation({ mutationFn: postInvitation, onSuccess: refreshInvitations }, queryClient);
  const removal = useMutation({ mutationFn: (invitation: Invitation) => deleteInvitation(invitation.code), onSuccess: refreshInvitations }, queryClient);
  const busy = creation.isPending || removal.isPending;
  const failure = creation.error ?? removal.error;
  const notice = removal.isSuccess ? t('registerCentre.invitations.removed', { code: removal.variables.code }) : copyNotice;

  // Each action's word replaces the one before it.
  const clearWords = () => {
    setCopyFailure(null);
    setCopyNotice(null);
    creation.reset();
    removal.reset();
  };
  const create = () => {
    clearWords();
    creation.mutate(accountType);
  };
  const remove = (invitation: Invitation) => {
    clearWords();
    removal.mutate(invitation);
  };
  const copy = async (invitation: Invitation) => {
    // A failed copy leaves the last notice standing; only the failures before it go.
    setCopyFailure(null);
    creation.reset();
    if (removal.isError) removal.reset();
    try {
      await navigator.clipboard.writeText(invitation.link);
      removal.reset();
      setCopyNotice(t('registerCentre.invitations.copied', { code: invitation.code }));
    } catch {
      setCopyFailure(t('registerCentre.invitations.copyFailed'));
    }
  };

  return (
    <section className={kit.section} aria-labelledby={headingId}>
      <h4 id={headingId} className={kit.sectionTitle}>
        {t('registerCentre.invitations.title')}
      </h4>
      <p className={styles.intro}>{t('registerCentre.invitations.intro')}</p>
      <div className={kit.filters}>
        <Field label={t('registerCentre.invitations.create')} name="invitationType">
          <SelectInput
            value={accountType}
            onChange={(value) => setAccountType(value as AgentAccountType)}
            options={AGENT_ACCOUNT_TYPES.map((type) => ({ value: type, label: t(`registerCentre.types.${type}`) }))}
          />
        </Field>
        <button type="button" className={kit.primaryButton} disabled={busy} aria-busy={busy || undefined} onClick={create}>
          {t('registerCentre.invitations.createButton')}
        </button>
      </div>
      <FormError error={copyFailure ?? (failure ? failure.message : null)} />
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      <QueryState query={invitations} isEmpty={(data) => data.list.length === 0} emptyText={t('registerCentre.invitations.empty')}>
        {(data) => (
          <div className={kit.tableScroll} role="region" aria-label={t('kit.table_scroll', { caption: t('registerCentre.invitations.caption') })} tabIndex={0}>
            <table className={kit.table}>
              <caption className={kit.caption}>{t('registerCentre.invitations.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('registerCentre.invitations.code')}</th>
                  <th scope="col">{t('registerCentre.invitations.type')}</th>
                  <th scope="col" className={kit.numeric}>
                    {t('registerCentre.invitations.registrations')}
                  </th>
                  <th scope="col">{t('registerCentre.invitations.created')}</th>
                  <th scope="col">{t('registerCentre.invitations.link')}</th>
                  <th scope="col">{t('registerCentre.invitations.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((invitation) => (
                  <tr key={invitation.code}>
                    <th scope="row">{invitation.code}</th>
                    <td>{t(`registerCentre.types.${invitation.accountType}`)}</td>
                    <td className={kit.numeric}>{invitation.registrations}</td>
                    <td>
                      <DateTime value={invitation.createdAt} />
                    </td>
                    <td className={styles.link}>{invitation.link}</td>
                    <td>
                      <div className={styles.actions}>
                        <button type="button" className={kit.secondaryButton} aria-label={t('registerCentre.invitations.copy', { code: invitation.code })} onClick={() => void copy(invitation)}>
                          {t('registerCentre.invitations.copyShort')}
                        </button>
                        <button type="button" className={kit.secondaryButton} aria-label={t('registerCentre.invitations.qr', { code: invitation.code })} onClick={() => setQrOf(invitation)}>
                          {t('registerCentre.invitations.qrShort')}
                        </button>
                        <button
                          type="button"
                          className={kit.secondaryButton}
                          disabled={busy}
                          aria-label={t('registerCentre.invitations.remove', { code: invitation.code })}
                          onClick={() => setRemoving(invitation)}
                        >
                          {t('registerCentre.invitations.removeShort')}
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
      <FramedModal open={qrOf !== null} onClose={() => setQrOf(null)} title={qrOf ? t('registerCentre.invitations.qr', { code: qrOf.code }) : undefined} showClose width={320}>
        {qrOf && (
          <div className={styles.qr}>
            <InvitationQr link={qrOf.link} />
            <p className={styles.link}>{qrOf.link}</p>
          </div>
        )}
      </FramedModal>
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={removing ? t('registerCentre.invitations.removeTitle', { code: removing.code }) : ''}
        text={t('registerCentre.invitations.removeText')}
        buttons={[
          { label: t('registerCentre.invitations.cancel') },
          { label: t('registerCentre.invitations.removeConfirm'), isDefault: true, onClick: () => removing && remove(removing) },
        ]}
      />
    </section>
  );
}
