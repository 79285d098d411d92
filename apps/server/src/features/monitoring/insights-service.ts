// GET monitoring/insights/{deviceId} (decision 049), for flexio devices only (spec §6): the savings
// split of decision 046 over the range, the capacity-tariff saving per month, grid-balancing
// earnings with their payment date, and CO2 avoided with the portal's kWhToKgCo2eByCountry.
import { ErrorCode } from '@portal/contract/error-code';
import type { Insights, InsightsQuery } from '@portal/contract/monitoring-history';
import type { EnergyBucket, QuarterHourPrice } from '@portal/domain/energy/energy-bucket';
import type { EnergyRow } from '@portal/domain/energy/energy-row';
import { energySavings, tariffSaving } from '@portal/domain/energy/energy-savings';
import { co2AvoidedKg } from '@portal/domain/energy/grid-balancing';
import { brusselsMonth } from '@portal/domain/energy/quarter-hour';
import { AppError } from '../../platform/errors/app-error.ts';
import type { RequestScope } from '../../platform/scope/request-scope.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { listEarnings } from './balancing-earnings-repository.ts';
import { deviceRef, ownedDevice, readCoarseRows } from './device-rows.ts';
import { historyWindow } from './history/history-range.ts';
import { tenantTariff } from './tenant-tariff.ts';

export interface InsightsService {
  insights(scope: RequestScope, deviceId: string, query: InsightsQuery): Promise<Insights>;
}

export const INSIGHTS_INTEGRATION = 'flexio';
const DEFAULT_COUNTRY = 'BE';

const euro = (value: number) => Math.round(value * 100) / 100;

/** Rows with both prices, as the domain's savings take them (Wh and €/kWh). */
function pricedBuckets(rows: readonly EnergyRow[]) {
  const buckets: EnergyBucket[] = [];
  const prices: QuarterHourPrice[] = [];
  for (const row of rows) {
    if (row.priceConsumption === null || row.priceInjection === null) continue;
    buckets.push({
      start: row.start,
      importWh: row.gridConsumeKwh * 1000,
      exportWh: row.gridInjectKwh * 1000,
      solarWh: row.solarKwh * 1000,
      homeWh: row.homeKwh * 1000,
      evWh: row.evKwh * 1000,
      batteryChargeWh: row.batteryChargeKwh * 1000,
      batteryDischargeWh: row.batteryDischargeKwh * 1000,
    });
    prices.push({ consumption: row.priceConsumption, injection: row.priceInjection });
  }
  return { buckets, prices };
}

/** Σ over the months of the range: the peak without (home + EV) against the peak with. */
function tariffSavingOf(rows: readonly EnergyRow[], rate: number): number {
  const byMonth = new Map<string, { without: number; with: number }>();
  for (const row of rows) {
    const month = brusselsMonth(row.start);
    const peaks = byMonth.get(month) ?? { without: 0, with: 0 };
    peaks.without = Math.max(peaks.without, row.peakLoadW ?? 0);
    peaks.with = Math.max(peaks.with, row.peakImportW ?? 0);
    byMonth.set(month, peaks);
  }
  let total = 0;
  for (const peaks of byMonth.values()) total += tariffSaving(peaks.without, peaks.with, rate);
  return total;
}

export function createInsightsService(deps: Pick<ServiceDeps, 'db'>): InsightsService {
  return {
    async insights(scope, deviceId, query) {
      const window = historyWindow(query.range, query.date);
      return deps.db.transaction().execute(async (trx) => {
        const device = await ownedDevice(trx, scope, deviceId);
        if (device.integration !== INSIGHTS_INTEGRATION) {
          throw new AppError(ErrorCode.Forbidden, 'Insights are only for flexio devices.');
        }
        const ref = deviceRef(device);
        const rows = await readCoarseRows(trx, ref, window.from, window.to);
        const earnings = await listEarnings(
          trx,
          ref,
          window.firstDate.slice(0, 7),
          window.lastDate.slice(0, 7),
        );
        const tariff = tenantTariff(scope.tenant);
        const { buckets, prices } = pricedBuckets(rows);
        const savings = energySavings(buckets, prices);
        const tariffPart = tariffSavingOf(rows, tariff.capacityRateEurPerKwYear);
        const split = savings.split;
        const country = scope.customer?.countryCode.toUpperCase() || DEFAULT_COUNTRY;
        const factors = scope.tenant.portalConfig.kWhToKgCo2eByCountry;
        const countryCode = factors[country] === undefined ? DEFAULT_COUNTRY : country;
        const kgCo2ePerKwh = factors[countryCode] ?? 0;
        const solarKwh = rows.reduce((sum, row) => sum + row.solarKwh, 0);
        const months = earnings.map((row) => ({
          month: row.month,
          amount: row.amountCents / 100,
          payableOn: row.payableOn,
          paidAt: row.paidAt,
        }));
        const cents = (paid: boolean) =>
          earnings
            .filter((row) => !paid || row.paidAt !== null)
            .reduce((sum, row) => sum + row.amountCents, 0) / 100;
        return {
          deviceId: device.deviceId,
          range: query.range,
          firstDate: window.firstDate,
          lastDate: window.lastDate,
          currency: 'EUR',
          savings: {
            solar: euro(split.solar),
            battery: euro(split.battery),
            tariff: euro(tariffPart),
            ev: euro(split.ev),
            energy: euro(split.energy),
            total: euro(split.solar + split.battery + split.ev + split.energy + tariffPart),
            actualCost: euro(savings.actualCost),
            baselineCost: euro(savings.baselineCost),
          },
          earnings: { months, total: cents(false), paid: cents(true), paymentDelayMonths: 3 },
          co2: {
            solarKwh: Math.round(solarKwh * 10) / 10,
            countryCode,
            kgCo2ePerKwh,
            avoidedKg: Math.round(co2AvoidedKg(solarKwh * 1000, kgCo2ePerKwh) * 10) / 10,
          },
        };
      });
    },
  };
}
