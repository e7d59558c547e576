import { useTranslation } from 'react-i18next';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';
import { HelpCentre } from './help-centre';
import styles from './help-screen.module.css';

/** /help (full chrome with the help banner group); /help#terms opens on the terms. */
export default function HelpScreen() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  return (
    <main className={styles.page} data-testid="help-page">
      <h1 className={styles.heading}>{t('page.help')}</h1>
      <HelpCentre />
    </main>
  );
}
