import { useState } from 'react';
import { ApiError, useTranslation } from '@site/shared';
import type { RewardIssue } from '@site/shared/contract/rewards/rewards';
import { CentrePage, Money, Pager, QueryState, kitStyles, useMoneyWrite, useRefusalText } from '../../kit';
import { MEMBER_NAMESPACE } from '../../i18n/resources';
import { claimReward, proofUrl, rewardKeys, useRewards } from './api/rewards';
import styles from './reward-center.module.css';

function Time({ iso }: { iso: string }) {
  return <time dateTime={iso}>{new Date(iso).toLocaleString()}</time>;
}

/** A refused claim in the member's words: every eligibility reason, or the reason its code names. */
function useClaimRefusal(error: unknown): string | null {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const fallback = useRefusalText(error);
  if (!(error instanceof ApiError)) return fallback;
  const word = (code: string, text: string) => t(`rewardCenter.refusal.${code}`, { defaultValue: text });
  const details = error.details as { reasons?: { code: string; text: string }[] } | null;
  if (details?.reasons?.length) return details.reasons.map((reason) => word(reason.code, reason.text)).join(' ');
  return word(error.errorCode, fallback ?? error.message);
}

function ClaimButton({ reward }: { reward: RewardIssue }) {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const claim = useMoneyWrite(() => claimReward(reward), [rewardKeys.all]);
  const refusal = useClaimRefusal(claim.error);
  return (
    <div className={kitStyles.actions}>
      <button type="button" className={kitStyles.primaryButton} onClick={() => claim.mutate()} disabled={claim.isPending} aria-busy={claim.isPending || undefined}>
        {t(reward.kind === 'RAFFLE_TICKET' ? 'rewardCenter.claimRaffle' : 'rewardCenter.claim')}
      </button>
      {refusal && (
        <p className={styles.error} role="alert">
          {refusal}
        </p>
      )}
    </div>
  );
}

function RewardCard({ reward }: { reward: RewardIssue }) {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  return (
    <li className={kitStyles.card} data-testid={`reward-${reward.id}`}>
      <div className={kitStyles.cardHead}>
        <span className={kitStyles.cardNumber}>{reward.title}</span>
        <span className={kitStyles.stateBadge} data-state={reward.status}>
          {t(`rewardCenter.status.${reward.status}`)}
        </span>
      </div>
      <dl className={`${kitStyles.facts} ${styles.facts}`}>
        <dt>{t('rewardCenter.amount')}</dt>
        <dd>{reward.amount === null ? t('rewardCenter.drawnOnClaim') : <Money value={reward.amount} />}</dd>
        <dt>{t('rewardCenter.wagering')}</dt>
        <dd>{reward.multiplier === 0 || reward.wagering === null ? t('rewardCenter.noWagering') : <Money value={reward.wagering} />}</dd>
        <dt>{t('rewardCenter.claimBy')}</dt>
        <dd>
          <Time iso={reward.claimBy} />
        </dd>
        <dt>{t('rewardCenter.source')}</dt>
        <dd>{t(`rewardCenter.sources.${reward.source}`, { defaultValue: reward.source })}</dd>
      </dl>
      {reward.status === 'CLAIMED' && reward.amount !== null && reward.wallet && (
        <p className={styles.note} role="status">
          {t('rewardCenter.claimed', { amount: reward.amount, wallet: t(`rewardCenter.wallet.${reward.wallet}`) })}
        </p>
      )}
      {reward.status === 'IN_REVIEW' && <p className={styles.note}>{t('rewardCenter.inReview')}</p>}
      {reward.reason && <p className={styles.note}>{t('rewardCenter.reason', { reason: reward.reason })}</p>}
      {reward.proof && (
        <a className={styles.proof} href={proofUrl(reward.proof.issueId)} target="_blank" rel="noreferrer">
          {t('rewardCenter.proof')}
        </a>
      )}
      {reward.status === 'ISSUED' && <ClaimButton reward={reward} />}
    </li>
  );
}

/** Reward centre (rewardCenter): every reward the member won, each claimable once until its claim-by time. */
export default function RewardCenterPage() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const [pageNo, setPageNo] = useState(1);
  const query = useRewards(pageNo);
  return (
    <CentrePage title={t('rewardCenter.title')}>
      <p className={kitStyles.hint}>{t('rewardCenter.explain')}</p>
      <QueryState query={query} isEmpty={(data) => data.list.length === 0} emptyText={t('rewardCenter.empty')}>
        {(data) => (
          <>
            <ul className={kitStyles.cardList} aria-label={t('rewardCenter.list')} aria-busy={query.isPlaceholderData || undefined}>
              {data.list.map((reward) => (
                <RewardCard key={reward.id} reward={reward} />
              ))}
            </ul>
            <Pager pageNo={data.pageNo} totalPages={data.totalPages} onChange={setPageNo} busy={query.isFetching} />
          </>
        )}
      </QueryState>
    </CentrePage>
  );
}
