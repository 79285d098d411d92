// GET monitoring/history/{deviceId} (decision 049): the range's buckets and the capacity tariff
// of the 12 months ending with the range's last month, or with this month when the range runs on
// into months still to come (a month not begun has no peak to bill). Reads only; both reads see one snapshot
// because they run in one transaction.
import { ErrorCode } from '@portal/contract/error-code';
import type { History, HistoryQuery } from '@portal/contract/monitoring-history';
import { capacityCharge, monthlyPeaks } from '@portal/domain/energy/capacity-tariff';
import type { EnergyRow } from '@portal/domain/energy/energy-row';
import { brusselsMonth } from '@portal/domain/energy/quarter-hour';
import { AppError } from '../../platform/errors/app-error.ts';
import type { RequestScope } from '../../platform/scope/request-scope.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { deviceRef, ownedDevice, readCoarseRows, readFineRows } from './device-rows.ts';
import { brusselsMidnight } from './history/brussels-days.ts';
import { answerableResolution, historyBuckets } from './history/history-buckets.ts';
import { historyCsv, historyCsvName } from './history/history-csv.ts';
import { historyWindow } from './history/history-range.ts';
import { tenantTariff } from './tenant-tariff.ts';

export interface HistoryService {
  history(scope: RequestScope, deviceId: string, query: HistoryQuery): Promise<History>;
  /** The answer as a CSV download. */
  csv(history: History): { fileName: string; bytes: Buffer };
}

/** The capacity tariff over the 12 months ending with `lastMonth`, from rows covering them. */
export function capacityTariffOf(
  rows: readonly EnergyRow[],
  lastMonth: string,
  rateEurPerKwYear: number,
): History['capacityTariff'] {
  const peaks = monthlyPeaks(
    rows.flatMap((row) =>
      row.peakImportW === null
        ? []
        : [{ start: row.peakAt ?? row.start, averageW: row.peakImportW }],
    ),
  );
  const charge = capacityCharge(peaks, lastMonth, rateEurPerKwYear);
  const byMonth = new Map(peaks.map((peak) => [peak.month, peak]));
  return {
    rateEurPerKwYear,
    peaks: charge.months.map((month) => {
      const peak = byMonth.get(month);
      return {
        month,
        peakW: peak ? Math.round(peak.peakW) : null,
        at: peak?.at == null ? null : new Date(peak.at).toISOString(),
        billedW: Math.round(peak?.billedW ?? 2500),
      };
    }),
    averagePeakW: Math.round(charge.averagePeakW),
    yearlyEur: Math.round(charge.yearlyEur * 100) / 100,
    monthlyEur: Math.round(charge.monthlyEur * 100) / 100,
  };
}

/** Midnight of the first day of the month 11 months before `lastDay`'s: the peaks' window. */
function peaksFrom(lastDay: number): number {
  const date = new Date(lastDay * 86_400_000);
  return brusselsMidnight(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 11, 1) / 86_400_000);
}

export function createHistoryService(deps: Pick<ServiceDeps, 'db' | 'clock'>): HistoryService {
  return {
    csv: (history) => ({
      fileName: historyCsvName(history),
      bytes: Buffer.from(historyCsv(history)),
    }),
    async history(scope, deviceId, query) {
      if (query.resolution !== undefined && query.range !== 'year') {
        throw new AppError(ErrorCode.Validation, 'A resolution is only chosen for a year.', {
          field: 'query.resolution',
        });
      }
      const window = historyWindow(query.range, query.date);
      if (query.resolution !== undefined) window.resolution = query.resolution;
      // A range that runs on past now has its peaks' window end now: a month not begun has no peak.
      const now = deps.clock().getTime();
      const endsLater = window.to > now;
      const peaksTo = endsLater ? now : window.to;
      const peakWindowFrom = peaksFrom(endsLater ? Math.floor(now / 86_400_000) : window.lastDay);
      return deps.db.transaction().execute(async (trx) => {
        const device = await ownedDevice(trx, scope, deviceId);
        const ref = deviceRef(device);
        const coarse = window.resolution === 'day' || window.resolution === 'month';
        const read = coarse ? readCoarseRows : readFineRows;
        const rows = await read(trx, ref, window.from, window.to);
        // A past year already holds the peaks' months; other ranges read them as well.
        const peakRows =
          query.range === 'year' && !endsLater
            ? rows
            : await readCoarseRows(trx, ref, peakWindowFrom, peaksTo);
        const resolution = answerableResolution(window.resolution, rows);
        const tariff = tenantTariff(scope.tenant);
        return {
          deviceId: device.deviceId,
          range: query.range,
          firstDate: window.firstDate,
          lastDate: window.lastDate,
          from: new Date(window.from).toISOString(),
          to: new Date(window.to).toISOString(),
          resolution,
          units: { energy: 'kWh', power: 'W', price: '€/kWh', batteryChargeState: '%' },
          buckets: historyBuckets(rows, resolution),
          capacityTariff: capacityTariffOf(
            peakRows,
            brusselsMonth(peaksTo - 1),
            tariff.capacityRateEurPerKwYear,
          ),
        };
      });
    },
  };
}
