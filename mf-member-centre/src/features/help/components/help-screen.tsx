import { useEffect } from 'react';
import { bus, useLocation, useTranslation } from '@site/shared';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';
import { HelpCentre, isHelpTabChoice } from './help-centre';
import styles from './help-screen.module.css';

/** The section a link to /help#… opens in the help modal as well (registration's terms link). */
const MODAL_SECTION = 'terms';

/** /help (full chrome with the help banner group); /help#terms also opens the help modal on the terms. */
export default function HelpScreen() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const location = useLocation();
  const fromTab = isHelpTabChoice(location.state);

  useEffect(() => {
    // Arriving on the terms opens the modal; choosing the terms tab on this page does not.
    if (location.hash === `#${MODAL_SECTION}` && !fromTab) bus.emit('help:open', { section: MODAL_SECTION });
  }, [location.key, location.hash, fromTab]);

  return (
    <main className={styles.page} data-testid="help-page">
      <h1 className={styles.heading}>{t('page.help')}</h1>
      <HelpCentre />
    </main>
  );
}
