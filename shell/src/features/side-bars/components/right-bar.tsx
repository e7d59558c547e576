import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerServiceEntry } from '@site/shared';
import { ChatIcon, HeadsetIcon, TelegramIcon, WhatsAppIcon } from '../../../kit/icons';
import { openCustomerService } from '../../../kit/popup-window';
import { SHELL_NAMESPACE } from '../../../i18n/resources';
import styles from './side-bars.module.css';

/**
 * The contact positions the right bar shows, in this order. HELP is the site's own help centre
 * (the demo's only contact until a support service exists).
 */
export const CONTACT_POSITIONS = ['HELP', 'LIVECHAT', 'WHATSAPP', 'TELEGRAM', 'TELEGRAM2'] as const;
type ContactPosition = (typeof CONTACT_POSITIONS)[number];

const ICONS: Record<ContactPosition, ComponentType<SVGProps<SVGSVGElement>>> = {
  HELP: HeadsetIcon,
  LIVECHAT: ChatIcon,
  WHATSAPP: WhatsAppIcon,
  TELEGRAM: TelegramIcon,
  TELEGRAM2: TelegramIcon,
};

export interface RightBarProps {
  customerService: readonly CustomerServiceEntry[] | undefined;
}

/**
 * Floating contacts: one icon per configured contact position, each opening its address in the
 * 440x750 customer-service window. There is no rebate shortcut: the member centre has no rebate
 * page yet, and a button that only says "Not available yet" is a dead end (the promotions feature
 * brings it back with a page that pays).
 */
export function RightBar({ customerService }: RightBarProps) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const contacts = CONTACT_POSITIONS.flatMap((position) => {
    const entry = customerService?.find((item) => item.csPosition === position && item.path);
    return entry ? [{ position, path: entry.path }] : [];
  });
  if (contacts.length === 0) return null;
  return (
    <aside className={`${styles.bar} ${styles.right}`} data-testid="right-bar" aria-label={t('contacts')}>
      <ul className={styles.list}>
        {contacts.map(({ position, path }) => {
          const Icon = ICONS[position];
          return (
            <li key={position}>
              <button type="button" className={styles.button} data-position={position} aria-label={t(`contact.${position}`)} title={t(`contact.${position}`)} onClick={() => openCustomerService(path)}>
                <Icon width={22} height={22} />
                <span className={styles.caption}>{t(`contact.${position}`)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
