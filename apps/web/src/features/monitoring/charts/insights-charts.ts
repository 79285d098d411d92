// The Chart.js configurations of the insights page: the savings split as a doughnut and the
// grid-balancing earnings per month as bars.
import type { ChartConfiguration } from 'chart.js';
import { displayColours } from '../lib/display-colours';
import type { EarningsRow, SavingsPart } from '../lib/insights-data';

const options = (locale: string) => ({
  locale,
  responsive: true,
  maintainAspectRatio: false,
  animation: false as const,
  plugins: {
    legend: { position: 'bottom' as const, labels: { boxWidth: 14, boxHeight: 14, padding: 16 } },
  },
});

export function savingsChartConfig(
  parts: SavingsPart[],
  label: (key: string) => string,
  locale: string,
): ChartConfiguration<'doughnut'> {
  return {
    type: 'doughnut',
    data: {
      labels: parts.map((part) => label(part.key)),
      datasets: [
        {
          data: parts.map((part) => part.eur),
          backgroundColor: parts.map((part) => displayColours[part.key]),
          borderColor: '#ffffff',
          borderWidth: 2,
        },
      ],
    },
    options: options(locale),
  };
}

export function earningsChartConfig(
  rows: EarningsRow[],
  words: { label: string; axis: string; monthLabel: (month: string) => string; locale: string },
): ChartConfiguration<'bar'> {
  return {
    type: 'bar',
    data: {
      labels: rows.map((row) => words.monthLabel(row.month)),
      datasets: [
        {
          label: words.label,
          data: rows.map((row) => row.eur),
          backgroundColor: displayColours.earnings,
        },
      ],
    },
    options: {
      ...options(words.locale),
      scales: {
        x: { ticks: { maxRotation: 0, autoSkip: true }, grid: { display: false } },
        y: { beginAtZero: true, title: { display: true, text: words.axis } },
      },
    },
  };
}
