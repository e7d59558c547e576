import { addRemoteResources, bus, useSession, useTranslation } from '@site/shared';
import type { CsHours, VipHost } from '@site/shared/contract/site';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';
import { useMyVipHost } from '../api/my-vip-host';
import { texts } from '../texts';
import styles from './vip-screen.module.css';

// The page's texts arrive with its code, not in the descriptor every page of the site loads.
void addRemoteResources(MEMBER_NAMESPACE, { en: { vip: texts.en }, es: { vip: texts.es }, vi: { vip: texts.vi }, zh: { vip: texts.zh } });

/** A Monday (2024-01-01) plus n days, to name weekdays 1 (Monday) … 7 (Sunday) in a language. */
const weekdayName = (day: number, language: string) => new Date(Date.UTC(2024, 0, day)).toLocaleDateString(language, { weekday: 'short', timeZone: 'UTC' });

/** "Mon–Fri" for a run of days, else each day: "Mon, Wed, Sat". */
export function daysText(days: readonly number[], language: string): string {
  const sorted = [...days].sort((a, b) => a - b);
  const run = sorted.length > 2 && sorted.every((day, i) => i === 0 || day === sorted[i - 1]! + 1);
  return run ? `${weekdayName(sorted[0]!, language)}–${weekdayName(sorted.at(-1)!, language)}` : sorted.map((day) => weekdayName(day, language)).join(', ');
}

function hoursText(hours: CsHours | null, t: (key: string, options?: Record<string, string>) => string, language: string): string {
  return hours ? t('vip.hoursWindow', { days: daysText(hours.days, language), from: hours.from, to: hours.to }) : t('vip.always');
}

function HostCard({ host }: { host: VipHost }) {
  const { t, i18n } = useTranslation(MEMBER_NAMESPACE);
  const when = host.opensAt ? new Date(host.opensAt).toLocaleString(i18n.language, { weekday: 'short', hour: '2-digit', minute: '2-digit' }) : '';
  return (
    <>
      <dl className={styles.facts} data-testid="vip-host">
        <dt>{t('vip.name')}</dt>
        <dd className={styles.name}>{host.name}</dd>
        <dt>{t('vip.contact')}</dt>
        <dd className={styles.contact}>{host.contact}</dd>
        <dt>{t('vip.hours')}</dt>
        <dd>{hoursText(host.hours, t, i18n.language)}</dd>
      </dl>
      <p className={host.online ? styles.online : styles.away}>{host.online ? t('vip.online') : t('vip.opensAt', { time: when })}</p>
    </>
  );
}

function HostSection() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const session = useSession();
  const host = useMyVipHost();
  let body;
  if (!session) {
    body = (
      <>
        <p>{t('vip.signIn')}</p>
        <button type="button" className={styles.button} onClick={() => bus.emit('auth:open-login', {})}>
          {t('vip.signInButton')}
        </button>
      </>
    );
  } else if (host.isError) {
    body = (
      <p role="alert">
        {t('vip.failed')}{' '}
        <button type="button" className={styles.button} onClick={() => void host.refetch()}>
          {t('vip.retry')}
        </button>
      </p>
    );
  } else if (!host.data) {
    body = <p role="status">{t('vip.loading')}</p>;
  } else if (!host.data.vip) {
    body = <p>{t('vip.notVip')}</p>;
  } else if (!host.data.host) {
    body = <p>{t('vip.noHost')}</p>;
  } else {
    body = (
      <>
        <p>{t('vip.hostIntro')}</p>
        <HostCard host={host.data.host} />
      </>
    );
  }
  return (
    <section className={styles.card} aria-labelledby="vip-host-heading">
      <h2 id="vip-host-heading" className={styles.cardHeading}>
        {t('vip.hostHeading')}
      </h2>
      {body}
    </section>
  );
}

/** /vip: the member's own VIP host (assigned by the site to members of level 5 and above). */
export default function VipScreen() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  return (
    <main className={styles.page} data-testid="vip-page">
      <h1 className={styles.heading}>{t('page.vip')}</h1>
      <HostSection />
      <p className={styles.note}>{t('coming.vip')}</p>
    </main>
  );
}
