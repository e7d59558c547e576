import { Link, addRemoteResources, isTrialAccount, useSearchParams, useSession, useTranslation } from '@site/shared';
import type { AppPlatform, AppRelease } from '@site/shared/contract/site/app-releases';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';
import { texts } from '../texts';
import { useAppQr } from '../api/app-qr';
import { useAppReleases } from '../api/app-releases';
import styles from './download-screen.module.css';

// The page's texts arrive with its code, not in the remote's descriptor that every page of the
// site loads: the first page load carries none of them.
void addRemoteResources(MEMBER_NAMESPACE, { en: { download: texts.en }, es: { download: texts.es }, vi: { download: texts.vi }, zh: { download: texts.zh } });

type Device = AppPlatform | 'DESKTOP';

const STEPS: Record<AppPlatform, readonly string[]> = {
  ANDROID: ['android1', 'android2', 'android3', 'android4'],
  IOS: ['ios1', 'ios2', 'ios3'],
};

/** Which kind of device the visitor holds, from its browser's user agent (iPadOS reports a Mac with touch). */
export function deviceOf(userAgent: string, touchPoints = 0): Device {
  if (/iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && touchPoints > 1)) return 'IOS';
  if (/Android/i.test(userAgent)) return 'ANDROID';
  return 'DESKTOP';
}

/** The visitor's device's card first; on a computer Android first (the package a phone can take from here). */
export function platformOrder(device: Device): AppPlatform[] {
  return device === 'IOS' ? ['IOS', 'ANDROID'] : ['ANDROID', 'IOS'];
}

/** A referral code as the platform makes them; anything else in the address is not passed on. */
const REFERRAL_CODE = /^[A-Z2-9]{8}$/;

/** An address a browser may follow: https, or a path on this site. */
function safeHref(url: string): string | null {
  return /^https:\/\//i.test(url) || /^\/(?!\/)/.test(url) ? url : null;
}

function formatSize(bytes: number, lang: string): string {
  return `${new Intl.NumberFormat(lang, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(bytes / (1024 * 1024))} MB`;
}

function ReleaseCard({ platform, release, first }: { platform: AppPlatform; release: AppRelease | undefined; first: boolean }) {
  const { t, i18n } = useTranslation(MEMBER_NAMESPACE);
  const href = release ? safeHref(release.downloadUrl) : null;
  const headingId = `download-${platform.toLowerCase()}`;
  return (
    <section className={first ? `${styles.device} ${styles.first}` : styles.device} aria-labelledby={headingId} data-testid={`release-${platform}`}>
      <h2 id={headingId} className={styles.deviceHeading}>
        {t(`download.${platform}`)}
        {first && <span className={styles.badge}>{t('download.yourDevice')}</span>}
      </h2>
      {release ? (
        <>
          <dl className={styles.facts}>
            <dt>{t('download.version')}</dt>
            <dd>{release.version}</dd>
            <dt>{t('download.size')}</dt>
            <dd>{formatSize(release.sizeBytes, i18n.language)}</dd>
            <dt>{t('download.released')}</dt>
            <dd>
              <time dateTime={release.releasedAt}>{new Date(release.releasedAt).toLocaleDateString(i18n.language)}</time>
            </dd>
            <dt>{t('download.checksum')}</dt>
            <dd>
              <code className={styles.checksum}>{release.sha256}</code>
            </dd>
          </dl>
          <p className={styles.notes}>
            <strong>{t('download.notes')}:</strong> {release.notes}
          </p>
          {href && (
            <p>
              <a className={styles.download} href={href} rel="noopener noreferrer">
                {t(`download.download${platform}`, { version: release.version })}
              </a>
            </p>
          )}
          {platform === 'IOS' && <p>{t('download.iosPackage')}</p>}
        </>
      ) : (
        <p>{t(`download.no${platform}`)}</p>
      )}
      <h3 className={styles.howTo}>{t('download.howTo')}</h3>
      <ol className={styles.steps}>
        {STEPS[platform].map((step) => (
          <li key={step}>{t(`download.${step}`)}</li>
        ))}
      </ol>
    </section>
  );
}

function QrSection({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const qr = useAppQr(signedIn);
  if (!qr.data) return null;
  const { url, svg } = qr.data;
  const withReferral = new URL(url).searchParams.has('referralCode');
  return (
    <section className={styles.device} aria-labelledby="download-qr" data-testid="download-qr">
      <h2 id="download-qr" className={styles.deviceHeading}>
        {t('download.qrHeading')}
      </h2>
      <p>{t(withReferral ? 'download.qrHintReferral' : 'download.qrHint')}</p>
      {/* An image, never inline markup: whatever the SVG holds cannot run or reach the page. */}
      <img className={styles.qr} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={t('download.qrAlt', { url })} width={200} height={200} />
      <p className={styles.url}>{url}</p>
    </section>
  );
}

/**
 * /down (no chrome): the active app release of each platform (version, size, date, notes, SHA-256)
 * with its installation guide, the card of the visitor's device first; a QR code of this page (a
 * member's carries the member's referral code, from the platform); how to install the site on a
 * computer. The link home is the way back, as the page has no header.
 */
export default function DownloadScreen() {
  const { t, i18n } = useTranslation(MEMBER_NAMESPACE);
  const session = useSession();
  const signedIn = Boolean(session?.token) && !isTrialAccount(session);
  const releases = useAppReleases(i18n.language);
  const device = deviceOf(typeof navigator === 'undefined' ? '' : navigator.userAgent, typeof navigator === 'undefined' ? 0 : navigator.maxTouchPoints);
  const order = platformOrder(device);
  const qr = <QrSection signedIn={signedIn} />;
  // A visitor who came by a member's code takes it on to registration, which keeps it.
  const [params] = useSearchParams();
  const invitedBy = params.get('referralCode');
  const invitation = !session && invitedBy && REFERRAL_CODE.test(invitedBy) ? invitedBy : null;
  return (
    <main className={styles.page} data-testid="download-page">
      <h1 className={styles.heading}>{t('page.download')}</h1>
      <p className={styles.intro}>{t('download.intro')}</p>
      {invitation && (
        <p className={styles.invited}>
          {t('download.invited')}{' '}
          <Link className={styles.back} to={`/register?referralCode=${invitation}`}>
            {t('download.register')}
          </Link>
        </p>
      )}
      {device === 'DESKTOP' && qr}
      {releases.isPending ? (
        <p role="status">{t('download.loading')}</p>
      ) : releases.isError ? (
        <p role="alert">
          {t('download.failed')}{' '}
          <button type="button" className={styles.retry} onClick={() => void releases.refetch()}>
            {t('download.retry')}
          </button>
        </p>
      ) : (
        order.map((platform, index) => (
          <ReleaseCard key={platform} platform={platform} first={index === 0 && device !== 'DESKTOP'} release={releases.data.find((release) => release.platform === platform)} />
        ))
      )}
      {device !== 'DESKTOP' && qr}
      <section className={styles.device} aria-labelledby="download-desktop">
        <h2 id="download-desktop" className={styles.deviceHeading}>
          {t('download.desktop')}
        </h2>
        <p>{t('download.desktop1')}</p>
      </section>
      <p>
        <Link className={styles.back} to="/">
          {t('download.back')}
        </Link>
      </p>
    </main>
  );
}
