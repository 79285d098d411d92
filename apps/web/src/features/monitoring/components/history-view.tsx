// /monitoring/history for one device: the period picker, then the charts of the period with the
// CSV export, and the capacity peaks of the year ending with it. While another period loads the
// last one stays, dimmed and marked busy; a failed load shows the error with a retry, never "no
// data"; a device that is not the customer's says it is not available; a period without buckets
// says "no data to display" (spec §8).
import type { HistoryRange } from '@portal/contract/monitoring-history';
import { historyRanges } from '@portal/contract/monitoring-history';
import { formatLocaleFor } from '@portal/domain/format-locale';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { QueryGate } from '../../../components/query-state';
import { MonitorHeartIcon } from '../../../ui/icons';
import { useHistory } from '../api/get-history';
import { periodLabel, periodStart, todayInBrussels } from '../lib/history-period';
import { CapacityPeaks } from './capacity-peaks';
import { CsvExport } from './csv-export';
import { HistoryCharts } from './history-charts';
import styles from './history-view.module.css';
import { type Period, PeriodControls } from './period-controls';

export function HistoryView({ deviceId }: { deviceId: string }) {
  const { t, i18n } = useTranslation('monitoring');
  const [today] = useState(() => todayInBrussels());
  const [period, setPeriod] = useState<Period<HistoryRange>>({ range: 'day', date: today });
  const isCurrent = periodStart(today, period.range) === periodStart(period.date, period.range);
  const query = useHistory(deviceId, period.range, period.date, isCurrent);
  const label = periodLabel(period.date, period.range, formatLocaleFor(i18n.resolvedLanguage));

  const content = () => (
    <QueryGate
      query={query}
      notFound={{ title: t('errors.deviceNotAvailable'), text: t('errors.deviceNotAvailableText') }}
      errorTitle={t('history.loadError')}
    >
      {(history) => (
        <div
          className={query.isPlaceholderData ? `${styles.stack} ${styles.stale}` : styles.stack}
          aria-busy={query.isPlaceholderData}
        >
          {history.buckets.length === 0 ? (
            <EmptyState
              icon={MonitorHeartIcon}
              title={t('errors.noData')}
              text={t('history.noDataText')}
            />
          ) : (
            <>
              <CsvExport deviceId={deviceId} range={period.range} date={period.date} />
              <HistoryCharts history={history} period={label} />
            </>
          )}
          <CapacityPeaks tariff={history.capacityTariff} />
        </div>
      )}
    </QueryGate>
  );

  return (
    <div className={styles.page}>
      <PeriodControls ranges={historyRanges} period={period} today={today} onChange={setPeriod} />
      {content()}
    </div>
  );
}
