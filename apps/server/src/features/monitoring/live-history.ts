// The history grows while the portal runs (decision 052): the complete quarter-hours the live
// streams measured are written into the devices' history with the tenant's prices of each
// quarter-hour (as the live messages show them), per device in one transaction. A quarter-hour already kept (the seed's backfill,
// a write retried) stays as it is; a quarter-hour the stream could not cover fully is never
// written, as it would read low.
import { QUARTER_HOUR_MS } from '@portal/domain/energy/quarter-hour';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { DayAheadPrices } from './day-ahead-import.ts';
import { quarterHourRow } from './history/energy-row.ts';
import type { CompletedQuarter } from './live/live-streams.ts';
import { findTenantDevice, insertEnergyRows } from './monitoring-energy-repository.ts';
import { demoDayAheadEurPerMwh } from './prices/demo-day-ahead.ts';
import { quarterHourPrice } from './prices/energy-tariff.ts';
import { tenantTariff } from './tenant-tariff.ts';

export interface LiveHistory {
  /** Writes the quarter-hours; how many rows were offered (kept ones included). */
  write(quarters: readonly CompletedQuarter[]): Promise<number>;
}

export function createLiveHistory(
  deps: Pick<ServiceDeps, 'db'> & { prices: Pick<DayAheadPrices, 'tenantPrices'> },
): LiveHistory {
  return {
    async write(quarters) {
      const byDevice = new Map<string, CompletedQuarter[]>();
      for (const quarter of quarters) {
        const key = `${quarter.tenant.id}:${quarter.deviceId}`;
        byDevice.set(key, [...(byDevice.get(key) ?? []), quarter]);
      }
      let written = 0;
      for (const group of byDevice.values()) {
        const first = group[0];
        if (!first) continue;
        const starts = group.map((quarter) => quarter.bucket.start);
        const prices = await deps.prices.tenantPrices(
          first.tenant,
          Math.min(...starts),
          Math.max(...starts) + QUARTER_HOUR_MS,
        );
        const contract = tenantTariff(first.tenant).contract;
        // The imported day-ahead price, else the demo's generated one, as the live messages and
        // the seeded history price a quarter-hour (live-tariff-prices.ts).
        const rows = group.map(({ bucket }) =>
          quarterHourRow(
            bucket,
            prices.get(bucket.start) ??
              quarterHourPrice(contract, demoDayAheadEurPerMwh(bucket.start)),
          ),
        );
        await deps.db.transaction().execute(async (trx) => {
          const device = await findTenantDevice(trx, first.tenant.id, first.deviceId);
          if (!device) return;
          await insertEnergyRows(trx, { tenantId: device.tenantId, deviceRowId: device.id }, rows);
          written += rows.length;
        });
      }
      return written;
    },
  };
}
