// One reading in pictures and words: the flow diagram, the flows as a list (the diagram's text
// equivalent), and the current consumption and injection prices.
import type { LiveMessage } from '@portal/contract/monitoring';
import { formatLocaleFor } from '@portal/domain/format-locale';
import { useTranslation } from 'react-i18next';
import { type Flow, flowsOf } from '../lib/live-flows';
import { formatClock, formatPercent, formatPower, formatPrice } from '../lib/live-format';
import { CapacityNotice } from './capacity-notice';
import { FlowDiagram } from './flow-diagram';
import styles from './live-feed.module.css';

const SENTENCE: Record<Flow['node'], Record<Flow['direction'], string>> = {
  solar: { toHome: 'flows.solar', fromHome: 'flows.solar', idle: 'flows.solarIdle' },
  grid: { toHome: 'flows.gridImport', fromHome: 'flows.gridExport', idle: 'flows.gridIdle' },
  battery: {
    toHome: 'flows.batteryDischarge',
    fromHome: 'flows.batteryCharge',
    idle: 'flows.batteryIdle',
  },
  ev: { toHome: 'flows.ev', fromHome: 'flows.ev', idle: 'flows.evIdle' },
};

export function LiveReadings({
  message,
  receivedAt,
}: {
  message: LiveMessage;
  receivedAt: number | undefined;
}) {
  const { t, i18n } = useTranslation('monitoring');
  const locale = formatLocaleFor(i18n.resolvedLanguage);
  const power = (watts: number) => formatPower(watts, locale);
  const flows = flowsOf(message);
  const charge =
    message.batteryChargeState === null
      ? ''
      : ` (${t('flows.chargeState', { percent: formatPercent(message.batteryChargeState, locale) })})`;
  const price = (value: number | null) =>
    value === null
      ? t('prices.unknown')
      : t('prices.perKwh', { price: formatPrice(value, locale) });

  return (
    <div className={styles.readings}>
      <CapacityNotice capacity={message.capacity} locale={locale} />
      <section className={styles.card} aria-labelledby="live-flows-heading">
        <h2 id="live-flows-heading" className={styles.heading}>
          {t('flows.heading')}
        </h2>
        <FlowDiagram
          flows={flows}
          labels={{
            solar: power(message.solar),
            grid: power(message.grid),
            battery:
              message.batteryChargeState === null
                ? power(message.battery)
                : formatPercent(message.batteryChargeState, locale),
            ev: power(message.ev),
            home: power(message.home),
          }}
        />
        <ul className={styles.flowList}>
          {flows.map((flow) => (
            <li key={flow.node} data-flow={flow.node} data-direction={flow.direction}>
              {t(SENTENCE[flow.node][flow.direction], { power: power(flow.watts) })}
              {flow.node === 'battery' && charge}
            </li>
          ))}
          <li data-flow="home">{t('flows.home', { power: power(message.home) })}</li>
        </ul>
      </section>
      <section className={styles.card} aria-labelledby="live-prices-heading">
        <h2 id="live-prices-heading" className={styles.heading}>
          {t('prices.heading')}
        </h2>
        <dl className={styles.prices}>
          <div>
            <dt>{t('prices.consumption')}</dt>
            <dd>{price(message.priceConsumption)}</dd>
          </div>
          <div>
            <dt>{t('prices.injection')}</dt>
            <dd>{price(message.priceInjection)}</dd>
          </div>
        </dl>
        {receivedAt !== undefined && (
          <p className={styles.updated}>
            {t('updatedAt', { time: formatClock(receivedAt, locale) })}
          </p>
        )}
      </section>
    </div>
  );
}
