import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { bus, isAgentAccount, requireRealAccount, VisuallyHidden, type Session } from '@site/shared';
import { ChevronDownIcon, UserIcon } from '../../../kit/icons';
import { useSiteLinks } from '../../../kit/site-links';
import { SHELL_NAMESPACE } from '../../../i18n/resources';
import { useDismiss } from '../hooks/use-dismiss';
import styles from './member-strip.module.css';

/**
 * Opens a member-centre page. The member centre is for real accounts: a trial account
 * gets mf-auth's in_need_true_account warning instead, through the shared gate.
 */
export function openMemberCentre(page?: string): void {
  if (requireRealAccount()) bus.emit('member-centre:open', page ? { page } : {});
}

interface MenuItem {
  label: string;
  run: () => void;
}

/**
 * The logged-in menu behind the account name: betting record, deposit, withdrawal,
 * account record, member centre, then the agent centre for agents or "my account" for everyone
 * else; then links to the site's pages a player comes back to (VIP, points mall, announcements,
 * help centre, as kit/site-links marks them). Sign out stays in the strip itself, always one
 * click away. A disclosure (button + list), closed by Escape, a click outside, or choosing an entry.
 */
export function AccountMenu({ session }: { session: Session }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, rootRef, toggleRef);
  const links = useSiteLinks('account-menu');

  const items: MenuItem[] = [
    { label: t('betting_record'), run: () => openMemberCentre('personalHistoryCopy') },
    { label: t('deposit'), run: () => openMemberCentre('depositv2') },
    { label: t('withdrawal'), run: () => openMemberCentre('withdraw') },
    { label: t('account_record'), run: () => openMemberCentre('transactionHistory') },
    { label: t('member_centre'), run: () => openMemberCentre() },
    isAgentAccount(session)
      ? { label: t('agent_centre'), run: () => bus.emit('agent-centre:open', {}) }
      : { label: t('my_account'), run: () => openMemberCentre('securityCenter') },
  ];

  return (
    <div className={styles.menuRoot} ref={rootRef}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.accountButton}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <UserIcon />
        <span className={styles.accountName}>{session.account}</span>
        <VisuallyHidden> {t('account_menu_open')}</VisuallyHidden>
        <ChevronDownIcon className={open ? styles.chevronOpen : undefined} />
      </button>
      <ul id={listId} className={styles.menu} hidden={!open}>
        {items.map((item) => (
          <li key={item.label}>
            <button
              type="button"
              className={styles.menuItem}
              onClick={() => {
                setOpen(false);
                item.run();
              }}
            >
              {item.label}
            </button>
          </li>
        ))}
        {links.map((link, index) => (
          <li key={link.to} className={index === 0 ? styles.menuGroup : undefined}>
            <Link to={link.to} className={styles.menuItem} onClick={() => setOpen(false)}>
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
