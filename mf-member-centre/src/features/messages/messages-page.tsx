import { useEffect, useId, useState } from 'react';
import { bus, ConfirmDialog, queryClient, useSession, useTranslation, keepPreviousData, useMutation, useQuery } from '@site/shared';
import type { MemberMessage, MessageFilter, MessagesChanged } from '@site/shared/contract/member';
import { MEMBER_NAMESPACE } from '../../i18n/resources';
import { CentrePage, FormError, Pager, QueryState, kitStyles, useKitText } from '../../kit';
import { deleteMessage } from './api/delete-message';
import { fetchMessages, messagesKey } from './api/get-messages';
import { markAllMessagesRead } from './api/mark-all-read';
import { markMessageRead } from './api/mark-message-read';
import { publishUnreadCount } from '../../api/unread-count';
import styles from './components/messages-page.module.css';
import { PromotionsSetting } from './components/promotions-setting';

/**
 * Platform information (messageV2): the member's inbox, newest first, all or unread. Opening a
 * message shows it and marks it read; "mark all read" and delete (after a confirmation) change the
 * inbox. After each change the server's unread count goes to the header badge and the menu badge.
 * Above the list, the member turns promotional messages on or off.
 */
export default function MessagesPage() {
  const { t, i18n } = useTranslation(MEMBER_NAMESPACE);
  const kitT = useKitText();
  const token = useSession()?.token ?? null;
  const [filter, setFilter] = useState<MessageFilter>('all');
  const [pageNo, setPageNo] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<MemberMessage | null>(null);
  const query = useQuery({
    queryKey: messagesKey(token, filter, pageNo),
    queryFn: () => fetchMessages(filter, pageNo),
    placeholderData: keepPreviousData,
    // Read afresh whenever the page opens: new messages arrive without this page hearing of it.
    staleTime: 0,
  }, queryClient);

  // The list carries the server's unread count. Passing it on keeps the badges in step with the
  // inbox shown: they were read when the centre opened, and messages arrive without the page
  // hearing of it (a deposit credited, a withdrawal approved while the centre stays open).
  const listedUnread = query.isPlaceholderData || query.isFetching ? undefined : query.data?.unreadCount;
  useEffect(() => {
    if (listedUnread !== undefined) publishUnreadCount(token, listedUnread);
  }, [token, listedUnread]);

  const afterChange = (result: MessagesChanged) => {
    publishUnreadCount(token, result.unreadCount);
    void queryClient.invalidateQueries({ queryKey: ['messages', token] });
  };
  const read = useMutation({ mutationFn: markMessageRead, onSuccess: afterChange }, queryClient);
  const readAll = useMutation({ mutationFn: markAllMessagesRead, onSuccess: afterChange }, queryClient);
  const remove = useMutation({ mutationFn: deleteMessage, onSuccess: afterChange }, queryClient);
  const failed = read.error ?? readAll.error ?? remove.error;

  const toggle = (message: MemberMessage) => {
    const opening = openId !== message.id;
    setOpenId(opening ? message.id : null);
    if (opening && !message.read) read.mutate(message.id);
  };

  const chooseFilter = (next: MessageFilter) => {
    setFilter(next);
    setPageNo(1);
    setOpenId(null);
  };

  const formatDate = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const unreadCount = query.data?.unreadCount ?? 0;

  return (
    <CentrePage
      title={t('menu.messageV2')}
      actions={
        <button type="button" className={kitStyles.secondaryButton} disabled={unreadCount === 0 || readAll.isPending} onClick={() => readAll.mutate()}>
          {t('messages.mark_all_read')}
        </button>
      }
    >
      <div className={styles.toolbar}>
        <div className={styles.filters} role="group" aria-label={t('messages.filter')}>
          {(['all', 'unread'] as const).map((name) => (
            <button key={name} type="button" className={kitStyles.preset} aria-pressed={filter === name} onClick={() => chooseFilter(name)}>
              {t(`messages.${name}`)}
            </button>
          ))}
        </div>
      </div>
      <PromotionsSetting />
      <FormError error={failed ? kitT('form.failed') : null} />
      <QueryState query={query} isEmpty={(page) => page.list.length === 0} emptyText={t(filter === 'unread' ? 'messages.empty_unread' : 'messages.empty_all')}>
        {(page) => (
          <>
            <ul className={styles.list} aria-busy={query.isFetching && query.isPlaceholderData}>
              {page.list.map((message) => (
                <MessageItem
                  key={message.id}
                  message={message}
                  open={openId === message.id}
                  onToggle={() => toggle(message)}
                  onDelete={() => setConfirmDelete(message)}
                  date={formatDate(message.createdAt)}
                />
              ))}
            </ul>
            <Pager pageNo={page.pageNo} totalPages={page.totalPages} onChange={setPageNo} busy={query.isFetching} />
          </>
        )}
      </QueryState>
      <ConfirmDialog
        open={confirmDelete !== null}
        onClose={() => setConfirmDelete(null)}
        title={t('messages.delete_title')}
        text={t('messages.delete_text')}
        buttons={[
          { label: t('messages.cancel') },
          {
            label: t('messages.delete'),
            isDefault: true,
            onClick: () => {
              if (confirmDelete) remove.mutate(confirmDelete.id);
            },
          },
        ]}
        data-testid="delete-message-dialog"
      />
    </CentrePage>
  );
}

interface MessageItemProps {
  message: MemberMessage;
  open: boolean;
  date: string;
  onToggle: () => void;
  onDelete: () => void;
}

/** One message: its title and date as a disclosure button; opened, its text and a delete button. */
function MessageItem({ message, open, date, onToggle, onDelete }: MessageItemProps) {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const detailId = useId();
  return (
    <li className={`${styles.message} ${message.read ? '' : styles.unread}`} data-testid="message" data-read={message.read}>
      <button type="button" className={styles.summary} aria-expanded={open} aria-controls={detailId} onClick={onToggle}>
        <span className={styles.title}>
          {!message.read && <span className={kitStyles.visuallyHidden}>{t('messages.unread_marker')}: </span>}
          {message.title}
        </span>
        <span className={styles.date}>{date}</span>
      </button>
      {open && (
        <div id={detailId} className={styles.detail}>
          <p className={styles.content}>{message.content}</p>
          {message.link && (
            <button type="button" className={styles.linkButton} onClick={() => bus.emit('member-centre:open', message.link)}>
              {t('messages.open_link')}
            </button>
          )}
          <button type="button" className={styles.deleteButton} onClick={onDelete}>
            {t('messages.delete')}
          </button>
        </div>
      )}
    </li>
  );
}
