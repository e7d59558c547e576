import { useState } from 'react';
import { useTranslation } from '@site/shared';
import type { FeedbackItem } from '@site/shared/contract/feedback';
import { kitStyles, Pager, QueryState } from '../../kit';
import { MEMBER_NAMESPACE } from '../../i18n/resources';
import { useFeedbackThumbnail } from './api/get-feedback-thumbnail';
import { useMyFeedback } from './api/get-my-feedback';
import styles from './feedback.module.css';

function when(iso: string, language: string): string {
  return new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
}

export type Level = 2 | 3 | 4;

/** One picture as a thumbnail, its box kept while it loads so the card does not jump. */
function Thumbnail({ imageId, alt }: { imageId: number; alt: string }) {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const query = useFeedbackThumbnail(imageId);
  if (query.data) {
    return <img className={styles.thumbnail} src={`data:${query.data.contentType};base64,${query.data.data}`} alt={alt} />;
  }
  return (
    <span className={`${styles.thumbnail} ${styles.thumbnailPlaceholder}`} role="img" aria-label={query.isError ? t('feedback.thumbnailFailed', { alt }) : alt} aria-busy={query.isPending} />
  );
}
const heading = (level: number) => `h${Math.min(level, 6)}` as 'h2';

/** One feedback; `thumbnails` false where the reader has no session to fetch pictures with (a visitor's lookup). */
export function FeedbackCard({ item, level, thumbnails = true }: { item: FeedbackItem; level: Level; thumbnails?: boolean }) {
  const CardHeading = heading(level + 1);
  const RepliesHeading = heading(level + 2);
  const { t, i18n } = useTranslation(MEMBER_NAMESPACE);
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const headingId = `feedback-${item.id}`;
  return (
    <li className={kitStyles.card} aria-labelledby={headingId}>
      <div className={kitStyles.cardHead}>
        <CardHeading id={headingId} className={`${kitStyles.cardNumber} ${styles.cardTitle}`}>
          {t('feedback.referenceNo', { referenceNo: item.referenceNo })}
        </CardHeading>
        <span>{t(`feedback.categories.${item.category}`)}</span>
        <span className={kitStyles.stateBadge}>
          <span className={styles.visuallyHidden}>{t('feedback.statusLabel')}: </span>
          {t(`feedback.statuses.${item.status}`)}
        </span>
      </div>
      <p className={kitStyles.hint}>{t('feedback.sentAt', { time: when(item.createdAt, language) })}</p>
      <p className={styles.content}>{item.content}</p>
      {item.related && <p className={kitStyles.hint}>{t('feedback.relatedShown', { related: item.related })}</p>}
      {item.images.length > 0 && !thumbnails && <p className={kitStyles.hint}>{t('feedback.imagesCount', { count: item.images.length })}</p>}
      {item.images.length > 0 && thumbnails && (
        <ul className={styles.thumbnails} aria-label={t('feedback.imagesCount', { count: item.images.length })}>
          {item.images.map((image, index) => (
            <li key={image.id}>
              <Thumbnail imageId={image.id} alt={t('feedback.thumbnailAlt', { n: index + 1, referenceNo: item.referenceNo })} />
            </li>
          ))}
        </ul>
      )}
      <RepliesHeading className={styles.repliesHeading}>{t('feedback.replies')}</RepliesHeading>
      {item.replies.length === 0 ? (
        <p className={kitStyles.hint}>{t('feedback.noReply')}</p>
      ) : (
        <ul className={styles.replies}>
          {item.replies.map((reply, index) => (
            <li key={`${reply.createdAt}-${index}`} className={styles.reply}>
              <p className={kitStyles.hint}>{t('feedback.replyAt', { time: when(reply.createdAt, language) })}</p>
              <p className={styles.content}>{reply.message}</p>
            </li>
          ))}
        </ul>
      )}
      {item.disputeBody && (
        <p className={styles.dispute}>
          {t('feedback.dispute', { name: item.disputeBody.name })}{' '}
          <a href={item.disputeBody.url} rel="noopener noreferrer" target="_blank">
            {item.disputeBody.url}
          </a>
        </p>
      )}
    </li>
  );
}

/** The member's feedback (its heading at `level`: 4 inside the centre, 2 on /feedback), newest first, with status, replies and (a complaint's final answer) the dispute body. */
export function FeedbackHistory({ level = 4 }: { level?: Level }) {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const Heading = heading(level);
  const [pageNo, setPageNo] = useState(1);
  const query = useMyFeedback(pageNo);
  return (
    <section className={styles.history} aria-labelledby="feedback-history-heading">
      <Heading id="feedback-history-heading" className={styles.historyHeading}>
        {t('feedback.history')}
      </Heading>
      <QueryState query={query} isEmpty={(page) => page.list.length === 0} emptyText={t('feedback.historyEmpty')}>
        {(page) => (
          <>
            <ul className={kitStyles.cardList} data-testid="feedback-history">
              {page.list.map((item) => (
                <FeedbackCard key={item.id} item={item} level={level} />
              ))}
            </ul>
            <Pager pageNo={page.pageNo} totalPages={page.totalPages} onChange={setPageNo} busy={query.isFetching} />
          </>
        )}
      </QueryState>
    </section>
  );
}
