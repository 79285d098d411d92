// /monitoring/insights for a flexio device (spec §2): the savings split, the grid-balancing
// earnings and the CO2 avoided of a month or a year, the year first: earnings are paid three
// months late, so the current month alone rarely has any. A failed load shows the error with a retry.
import { type InsightsRange, insightsRangeSchema } from '@portal/contract/monitoring-history';
import { formatLocaleFor } from '@portal/domain/format-locale';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryGate } from '../../../components/query-state';
import { useInsights } from '../api/get-insights';
import { periodLabel, todayInBrussels } from '../lib/history-period';
import { Co2Avoided } from './co2-avoided';
import { EarningsPanel } from './earnings-panel';
import styles from './history-view.module.css';
import { type Period, PeriodControls } from './period-controls';
import { SavingsPanel } from './savings-panel';

export function InsightsView({ deviceId }: { deviceId: string }) {
  const { t, i18n } = useTranslation('monitoring');
  const [today] = useState(() => todayInBrussels());
  const [period, setPeriod] = useState<Period<InsightsRange>>({ range: 'year', date: today });
  const query = useInsights(deviceId, period.range, period.date);
  const label = periodLabel(period.date, period.range, formatLocaleFor(i18n.resolvedLanguage));

  const content = () => (
    <QueryGate
      query={query}
      notFound={{ title: t('errors.deviceNotAvailable'), text: t('errors.deviceNotAvailableText') }}
      errorTitle={t('insights.loadError')}
    >
      {(insights) => (
        <div
          className={query.isPlaceholderData ? styles.stale : undefined}
          aria-busy={query.isPlaceholderData}
        >
          <div className={styles.grid}>
            <SavingsPanel savings={insights.savings} period={label} />
            <div>
              <EarningsPanel earnings={insights.earnings} />
              <Co2Avoided co2={insights.co2} />
            </div>
          </div>
        </div>
      )}
    </QueryGate>
  );

  return (
    <div className={styles.page}>
      <PeriodControls
        ranges={insightsRangeSchema.options}
        period={period}
        today={today}
        onChange={setPeriod}
      />
      {content()}
    </div>
  );
}
