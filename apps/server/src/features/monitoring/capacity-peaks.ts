// The live capacity tariff's reads and writes (decision 052): the month's peak in a device's
// history when its stream starts, and the capacityPeakSet notification (with its web push, through
// notify) when a quarter-hour closes above it. The notification is dated at the quarter-hour's end
// and written at most once per customer and quarter-hour, so a stream that moved to another
// instance mid-quarter, or a retried call, never tells the customer twice. A quarter-hour only a
// few watts above the peak is not news: a steady load would otherwise beat its own peak by a watt
// every quarter-hour, and each such notice would tell of a cost change of cents a year.
import { brusselsWallClock, fromBrusselsWallClock } from '@portal/domain/brussels-time';
import { QUARTER_HOUR_MS } from '@portal/domain/energy/quarter-hour';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { hasNotificationAt, notify } from '../notifications/index.ts';
import type { CapacityPeakStore } from './live/live-streams.ts';
import { findTenantDevice, highestPeakImport } from './monitoring-energy-repository.ts';

/** The Brussels calendar month an instant falls in, as [start, end) epoch ms. */
export function brusselsMonthBounds(epochMs: number): { from: number; to: number } {
  const { year, month } = brusselsWallClock(new Date(epochMs));
  const first = (y: number, m: number) =>
    fromBrusselsWallClock({ year: y, month: m, day: 1, hour: 0, minute: 0, second: 0 }).getTime();
  return {
    from: first(year, month),
    to: month === 12 ? first(year + 1, 1) : first(year, month + 1),
  };
}

/** How far above the month's billed peak a quarter-hour must close for the customer to be told. */
export const PEAK_NOTICE_MARGIN_W = 100;

export function createCapacityPeaks(deps: Pick<ServiceDeps, 'db'>): CapacityPeakStore {
  const { db } = deps;
  return {
    async monthPeakW(tenant, deviceId, at) {
      const device = await findTenantDevice(db, tenant.id, deviceId);
      if (!device) return 0;
      const { from, to } = brusselsMonthBounds(at);
      const ref = { tenantId: device.tenantId, deviceRowId: device.id };
      return (await highestPeakImport(db, ref, from, to)) ?? 0;
    },
    async peakSet(tenant, deviceId, peak) {
      if (peak.peakW - peak.previousW < PEAK_NOTICE_MARGIN_W) return;
      const at = new Date(peak.quarterStart + QUARTER_HOUR_MS);
      await db.transaction().execute(async (trx) => {
        const device = await findTenantDevice(trx, tenant.id, deviceId);
        if (!device) return;
        const owner = { tenantId: device.tenantId, customerId: device.customerId };
        if (await hasNotificationAt(trx, owner, 'capacityPeakSet', at)) return;
        await notify(
          trx,
          owner,
          {
            key: 'capacityPeakSet',
            action: 'monitoring',
            params: {
              peakKw: Math.round(peak.peakW / 100) / 10,
              previousKw: Math.round(peak.previousW / 100) / 10,
              quarterStart: new Date(peak.quarterStart).toISOString(),
              deviceId,
            },
          },
          at,
        );
      });
    },
  };
}
