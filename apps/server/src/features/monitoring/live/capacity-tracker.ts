// The capacity tariff, live (decision 052): per device, where the current
// quarter-hour's grid import is heading against the month's peak, and whether a quarter-hour that
// just closed set a new one. The month's peak is the meter's own figure when the source reports it
// (HomeWizard's monthly peak, a DSMR telegram's 1-0:1.6.0), else the history's (read once when the
// stream starts), raised by every complete quarter-hour the stream closes above it.
import type { LiveCapacity } from '@portal/contract/monitoring';
import { billedPeakW } from '@portal/domain/energy/capacity-tariff';
import type { MeterReportedPeak } from '@portal/domain/energy/meter-peak';
import { projectQuarterHour } from '@portal/domain/energy/peak-projection';
import { brusselsMonth, type MonthKey } from '@portal/domain/energy/quarter-hour';
import type { ClosedQuarter } from './live-quarters.ts';

export interface PeakSet {
  /** Start of the quarter-hour that set the peak (epoch ms). */
  quarterStart: number;
  /** Its average import, W. */
  peakW: number;
  /** The peak it passed (at least 2.5 kW), W. */
  previousW: number;
}

export interface CapacityTracker {
  /** The history's peak for a month, once read; a peak the stream already saw higher stays. */
  historyPeak(month: MonthKey, peakW: number): void;
  /** The quarter-hours the stream closed: the complete ones above the month's peak set one. */
  closed(quarters: readonly ClosedQuarter[]): PeakSet[];
  /** The live figure at `now`, or undefined while the month's peak is not known yet. */
  capacity(
    now: number,
    importedWhSoFar: number,
    currentGridW: number,
    meterPeak: MeterReportedPeak | null,
  ): LiveCapacity | undefined;
}

export function createCapacityTracker(): CapacityTracker {
  // The computed peak per month; a month absent is not known yet.
  const computed = new Map<MonthKey, number>();
  let meter: MeterReportedPeak | null = null;
  // The month the history was read for: a later month began during the stream, with no peak yet.
  let readMonth: MonthKey | undefined;

  const monthPeak = (month: MonthKey): number | undefined => {
    if (meter?.month === month) return meter.peakW;
    const peak = computed.get(month);
    if (peak !== undefined || readMonth === undefined) return peak;
    return month > readMonth ? 0 : undefined;
  };

  return {
    historyPeak(month, peakW) {
      readMonth = readMonth === undefined || month > readMonth ? month : readMonth;
      computed.set(month, Math.max(peakW, computed.get(month) ?? 0));
    },
    closed(quarters) {
      const set: PeakSet[] = [];
      for (const { bucket, complete } of quarters) {
        const month = brusselsMonth(bucket.start);
        const known = monthPeak(month);
        // Until the history answered, the month's first quarter-hours cannot be judged.
        if (known === undefined) continue;
        if (complete && bucket.averageImportW > billedPeakW(known)) {
          set.push({
            quarterStart: bucket.start,
            peakW: bucket.averageImportW,
            previousW: billedPeakW(known),
          });
        }
        if (complete) computed.set(month, Math.max(known, bucket.averageImportW));
      }
      return set;
    },
    capacity(now, importedWhSoFar, currentGridW, meterPeak) {
      if (meterPeak !== null) meter = meterPeak;
      const month = brusselsMonth(now);
      const known = monthPeak(month);
      if (known === undefined) return undefined;
      const projection = projectQuarterHour({
        now,
        importedWhSoFar,
        currentGridW,
        monthPeakW: known,
      });
      return {
        quarterStart: new Date(projection.quarterStart).toISOString(),
        projectedW: Math.round(projection.projectedW),
        monthPeakW: Math.round(known),
        thresholdW: Math.round(projection.thresholdW),
        headroomW: Math.round(projection.headroomW),
        newPeak: projection.setsNewPeak,
      };
    },
  };
}
