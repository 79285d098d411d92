// What energy costs at a moment, for the prices on every live message. Behind this small
// interface so that the quarter-hour prices of the history (a tenant's fixed contract or a
// dynamic day-ahead tariff, issue 11 §5) replace it without touching the stream.
import type { TenantRecord } from '../../tenancy/tenant-record.ts';

export interface LivePrices {
  /** €/kWh drawn from the grid. */
  consumption: number;
  /** €/kWh paid for what is injected. */
  injection: number;
}

export interface PriceSource {
  pricesAt(tenant: TenantRecord, at: Date): LivePrices;
}

/**
 * Without a contract price in the tenant's configuration: a typical Flemish fixed all-in
 * household contract of 2025 (energy, network, levies and VAT ≈ €0.32/kWh) and a supplier's
 * injection fee (≈ €0.04/kWh). A demo figure, not advice.
 */
export const DEFAULT_LIVE_PRICES: LivePrices = { consumption: 0.32, injection: 0.04 };

/** The tenant's configuration keys of its fixed contract prices, €/kWh. */
export const PRICE_CONFIG_KEYS = {
  consumption: 'priceConsumptionEurPerKwh',
  injection: 'priceInjectionEurPerKwh',
} as const;

function priceIn(tenant: TenantRecord, key: string, fallback: number): number {
  const value = tenant.portalConfig.config[key];
  const price = typeof value === 'string' ? Number(value) : value;
  return typeof price === 'number' && Number.isFinite(price) && price >= 0 && price < 10
    ? price
    : fallback;
}

/** The tenant's fixed contract from its portal configuration, else the documented default. */
export function createFixedPriceSource(): PriceSource {
  return {
    pricesAt: (tenant) => ({
      consumption: priceIn(tenant, PRICE_CONFIG_KEYS.consumption, DEFAULT_LIVE_PRICES.consumption),
      injection: priceIn(tenant, PRICE_CONFIG_KEYS.injection, DEFAULT_LIVE_PRICES.injection),
    }),
  };
}
