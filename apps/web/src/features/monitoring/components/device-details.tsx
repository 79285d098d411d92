// The device page's content (spec §2 "device details"): the device, its integration, when the last
// message came and the connection's state, as a description list.
import type { MonitoringDevice } from '@portal/contract/monitoring';
import { formatLocaleFor } from '@portal/domain/format-locale';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/button';
import type { LiveSnapshot } from '../lib/live-connection';
import { formatClock } from '../lib/live-format';
import styles from './live-feed.module.css';

export function DeviceDetails({
  device,
  snapshot,
  feedPath,
}: {
  device: MonitoringDevice;
  snapshot: LiveSnapshot;
  feedPath: string;
}) {
  const { t, i18n } = useTranslation('monitoring');
  const locale = formatLocaleFor(i18n.resolvedLanguage);
  const rows: [string, string][] = [
    [t('details.name'), device.name ?? device.deviceId],
    [t('details.deviceId'), device.deviceId],
    [t('details.integration'), device.monitoringIntegration],
    [
      t('details.lastMessage'),
      snapshot.receivedAt === undefined
        ? t('details.noMessage')
        : formatClock(snapshot.receivedAt, locale),
    ],
    [t('details.connection'), t(`phase.${snapshot.phase}`)],
  ];
  return (
    <section className={styles.card} aria-labelledby="device-heading">
      <h2 id="device-heading" className={styles.heading}>
        {t('details.heading')}
      </h2>
      <dl className={styles.prices}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd className={styles.detail}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.updated}>
        <ButtonLink variant="outlined" to={feedPath}>
          {t('details.toFeed')}
        </ButtonLink>
      </p>
    </section>
  );
}
