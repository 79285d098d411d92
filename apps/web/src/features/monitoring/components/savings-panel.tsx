// The savings split (decision 046): solar, battery, tariff, EV and energy as a doughnut with its
// table. The doughnut draws the parts it can (positive ones); the table lists all five.
import type { Savings } from '@portal/contract/monitoring-history';
import { formatLocaleFor } from '@portal/domain/format-locale';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { ChartCanvas } from '../charts/chart-canvas';
import { savingsChartConfig } from '../charts/insights-charts';
import { formatEuro } from '../lib/history-format';
import { doughnutParts, savingsParts } from '../lib/insights-data';
import styles from './history-view.module.css';

export function SavingsPanel({ savings, period }: { savings: Savings; period: string }) {
  const { t, i18n } = useTranslation('monitoring');
  const locale = formatLocaleFor(i18n.resolvedLanguage);
  const slices = useMemo(() => doughnutParts(savings), [savings]);
  const config = useMemo(
    () => savingsChartConfig(slices, (key) => t(`insights.savings.${key}`), locale),
    [slices, t, locale],
  );
  const euro = (value: number) => formatEuro(value, locale);
  const rows = savingsParts(savings);
  return (
    <section className={styles.card} aria-labelledby="insights-savings">
      <h2 id="insights-savings" className={styles.heading}>
        {t('insights.savingsHeading')}
      </h2>
      <p className={styles.lead}>{t('insights.savingsTotal', { total: euro(savings.total) })}</p>
      {slices.length === 0 ? (
        <p className={styles.note}>{t('insights.noSavings')}</p>
      ) : (
        <ChartCanvas
          size="small"
          config={config}
          summary={t('insights.savingsSummary', {
            period,
            total: euro(savings.total),
            parts: rows
              .map((part) => `${t(`insights.savings.${part.key}`)} ${euro(part.eur)}`)
              .join(', '),
          })}
        />
      )}
      <DataTable
        caption={t('insights.savingsHeading')}
        columns={[t('table.part'), t('table.amount')]}
        rows={[
          ...rows.map((part) => ({
            key: part.key,
            cells: [t(`insights.savings.${part.key}`), euro(part.eur)],
          })),
          { key: 'total', cells: [t('keys.savings'), euro(savings.total)] },
        ]}
      />
    </section>
  );
}
