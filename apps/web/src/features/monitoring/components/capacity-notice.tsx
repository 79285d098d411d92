// The capacity tariff, live (decision 052): when the current quarter-hour is heading
// for a new monthly peak, a warning with how much power to shed until it ends; otherwise a quiet
// line with the room left. Near a quarter-hour's end the room grows past anything a home can draw
// (a kilowatt moves the average little then): past a household connection's power the line says
// that no new peak can be set instead of naming a figure. A message without `capacity` (an older
// server, the first second of a stream) shows nothing.
import type { LiveCapacity } from '@portal/contract/monitoring';
import type { FormatLocale } from '@portal/domain/format-locale';
import { useTranslation } from 'react-i18next';
import { formatPower } from '../lib/live-format';
import styles from './live-feed.module.css';

const QUARTER_HOUR_MS = 15 * 60_000;

/** The most a Belgian home's connection delivers (3 × 40 A at 400 V), in W. */
export const HOUSEHOLD_CONNECTION_W = 27_700;

function quarterEnd(capacity: LiveCapacity, locale: FormatLocale): string {
  return new Intl.DateTimeFormat(locale, {
    timeStyle: 'short',
    timeZone: 'Europe/Brussels',
  }).format(Date.parse(capacity.quarterStart) + QUARTER_HOUR_MS);
}

export function CapacityNotice({
  capacity,
  locale,
}: {
  capacity: LiveCapacity | undefined;
  locale: FormatLocale;
}) {
  const { t } = useTranslation('monitoring');
  if (!capacity) return null;
  const power = (watts: number) => formatPower(watts, locale);
  if (!capacity.newPeak && capacity.headroomW >= HOUSEHOLD_CONNECTION_W) {
    return (
      <p className={styles.capacityRoom} data-testid="capacity-room">
        {t('capacity.safe', {
          peak: power(capacity.thresholdW),
          end: quarterEnd(capacity, locale),
        })}
      </p>
    );
  }
  if (!capacity.newPeak) {
    return (
      <p className={styles.capacityRoom} data-testid="capacity-room">
        {t('capacity.room', {
          room: power(capacity.headroomW),
          peak: power(capacity.thresholdW),
          end: quarterEnd(capacity, locale),
        })}
      </p>
    );
  }
  return (
    <section
      className={styles.capacityWarning}
      aria-labelledby="capacity-warning-heading"
      data-testid="capacity-warning"
    >
      <h2 id="capacity-warning-heading" className={styles.heading}>
        {t('capacity.warningTitle')}
      </h2>
      <p>
        {t('capacity.warningText', {
          projected: power(capacity.projectedW),
          peak: power(capacity.thresholdW),
          shed: power(-capacity.headroomW),
          end: quarterEnd(capacity, locale),
        })}
      </p>
    </section>
  );
}
