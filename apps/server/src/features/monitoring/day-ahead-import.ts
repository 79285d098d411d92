// Imports an ENTSO-E day-ahead price document (A44) into day_ahead_prices, and prices a tenant's
// quarter-hours from them (decision 049). Fixed contracts need no market price.
import type { QuarterHourPrice } from '@portal/domain/energy/energy-bucket';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { TenantRecord } from '../../platform/tenancy/tenant-record.ts';
import { readDayAheadPrices, upsertDayAheadPrices } from './day-ahead-price-repository.ts';
import { quarterHourPrice } from './prices/energy-tariff.ts';
import { parseDayAheadDocument } from './prices/entsoe-day-ahead.ts';
import { tenantTariff } from './tenant-tariff.ts';

export interface DayAheadPrices {
  /** Stores the document's prices; the bidding zone and how many quarter-hours it held. */
  importDocument(xml: string): Promise<{ biddingZone: string; quarterHours: number }>;
  /** The tenant's consumption and injection price of each quarter-hour in [from, to). */
  tenantPrices(
    tenant: TenantRecord,
    from: number,
    to: number,
  ): Promise<Map<number, QuarterHourPrice | null>>;
}

const QUARTER_HOUR_MS = 15 * 60_000;

export function createDayAheadPrices(deps: Pick<ServiceDeps, 'db' | 'clock'>): DayAheadPrices {
  return {
    async importDocument(xml) {
      const document = parseDayAheadDocument(xml);
      await deps.db
        .transaction()
        .execute((trx) =>
          upsertDayAheadPrices(
            trx,
            document.biddingZone,
            document.prices,
            deps.clock().toISOString(),
          ),
        );
      return { biddingZone: document.biddingZone, quarterHours: document.prices.length };
    },
    async tenantPrices(tenant, from, to) {
      const tariff = tenantTariff(tenant);
      const market =
        tariff.contract.kind === 'dynamic'
          ? await readDayAheadPrices(deps.db, tariff.biddingZone, from, to)
          : new Map<number, number>();
      const prices = new Map<number, QuarterHourPrice | null>();
      for (let at = from; at < to; at += QUARTER_HOUR_MS) {
        prices.set(at, quarterHourPrice(tariff.contract, market.get(at) ?? null));
      }
      return prices;
    },
  };
}
