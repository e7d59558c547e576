import { ApiError, useTranslation, useMutation } from '@site/shared';
import { LOTTERY_TIERS, type LotteryIssue } from '@site/shared/contract/lottery';
import { LotteryName, useLotteryNames } from '../../../kit/lottery-name';
import { PrizeTable } from '../../../kit/prize-table/prize-table';
import { LOTTERY_NAMESPACE } from '../../../i18n/resources';
import { getVerify } from '../api/get-verify';
import styles from '../vn-lottery.module.css';

/** The result's tiers in the board's order: the special prize first, then the first to the eighth. */
function boardRows(result: NonNullable<LotteryIssue['result']>) {
  const byTier = new Map(result.tiers.map((entry) => [entry.tier, entry.numbers]));
  return LOTTERY_TIERS.filter((tier) => byTier.has(tier)).map((tier) => ({ tier, numbers: (byTier.get(tier) ?? []).map((value) => ({ value })) }));
}

/**
 * One drawn issue (a province's of the day, or a fast lottery's): its prize table, the seed hash published before sales opened,
 * the seed, the bets digest and the final seed revealed at the draw, and Verify, which asks the
 * platform to recompute the draw (anyone can do the same with the values shown: the seed's SHA-256
 * is the hash, the SHA-256 of seed and digest is the final seed, which gives the numbers).
 */
export function IssueResult({ issue, remark }: { issue: LotteryIssue; remark: string }) {
  const { t } = useTranslation(LOTTERY_NAMESPACE);
  const name = useLotteryNames().textOf(issue.gameId, remark);
  const verify = useMutation({ mutationFn: () => getVerify(issue.gameId, issue.numero) });
  const headingId = `vn-result-${issue.gameId}-${issue.numero}`;

  return (
    <article className={styles.issue} aria-labelledby={headingId} data-testid={`vn-result-${issue.gameId}`} data-numero={issue.numero}>
      <h3 id={headingId} className={styles.issueHeading}>
        <LotteryName gameId={issue.gameId} remark={remark} /> <span className={styles.numero}>{t('vnLottery.issue', { numero: issue.numero })}</span>
      </h3>
      {issue.status === 'CANCELLED' ? (
        <p>{t('vnLottery.cancelled')}</p>
      ) : issue.result ? (
        <PrizeTable rows={boardRows(issue.result)} caption={t('vnLottery.caption', { name, numero: issue.numero })} />
      ) : (
        <p>{t('vnLottery.notDrawn')}</p>
      )}
      <dl className={styles.seeds}>
        <dt>{t('vnLottery.seedHash')}</dt>
        <dd className={styles.hex} data-testid="seed-hash">
          {issue.seedHash}
        </dd>
        <dt>{t('vnLottery.seed')}</dt>
        <dd className={styles.hex} data-testid="seed">
          {issue.seed ?? t('vnLottery.seedSecret')}
        </dd>
        {issue.betsDigest !== null && issue.finalSeed !== null && (
          <>
            <dt>{t('vnLottery.betsDigest')}</dt>
            <dd className={styles.hex} data-testid="bets-digest">
              {issue.betsDigest}
            </dd>
            <dt>{t('vnLottery.finalSeed')}</dt>
            <dd className={styles.hex} data-testid="final-seed">
              {issue.finalSeed}
            </dd>
          </>
        )}
      </dl>
      {issue.seed !== null && (
        <div className={styles.verify}>
          <button type="button" className={styles.button} onClick={() => verify.mutate()} disabled={verify.isPending}>
            {verify.isPending ? t('vnLottery.verifying') : t('vnLottery.verify')}
          </button>
          <p role="status" className={styles.verifyStatus} data-testid="verify-status">
            {verify.data &&
              (verify.data.verified ? (
                <span className={styles.verified} data-verified="true">
                  {t('vnLottery.verified')}
                </span>
              ) : (
                <span className={styles.notVerified} data-verified="false">
                  {t('vnLottery.notVerified')}
                </span>
              ))}
            {verify.error && t('vnLottery.verifyFailed', { message: verify.error instanceof ApiError ? verify.error.message : String(verify.error) })}
          </p>
        </div>
      )}
    </article>
  );
}
