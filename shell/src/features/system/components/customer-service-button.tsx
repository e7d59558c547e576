import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerServiceEntry } from '@site/shared';
import { openCustomerServiceEntry, type ContactFailure } from '../../../kit/customer-service-window';
import { HeadsetIcon } from '../../../kit/icons';
import { SHELL_NAMESPACE } from '../../../i18n/resources';
import styles from './status-page.module.css';

/** What the button needs of a customer-service entry. */
export type ContactEntry = Pick<CustomerServiceEntry, 'csType' | 'path'>;

/**
 * Opens the first configured customer-service contact in the contact window (opened inside the
 * click; a type-3 path decrypted after); says so when it could not. Nothing to press when none is
 * configured.
 */
export function CustomerServiceButton({ entry }: { entry: ContactEntry | undefined }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const [failure, setFailure] = useState<ContactFailure | null>(null);
  if (!entry) return null;
  return (
    <>
      <button
        type="button"
        className={styles.button}
        onClick={() => {
          setFailure(null);
          openCustomerServiceEntry(entry, setFailure);
        }}
      >
        <HeadsetIcon />
        {t('customer_service')}
      </button>
      {failure && <p role="alert">{t(failure === 'blocked' ? 'contact_blocked' : 'contact_failed')}</p>}
    </>
  );
}
