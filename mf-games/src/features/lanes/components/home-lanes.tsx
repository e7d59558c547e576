import { GAME_TYPE_PATHS, useVendorLanes, Link, useTranslation } from '@site/shared';
import { GAMES_NAMESPACE } from '../../../i18n/resources';
import { VendorGrid } from '../../../kit/vendor-card/vendor-grid';
import { useVendorAction } from '../../../kit/vendor-gate/use-vendor-action';
import { VendorsEmpty, VendorsError, VendorsLoading } from '../../../kit/vendor-lanes-state/vendor-lanes-state';
import styles from './home-lanes.module.css';

/**
 * The home page's game lanes (widget 'home-lanes'): one section per category, in the platform's
 * order after normalisation (e-sports and cockfight split out of sports), each with a link to its
 * lobby and its provider cards.
 */
export default function HomeLanes() {
  const { t } = useTranslation(GAMES_NAMESPACE);
  const lanes = useVendorLanes();
  const { select, dialogs } = useVendorAction();

  let body;
  if (lanes.isPending || (lanes.isError && lanes.isFetching)) body = <VendorsLoading />;
  else if (lanes.isError) body = <VendorsError onRetry={() => void lanes.refetch()} />;
  else if (lanes.data.length === 0) body = <VendorsEmpty />;
  else
    body = lanes.data.map((lane) => {
      const name = t(`common:game_type.${lane.title}`);
      return (
        <section key={lane.title} className={styles.lane} data-testid={`lane-${lane.title}`} aria-label={name}>
          <header className={styles.header}>
            <h2 className={styles.title}>
              {name}
            </h2>
            <Link className={styles.more} to={GAME_TYPE_PATHS[lane.title]} aria-label={t('more_of', { name })}>
              {t('more')}
            </Link>
          </header>
          <VendorGrid cards={lane.cards} onSelect={(card) => select(card, lane.title)} />
        </section>
      );
    });

  return (
    <div className={styles.lanes} data-testid="home-lanes" role="region" aria-label={t('home_lanes_label')}>
      {body}
      {dialogs}
    </div>
  );
}
