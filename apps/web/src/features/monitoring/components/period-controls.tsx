// The period picker of the history and insights pages: the range as a segmented control (native
// radio buttons in a fieldset, so arrow keys move between them and a screen reader hears a group)
// and previous/next buttons around the period in words. Next is off once the period ahead has not
// begun: it can hold no data yet.

import type { HistoryRange } from '@portal/contract/monitoring-history';
import { formatLocaleFor } from '@portal/domain/format-locale';
import { useTranslation } from 'react-i18next';
import { ArrowBackIcon, ArrowForwardIcon } from '../../../ui/icons';
import { hasNextPeriod, periodLabel, shiftPeriod } from '../lib/history-period';
import styles from './period-controls.module.css';

export interface Period<R extends HistoryRange> {
  range: R;
  date: string;
}

export function PeriodControls<R extends HistoryRange>({
  ranges,
  period,
  today,
  onChange,
}: {
  ranges: readonly R[];
  period: Period<R>;
  today: string;
  onChange: (period: Period<R>) => void;
}) {
  const { t, i18n } = useTranslation('monitoring');
  const { range, date } = period;
  // Widened for the text keys: i18next's key types do not follow a generic range.
  const shown: HistoryRange = range;
  const rangeName = (each: HistoryRange) => t(`period.${each}`);
  const step = (steps: number) => onChange({ range, date: shiftPeriod(date, range, steps) });
  return (
    <div className={styles.controls}>
      <fieldset className={styles.segments}>
        <legend className={styles.hidden}>{t('period.range')}</legend>
        {ranges.map((each) => (
          <label key={each} className={styles.segment}>
            <input
              type="radio"
              name="period-range"
              value={each}
              checked={each === range}
              onChange={() => onChange({ range: each, date })}
            />
            <span>{rangeName(each)}</span>
          </label>
        ))}
      </fieldset>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.step}
          aria-label={t(`period.previous.${shown}`)}
          onClick={() => step(-1)}
        >
          <ArrowBackIcon />
        </button>
        <p className={styles.label} aria-live="polite">
          {periodLabel(date, range, formatLocaleFor(i18n.resolvedLanguage))}
        </p>
        <button
          type="button"
          className={styles.step}
          aria-label={t(`period.next.${shown}`)}
          disabled={!hasNextPeriod(date, range, today)}
          onClick={() => step(1)}
        >
          <ArrowForwardIcon />
        </button>
      </div>
    </div>
  );
}
