import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@site/shared';
import { GiftIcon } from '../../../kit/icons';
import { SHELL_NAMESPACE } from '../../../i18n/resources';
import styles from './side-bars.module.css';

/** The left bar's click answers that the events are being updated (in the page language), with a warning icon. */
export function LeftBar() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const [open, setOpen] = useState(false);
  return (
    <aside className={`${styles.bar} ${styles.left}`} data-testid="left-bar" aria-label={t('left_bar')}>
      <button type="button" className={`${styles.button} ${styles.accent}`} aria-label={t('left_bar_open')} onClick={() => setOpen(true)}>
        <GiftIcon width={22} height={22} />
        <span className={styles.caption}>{t('left_bar')}</span>
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} icon="warning" title={t('notice')} data-testid="left-bar-dialog">
        <p>{t('being_updated')}</p>
      </Dialog>
    </aside>
  );
}
