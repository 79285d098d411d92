// The day's timeline as a chart (an SVG drawn here: a few hundred shapes, no chart library to load):
// the forecast solar power as an area, the planned loads as bars, the household's peak line dashed,
// all in kW on the left; the consumption price as a line on its own scale on the right. The SVG is
// an image with a summary as its name; the numbers are in the table beside it.
import type { EnergyPlanObjective } from '@portal/contract/energy-plan';
import { formatLocaleFor } from '@portal/domain/format-locale';
import { useTranslation } from 'react-i18next';
import { clockTime } from '../lib/plan-format';
import styles from './plan-timeline.module.css';

const WIDTH = 720;
const HEIGHT = 300;
const PAD = { left: 44, right: 52, top: 12, bottom: 28 };
const COLOURS = { solar: '#b36b00', loads: '#1b5e20', price: '#0d47a1', peak: '#b71c1c' };

export function PlanTimelineChart({ objective }: { objective: EnergyPlanObjective }) {
  const { t, i18n } = useTranslation('energyPlan');
  const locale = formatLocaleFor(i18n.resolvedLanguage);
  const quarters = objective.quarterHours;
  const count = Math.max(1, quarters.length);
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const maxW = Math.max(
    objective.peak.limitW,
    ...quarters.map((quarter) => Math.max(quarter.solarW, quarter.flexibleW)),
  );
  const topKw = Math.max(1, Math.ceil(maxW / 1000));
  const prices = quarters.map((quarter) => quarter.consumptionPrice);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const x = (slot: number) => PAD.left + (slot / count) * plotWidth;
  const yKw = (watts: number) => PAD.top + plotHeight * (1 - watts / 1000 / topKw);
  const yPrice = (price: number) =>
    PAD.top + plotHeight * (1 - (high > low ? (price - low) / (high - low) : 0.5));
  const barWidth = plotWidth / count;

  const solarPath = [
    `M${x(0)},${yKw(0)}`,
    ...quarters.map((quarter, slot) => `L${x(slot + 0.5)},${yKw(quarter.solarW)}`),
    `L${x(count)},${yKw(0)}Z`,
  ].join(' ');
  const pricePath = quarters
    .map(
      (quarter, slot) =>
        `${slot === 0 ? 'M' : 'L'}${x(slot + 0.5)},${yPrice(quarter.consumptionPrice)}`,
    )
    .join(' ');
  const hourTicks = quarters.flatMap((quarter, slot) =>
    slot % 16 === 0 ? [{ slot, label: clockTime(quarter.start, locale) }] : [],
  );
  const lowAt = quarters[prices.indexOf(low)]?.start;
  const highAt = quarters[prices.indexOf(high)]?.start;
  const first = quarters[0]?.start;
  const last = quarters.at(-1)?.start;
  const priceText = (price: number) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 3,
    }).format(price);
  const summary =
    first && last && lowAt && highAt
      ? t('chart.summary', {
          from: clockTime(first, locale),
          to: clockTime(last, locale),
          low: priceText(low),
          lowAt: clockTime(lowAt, locale),
          high: priceText(high),
          highAt: clockTime(highAt, locale),
        })
      : t('chart.heading');
  const kwTicks = Array.from({ length: topKw + 1 }, (_, index) => index).filter(
    (value) => topKw <= 6 || value % 2 === 0,
  );

  return (
    <figure className={styles.figure}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: on a phone the chart scrolls sideways, by keyboard too */}
      <div className={styles.scroll} tabIndex={0}>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-label={summary}
          className={styles.svg}
        >
          {kwTicks.map((value) => (
            <g key={value}>
              <line
                x1={PAD.left}
                x2={WIDTH - PAD.right}
                y1={yKw(value * 1000)}
                y2={yKw(value * 1000)}
                className={styles.grid}
              />
              <text
                x={PAD.left - 6}
                y={yKw(value * 1000) + 4}
                textAnchor="end"
                className={styles.axis}
              >
                {value}
              </text>
            </g>
          ))}
          <text x={WIDTH - PAD.right + 6} y={yPrice(high) + 4} className={styles.axis}>
            {high.toFixed(2)}
          </text>
          <text x={WIDTH - PAD.right + 6} y={yPrice(low) + 4} className={styles.axis}>
            {low.toFixed(2)}
          </text>
          <path
            d={solarPath}
            fill={COLOURS.solar}
            fillOpacity={0.25}
            stroke={COLOURS.solar}
            strokeWidth={1.5}
          />
          {quarters.map((quarter, slot) =>
            quarter.flexibleW > 0 ? (
              <rect
                key={quarter.start}
                x={x(slot) + 0.5}
                y={yKw(quarter.flexibleW)}
                width={Math.max(1, barWidth - 1)}
                height={yKw(0) - yKw(quarter.flexibleW)}
                fill={COLOURS.loads}
              />
            ) : null,
          )}
          <line
            x1={PAD.left}
            x2={WIDTH - PAD.right}
            y1={yKw(objective.peak.limitW)}
            y2={yKw(objective.peak.limitW)}
            stroke={COLOURS.peak}
            strokeWidth={2}
            strokeDasharray="8 5"
          />
          <path d={pricePath} fill="none" stroke={COLOURS.price} strokeWidth={2} />
          {hourTicks.map((tick) => (
            <text
              key={tick.slot}
              x={x(tick.slot)}
              y={HEIGHT - 8}
              textAnchor="middle"
              className={styles.axis}
            >
              {tick.label}
            </text>
          ))}
        </svg>
      </div>
      <figcaption>
        <ul className={styles.legend}>
          {(['loads', 'solar', 'price', 'peak'] as const).map((key) => (
            <li key={key}>
              <span className={styles.swatch} style={{ background: COLOURS[key] }} aria-hidden />
              {t(`chart.${key}`)}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
