// Grid-balancing earnings per month (bars and table) with the note that each month is paid three
// months later (spec §1, §9); the table says per month whether it is paid or when it will be.
import type { Insights } from '@portal/contract/monitoring-history';
import { formatLocaleFor } from '@portal/domain/format-locale';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { ChartCanvas } from '../charts/chart-canvas';
import { earningsChartConfig } from '../charts/insights-charts';
import { formatDay, formatEuro, formatMonth } from '../lib/history-format';
import { earningsRows } from '../lib/insights-data';
import styles from './history-view.module.css';

export function EarningsPanel({ earnings }: { earnings: Insights['earnings'] }) {
  const { t, i18n } = useTranslation('monitoring');
  const locale = formatLocaleFor(i18n.resolvedLanguage);
  const rows = useMemo(() => earningsRows(earnings.months), [earnings]);
  const config = useMemo(
    () =>
      earningsChartConfig(rows, {
        label: t('keys.earnings'),
        axis: '€',
        monthLabel: (month) => formatMonth(month, locale, 'short'),
        locale,
      }),
    [rows, t, locale],
  );
  const euro = (value: number) => formatEuro(value, locale);
  return (
    <section className={styles.card} aria-labelledby="insights-earnings">
      <h2 id="insights-earnings" className={styles.heading}>
        {t('insights.earningsHeading')}
      </h2>
      <p className={styles.lead}>
        {t('insights.earningsTotal', { total: euro(earnings.total), paid: euro(earnings.paid) })}
      </p>
      {rows.length === 0 ? (
        <p className={styles.note}>{t('insights.noEarnings')}</p>
      ) : (
        <>
          <ChartCanvas
            size="small"
            config={config}
            summary={t('insights.earningsSummary', { total: euro(earnings.total) })}
          />
          <DataTable
            caption={t('insights.earningsHeading')}
            columns={[t('table.month'), t('table.amount'), t('table.status')]}
            rows={rows.map((row) => ({
              key: row.month,
              cells: [
                formatMonth(row.month, locale),
                euro(row.eur),
                row.paid
                  ? t('insights.paid')
                  : t('insights.payableOn', { date: formatDay(row.payableOn, locale) }),
              ],
            }))}
          />
        </>
      )}
      <p className={styles.note}>{t('insights.earningsNote')}</p>
    </section>
  );
}
