import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HeadsetIcon } from '../../../kit/icons';
import { openCustomerService } from '../../../kit/popup-window';
import { SHELL_NAMESPACE } from '../../../i18n/resources';
import { HELP_CENTRE_PATH } from '../state/help-centre';
import { CustomerServiceButton, type ContactEntry } from './customer-service-button';
import styles from './status-page.module.css';

/**
 * What a closed-site screen offers: the help centre always (a real link, opened in the contact
 * window like the other contacts, or in this tab when pop-ups are blocked), and the configured
 * customer-service contact beside it when that is somewhere else.
 */
export function StatusContacts({ customerService }: { customerService: ContactEntry | undefined }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const openHelp = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click (new tab, new window) is the browser's to handle.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    if (openCustomerService(HELP_CENTRE_PATH)) event.preventDefault();
  };
  const otherContact = customerService && (customerService.csType === '3' || customerService.path !== HELP_CENTRE_PATH) ? customerService : undefined;
  return (
    <div className={styles.actions}>
      <a className={styles.button} href={HELP_CENTRE_PATH} onClick={openHelp}>
        <HeadsetIcon />
        {t('contact.HELP')}
      </a>
      <CustomerServiceButton entry={otherContact} />
    </div>
  );
}
