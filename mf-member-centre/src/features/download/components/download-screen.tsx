import { Link, queryClient, sitePermissionQuery, useQuery, useTranslation, type SiteResource } from '@site/shared';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';
import styles from './download-screen.module.css';

/** The app kinds this page can link, when an operator configures them in the site's resources. */
const APP_TYPES = ['APP_IOS', 'APP_ANDROID'] as const;
type AppType = (typeof APP_TYPES)[number];

const DEVICES = [
  { key: 'ios', steps: ['ios1', 'ios2', 'ios3'] },
  { key: 'android', steps: ['android1', 'android2', 'android3'] },
  { key: 'desktop', steps: ['desktop1'] },
] as const;

/** The permission answer the shell already asked for (the same shared query), for the site's resources. */
function useSiteResources(): SiteResource[] {
  const permission = useQuery(sitePermissionQuery(), queryClient);
  return permission.data?.info?.resources ?? [];
}

/** Configured apps with an address a browser can open (http or https only). */
function configuredApps(resources: SiteResource[]): { type: AppType; url: string }[] {
  return APP_TYPES.flatMap((type) => {
    const url = resources.find((resource) => resource.resourceType === type)?.url ?? '';
    return /^https?:\/\//i.test(url) ? [{ type, url }] : [];
  });
}

/**
 * /down (no chrome): no store app exists, so the page says so and explains how to add the site to
 * the home screen on each kind of device; an app's link appears only when the site's resources
 * name one (APP_IOS, APP_ANDROID). The link home is the way back, as the page has no header.
 */
export default function DownloadScreen() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const apps = configuredApps(useSiteResources());
  return (
    <main className={styles.page} data-testid="download-page">
      <h1 className={styles.heading}>{t('page.download')}</h1>
      <p className={styles.intro}>{t('download.intro')}</p>
      {apps.length > 0 && (
        <section className={styles.device} aria-labelledby="download-apps">
          <h2 id="download-apps" className={styles.deviceHeading}>
            {t('download.apps')}
          </h2>
          <ul className={styles.apps}>
            {apps.map(({ type, url }) => (
              <li key={type}>
                <a href={url} rel="noopener noreferrer">
                  {t(`download.${type}`)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {DEVICES.map(({ key, steps }) => (
        <section key={key} className={styles.device} aria-labelledby={`download-${key}`}>
          <h2 id={`download-${key}`} className={styles.deviceHeading}>
            {t(`download.${key}`)}
          </h2>
          <ol className={styles.steps}>
            {steps.map((step) => (
              <li key={step}>{t(`download.${step}`)}</li>
            ))}
          </ol>
        </section>
      ))}
      <p>
        <Link className={styles.back} to="/">
          {t('download.back')}
        </Link>
      </p>
    </main>
  );
}
