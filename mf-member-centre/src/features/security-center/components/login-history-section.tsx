import { useState } from 'react';
import { useTranslation } from '@site/shared';
import { Pager, QueryState, kitStyles } from '../../../kit';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';
import { useLoginHistory } from '../api/get-login-history';
import { useAccountText } from './use-account-text';
import styles from './security-center.module.css';

/** The member's sign-ins of the last 30 days, 15 a page, newest first. */
export function LoginHistorySection() {
  const t = useAccountText();
  const { i18n } = useTranslation(MEMBER_NAMESPACE);
  const [pageNo, setPageNo] = useState(1);
  const history = useLoginHistory(pageNo);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className={styles.sections}>
      <p className={styles.muted}>{t('history.intro')}</p>
      <QueryState query={history} isEmpty={(data) => data.list.length === 0} emptyText={t('history.empty')}>
        {(data) => (
          <>
            {/* A narrow screen scrolls the table sideways: the region takes focus so the keyboard can scroll it too. */}
            <div className={styles.tableScroll} role="region" aria-label={t('tabs.history')} tabIndex={0} aria-busy={history.isPlaceholderData || undefined}>
              <table className={styles.table}>
                <caption className={kitStyles.visuallyHidden}>{t('tabs.history')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('history.time')}</th>
                    <th scope="col">{t('history.address')}</th>
                    <th scope="col">{t('history.device')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((row, index) => (
                    <tr key={`${row.time}-${index}`} data-testid="login-history-row">
                      <td>
                        <time dateTime={row.time}>{time.format(new Date(row.time))}</time>
                      </td>
                      <td>{row.ip}</td>
                      <td>{row.device}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager pageNo={data.pageNo} totalPages={data.totalPages} onChange={setPageNo} />
          </>
        )}
      </QueryState>
    </div>
  );
}
