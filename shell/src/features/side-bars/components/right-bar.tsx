import { useState, type ComponentType, type SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, usePublicState, useSession, type CustomerServiceEntry } from '@site/shared';
import { ChatIcon, CrownIcon, HeadsetIcon, RebateIcon, TelegramIcon, WhatsAppIcon } from '../../../kit/icons';
import { openCustomerServiceEntry, type ContactFailure } from '../../../kit/customer-service-window';
import { useCustomerService } from '../api/get-customer-service';
import { SHELL_NAMESPACE } from '../../../i18n/resources';
import styles from './side-bars.module.css';

/**
 * The contact positions the right bar shows, in this order. HELP is the site's own help centre;
 * VIP is the VIP channel, which the platform offers a VIP member instead of live chat.
 */
export const CONTACT_POSITIONS = ['HELP', 'VIP', 'LIVECHAT', 'WHATSAPP', 'TELEGRAM', 'TELEGRAM2'] as const;
type ContactPosition = (typeof CONTACT_POSITIONS)[number];

const ICONS: Record<ContactPosition, ComponentType<SVGProps<SVGSVGElement>>> = {
  HELP: HeadsetIcon,
  VIP: CrownIcon,
  LIVECHAT: ChatIcon,
  WHATSAPP: WhatsAppIcon,
  TELEGRAM: TelegramIcon,
  TELEGRAM2: TelegramIcon,
};

/** When an offline contact opens, in the reader's own clock and language (weekday and time). */
function openingTime(opensAt: string, language: string): string {
  return new Date(opensAt).toLocaleString(language, { weekday: 'short', hour: '2-digit', minute: '2-digit' });
}

export interface RightBarProps {
  customerService: readonly CustomerServiceEntry[] | undefined;
}

/**
 * Floating contacts: one icon per configured contact position, each opening its address in the
 * 440x750 customer-service window; and, when MANPLAYREB3 is on, the rebate shortcut to the member
 * centre's manual rebate page. Rebate belongs to a member, so a visitor is not offered it.
 */
export function RightBar({ customerService }: RightBarProps) {
  const { t, i18n } = useTranslation(SHELL_NAMESPACE);
  const { whiteLabel } = usePublicState();
  const session = useSession();
  const entries = useCustomerService(customerService);
  const contacts = CONTACT_POSITIONS.flatMap((position) => {
    const entry = entries?.find((item) => item.csPosition === position && item.path);
    return entry ? [{ position, entry }] : [];
  });
  const [failure, setFailure] = useState<ContactFailure | null>(null);
  const rebate = whiteLabel.MANPLAYREB3 === true && session !== null;
  if (contacts.length === 0 && !rebate) return null;
  return (
    <aside className={`${styles.bar} ${styles.right}`} data-testid="right-bar" aria-label={t('contacts')}>
      <ul className={styles.list}>
        {contacts.map(({ position, entry }) => {
          const Icon = ICONS[position];
          const offline = !entry.online && entry.opensAt ? t('contact_offline', { time: openingTime(entry.opensAt, i18n.language) }) : null;
          const name = offline ? `${t(`contact.${position}`)}. ${offline}` : t(`contact.${position}`);
          return (
            <li key={position}>
              <button
                type="button"
                className={`${styles.button} ${offline ? styles.offline : ''}`}
                data-position={position}
                aria-label={name}
                title={name}
                onClick={() => {
                  setFailure(null);
                  // The window opens inside this click, before anything is awaited (pop-up blockers).
                  openCustomerServiceEntry(entry, setFailure);
                }}
              >
                <Icon width={22} height={22} />
                <span className={styles.caption}>{t(`contact.${position}`)}</span>
              </button>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            className={styles.button}
            aria-label={t('chat_room')}
            title={t('chat_room')}
            aria-haspopup="dialog"
            // The shell's one chat modal (ChatHost) opens on the bus, as a lottery page opens its room.
            onClick={() => bus.emit('chat:open', undefined)}
          >
            <ChatIcon width={22} height={22} />
            <span className={styles.caption}>{t('chat_room')}</span>
          </button>
        </li>
        {rebate && (
          <li>
            <button
              type="button"
              className={`${styles.button} ${styles.accent}`}
              aria-label={t('rebate')}
              title={t('rebate')}
              onClick={() => bus.emit('member-centre:open', { page: 'manualRebate' })}
            >
              <RebateIcon width={22} height={22} />
              <span className={styles.caption}>{t('rebate')}</span>
            </button>
          </li>
        )}
      </ul>
      {failure && (
        <p className={styles.failure} role="alert">
          {t(failure === 'blocked' ? 'contact_blocked' : 'contact_failed')}
        </p>
      )}
    </aside>
  );
}
