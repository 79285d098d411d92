// The prices on every live message, from the same tariff as the history (decision 049): the
// tenant's contract at the current quarter-hour, on the day-ahead price imported for it, or on the
// demo's generated market price where none was imported (as the seeded history has). The stream
// asks once a second and cannot wait, so an imported price is read once per tenant and
// quarter-hour in the background, and the generated one stands in until it is there.
import { QUARTER_HOUR_MS, quarterHourStart } from '@portal/domain/energy/quarter-hour';
import type { TenantRecord } from '../../platform/tenancy/tenant-record.ts';
import type { DayAheadPrices } from './day-ahead-import.ts';
import { DEFAULT_LIVE_PRICES, type LivePrices, type PriceSource } from './live/price-source.ts';
import { demoDayAheadEurPerMwh } from './prices/demo-day-ahead.ts';
import { quarterHourPrice } from './prices/energy-tariff.ts';
import { tenantTariff } from './tenant-tariff.ts';

interface Known {
  quarter: number;
  prices: LivePrices | null;
}

export function createTariffPriceSource(
  dayAhead: Pick<DayAheadPrices, 'tenantPrices'>,
  onFailure: (error: unknown) => void,
): PriceSource {
  const imported = new Map<number, Known>();

  function readImported(tenant: TenantRecord, quarter: number): void {
    imported.set(tenant.id, { quarter, prices: null });
    dayAhead.tenantPrices(tenant, quarter, quarter + QUARTER_HOUR_MS).then((prices) => {
      const price = prices.get(quarter) ?? null;
      if (imported.get(tenant.id)?.quarter === quarter)
        imported.set(tenant.id, { quarter, prices: price });
    }, onFailure);
  }

  return {
    pricesAt(tenant, at) {
      const quarter = quarterHourStart(at.getTime());
      const known = imported.get(tenant.id);
      if (known?.quarter !== quarter) readImported(tenant, quarter);
      const generated = quarterHourPrice(
        tenantTariff(tenant).contract,
        demoDayAheadEurPerMwh(quarter),
      );
      return (known?.quarter === quarter ? known.prices : null) ?? generated ?? DEFAULT_LIVE_PRICES;
    },
  };
}
