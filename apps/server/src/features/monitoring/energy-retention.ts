// The retention of quarter-hour history (decision 049): every completed Brussels day is rolled up
// into a day row (energies, mean prices, the day's capacity-tariff peaks), and quarter-hours are
// kept for QUARTER_HOUR_RETENTION_DAYS days, then deleted. Day rows are kept for good: a few
// hundred bytes a day. Per device, in one transaction, so a day row and the deletion of its
// quarter-hours never come apart.

import type { ServiceDeps } from '../../platform/service-deps.ts';
import { brusselsDayOf, brusselsMidnight } from './history/brussels-days.ts';
import { rollUpDays } from './history/energy-row.ts';
import {
  deleteQuarterHoursBefore,
  insertEnergyRows,
  lastDayEnd,
  listAllDevices,
  readEnergyRows,
} from './monitoring-energy-repository.ts';

/** Quarter-hours are kept this many days (about three months: the day and week views' reach). */
export const QUARTER_HOUR_RETENTION_DAYS = 92;

export interface RetentionResult {
  daysRolledUp: number;
  quarterHoursDeleted: number;
}

export interface EnergyRetention {
  run(): Promise<RetentionResult>;
}

export function createEnergyRetention(deps: Pick<ServiceDeps, 'db' | 'clock'>): EnergyRetention {
  return {
    async run() {
      const today = brusselsDayOf(deps.clock().getTime());
      const todayStart = brusselsMidnight(today);
      const keepFrom = brusselsMidnight(today - QUARTER_HOUR_RETENTION_DAYS);
      const result: RetentionResult = { daysRolledUp: 0, quarterHoursDeleted: 0 };
      for (const device of await listAllDevices(deps.db)) {
        const ref = { tenantId: device.tenantId, deviceRowId: device.id };
        await deps.db.transaction().execute(async (trx) => {
          const rolledUntil = (await lastDayEnd(trx, ref)) ?? Number.NEGATIVE_INFINITY;
          const from = Math.max(rolledUntil, 0);
          const quarters = await readEnergyRows(trx, ref, 'quarterHours', from, todayStart);
          const days = rollUpDays(quarters);
          await insertEnergyRows(trx, ref, days);
          result.daysRolledUp += days.length;
          result.quarterHoursDeleted += await deleteQuarterHoursBefore(trx, ref, keepFrom);
        });
      }
      return result;
    },
  };
}
