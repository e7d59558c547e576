import { useTranslation } from 'react-i18next';
import { openCustomerService } from '../../../kit/popup-window';
import { HeadsetIcon } from '../../../kit/icons';
import { SHELL_NAMESPACE } from '../../../i18n/resources';
import styles from './status-page.module.css';

/** Opens the first configured customer-service contact; nothing to press when none is configured. */
export function CustomerServiceButton({ path }: { path: string | undefined }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  if (!path) return null;
  return (
    <button type="button" className={styles.button} onClick={() => openCustomerService(path)}>
      <HeadsetIcon />
      {t('customer_service')}
    </button>
  );
}
