import { useId } from 'react';
import { SafeHtml, useTranslation } from '@site/shared';
import type { AgentNotice } from '@site/shared/contract/agents';
import { AGENT_NAMESPACE } from '../../i18n/resources';
import { CentrePage, QueryState } from '../../kit';
import { useAgentNotices } from './api/get-agent-notices';
import styles from './announcement.module.css';

function Notice({ notice }: { notice: AgentNotice }) {
  const { t } = useTranslation(AGENT_NAMESPACE);
  const headingId = useId();
  return (
    <article className={styles.notice} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.title}>
        {notice.title}
      </h4>
      <p className={styles.date}>{t('announcement.published', { date: notice.publishedAt.slice(0, 10) })}</p>
      {/* Operator HTML: sanitised in the browser (no scripts, no handlers) before it is shown. */}
      <SafeHtml html={notice.html} className={styles.body} />
    </article>
  );
}

/** Announcement (agentAnnouncement): the operator's notices to agents, newest first. */
export default function AnnouncementPage() {
  const { t } = useTranslation(AGENT_NAMESPACE);
  const notices = useAgentNotices();
  return (
    <CentrePage title={t('menu.agentAnnouncement')}>
      <QueryState query={notices} isEmpty={(data) => data.list.length === 0} emptyText={t('announcement.empty')}>
        {(data) => (
          <div className={styles.list}>
            {data.list.map((notice) => (
              <Notice key={notice.id} notice={notice} />
            ))}
          </div>
        )}
      </QueryState>
    </CentrePage>
  );
}
