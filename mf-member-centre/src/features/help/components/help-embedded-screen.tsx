import { useTranslation } from '@site/shared';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';
import { HelpCentre } from './help-centre';
import styles from './help-screen.module.css';

/** /helpmc: the same help centre without any chrome, for embedding in apps and frames. */
export default function HelpEmbeddedScreen() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  return (
    <main className={`${styles.page} ${styles.embedded}`} data-testid="helpmc-page">
      <h1 className={styles.heading}>{t('page.help')}</h1>
      <HelpCentre />
    </main>
  );
}
